/**
 * Live editing, iframe side: the standalone demo page, when framed by the site, announces it is ready
 * (every 500 ms, up to 20 attempts, until a source arrives), takes each new source once, and reports back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createRetry,
  isDemoSource,
  isTrusted,
  type CompileDoneMessage,
  type DemoReadyMessage,
  type DemoSourceMessage,
} from './messages';

export function useFrameSource(id: string, onSource: (message: DemoSourceMessage) => void) {
  const [framed] = useState(() => typeof window !== 'undefined' && window.parent !== window);
  const handler = useRef(onSource);
  useEffect(() => {
    handler.current = onSource;
  }, [onSource]);

  useEffect(() => {
    if (!framed) return;
    const origin = window.location.origin;
    let last = 0;
    const ready: DemoReadyMessage = { type: 'demo-ready', id };
    const announce = createRetry(() => window.parent.postMessage(ready, origin));
    const onMessage = (event: MessageEvent) => {
      if (!isTrusted(event, origin, window.parent) || !isDemoSource(event.data, id)) return;
      announce.stop();
      const seq = event.data.seq ?? last + 1;
      if (seq <= last) return; // a repeated copy of a source already taken
      last = seq;
      handler.current(event.data);
    };
    window.addEventListener('message', onMessage);
    announce.start();
    return () => {
      announce.stop();
      window.removeEventListener('message', onMessage);
    };
  }, [framed, id]);

  const report = useCallback(
    (seq: number | undefined, error: string | null) => {
      const message: CompileDoneMessage = { type: 'compile-done', id, error, ...(seq === undefined ? {} : { seq }) };
      window.parent.postMessage(message, window.location.origin);
    },
    [id],
  );
  return { framed, report };
}
