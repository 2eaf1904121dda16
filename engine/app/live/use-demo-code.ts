/**
 * A page demo's code, headless: its files (loaded when the visitor opens the code), whether the panel is open,
 * the code being edited and where it runs: in this page (use-live-demo.ts) or in the demo's iframe
 * (use-frame-demo.ts). The previewer only renders what this gives.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { playgroundPath } from '../../core/demo-paths';
import type { DemoInfo, DemoSourceFile, LocaleId, PageDemo } from '../../core/types';
import { asChunkError, forgetFailures, loadOnce, type ChunkLoadError } from '../site/chunks';
import { siteHref } from '../site/href';
import { codesOf, frameSource, isEdited } from './demo-code';
import { allowedPackages } from './modules';
import { useFrameDemo } from './use-frame-demo';
import { loadRuntime, useLiveDemo } from './use-live-demo';
import { useSiteData } from '../site/hooks';

type PlaygroundUrl = typeof import('./playground-url');

export interface DemoCodeOptions {
  info: DemoInfo;
  source: PageDemo['source'];
  locale: LocaleId;
  /** The demo runs in an iframe of its standalone page, not in this page. */
  framed: boolean;
}

export function useDemoCode({ info, source, locale, framed }: DemoCodeOptions) {
  const [files, setFiles] = useState<DemoSourceFile[]>();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<Record<string, string> | null>(null);
  const [urls, setUrls] = useState<PlaygroundUrl | null>(null);
  /** Changes when the iframe must load again: a fresh iframe shows the original demo. */
  const [frameKey, setFrameKey] = useState(0);
  /** The code did not arrive: shown as a chunk error, with a retry. */
  const [codeError, setCodeError] = useState<ChunkLoadError | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  const entry = files?.[0].name ?? '';
  const originals = useMemo(() => (files ? codesOf(files) : {}), [files]);
  const { packageName } = useSiteData();
  const allowed = useMemo(
    () => allowedPackages(info.context, info.asset.dependencies, packageName),
    [info, packageName],
  );
  const live = useLiveDemo({ entry, allowed, scope: info.id });
  const frame = useFrameDemo(info.id, frameRef);

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
    void import('./playground-url').then(setUrls);
    // The type checker starts now, beside the editor's own code, and reads the demo as it is: by the first edit
    // its compiler and the packages' types are loaded and parsed. A failure shows in the editor, on its first check.
    void import('./ts-client').then(({ askTypes }) =>
      askTypes({ kind: 'check', files: originals, file: entry }).catch(() => null),
    );
  };
  const change = (name: string, code: string) => {
    const next = { ...codes, [name]: code };
    setCodes(next);
    if (framed) frame.edit(frameSource(next, entry, originals));
    else live.edit(next);
  };
  const reset = () => {
    setCodes(originals);
    if (!framed) return live.reset();
    frame.reset();
    setFrameKey((key) => key + 1);
  };
  /** The demo's files as they are now, edits included (for the sandboxes). */
  const currentSource = async () => {
    const loaded = await loadFiles();
    return {
      entry: loaded[0].name,
      files: loaded.map((file) => ({ name: file.name, code: codes?.[file.name] ?? file.code })),
    };
  };
  const edited = isEdited(codes, originals);
  const playgroundHref =
    edited && urls && codes
      ? urls.playgroundHref(info.id, locale, urls.changedFiles(entry, codes, originals))
      : siteHref(playgroundPath(info.id, locale));

  return {
    files,
    open,
    codes,
    edited,
    codeError,
    /** The live state of where the demo runs. */
    state: framed ? frame.state : live.state,
    live,
    frameRef,
    frameKey,
    playgroundHref,
    toggleCode,
    retryCode,
    startEditing,
    change,
    reset,
    currentSource,
  };
}
