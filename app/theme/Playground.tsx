/**
 * The playground: a full-window editor beside the live demo. Its address carries the code (see
 * live/playground-url.ts), rewritten on each edit, so a reload or a shared link brings the same code back.
 * Code that arrives with a link runs only when the visitor chooses Run, unless it is the site's own code or code
 * this visitor ran or sent here before (live/playground-trust.ts), so a reload or a language switch keeps working;
 * an unreadable or oversized `#code=` value is reported and nothing runs.
 */
import { Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { demos } from 'virtual:demos';
import { COPIED_MS } from '../live/constants';
import { allowedPackages } from '../live/modules';
import { forgetHash, isTrustedHash, playgroundStart, trustHash, type Held } from '../live/playground-trust';
import { changedFiles, codeHash, playgroundHref, readCodeHash } from '../live/playground-url';
import { useLiveDemo } from '../live/use-live-demo';
import { useT } from '../i18n/use-t';
import { siteHref } from '../site/href';
import { localizePath } from '../../core/locale';
import type { DemoInfo, LocaleId } from '../../core/types';
import { lazyChunk } from '../site/chunks';
import LiveDemo from './LiveDemo';
import RetryBoundary, { ChunkError, chunkFallback } from './RetryBoundary';
import LiveStatus from './LiveStatus';
import { CheckIcon, CopyIcon, ExternalIcon, ResetIcon } from './toolbar-icons';

const LiveEditor = lazyChunk(() => import('./LiveEditor'));

interface Props {
  info: DemoInfo;
  locale: LocaleId;
}

export default function Playground({ info, locale }: Props) {
  const t = useT(locale);
  const id = useId();
  const [originals, setOriginals] = useState<Record<string, string> | null>(null);
  const [codes, setCodes] = useState<Record<string, string> | null>(null);
  const [active, setActive] = useState(0);
  const [copied, setCopied] = useState(false);
  const [held, setHeld] = useState<Held | null>(null);
  const allowed = useMemo(() => allowedPackages(info.context, info.asset.dependencies), [info]);
  const names = originals ? Object.keys(originals) : [];
  const entry = names[0] ?? '';
  // Code stopped for running without end is not run again by the link without the visitor's Run.
  const forget = useCallback(() => forgetHash(info.id), [info.id]);
  const live = useLiveDemo({ entry, allowed, scope: `playground-${info.id}`, onEndless: forget });
  const { compile, edit } = live;

  const writeAddress = useCallback(
    (next: Record<string, string>, base: Record<string, string>) => {
      const carried = changedFiles(Object.keys(base)[0], next, base);
      const href = playgroundHref(info.id, locale, carried);
      trustHash(info.id, codeHash(carried));
      // Keep React Router's history state: only the address changes.
      window.history.replaceState(window.history.state, '', href);
    },
    [info.id, locale],
  );

  useEffect(() => {
    let cancelled = false;
    void demos[info.id].source().then(({ default: source }) => {
      if (cancelled) return;
      const base = Object.fromEntries(source.files.map((file) => [file.name, file.code]));
      const hash = window.location.hash;
      const { codes: start, held: reason } = playgroundStart(base, readCodeHash(hash), isTrustedHash(info.id, hash));
      setOriginals(base);
      setCodes(start);
      if (reason) {
        setHeld(reason);
        return;
      }
      writeAddress(start, base);
      void compile(start, source.files[0].name);
    });
    return () => {
      cancelled = true;
    };
  }, [info.id, compile, writeAddress]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const change = (name: string, code: string) => {
    if (!codes || !originals) return;
    const next = { ...codes, [name]: code };
    setCodes(next);
    // Code held back stays so while the visitor reads or changes it: only Run or Reset runs anything.
    if (held) return;
    writeAddress(next, originals);
    edit(next);
  };
  const run = () => {
    if (!codes || !originals) return;
    setHeld(null);
    writeAddress(codes, originals);
    void compile(codes);
  };
  const reset = () => {
    if (!originals) return;
    setHeld(null);
    setCodes(originals);
    writeAddress(originals, originals);
    edit.cancel();
    void compile(originals);
  };
  const copyLink = async () => {
    await navigator.clipboard.writeText(window.location.href);
    setCopied(true);
  };
  const file = names[Math.min(active, names.length - 1)];

  return (
    <div className="playground" data-live-state={live.state.status} data-held={held ?? undefined}>
      <header className="playground-bar">
        <h1>
          <span>{t('playground.title')}</span> {info.asset.title}
        </h1>
        <p className="playground-share">{t('playground.share')}</p>
        <div className="playground-actions">
          <button type="button" className="text-button" onClick={reset} disabled={!codes}>
            <ResetIcon /> {t('demo.reset')}
          </button>
          <button type="button" className="text-button" onClick={() => void copyLink()} aria-live="polite">
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
                name={file}
                value={codes[file]}
                onChange={(code) => change(file, code)}
                label={t('demo.editorLabel', { file })}
                describedBy={`${id}-keys`}
                error={live.state.status === 'error' ? live.state.error : null}
                files={codes}
              />
              <p id={`${id}-keys`} className="visually-hidden">
                {t('demo.editorKeys')}
              </p>
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
