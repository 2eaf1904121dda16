/**
 * A demo's source files, one tab per file: highlighted at build time until the visitor starts editing
 * (a click on the code, or the Edit button), then a live editor (loaded at that moment).
 */
import { Suspense, useId, useState, type KeyboardEvent } from 'react';
import type { DemoSourceFile } from '../../core/types';
import { useT } from '../i18n/use-t';
import { lazyChunk } from '../site/chunks';
import RetryBoundary, { chunkFallback } from './RetryBoundary';
import { useCopy } from './use-copy';
import { CheckIcon, CopyIcon, EditIcon, ResetIcon } from './toolbar-icons';

const LiveEditor = lazyChunk(() => import('./LiveEditor'));

interface Props {
  files: DemoSourceFile[];
  /** Current code by file name while editing; null before. */
  codes: Record<string, string> | null;
  onStartEditing: () => void;
  onChange: (name: string, code: string) => void;
  onReset: () => void;
  edited: boolean;
  /** The last run's error, marked in the editor of the file it names. */
  error?: string | null;
}

export default function CodePanel({ files, codes, onStartEditing, onChange, onReset, edited, error }: Props) {
  const t = useT();
  const id = useId();
  const [active, setActive] = useState(0);
  const [copied, copyText] = useCopy();
  const [focusEditor, setFocusEditor] = useState(false);
  const file = files[Math.min(active, files.length - 1)];
  const code = codes?.[file.name] ?? file.code;
  const copy = () => copyText(code);
  const startEditing = () => {
    setFocusEditor(true);
    onStartEditing();
  };
  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (active + step + files.length) % files.length;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  const staticCode = (
    <div
      className="code-body code-static"
      dangerouslySetInnerHTML={{ __html: file.html }}
      onClick={() => !window.getSelection()?.toString() && startEditing()}
    />
  );

  return (
    <div className="code-panel">
      <div className="code-tabs">
        <div role="tablist" aria-label={t('demo.files')} onKeyDown={onTabKey}>
          {files.map((f, i) => (
            <button
              key={f.name}
              id={`${id}-tab-${i}`}
              type="button"
              role="tab"
              aria-selected={f === file}
              aria-controls={`${id}-panel`}
              tabIndex={f === file ? 0 : -1}
              onClick={() => setActive(i)}
            >
              {f.name}
            </button>
          ))}
        </div>
        <div className="code-actions">
          {!codes && (
            <button type="button" className="text-button" onClick={startEditing}>
              <EditIcon /> {t('demo.edit')}
            </button>
          )}
          {edited && (
            <button type="button" className="text-button" onClick={onReset}>
              <ResetIcon /> {t('demo.reset')}
            </button>
          )}
          <button type="button" className="text-button" onClick={copy} aria-live="polite">
            {copied ? <CheckIcon /> : <CopyIcon />} {copied ? t('demo.copied') : t('demo.copy')}
          </button>
        </div>
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${files.indexOf(file)}`}>
        {codes ? (
          <RetryBoundary fallback={chunkFallback(staticCode)}>
            <Suspense
              fallback={
                <div aria-busy="true" aria-label={t('demo.loadingEditor')}>
                  {staticCode}
                </div>
              }
            >
              <LiveEditor
                name={file.name}
                value={code}
                onChange={(next) => onChange(file.name, next)}
                label={t('demo.editorLabel', { file: file.name })}
                autoFocus={focusEditor}
                error={error}
                files={codes}
              />
            </Suspense>
          </RetryBoundary>
        ) : (
          staticCode
        )}
      </div>
    </div>
  );
}
