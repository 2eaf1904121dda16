/** Live editing of a demo in this page: throttled compiles, sequence numbers, render results. Headless. */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ComponentType } from 'react';
import { COMPILE_THROTTLE_MS, SLOW_COMPILE_MS } from './constants';
import { errorMessage, initialLiveState, liveReducer, shownCandidate } from './live-state';
import { createSequence } from './sequence';
import { throttle } from './throttle';

export interface LiveDemoOptions {
  /** The file whose default export is the demo. */
  entry: string;
  allowed: ReadonlySet<string>;
  /** Names this demo's injected stylesheets (usually the demo id). */
  scope: string;
}

/** The compiler and runtime: a chunk of its own, fetched when a visitor starts editing. */
let runtime: Promise<typeof import('./runtime')> | undefined;
export const loadRuntime = () => (runtime ??= import('./runtime'));

export function useLiveDemo({ entry, allowed, scope }: LiveDemoOptions) {
  const [state, dispatch] = useReducer(liveReducer<ComponentType>, initialLiveState<ComponentType>());
  const [sequence] = useState(createSequence);
  const options = useRef({ entry, allowed, scope });
  useEffect(() => {
    options.current = { entry, allowed, scope };
  }, [entry, allowed, scope]);

  /** Compiles and runs `files` now (its sequence number is `latestSeq()` as soon as this returns). */
  const compile = useCallback(
    async (files: Readonly<Record<string, string>>, entryFile = options.current.entry) => {
      const seq = sequence.next();
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
        dispatch({ type: 'compiled', seq, Component });
      } catch (error) {
        dispatch({ type: 'failed', seq, error: errorMessage(error) });
      } finally {
        clearTimeout(slow);
      }
    },
    [sequence],
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
  const committed = useCallback((version: number) => dispatch({ type: 'committed', version }), []);
  const renderFailed = useCallback(
    (version: number, error: unknown) => dispatch({ type: 'render-failed', version, error: errorMessage(error) }),
    [],
  );

  return {
    state,
    shown: shownCandidate(state),
    compile,
    edit,
    reset,
    committed,
    renderFailed,
    latestSeq: sequence.current,
  };
}

export type LiveDemo = ReturnType<typeof useLiveDemo>;
