/**
 * One demo: the rendered table (inline, or in an iframe of its standalone page), its title and description,
 * a toolbar, and the code, which is editable: each edit is compiled in the browser and rendered in place.
 */
import { Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { DEFAULT_EMBED_HEIGHT } from '../live/constants';
import { allowedPackages } from '../live/modules';
import { playgroundPath, standaloneDemoPath } from '../../core/demo-paths';
import { useFrameDemo } from '../live/use-frame-demo';
import { loadRuntime, useLiveDemo } from '../live/use-live-demo';
import { asChunkError, forgetFailures, loadOnce, type ChunkLoadError } from '../site/chunks';
import { useLocale } from '../site/hooks';
import { useT } from '../i18n/use-t';
import { siteHref } from '../site/href';
import { localizePath } from '../../core/locale';
import type { DemoInfo, DemoSourceFile, PageDemo } from '../../core/types';
import CodePanel from './CodePanel';
import DemoError from './DemoError';
import LiveDemo from './LiveDemo';
import RetryBoundary, { ChunkError } from './RetryBoundary';
import LiveStatus from './LiveStatus';
import PreviewerToolbar from './PreviewerToolbar';
import './styles/table.css';

interface Props {
  info: DemoInfo;
  demo: PageDemo;
  /** Iframe height asked for by this page's `<code iframe>` tag. */
  iframe?: number;
}

const codesOf = (files: DemoSourceFile[]) => Object.fromEntries(files.map((file) => [file.name, file.code]));
type PlaygroundUrl = typeof import('../live/playground-url');

export default function Previewer({ info, demo: { Demo, source }, iframe }: Props) {
  const t = useT();
  const locale = useLocale();
  const panelId = useId();
  const [files, setFiles] = useState<DemoSourceFile[]>();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<Record<string, string> | null>(null);
  const [urls, setUrls] = useState<PlaygroundUrl | null>(null);
  const [frameKey, setFrameKey] = useState(0);
  const [codeError, setCodeError] = useState<ChunkLoadError | null>(null);
  const demoRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // Iframe mode is the showing page's choice (its `<code iframe>` tag), not the demo's.
  const height = iframe;
  const framed = height !== undefined;
  const standalone = siteHref(standaloneDemoPath(info.id, locale));
  const entry = files?.[0].name ?? '';
  const originals = useMemo(() => (files ? codesOf(files) : {}), [files]);
  const allowed = useMemo(() => allowedPackages(info.context, info.asset.dependencies), [info]);
  const live = useLiveDemo({ entry, allowed, scope: info.id });
  const frame = useFrameDemo(info.id, frameRef);
  const state = framed ? frame.state : live.state;
  // One element for every render: a demo whose code is still on its way (a landing page's, see
  // plugins/content/vite-plugin.ts) keeps its prerendered HTML. A new element would be an update to its boundary
  // before hydration, and React would then show the empty fallback until the code arrives.
  const original = useMemo(
    () => (
      <Suspense>
        <Demo />
      </Suspense>
    ),
    [Demo],
  );
  const edited = codes !== null && Object.entries(codes).some(([name, code]) => code !== originals[name]);

  const loadFiles = useCallback(async () => {
    if (files) return files;
    const loaded = (await loadOnce(source, source, `demo-source/${info.id}`)).default.files;
    setFiles(loaded);
    return loaded;
  }, [files, source, info.id]);

  const toggleCode = async () => {
    try {
      await loadFiles();
    } catch (error) {
      // The code did not arrive (offline, a failed request): say which chunk, with a retry, as a page does.
      const chunk = asChunkError(error);
      if (!chunk) throw error;
      setCodeError(chunk);
      return;
    }
    setCodeError(null);
    setOpen((value) => !value);
  };
  const retryCode = () => {
    forgetFailures();
    setCodeError(null);
    void toggleCode();
  };
  const startEditing = () => {
    if (codes || !files) return;
    setCodes(originals);
    if (!framed) void loadRuntime();
    void import('../live/playground-url').then(setUrls);
    // The type checker starts now, beside the editor's own code, and reads the demo as it is: by the first edit
    // its compiler and the packages' types are loaded and parsed. A failure shows in the editor, on its first check.
    void import('../live/ts-client').then(({ askTypes }) =>
      askTypes({ kind: 'check', files: originals, file: entry }).catch(() => null),
    );
  };
  const change = (name: string, code: string) => {
    const next = { ...codes, [name]: code };
    setCodes(next);
    if (!framed) return live.edit(next);
    const others = Object.fromEntries(
      Object.entries(next).filter(([file, text]) => file !== entry && text !== originals[file]),
    );
    frame.edit({ code: next[entry], files: others });
  };
  const reset = () => {
    setCodes(originals);
    if (!framed) return live.reset();
    frame.reset();
    setFrameKey((key) => key + 1); // a fresh iframe shows the original demo
  };
  const currentSource = async () => {
    const loaded = await loadFiles();
    return {
      entry: loaded[0].name,
      files: loaded.map((file) => ({ name: file.name, code: codes?.[file.name] ?? file.code })),
    };
  };
  const demoNode = () =>
    framed
      ? (frameRef.current?.contentDocument?.querySelector('.standalone-demo') ?? null)
      : (demoRef.current?.firstElementChild ?? null);
  const playgroundHref =
    edited && urls
      ? urls.playgroundHref(info.id, locale, urls.changedFiles(entry, codes, originals))
      : siteHref(playgroundPath(info.id, locale));

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
            key={frameKey}
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
          {edited && <span className="badge">{t('demo.edited')}</span>}
        </h2>
        {info.asset.description && <p>{info.asset.description}</p>}
      </div>
      <PreviewerToolbar
        id={info.id}
        title={info.asset.title}
        description={info.asset.description}
        dependencies={info.asset.dependencies}
        locale={locale}
        codeOpen={open}
        codePanelId={panelId}
        onToggleCode={() => void toggleCode()}
        currentSource={currentSource}
        playgroundHref={playgroundHref}
        standaloneHref={standalone}
        demoNode={demoNode}
      />
      {codeError && <ChunkError error={codeError} onRetry={retryCode} compact />}
      <div id={panelId} hidden={!open}>
        {files && open && (
          <CodePanel
            files={files}
            codes={codes}
            edited={edited}
            onStartEditing={startEditing}
            onChange={change}
            onReset={reset}
            error={state.status === 'error' ? state.error : null}
          />
        )}
      </div>
    </section>
  );
}
