/** A demo's source files, one tab per file, highlighted at build time, with a copy button. */
import { useEffect, useState } from 'react';
import type { DemoSourceFile } from 'virtual:demos';
import { useT } from '../site/hooks';

/** How long the copy button says "Copied!" (SPEC section 9). */
export const COPIED_MS = 2000;

export default function CodePanel({ files }: { files: DemoSourceFile[] }) {
  const t = useT();
  const [active, setActive] = useState(0);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const file = files[active];
  const copy = async () => {
    await navigator.clipboard.writeText(file.code);
    setCopied(true);
  };
  return (
    <div className="code-panel">
      <div className="code-tabs">
        <div role="tablist">
          {files.map((f, i) => (
            <button key={f.name} type="button" role="tab" aria-selected={i === active} onClick={() => setActive(i)}>
              {f.name}
            </button>
          ))}
        </div>
        <button type="button" className="text-button" onClick={copy} aria-live="polite">
          {copied ? t('demo.copied') : t('demo.copy')}
        </button>
      </div>
      <div role="tabpanel" className="code-body" dangerouslySetInnerHTML={{ __html: file.html }} />
    </div>
  );
}
