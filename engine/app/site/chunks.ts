/**
 * Code loaded on demand, and the error a visitor sees when it does not arrive: named by chunk, with the type of
 * failure and the chunk's address. Every chunk request goes through one cache (`loadOnce`): a chunk is asked for once
 * per page view, with a time-out, and one that failed is asked for again only when the visitor acts again (a click on
 * a link, a retry: `forgetFailures`; a render that asked again at once would loop). Each outcome is marked on its
 * promise as soon as it is known, so React's `use` reads it without suspending. A chunk's failure (no answer in time, a
 * browser's failed `import()`, Vite's failed stylesheet preload) comes out as a `ChunkLoadError`; any other error as it
 * is. Pages' code is loaded through the navigation guard (router/navigation-guard.ts).
 */
import { createElement, use, type ComponentType, type ReactPromise } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** '/assets/virtual-C4t9cq48.js' -> 'virtual-C4t9cq48' (an address's query or fragment is not the file's name). */
export function chunkName(address: string): string {
  const file = address.split(/[?#]/)[0].split('/').pop() ?? '';
  return file.replace(/\.(m?js|css)$/, '') || address;
}

/** `request`: the chunk's address; `type`: `error` (network, 404, blocked) or `timeout` (no answer in time). */
export class ChunkLoadError extends Error {
  readonly code?: typeof CSS_CHUNK_LOAD_FAILED;
  /** True when only loading the page anew can bring the chunk (see `confirmFailure`); the retry does that. */
  stale = false;

  constructor(
    readonly request: string,
    readonly type: 'error' | 'timeout',
  ) {
    const css = /\.css(?:[?#]|$)/.test(request);
    super(`Loading ${css ? 'CSS chunk' : 'chunk'} ${chunkName(request)} failed.\n(${type}: ${request})`);
    this.name = css ? 'CssChunkLoadError' : 'ChunkLoadError';
    if (css) this.code = CSS_CHUNK_LOAD_FAILED;
  }
}

// What browsers say when a dynamic import fails, and Vite's preload helper when a chunk's stylesheet does.
const FAILED = /(?:dynamically imported module|module script failed|Unable to preload CSS for)[.:]?\s*(\S*)/;

/** The error as a chunk error, if it is one: our own, a browser's failed dynamic import, or Vite's failed stylesheet. */
export function asChunkError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  const failed = error instanceof Error && FAILED.exec(error.message);
  return failed ? new ChunkLoadError(failed[1] || 'unknown', 'error') : null;
}

/**
 * A script that failed to import, asked for directly. If it answers, this document cannot import it again: Firefox
 * keeps a failed module for the document's life and fails every later import of it without a request (so a retry
 * once back online would fail too), and a script that answers 404 was replaced by a newer deploy, whose pages name
 * other files. Either way the chunk is marked stale, and its retry loads the page as a whole document.
 */
async function confirmFailure(error: ChunkLoadError): Promise<ChunkLoadError> {
  if (error.code || error.type !== 'error' || !/^https?:/.test(error.request)) return error;
  const answer = await fetch(error.request, { method: 'HEAD', cache: 'no-store' }).catch(() => null);
  // Another status (a server error, say) is not the file's fault: the retry asks again in this document.
  error.stale = answer !== null && (answer.ok || answer.status === 404);
  return error;
}

/** A request whose outcome React's `use` reads without suspending once it is known (React marks it only once read). */
type Tracked<T> = Promise<T> & ReactPromise<T>;
const requests = new Map<unknown, Tracked<unknown>>();

/**
 * `load()` once per `key`, failing with a chunk error when it is one, or after CHUNK_TIMEOUT_MS (named by `address`: a
 * string `key` by default). A failure stays until `forgetFailures()`: a render that asked again at once would loop.
 */
export function loadOnce<T>(key: unknown, load: () => Promise<T>, address = typeof key === 'string' ? key : 'unknown') {
  if (requests.has(key)) return requests.get(key) as Tracked<T>;
  const request = new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(address, 'timeout')), CHUNK_TIMEOUT_MS);
    load()
      .finally(() => clearTimeout(timer))
      .then(resolve, async (error: unknown) => {
        const chunk = asChunkError(error);
        reject(chunk ? await confirmFailure(chunk) : error);
      });
  }) as Tracked<T>;
  // `void`: a handler that returned the request (a thenable) would take on its failure, unhandled.
  request.then(
    (value) => void Object.assign(request, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(request, { status: 'rejected', reason }),
  );
  requests.set(key, request);
  return request;
}

/** The visitor acts again: chunks that failed are asked for anew. */
export function forgetFailures() {
  for (const [key, request] of requests) if (request.status === 'rejected') requests.delete(key);
}

/** A component whose code loads when it first renders (suspending meanwhile). */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return (props: P) => createElement(use(loadOnce(load, load)).default, props);
}

/**
 * A script by `import()`; a stylesheet by `fetch` into the HTTP cache, where the bundler's <link> finds it (a failed
 * <link rel="preload"> stays failed for the document in Chromium: a retry would not ask again).
 */
export function loadChunk(address: string) {
  const failed = () => Promise.reject(new ChunkLoadError(address, 'error'));
  if (!address.endsWith('.css')) return loadOnce(address, () => import(/* @vite-ignore */ address).catch(failed));
  return loadOnce(address, () => fetch(address).then((response) => (response.ok ? response.blob() : failed()), failed));
}
