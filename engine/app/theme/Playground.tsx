/**
 * The playground: a full-window editor beside the live demo. Its address carries the code (see
 * live/playground-url.ts), rewritten on each edit, so a reload or a shared link brings the same code back.
 * Code that arrives with a link runs only when the visitor chooses Run, unless it is the site's own code or code
 * this visitor ran or sent here before (live/playground-trust.ts), so a reload or a language switch keeps working;
 * an unreadable or oversized `#code=` value is reported and nothing runs. The code and that rule are
 * live/use-playground-code.ts's; this component renders them. A link's title (what the code draws) replaces the
 * demo's title, in the heading and the window's title, and its note (what to look at) is shown under it, as text.
 */
import { Suspense, useEffect, useMemo, useState } from 'react';
import { allowedPackages } from '../live/modules';
import type { Held } from '../live/playground-trust';
import { usePlaygroundCode } from '../live/use-playground-code';
import { useT } from '../i18n/use-t';
import { siteHref } from '../site/href';
import { titled } from '../site/page-meta';
import { localizePath } from '../../core/locale';
import type { DemoInfo, LocaleId } from '../../core/types';
import { lazyChunk } from '../site/chunks';
import LiveDemo from './LiveDemo';
import RetryBoundary, { ChunkError, chunkFallback } from './RetryBoundary';
import LiveStatus from './LiveStatus';
import { CheckIcon, CopyIcon, ExternalIcon, ResetIcon } from './toolbar-icons';
import { useCopy } from './use-copy';
import { useSiteData } from '../site/hooks';

const LiveEditor = lazyChunk(() => import('./LiveEditor'));

interface Props {
  info: DemoInfo;
  locale: LocaleId;
}

export default function Playground({ info, locale }: Props) {
  const t = useT(locale);
  const [active, setActive] = useState(0);
  const [copied, copy] = useCopy();
  const { packageName } = useSiteData();
  const allowed = useMemo(
    () => allowedPackages(info.context, info.asset.dependencies, packageName),
    [info, packageName],
  );
  const { codes, held, context, names, live, change, run, reset } = usePlaygroundCode(info.id, locale, allowed);
  const file = names[Math.min(active, names.length - 1)];
  const title = context.title ?? info.asset.title;
  useEffect(() => {
    document.title = titled(title, t('playground.title'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` follows `locale`
  }, [title, locale]);

  return (
    <div className="playground" data-live-state={live.state.status} data-held={held ?? undefined}>
      <header className="playground-bar">
        <h1>
          <span>{t('playground.title')}</span> {title}
        </h1>
        <p className="playground-share">{t('playground.share')}</p>
        {context.note && <p className="playground-note">{context.note}</p>}
        <div className="playground-actions">
          <button type="button" className="text-button" onClick={reset} disabled={!codes}>
            <ResetIcon /> {t('demo.reset')}
          </button>
          <button
            type="button"
            className="text-button"
            onClick={() => void copy(window.location.href)}
            aria-live="polite"
          >
            {copied ? <CheckIcon /> : <CopyIcon />} {copied ? t('playground.linkCopied') : t('playground.copyLink')}
          </button>
          <a className="text-button" href={siteHref(localizePath(`/${info.pagePath}`, locale)) + `#demo-${info.id}`}>
            <ExternalIcon /> {t('playground.back')}
          </a>
        </div>
      </header>
      <section className="playground-code" aria-label={t('demo.files')}>
        <div className="code-tabs">
          <div role="tablist" aria-label={t('demo.files')}>
            {names.map((name, i) => (
              <button key={name} type="button" role="tab" aria-selected={name === file} onClick={() => setActive(i)}>
                {name}
              </button>
            ))}
          </div>
        </div>
        {codes && file && (
          <RetryBoundary fallback={chunkFallback(<pre className="playground-fallback">{codes[file]}</pre>, locale)}>
            <Suspense fallback={<p className="playground-loading">{t('demo.loadingEditor')}</p>}>
              <LiveEditor
                locale={locale}
                name={file}
                value={codes[file]}
                onChange={(code) => change(file, code)}
                label={t('demo.editorLabel', { file })}
                error={live.state.status === 'error' ? live.state.error : null}
                files={codes}
              />
            </Suspense>
          </RetryBoundary>
        )}
      </section>
      {/* The preview scrolls when a demo is larger than it: a keyboard reaches it as any scrolling region. */}
      <section className="playground-preview" aria-label={t('playground.preview')} tabIndex={0}>
        <div className="playground-demo">
          {held ? (
            <HeldNotice held={held} onRun={run} onReset={reset} locale={locale} />
          ) : live.shown ? (
            <LiveDemo live={live} />
          ) : (
            live.state.status !== 'error' && <p className="playground-loading">{t('common.loading')}</p>
          )}
        </div>
        {live.chunkError ? (
          <ChunkError error={live.chunkError} onRetry={live.retry} compact locale={locale} />
        ) : (
          <LiveStatus state={live.state} compilingLabel={t('demo.compiling')} errorLabel={t('demo.editError')} />
        )}
      </section>
    </div>
  );
}

interface HeldProps {
  held: Exclude<Held, null>;
  onRun: () => void;
  onReset: () => void;
  locale: LocaleId;
}

/** In place of the preview: why nothing ran, and the visitor's choices. */
function HeldNotice({ held, onRun, onReset, locale }: HeldProps) {
  const t = useT(locale);
  if (held === 'foreign') {
    return (
      <div className="playground-held" role="alert">
        <p>
          <strong>{t('playground.foreign')}</strong>
        </p>
        <p>{t('playground.foreignText')}</p>
        <div className="playground-held-actions">
          <button type="button" className="button primary" onClick={onRun}>
            {t('playground.run')}
          </button>
          <button type="button" className="button" onClick={onReset}>
            {t('playground.siteDemo')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="playground-held" role="alert">
      <p>
        <strong>{held === 'too-large' ? t('playground.tooLarge') : t('playground.unreadable')}</strong>
      </p>
      <div className="playground-held-actions">
        <button type="button" className="button" onClick={onReset}>
          {t('playground.openSiteDemo')}
        </button>
      </div>
    </div>
  );
}
