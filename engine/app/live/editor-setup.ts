/**
 * The live editor's CodeMirror 6 setup: TSX highlighting in the site's colours (CSS variables, so light and
 * dark both work), line numbers, indentation-aware Enter and Tab, undo and redo (CodeMirror's own history: a burst
 * of typing is one step). Loaded when editing starts.
 */
import { history, redo, undo } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import {
  HighlightStyle,
  bracketMatching,
  getIndentation,
  indentOnInput,
  indentString,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { EditorSelection, EditorState, type ChangeSpec, type Extension, type StateCommand } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { errorMarks } from './editor-errors';
import { typeChecking, type TypeCheckOptions } from './editor-types';

/** Enter: a new line indented as the syntax says; between a pair of brackets, the closing one goes a line down. */
export const insertNewlineAndIndent: StateCommand = ({ state, dispatch }) => {
  const changes = state.changeByRange((range) => {
    const line = state.doc.lineAt(range.from);
    const before = state.sliceDoc(range.from - 1, range.from);
    const after = state.sliceDoc(range.to, range.to + 1);
    const between = /[([{]/.test(before) && after === { '(': ')', '[': ']', '{': '}' }[before];
    const own = /^\s*/.exec(line.text)![0].length;
    // Ask the syntax what the new line's indentation is, with the line already there.
    const next = state.update({ changes: { from: range.from, to: range.to, insert: between ? '\n\n' : '\n' } }).state;
    const inner = getIndentation(next, range.from + 1) ?? own;
    const insert = between
      ? `\n${indentString(state, inner)}\n${indentString(state, own)}`
      : `\n${indentString(state, inner)}`;
    const cursor = range.from + 1 + indentString(state, inner).length;
    return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.cursor(cursor) };
  });
  dispatch(state.update(changes, { scrollIntoView: true, userEvent: 'input' }));
  return true;
};

/** One indentation change per line the selection touches. */
function changeIndent(state: EditorState, more: boolean): ChangeSpec[] {
  const unit = state.facet(indentUnit);
  const lines = new Set<number>();
  for (const range of state.selection.ranges) {
    for (let n = state.doc.lineAt(range.from).number; n <= state.doc.lineAt(range.to).number; n++) lines.add(n);
  }
  return [...lines].flatMap((n): ChangeSpec[] => {
    const line = state.doc.line(n);
    const indent = /^[ \t]*/.exec(line.text)![0].length;
    if (more) return [{ from: line.from, insert: unit }];
    return indent ? [{ from: line.from, to: line.from + Math.min(indent, unit.length) }] : [];
  });
}

/** Tab: indent the line(s). Press Escape first to let Tab move the focus on (CodeMirror's own rule). */
export const indentMore: StateCommand = ({ state, dispatch }) => {
  if (state.readOnly) return false;
  if (state.selection.ranges.every((r) => r.empty)) {
    dispatch(
      state.update(state.replaceSelection(state.facet(indentUnit)), { scrollIntoView: true, userEvent: 'input' }),
    );
    return true;
  }
  dispatch(state.update({ changes: changeIndent(state, true), userEvent: 'input.indent' }));
  return true;
};

export const indentLess: StateCommand = ({ state, dispatch }) => {
  if (state.readOnly) return false;
  dispatch(state.update({ changes: changeIndent(state, false), userEvent: 'delete.dedent' }));
  return true;
};

const view = (command: StateCommand) => (target: EditorView) =>
  command({ state: target.state, dispatch: target.dispatch });

const editorKeymap = keymap.of([
  { key: 'Enter', run: view(insertNewlineAndIndent) },
  { key: 'Tab', run: view(indentMore), shift: view(indentLess) },
  { key: 'Mod-z', run: view(undo), preventDefault: true },
  { key: 'Mod-y', run: view(redo), preventDefault: true },
  { key: 'Mod-Shift-z', run: view(redo), preventDefault: true },
]);

/** Token colours from CSS variables defined in styles/live-editor.css for both colour themes. */
const highlight = HighlightStyle.define([
  {
    tag: [
      tags.keyword,
      tags.modifier,
      tags.operatorKeyword,
      tags.controlKeyword,
      tags.definitionKeyword,
      tags.moduleKeyword,
    ],
    color: 'var(--code-keyword)',
  },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--code-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--code-constant)' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--code-function)' },
  { tag: [tags.typeName, tags.className, tags.namespace], color: 'var(--code-type)' },
  { tag: [tags.tagName, tags.angleBracket], color: 'var(--code-tag)' },
  { tag: [tags.attributeName, tags.propertyName], color: 'var(--code-property)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--code-comment)', fontStyle: 'italic' },
  { tag: tags.invalid, color: 'var(--danger)' },
]);

const theme = EditorView.theme({
  '&': { color: 'var(--text)', backgroundColor: 'var(--bg-soft)', fontSize: '14px' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.6' },
  '.cm-content': { padding: '16px 0', caretColor: 'var(--text)' },
  '.cm-line': { padding: '0 16px 0 8px' },
  '.cm-gutters': { backgroundColor: 'var(--bg-soft)', color: 'var(--text-3)', border: 'none' },
  '.cm-lineNumbers .cm-gutterElement': { padding: '0 4px 0 12px', minWidth: '36px' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'color-mix(in srgb, var(--accent) 7%, transparent)' },
  '&.cm-focused': { outline: '2px solid var(--accent)', outlineOffset: '-2px' },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--text)' },
  '.cm-selectionBackground, &.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground': {
    backgroundColor: 'color-mix(in srgb, var(--accent) 28%, transparent)',
  },
  '.cm-matchingBracket': { backgroundColor: 'color-mix(in srgb, var(--accent) 20%, transparent)', outline: 'none' },
  '.cm-error-line': { backgroundColor: 'color-mix(in srgb, var(--danger) 10%, transparent)' },
  '.cm-error-message': { color: 'var(--danger)', marginLeft: '2ch', fontStyle: 'italic', whiteSpace: 'pre-wrap' },
  // The lint package draws its marks as data: images, which the site's Content-Security-Policy does not allow.
  '.cm-type-info': { padding: '6px 10px', maxWidth: '60ch', fontSize: '13px' },
  '.cm-type-info code': { fontFamily: 'var(--mono)', whiteSpace: 'pre-wrap' },
  '.cm-type-info p': { margin: '6px 0 0', color: 'var(--text-2)' },
  '.cm-tooltip': { backgroundColor: 'var(--bg)', color: 'var(--text)', border: '1px solid var(--border)' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: 'var(--accent)', color: 'var(--bg)' },
  '.cm-lintRange-error': { textDecoration: 'underline wavy var(--danger)', backgroundImage: 'none' },
  '.cm-lint-marker-error': {
    content: 'none',
    display: 'inline-block',
    width: '0.7em',
    height: '0.7em',
    borderRadius: '50%',
    backgroundColor: 'var(--danger)',
  },
});

export type EditorLanguage = 'tsx' | 'ts' | 'css' | 'text';

export const languageOf = (name: string): EditorLanguage =>
  name.endsWith('.tsx') || name.endsWith('.jsx')
    ? 'tsx'
    : name.endsWith('.ts') || name.endsWith('.js')
      ? 'ts'
      : name.endsWith('.css')
        ? 'css'
        : 'text';

export interface EditorOptions {
  language: EditorLanguage;
  /** The accessible name of the text area. */
  label: string;
  /** Id of an element describing how to leave the editor with the keyboard. */
  describedBy?: string;
  onChange?: (code: string) => void;
  /** Type checking, completion and hover types for a TypeScript or JavaScript file (editor-types.ts). */
  types?: TypeCheckOptions;
}

function editorExtensions({ language, label, describedBy, onChange, types }: EditorOptions): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    drawSelection(),
    highlightActiveLine(),
    history(),
    indentOnInput(),
    bracketMatching(),
    syntaxHighlighting(highlight),
    editorKeymap,
    indentUnit.of('  '),
    EditorState.tabSize.of(2),
    language === 'tsx' || language === 'ts' ? javascript({ jsx: language === 'tsx', typescript: true }) : [],
    theme,
    errorMarks,
    types && (language === 'tsx' || language === 'ts') ? typeChecking(types) : [],
    EditorView.contentAttributes.of({
      'aria-label': label,
      // Editable content is focusable anyway; said explicitly, checkers see the scroll box around it is reachable.
      tabindex: '0',
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    }),
    onChange
      ? EditorView.updateListener.of((update) => update.docChanged && onChange(update.state.doc.toString()))
      : [],
  ];
}

export function createEditorState(doc: string, options: EditorOptions): EditorState {
  return EditorState.create({ doc, extensions: editorExtensions(options) });
}
