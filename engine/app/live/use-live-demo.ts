/** Live editing of a demo in this page: throttled compiles, sequence numbers, render results. Headless. */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ComponentType } from 'react';
import { asChunkError, forgetFailures, loadOnce, type ChunkLoadError } from '../site/chunks';
import { COMPILE_THROTTLE_MS, SLOW_COMPILE_MS } from './constants';
import { initialLiveState, liveReducer, shownCandidate } from './live-state';
import { createSequence } from './sequence';
import { throttle } from './throttle';

export interface LiveDemoOptions {
  /** The file whose default export is the demo. */
  entry: string;
  allowed: ReadonlySet<string>;
  /** Names this demo's injected stylesheets (usually the demo id). */
  scope: string;
  /** Called when a run was stopped for running without end (an endless loop or recursion). */
  onEndless?: () => void;
}

/** The compiler and runtime: a chunk of its own, fetched when a visitor starts editing (again after a failure). */
export const loadRuntime = () => loadOnce('live-runtime', () => import('./runtime'));

/** An error of live code in the words and place a visitor reads (live-error.ts, part of the runtime's chunk). */
async function describeError(error: unknown, scope: string): Promise<{ text: string; endless: boolean }> {
  try {
    const { describeLiveError, isEndlessRun } = await loadRuntime();
    return { text: describeLiveError(error, scope), endless: isEndlessRun(error) };
  } catch {
    return { text: error instanceof Error ? error.message : String(error), endless: false };
  }
}

export function useLiveDemo({ entry, allowed, scope, onEndless }: LiveDemoOptions) {
  const [state, dispatch] = useReducer(liveReducer<ComponentType>, initialLiveState<ComponentType>());
  const [sequence] = useState(createSequence);
  /** The runtime's code did not arrive: shown as a chunk error; `retry` asks again and runs the last code. */
  const [chunkError, setChunkError] = useState<ChunkLoadError | null>(null);
  const lastRun = useRef<[Readonly<Record<string, string>>, string] | null>(null);
  const options = useRef({ entry, allowed, scope, onEndless });
  useEffect(() => {
    options.current = { entry, allowed, scope, onEndless };
  }, [entry, allowed, scope, onEndless]);
  /** The words for a failed run; an endless one is also reported to `onEndless`. */
  const explain = useCallback(async (error: unknown) => {
    const { text, endless } = await describeError(error, options.current.scope);
    if (endless) options.current.onEndless?.();
    return text;
  }, []);

  /** Compiles and runs `files` now (its sequence number is `latestSeq()` as soon as this returns). */
  const compile = useCallback(
    async (files: Readonly<Record<string, string>>, entryFile = options.current.entry) => {
      const seq = sequence.next();
      lastRun.current = [files, entryFile];
      dispatch({ type: 'start', seq });
      const slow = setTimeout(() => dispatch({ type: 'slow', seq }), SLOW_COMPILE_MS);
      try {
        const { runDemo } = await loadRuntime();
        const Component = await runDemo({
          ...options.current,
          entry: entryFile,
          files,
          styleScope: options.current.scope,
        });
        setChunkError(null);
        dispatch({ type: 'compiled', seq, Component });
      } catch (error) {
        const chunk = asChunkError(error);
        if (chunk) setChunkError(chunk);
        dispatch({ type: 'failed', seq, error: chunk ? chunk.message : await explain(error) });
      } finally {
        clearTimeout(slow);
      }
    },
    [sequence, explain],
  );
  const edit = useMemo(
    () => throttle((files: Readonly<Record<string, string>>) => void compile(files), COMPILE_THROTTLE_MS),
    [compile],
  );
  useEffect(() => edit.cancel, [edit]);

  const reset = useCallback(() => {
    edit.cancel();
    dispatch({ type: 'reset', seq: sequence.next() });
    void loadRuntime().then(({ removeStyles }) => removeStyles(document, options.current.scope));
  }, [edit, sequence]);
  const retry = useCallback(() => {
    forgetFailures();
    setChunkError(null);
    if (lastRun.current) void compile(...lastRun.current);
  }, [compile]);
  const committed = useCallback((version: number) => dispatch({ type: 'committed', version }), []);
  const renderFailed = useCallback(
    (version: number, error: unknown) =>
      void explain(error).then((text) => dispatch({ type: 'render-failed', version, error: text })),
    [explain],
  );

  return {
    state,
    shown: shownCandidate(state),
    compile,
    edit,
    reset,
    chunkError,
    retry,
    committed,
    renderFailed,
    latestSeq: sequence.current,
  };
}

export type LiveDemo = ReturnType<typeof useLiveDemo>;
