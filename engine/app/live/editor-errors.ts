/**
 * The error of the last run, marked in the editor of the file it names: CodeMirror's lint marks (underline, gutter
 * sign, message on hover, read by screen readers through the lint's own panel and tooltips), the line tinted, and the
 * message written at the line's end. Loaded with the editor.
 */
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { StateEffect, StateField, type EditorState, type Extension, type TransactionSpec } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { errorPlace } from './live-error';

/** The diagnostic for `error` in the file `name`: the place's line (from its column to the line's end), or none. */
export function diagnosticFor(state: EditorState, name: string, error: string | null): Diagnostic | null {
  const place = error ? errorPlace(error) : null;
  if (!place || place.file !== name || place.line < 1 || place.line > state.doc.lines) return null;
  const line = state.doc.line(place.line);
  // Without a column, the mark starts at the line's first character that is not a space.
  const start = place.column > 0 ? place.column - 1 : /^\s*/.exec(line.text)![0].length;
  const from = Math.min(line.from + start, line.to);
  return { from, to: line.to > from ? line.to : from, severity: 'error', message: place.message, source: name };
}

class MessageWidget extends WidgetType {
  constructor(readonly text: string) {
    super();
  }
  override eq(other: MessageWidget) {
    return other.text === this.text;
  }
  toDOM() {
    const span = document.createElement('span');
    span.className = 'cm-error-message';
    span.textContent = this.text;
    return span;
  }
}

const setShown = StateEffect.define<Diagnostic | null>();

/** The last run's error in this file, kept at its place as the text changes, and its line marks. */
const shown = StateField.define<{ diagnostic: Diagnostic | null; marks: DecorationSet }>({
  create: () => ({ diagnostic: null, marks: Decoration.none }),
  update(value, transaction) {
    let { diagnostic, marks } = value;
    if (transaction.docChanged) {
      marks = marks.map(transaction.changes);
      if (diagnostic) {
        const from = transaction.changes.mapPos(diagnostic.from);
        diagnostic = { ...diagnostic, from, to: Math.max(from, transaction.changes.mapPos(diagnostic.to)) };
      }
    }
    for (const effect of transaction.effects) {
      if (!effect.is(setShown)) continue;
      diagnostic = effect.value;
      if (!diagnostic) marks = Decoration.none;
      else {
        const line = transaction.state.doc.lineAt(diagnostic.from);
        marks = Decoration.set([
          Decoration.line({ class: 'cm-error-line' }).range(line.from),
          Decoration.widget({ widget: new MessageWidget(diagnostic.message), side: 1 }).range(line.to),
        ]);
      }
    }
    return { diagnostic, marks };
  },
  provide: (field) => EditorView.decorations.from(field, (value) => value.marks),
});

/** Whether an editor update set the run's error anew: the editor's linter then runs again to list it. */
export const runErrorSet = (update: ViewUpdate) =>
  update.transactions.some((transaction) => transaction.effects.some((effect) => effect.is(setShown)));

/** The last run's error as a lint diagnostic, where it now is; null without one. */
export const runErrorOf = (state: EditorState) => state.field(shown, false)?.diagnostic ?? null;

/** What an editor needs to show errors: the lint gutter and the line marks. */
export const errorMarks: Extension = [lintGutter(), shown];

/**
 * The transaction that shows `error` (or clears the marks when it names no place in this file). With `linted`, the
 * editor's own linter (editor-types.ts) runs again on it and lists the diagnostic beside its own; else it is set here.
 */
export function showError(state: EditorState, name: string, error: string | null, linted = false): TransactionSpec {
  const diagnostic = diagnosticFor(state, name, error);
  const lint = linted ? [] : (setDiagnostics(state, diagnostic ? [diagnostic] : []).effects ?? []);
  return { effects: [...(Array.isArray(lint) ? lint : [lint]), setShown.of(diagnostic)] };
}
