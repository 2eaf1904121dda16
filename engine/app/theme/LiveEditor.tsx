/** The live code editor (CodeMirror 6). Loaded only when a visitor starts editing: never in a first load. */
import { useEffect, useId, useRef, useState } from 'react';
import { EditorView } from '@codemirror/view';
import { asChunkError, forgetFailures, type ChunkLoadError } from '../site/chunks';
import { showError } from '../live/editor-errors';
import { createEditorState, languageOf, type EditorOptions } from '../live/editor-setup';
import { ChunkError } from './RetryBoundary';
import { useT } from '../i18n/use-t';
import type { LocaleId } from '../../core/types';

interface Props {
  /** The language of its words (its description); the page's by default. */
  locale?: LocaleId;
  /** File name: picks the language. */
  name: string;
  value: string;
  onChange: (code: string) => void;
  label: string;
  autoFocus?: boolean;
  /** The last run's error (live-error.ts): marked at its line when it names this file. */
  error?: string | null;
  /** Every file of the demo as it is now (name -> text): TypeScript files are type-checked against the others. */
  files?: Readonly<Record<string, string>>;
}

export default function LiveEditor({ locale, name, value, onChange, label, autoFocus, error = null, files }: Props) {
  const t = useT(locale);
  // The editor's description: its keys (how to leave it with the keyboard), said by a screen reader on focus.
  const describedBy = `${useId()}-keys`;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, value, files, error });
  const [typesError, setTypesError] = useState<ChunkLoadError | null>(null);
  useEffect(() => {
    latest.current = { onChange, value, files, error };
  });

  const options = (): EditorOptions => ({
    language: languageOf(name),
    label,
    describedBy,
    onChange: (code) => {
      latest.current.value = code;
      latest.current.onChange(code);
    },
    types: {
      name,
      otherFiles: () => {
        const others = { ...latest.current.files };
        delete others[name];
        return others;
      },
      // A checker that did not arrive is a chunk error, with Try again; any other failure only goes unshown.
      onStatus: (failure) => setTypesError(failure === null ? null : asChunkError(failure)),
    },
  });

  useEffect(() => {
    const editor = new EditorView({ parent: host.current!, state: createEditorState(latest.current.value, options()) });
    view.current = editor;
    if (autoFocus) editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one editor per file; text changes go through the effect below
  }, [name]);

  /** Marks the last run's error; TypeScript files' linter then lists it with the type checker's findings. */
  const markError = (editor: EditorView) => {
    const linted = languageOf(name) === 'tsx' || languageOf(name) === 'ts';
    editor.dispatch(showError(editor.state, name, latest.current.error, linted));
  };

  // A new value from outside (reset): a fresh state, so undo does not cross it.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.setState(createEditorState(value, options()));
      markError(editor);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the text matters here
  }, [value]);

  // The mark follows the text as it is edited (editor-errors.ts): it changes only with the error.
  useEffect(() => {
    if (view.current) markError(view.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the error and the file decide; markError reads latest
  }, [name, error]);

  const retryTypes = () => {
    forgetFailures();
    setTypesError(null);
    if (view.current) markError(view.current);
  };

  return (
    <>
      {typesError && <ChunkError error={typesError} onRetry={retryTypes} compact />}
      <div ref={host} className="live-editor" data-file={name} />
      <p id={describedBy} className="visually-hidden">
        {t('demo.editorKeys')}
      </p>
    </>
  );
}
