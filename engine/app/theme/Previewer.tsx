/**
 * One demo: the rendered table (inline, or in an iframe of its standalone page), its title and description,
 * a toolbar, and the code, which is editable: each edit is compiled in the browser and rendered in place.
 */
import { Suspense, useId, useMemo, useRef, useState } from 'react';
import { DEFAULT_EMBED_HEIGHT } from '../live/constants';
import { standaloneDemoPath } from '../../core/demo-paths';
import { useDemoCode } from '../live/use-demo-code';
import { useLocale } from '../site/hooks';
import { useT } from '../i18n/use-t';
import { siteHref } from '../site/href';
import { localizePath } from '../../core/locale';
import type { DemoInfo, PageDemo } from '../../core/types';
import CodePanel from './CodePanel';
import DemoError from './DemoError';
import LiveDemo from './LiveDemo';
import RetryBoundary, { ChunkError, chunkFallback } from './RetryBoundary';
import LiveStatus from './LiveStatus';
import PreviewerToolbar from './PreviewerToolbar';
import 'virtual:demo-stylesheet';
import { Inspector } from 'virtual:site-plugins';

// A plugin's inspector loads when a visitor first turns a demo's inspect switch on, not with the page (a site
// without one has no switch). Its code not arriving shows the compact retry in its place (chunkFallback with nothing
// beside it); any other error goes on up.
const inspectorFallback = chunkFallback(<></>);

interface Props {
  info: DemoInfo;
  demo: PageDemo;
  /** Iframe height asked for by this page's `<code iframe>` tag. */
  iframe?: number;
}

export default function Previewer({ info, demo: { Demo, source }, iframe }: Props) {
  const t = useT();
  const locale = useLocale();
  const panelId = useId();
  const demoRef = useRef<HTMLDivElement>(null);
  const [inspecting, setInspecting] = useState(false);

  // Iframe mode is the showing page's choice (its `<code iframe>` tag), not the demo's.
  const height = iframe;
  const framed = height !== undefined;
  const standalone = siteHref(standaloneDemoPath(info.id, locale));
  const code = useDemoCode({ info, source, locale, framed });
  const { live, state, frameRef } = code;
  // One element for every render: a demo whose code is still on its way (a landing page's, see
  // engine/pipeline/content/vite-plugin.ts) keeps its prerendered HTML. A new element would be an update to its boundary
  // before hydration, and React would then show the empty fallback until the code arrives.
  const original = useMemo(
    () => (
      <Suspense>
        <Demo />
      </Suspense>
    ),
    [Demo],
  );
  const demoNode = () =>
    framed
      ? (frameRef.current?.contentDocument?.querySelector('.standalone-demo') ?? null)
      : (demoRef.current?.firstElementChild ?? null);

  return (
    <section
      className="previewer"
      id={`demo-${info.id}`}
      aria-labelledby={`demo-${info.id}-title`}
      data-live-state={state.status}
    >
      <div className="previewer-demo" data-demo-id={info.id} ref={demoRef}>
        {framed ? (
          <iframe
            key={code.frameKey}
            ref={frameRef}
            src={standalone}
            title={t('demo.iframeTitle', { title: info.asset.title })}
            style={{ height: height || DEFAULT_EMBED_HEIGHT }}
            loading="lazy"
          />
        ) : live.shown ? (
          <LiveDemo live={live} />
        ) : (
          <RetryBoundary fallback={(error, retry) => <DemoError error={error} onRetry={retry} />}>
            {original}
          </RetryBoundary>
        )}
        {!framed && live.chunkError ? (
          <ChunkError error={live.chunkError} onRetry={live.retry} compact />
        ) : (
          <LiveStatus state={state} compilingLabel={t('demo.compiling')} errorLabel={t('demo.editError')} />
        )}
      </div>
      <div className="previewer-meta">
        <h2 className="previewer-title" id={`demo-${info.id}-title`}>
          <a href={siteHref(localizePath(`/${info.pagePath}`, locale)) + `#demo-${info.id}`}>{info.asset.title}</a>
          {code.edited && <span className="badge">{t('demo.edited')}</span>}
        </h2>
        {info.asset.description && <p>{info.asset.description}</p>}
      </div>
      <PreviewerToolbar
        id={info.id}
        title={info.asset.title}
        description={info.asset.description}
        dependencies={info.asset.dependencies}
        locale={locale}
        codeOpen={code.open}
        codePanelId={panelId}
        onToggleCode={() => void code.toggleCode()}
        currentSource={code.currentSource}
        playgroundHref={code.playgroundHref}
        standaloneHref={standalone}
        demoNode={demoNode}
        inspecting={inspecting}
        onToggleInspect={Inspector ? () => setInspecting((on) => !on) : undefined}
      />
      {inspecting && Inspector && (
        <RetryBoundary fallback={inspectorFallback}>
          <Suspense>
            <Inspector root={demoNode} locale={locale} />
          </Suspense>
        </RetryBoundary>
      )}
      {code.codeError && <ChunkError error={code.codeError} onRetry={code.retryCode} compact />}
      <div id={panelId} hidden={!code.open}>
        {code.files && code.open && (
          <CodePanel
            files={code.files}
            codes={code.codes}
            edited={code.edited}
            onStartEditing={code.startEditing}
            onChange={code.change}
            onReset={code.reset}
            error={state.status === 'error' ? state.error : null}
          />
        )}
      </div>
    </section>
  );
}
