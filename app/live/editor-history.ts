/**
 * Undo and redo for the live editor: a small history of inverted changes, with typing grouped while it
 * comes in bursts. Pure CodeMirror state, no view: tested in Node.
 */
import {
  Annotation,
  ChangeSet,
  EditorSelection,
  StateEffect,
  StateField,
  Transaction,
  type EditorState,
  type StateCommand,
} from '@codemirror/state';

interface Entry {
  /** Applying these changes to the current document goes one step back (or forward). */
  changes: ChangeSet;
  /** The selection to restore with them. */
  selection: EditorSelection;
}

interface History {
  done: readonly Entry[];
  undone: readonly Entry[];
  /** When the last recorded change happened, to group a burst of typing into one step. */
  time: number;
}

const GROUP_MS = 500;
const MAX_ENTRIES = 200;
const fromHistory = Annotation.define<true>();
const setHistory = StateEffect.define<History>();

export const historyField = StateField.define<History>({
  create: () => ({ done: [], undone: [], time: 0 }),
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setHistory)) return effect.value;
    if (!tr.docChanged || tr.annotation(fromHistory) || tr.annotation(Transaction.addToHistory) === false) return value;
    const time = tr.annotation(Transaction.time) ?? Date.now();
    const inverse = tr.changes.invert(tr.startState.doc);
    const last = value.done[value.done.length - 1];
    const typing = tr.isUserEvent('input.type') || tr.isUserEvent('delete');
    const done =
      last && typing && time - value.time < GROUP_MS
        ? [...value.done.slice(0, -1), { changes: inverse.compose(last.changes), selection: last.selection }]
        : [...value.done, { changes: inverse, selection: tr.startState.selection }].slice(-MAX_ENTRIES);
    return { done, undone: [], time: typing ? time : 0 };
  },
});

function step(from: 'done' | 'undone'): StateCommand {
  return ({ state, dispatch }) => {
    const history = state.field(historyField, false);
    const entry = history?.[from][history[from].length - 1];
    if (!history || !entry) return false;
    const back: Entry = { changes: entry.changes.invert(state.doc), selection: state.selection };
    const to = from === 'done' ? 'undone' : 'done';
    dispatch(
      state.update({
        changes: entry.changes,
        selection: entry.selection,
        scrollIntoView: true,
        annotations: [fromHistory.of(true), Transaction.userEvent.of(from === 'done' ? 'undo' : 'redo')],
        effects: setHistory.of({
          ...history,
          [from]: history[from].slice(0, -1),
          [to]: [...history[to], back],
          time: 0,
        }),
      }),
    );
    return true;
  };
}

export const undo = step('done');
export const redo = step('undone');

export const undoDepth = (state: EditorState) => state.field(historyField, false)?.done.length ?? 0;
