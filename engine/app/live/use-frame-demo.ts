/**
 * Live editing of a demo shown in an iframe, parent side: posts each (throttled) edit into the iframe and
 * follows its compile-done answers. The iframe may load after the first edit: until it says it is ready,
 * the source is posted again every 500 ms, up to 20 attempts.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { COMPILE_THROTTLE_MS, SLOW_COMPILE_MS } from './constants';
import { initialLiveState, liveReducer } from './live-state';
import { createRetry, isCompileDone, isDemoReady, isTrusted, type DemoSourceMessage } from './messages';
import { createSequence } from './sequence';
import { throttle } from './throttle';

export interface FrameSource {
  code: string;
  /** Edited local files, if any. */
  files?: Record<string, string>;
}

export function useFrameDemo(id: string, frame: RefObject<HTMLIFrameElement | null>) {
  const [state, dispatch] = useReducer(liveReducer<never>, initialLiveState<never>());
  const [sequence] = useState(createSequence);
  const pending = useRef<DemoSourceMessage | null>(null);
  const ready = useRef(false);
  const slowTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const post = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (pending.current && target) target.postMessage(pending.current, window.location.origin);
  }, [frame]);
  const retry = useMemo(() => createRetry(post), [post]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isTrusted(event, window.location.origin, frame.current?.contentWindow)) return;
      if (isDemoReady(event.data, id)) {
        ready.current = true;
        retry.stop();
        post();
      } else if (isCompileDone(event.data, id) && event.data.seq !== undefined) {
        if (event.data.seq !== pending.current?.seq) return;
        pending.current = null;
        retry.stop();
        clearTimeout(slowTimer.current);
        dispatch({ type: 'settled', seq: event.data.seq, error: event.data.error });
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      retry.stop();
      clearTimeout(slowTimer.current);
    };
  }, [id, frame, post, retry]);

  const send = useCallback(
    ({ code, files }: FrameSource) => {
      const seq = sequence.next();
      dispatch({ type: 'start', seq });
      clearTimeout(slowTimer.current);
      slowTimer.current = setTimeout(() => dispatch({ type: 'slow', seq }), SLOW_COMPILE_MS);
      pending.current = {
        type: 'demo-source',
        id,
        code,
        seq,
        ...(files && Object.keys(files).length ? { files } : {}),
      };
      if (ready.current) post();
      else retry.start();
    },
    [id, post, retry, sequence],
  );
  const edit = useMemo(() => throttle(send, COMPILE_THROTTLE_MS), [send]);
  useEffect(() => edit.cancel, [edit]);

  /** Forget the edits; the caller reloads the iframe, which then shows the original demo. */
  const reset = useCallback(() => {
    edit.cancel();
    retry.stop();
    clearTimeout(slowTimer.current);
    pending.current = null;
    ready.current = false;
    dispatch({ type: 'reset', seq: sequence.next() });
  }, [edit, retry, sequence]);

  return { state, edit, reset };
}
