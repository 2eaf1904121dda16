/**
 * Code loaded on demand, and the error a visitor sees when it does not arrive: named by chunk, with the type of
 * failure and the chunk's address. Every chunk request goes through one cache: a chunk is asked for once per page
 * view, and one that failed is asked for again only when the visitor acts again (a click on a link, a retry).
 */
import { createContext, createElement, use, useCallback, useState, type ComponentType, type ReactPromise } from 'react';
import { useLocation, type NavigateOptions } from 'react-router';
import { siteHref } from './href';
import { dataRouter, hasRouteModule, manifestRoute, routeMatches, routerNavigate } from './router-internals';

export const CHUNK_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** '/assets/virtual-C4t9cq48.js' -> 'virtual-C4t9cq48' (React Router lists some stylesheets with a trailing '#'). */
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
 * A script by `import()`; a stylesheet by `fetch` into the HTTP cache, where React Router's <link> finds it (a failed
 * <link rel="preload"> stays failed for the document in Chromium: a retry would not ask again).
 */
function loadChunk(address: string) {
  const failed = () => Promise.reject(new ChunkLoadError(address, 'error'));
  if (!address.endsWith('.css')) return loadOnce(address, () => import(/* @vite-ignore */ address).catch(failed));
  return loadOnce(address, () => fetch(address).then((response) => (response.ok ? response.blob() : failed()), failed));
}

// Pages whose chunks are all here: a click on a link to one of them navigates at once.
const ready = new Set<string>();

/**
 * What the page at `to` needs before React Router can show it, from its router and manifest: the route modules not
 * loaded yet (none: nothing to load), and the files: their stylesheets not in the document yet, then their scripts,
 * shared chunks first (the first failure in this order names the chunk that failed).
 */
export function pageChunks(to: string) {
  const missing = (ready.has(to) ? [] : routeMatches(to))
    .map((match) => manifestRoute(match.route.id)!)
    .filter((route) => !hasRouteModule(route.id));
  const full = (address: string) => new URL(address.split('#')[0], location.href).href;
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => full(l.href));
  const css = missing.flatMap((route) => route.css ?? []).map(full);
  const modules = missing.map((route) => full(route.module));
  const js = [...missing.flatMap((route) => route.imports ?? []).map(full), ...modules];
  return { files: [...new Set([...css.filter((file) => !linked.includes(file)), ...js])], modules };
}

/**
 * Loads all the page at `to` needs, then the HTML chunk its module names in its `handle`. React Router reloads the
 * page when a route module fails to import; loaded here first, a failure rejects with its ChunkLoadError instead.
 */
export async function loadPage(to: string): Promise<void> {
  const { files, modules } = pageChunks(to);
  for (const result of await Promise.allSettled(files.map(loadChunk)))
    if (result.status === 'rejected') throw result.reason;
  for (const module of modules) {
    const { handle } = (await loadChunk(module)) as { handle?: { loadHtml?: () => Promise<unknown> } };
    if (handle?.loadHtml) await loadOnce(handle.loadHtml, handle.loadHtml, module);
  }
  ready.add(to);
}

/** Navigation in the doc layout, through its guard; React Router's own outside the layout. */
export const ChunkGuardContext = createContext((to: string, options?: NavigateOptions) => routerNavigate(to, options));
export const useGuardedNavigate = () => use(ChunkGuardContext);

let latest = 0; // the last navigation asked for

/**
 * The doc layout's navigation: a page whose code is not all here is loaded first. `attempt`: loading, or failed with
 * its error and a retry, shown in the layout with the address bar unchanged until the visitor goes elsewhere.
 */
export function useChunkGuard() {
  const { key } = useLocation();
  const [attempt, setAttempt] = useState<{ at: string; retry: () => void; error?: ChunkLoadError }>();
  if (attempt && attempt.at !== key) setAttempt(undefined);

  // One function for the layout's life (every link reads it): the page it starts from is read when it is called.
  const navigate = useCallback(function go(to: string, options?: NavigateOptions) {
    const ticket = ++latest;
    const router = dataRouter();
    if (!pageChunks(to).modules.length) return void router.navigate(to, options);
    const started = { at: router.state.location.key, retry: () => go(to, options) };
    // A load counts if it is the last asked for and the visitor has not gone elsewhere (back, forward) meanwhile.
    const counts = () => ticket === latest && router.state.location.key === started.at;
    forgetFailures();
    setAttempt(started);
    loadPage(to).then(
      () => counts() && void (setAttempt(undefined), router.navigate(to, options)),
      (error: ChunkLoadError) => {
        if (!counts()) return;
        // The page's code cannot arrive in this document (confirmFailure): the page is loaded as a whole instead.
        if (error.stale) window.location.assign(siteHref(to));
        else setAttempt({ ...started, error });
      },
    );
  }, []);
  return { navigate, attempt };
}
