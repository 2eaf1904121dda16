import { EditorState, Transaction } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { redo, undo, undoDepth } from '@codemirror/commands';
import {
  createEditorState,
  indentLess,
  indentMore,
  insertNewlineAndIndent,
  languageOf,
} from '../../../../../engine/app/live/editor-setup';

type Command = (target: { state: EditorState; dispatch: (tr: Transaction) => void }) => boolean;

function apply(state: EditorState, command: Command): EditorState {
  let next = state;
  command({ state, dispatch: (tr) => (next = tr.state) });
  return next;
}

const type = (state: EditorState, text: string, time: number) =>
  state.update({
    changes: { from: state.selection.main.head, insert: text },
    selection: { anchor: state.selection.main.head + text.length },
    userEvent: 'input.type',
    annotations: Transaction.time.of(time),
  }).state;

/** The editor's own state (its history included), the cursor at `anchor`. */
const editorAt = (doc: string, anchor: number) =>
  createEditorState(doc, { language: 'tsx', label: 'code' }).update({ selection: { anchor } }).state;

describe('live editor history', () => {
  it('undoes a burst of typing as one step, and redoes it', () => {
    let state = editorAt('ab', 2);
    state = type(state, 'c', 1000);
    state = type(state, 'd', 1100);
    state = type(state, 'e', 5000);
    expect(state.doc.toString()).toBe('abcde');
    expect(undoDepth(state)).toBe(2);
    state = apply(state, undo);
    expect(state.doc.toString()).toBe('abcd');
    state = apply(state, undo);
    expect(state.doc.toString()).toBe('ab');
    expect(state.selection.main.head).toBe(2);
    expect(apply(state, undo)).toBe(state);
    state = apply(state, redo);
    expect(state.doc.toString()).toBe('abcd');
    state = apply(state, redo);
    expect(state.doc.toString()).toBe('abcde');
  });

  it('a new edit after an undo drops the redo steps', () => {
    let state = editorAt('', 0);
    state = type(state, 'x', 0);
    state = apply(state, undo);
    state = type(state, 'y', 2000);
    expect(apply(state, redo).doc.toString()).toBe('y');
  });
});

describe('live editor keys', () => {
  it('Enter keeps the indentation, and opens a block between braces', () => {
    const code = 'function f() {}';
    let state = createEditorState(code, { language: 'tsx', label: 'x' });
    state = state.update({ selection: { anchor: code.indexOf('}') } }).state;
    state = apply(state, insertNewlineAndIndent);
    expect(state.doc.toString()).toBe('function f() {\n  \n}');
    expect(state.selection.main.head).toBe('function f() {\n  '.length);
  });

  it('Tab and Shift-Tab indent and dedent the selected lines', () => {
    let state = createEditorState('a\nb', { language: 'ts', label: 'x' });
    state = state.update({ selection: { anchor: 0, head: 3 } }).state;
    state = apply(state, indentMore);
    expect(state.doc.toString()).toBe('  a\n  b');
    state = apply(state, indentLess);
    expect(state.doc.toString()).toBe('a\nb');
  });

  it('picks the language from the file name', () => {
    expect(['a.tsx', 'b.ts', 'c.css', 'd.md'].map(languageOf)).toEqual(['tsx', 'ts', 'css', 'text']);
  });
});
