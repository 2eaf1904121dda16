/** A content page's text as Markdown: a link to it, and a button that copies it (fetched on click). */
import { useEffect, useRef, useState } from 'react';
import { COPIED_MS } from '../live/constants';
import { useT } from '../i18n/use-t';
import { siteHref } from '../site/href';
import { markdownPath } from '../../core/seo';
import { CheckIcon, CopyIcon } from './toolbar-icons';

export default function PageMarkdown({ url }: { url: string }) {
  const t = useT();
  const href = siteHref(markdownPath(url));
  const [status, setStatus] = useState<'idle' | 'copied' | { error: string }>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
      timer.current = setTimeout(() => setStatus('idle'), COPIED_MS);
    } catch (error) {
      setStatus({ error: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="page-markdown" role="group" aria-label={t('markdown.label')}>
      <button type="button" className="text-button" onClick={() => void copy()}>
        {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
        {status === 'copied' ? t('markdown.copied') : t('markdown.copy')}
      </button>
      <a className="text-button" href={href} type="text/markdown">
        {t('markdown.view')}
      </a>
      <span className="page-markdown-status" role="status">
        {typeof status === 'object' ? t('markdown.copyFailed', { error: status.error }) : ''}
      </span>
    </div>
  );
}
