/**
 * The messages between a previewer and its demo iframe, checked on arrival:
 * only from the site's own origin, only from the expected window, only of the expected shape.
 */
import { CONNECT_MAX_ATTEMPTS, CONNECT_RETRY_MS } from './constants';

/** Parent -> iframe: render this source. `seq` is echoed back so the parent can match results to edits. */
export interface DemoSourceMessage {
  type: 'demo-source';
  id: string;
  code: string;
  /** Edited local files of the demo (name -> code); the iframe has the originals. */
  files?: Record<string, string>;
  seq?: number;
}

/** Iframe -> parent: the source was compiled and rendered (error null) or not. */
export interface CompileDoneMessage {
  type: 'compile-done';
  id: string;
  error: string | null;
  seq?: number;
}

/** Iframe -> parent: the demo page is listening. */
export interface DemoReadyMessage {
  type: 'demo-ready';
  id: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isSeq = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isInteger(value));
const isStringMap = (value: unknown) =>
  value === undefined ||
  (isRecord(value) && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string'));

export function isDemoSource(data: unknown, id: string): data is DemoSourceMessage {
  return (
    isRecord(data) &&
    data.type === 'demo-source' &&
    data.id === id &&
    typeof data.code === 'string' &&
    isStringMap(data.files) &&
    isSeq(data.seq)
  );
}

export function isCompileDone(data: unknown, id: string): data is CompileDoneMessage {
  return (
    isRecord(data) &&
    data.type === 'compile-done' &&
    data.id === id &&
    (data.error === null || typeof data.error === 'string') &&
    isSeq(data.seq)
  );
}

export function isDemoReady(data: unknown, id: string): data is DemoReadyMessage {
  return isRecord(data) && data.type === 'demo-ready' && data.id === id;
}

/** A message event we may trust: from our own origin and, when given, from the window we talk to. */
export function isTrusted(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  origin: string,
  from?: MessageEventSource | null,
): boolean {
  if (event.origin !== origin) return false;
  return from === undefined || (from !== null && event.source === from);
}

export interface Retry {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/** Calls `attempt` now and then every `interval` ms, at most `max` times in all, until stopped. */
export function createRetry(attempt: () => void, interval = CONNECT_RETRY_MS, max = CONNECT_MAX_ATTEMPTS): Retry {
  let timer: ReturnType<typeof setInterval> | undefined;
  let count = 0;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    count += 1;
    attempt();
    if (count >= max) stop();
  };
  return {
    start() {
      stop();
      count = 0;
      tick();
      if (count < max) timer = setInterval(tick, interval);
    },
    stop,
    get running() {
      return timer !== undefined;
    },
  };
}
