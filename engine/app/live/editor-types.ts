/**
 * TypeScript in the live editor: diagnostics as you type (with the last run's error, editor-errors.ts), completion
 * and the type under the pointer, from the type checker in a worker (ts-client.ts). Only for TypeScript and
 * JavaScript files; the checker loads with the first request, when the visitor starts editing.
 */
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { linter, type Diagnostic } from '@codemirror/lint';
import type { EditorState, Extension } from '@codemirror/state';
import { hoverTooltip } from '@codemirror/view';
import { runErrorOf, runErrorSet } from './editor-errors';
import { askTypes } from './ts-client';

export interface TypeCheckOptions {
  /** This editor's file name. */
  name: string;
  /** The demo's other files as they are now (name -> text). */
  otherFiles: () => Record<string, string>;
  /** The checker did not load (or came back): `error` null once it answers again. */
  onStatus?: (error: unknown) => void;
}

/** How long typing must pause before the file is checked again. */
const CHECK_DELAY_MS = 150;

const COMPLETION_TYPES: Record<string, string> = {
  property: 'property',
  method: 'method',
  function: 'function',
  'local function': 'function',
  var: 'variable',
  let: 'variable',
  const: 'constant',
  'local var': 'variable',
  parameter: 'variable',
  class: 'class',
  interface: 'interface',
  type: 'type',
  enum: 'enum',
  module: 'namespace',
  keyword: 'keyword',
};

export function typeChecking({ name, otherFiles, onStatus }: TypeCheckOptions): Extension {
  const files = (state: EditorState) => ({ ...otherFiles(), [name]: state.doc.toString() });
  const ask = async <T>(run: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      const result = await run();
      onStatus?.(null);
      return result;
    } catch (error) {
      onStatus?.(error);
      return fallback;
    }
  };

  const check = linter(
    async (view): Promise<Diagnostic[]> => {
      const run = runErrorOf(view.state);
      const answer = await ask(() => askTypes({ kind: 'check', files: files(view.state), file: name }), null);
      const found =
        answer?.kind === 'check' ? answer.diagnostics.map((d): Diagnostic => ({ ...d, source: 'TypeScript' })) : [];
      return run ? [...found, run] : found;
    },
    { delay: CHECK_DELAY_MS, needsRefresh: runErrorSet },
  );

  const complete = async (context: CompletionContext): Promise<CompletionResult | null> => {
    const word = context.matchBefore(/[\w$]*/);
    const before = context.state.sliceDoc(Math.max(0, context.pos - 1), context.pos);
    if (!context.explicit && word?.from === word?.to && !/[.<{ ]/.test(before)) return null;
    const answer = await ask(
      () => askTypes({ kind: 'complete', files: files(context.state), file: name, pos: context.pos }),
      null,
    );
    if (answer?.kind !== 'complete' || !answer.options.length) return null;
    return {
      from: answer.from,
      options: answer.options.map((option) => ({ label: option.name, type: COMPLETION_TYPES[option.kind] ?? 'text' })),
      validFor: /^[\w$]*$/,
    };
  };

  const hover = hoverTooltip(async (view, pos) => {
    const answer = await ask(() => askTypes({ kind: 'hover', files: files(view.state), file: name, pos }), null);
    if (answer?.kind !== 'hover' || !answer.hover) return null;
    const { from, to, text, doc } = answer.hover;
    return {
      pos: from,
      end: to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'cm-type-info';
        const code = document.createElement('code');
        code.textContent = text;
        dom.append(code);
        if (doc) {
          const p = document.createElement('p');
          p.textContent = doc;
          dom.append(p);
        }
        return { dom };
      },
    };
  });

  return [check, autocompletion({ override: [complete] }), hover];
}
