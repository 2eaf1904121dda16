/** The live code editor (CodeMirror 6). Loaded only when a visitor starts editing: never in a first load. */
import { useEffect, useRef } from 'react';
import { EditorView } from '@codemirror/view';
import { showError } from '../live/editor-errors';
import { createEditorState, languageOf, type EditorOptions } from '../live/editor-setup';

interface Props {
  /** File name: picks the language. */
  name: string;
  value: string;
  onChange: (code: string) => void;
  label: string;
  describedBy?: string;
  autoFocus?: boolean;
  /** The last run's error (live-error.ts): marked at its line when it names this file. */
  error?: string | null;
}

export default function LiveEditor({ name, value, onChange, label, describedBy, autoFocus, error = null }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, value });
  useEffect(() => {
    latest.current = { onChange, value };
  });

  const options = (): EditorOptions => ({
    language: languageOf(name),
    label,
    describedBy,
    onChange: (code) => {
      latest.current.value = code;
      latest.current.onChange(code);
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

  // A new value from outside (reset): a fresh state, so undo does not cross it.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.setState(createEditorState(value, options()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the text matters here
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(showError(editor.state, name, error));
  }, [name, error, value]);

  return <div ref={host} className="live-editor" data-file={name} />;
}
