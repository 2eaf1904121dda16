/**
 * Code loaded on demand, and the error a visitor sees when it does not arrive: named by chunk, with the type of
 * failure and the chunk's address. Every chunk request goes through one cache: a chunk is asked for once per page
 * view, and one that failed is asked for again only when the visitor acts again (a click on a link, a retry).
 */
import { createContext, createElement, use, useCallback, useState, type ComponentType, type ReactPromise } from 'react';
import {
  matchRoutes,
  useLocation,
  type DataRouter,
  type NavigateOptions,
  type UNSAFE_AssetsManifest,
} from 'react-router';
import { useRouterNavigate } from './router-navigate';

export const CHUNK_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** '/assets/virtual-C4t9cq48.js' -> 'virtual-C4t9cq48' (React Router lists some stylesheets with a trailing '#'). */
export function chunkName(address: string): string {
  const file = address.split(/[?#]/)[0].split('/').pop() ?? '';
  return file.replace(/\.(m?js|css)$/, '') || address;
}

export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly code?: typeof CSS_CHUNK_LOAD_FAILED;

  /** `request`: the chunk's address; `error`: the request failed (network, 404, blocked), `timeout`: no answer. */
  constructor(
    readonly request: string,
    readonly type: 'error' | 'timeout',
  ) {
    const css = /\.css(?:[?#]|$)/.test(request);
    super(`Loading ${css ? 'CSS chunk' : 'chunk'} ${chunkName(request)} failed.\n(${type}: ${request})`);
    this.name = css ? 'CssChunkLoadError' : 'ChunkLoadError';
    this.chunk = chunkName(request);
    if (css) this.code = CSS_CHUNK_LOAD_FAILED;
  }
}

// What browsers say when a dynamic import fails, and Vite's preload helper when a chunk's stylesheet does.
const FAILED =
  /(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS for)[.:]?\s*(\S*)/;

/** The error as a chunk error, if it is one: our own, a browser's failed dynamic import, or Vite's failed stylesheet. */
export function asChunkError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  const failed = error instanceof Error && FAILED.exec(error.message);
  return failed ? new ChunkLoadError(failed[1] || 'unknown', 'error') : null;
}

/** A request whose outcome React's `use` reads without suspending once it is known. */
type Tracked<T> = Promise<T> & ReactPromise<T>;
const requests = new Map<unknown, Tracked<unknown>>();

/**
 * `load()` once per `key`, failing with a chunk error when it is one, or after CHUNK_TIMEOUT_MS (named by `address`).
 * A failure stays (a render that asked would otherwise ask again at once, in a loop) until `forgetFailures()`.
 */
export function loadOnce<T>(key: unknown, load: () => Promise<T>, address = String(key)): Tracked<T> {
  if (requests.has(key)) return requests.get(key) as Tracked<T>;
  const request = new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(address, 'timeout')), CHUNK_TIMEOUT_MS);
    load()
      .finally(() => clearTimeout(timer))
      .then(resolve, (error: unknown) => reject(asChunkError(error) ?? error));
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
  return (props: P) => createElement(use(loadOnce(load, load, 'unknown')).default, props);
}

/**
 * A script by `import()`; a stylesheet fetched into the HTTP cache, body and all, where React Router's <link> then
 * finds it. Not a <link rel="preload">: Chromium keeps a failed preload's error for the document, so a retry would
 * fail without asking again.
 */
function loadChunk(address: string) {
  const load = address.endsWith('.css')
    ? () => fetch(address).then((response) => (response.ok ? response.blob() : Promise.reject(new Error())))
    : () => import(/* @vite-ignore */ address);
  return loadOnce(address, () => load().catch(() => Promise.reject(new ChunkLoadError(address, 'error'))));
}

// Set by React Router when it hydrates, before any link can be used.
declare global {
  interface Window {
    __reactRouterDataRouter: DataRouter;
    __reactRouterManifest: UNSAFE_AssetsManifest;
    __reactRouterRouteModules: Record<string, unknown>;
  }
}

// Pages whose chunks are all here: a click on a link to one of them navigates at once.
const ready = new Set<string>();

/** The routes of the page at `to` whose modules are not loaded yet, from React Router's router and manifest. */
function routesToLoad(to: string) {
  const router = window.__reactRouterDataRouter;
  const matches = ready.has(to) ? [] : (matchRoutes(router.routes, to, router.basename) ?? []);
  return matches
    .map((match) => window.__reactRouterManifest.routes[match.route.id]!)
    .filter((route) => !(route.id in window.__reactRouterRouteModules));
}

/** Whether the page at `to` still has code to load before React Router can show it. */
export const needsChunks = (to: string) => routesToLoad(to).length > 0;

/** The page at `to`: stylesheets not in the document yet, scripts (shared chunks first), route modules not loaded. */
export function pageChunks(to: string) {
  const routes = routesToLoad(to);
  const full = (address: string) => new URL(address.split('#')[0], location.href).href;
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
    full(link.href),
  );
  const modules = routes.map((route) => full(route.module));
  return {
    css: [...new Set(routes.flatMap((route) => route.css ?? []).map(full))].filter((css) => !linked.includes(css)),
    // Shared chunks first: the first failure in this order names the chunk that failed.
    js: [...new Set([...routes.flatMap((route) => route.imports ?? []).map(full), ...modules])],
    modules,
  };
}

/**
 * Everything the page at `to` needs before React Router shows it: stylesheets not in the document yet, scripts, then
 * the HTML chunk a page module names in its `handle`. React Router reloads the page when a route module fails to
 * import; loaded here first, a failure rejects with its ChunkLoadError instead, and React Router's own import finds
 * the modules ready.
 */
export async function loadPage(to: string): Promise<void> {
  const { css, js, modules } = pageChunks(to);
  for (const result of await Promise.allSettled([...css, ...js].map(loadChunk)))
    if (result.status === 'rejected') throw result.reason;
  for (const module of modules) {
    const { handle } = (await loadChunk(module)) as { handle?: { loadHtml?: () => Promise<unknown> } };
    if (handle?.loadHtml) await loadOnce(handle.loadHtml, handle.loadHtml, module);
  }
  ready.add(to);
}

export const ChunkGuardContext = createContext<ReturnType<typeof useChunkGuard> | null>(null);

// The last navigation asked for: one asked for earlier that finishes later is dropped.
let latest = 0;

/**
 * The doc layout's navigation: a page whose code is not all here is loaded first (`loadPage`); a failure shows in
 * the layout with the address bar unchanged, until the visitor goes elsewhere. The last link clicked wins.
 */
export function useChunkGuard() {
  const routerNavigate = useRouterNavigate();
  const { key } = useLocation();
  const [attempt, setAttempt] = useState<{ at: string; failure?: { error: ChunkLoadError; retry: () => void } }>();

  // One function for the layout's life (every link reads it): the page it starts from is read when it is called.
  const navigate = useCallback(
    function go(to: string, options?: NavigateOptions) {
      const ticket = ++latest;
      if (!needsChunks(to)) return void (setAttempt(undefined), routerNavigate(to, options));
      forgetFailures();
      const at = window.__reactRouterDataRouter.state.location.key;
      setAttempt({ at });
      loadPage(to).then(
        () => {
          if (ticket !== latest) return;
          setAttempt(undefined);
          // Not when the visitor went elsewhere meanwhile (back, forward, a page whose code was here).
          if (window.__reactRouterDataRouter.state.location.key === at) routerNavigate(to, options);
        },
        (error: unknown) => {
          const failure = {
            error: asChunkError(error) ?? new ChunkLoadError(String(error), 'error'),
            retry: () => go(to, options),
          };
          if (ticket === latest) setAttempt({ at, failure });
        },
      );
    },
    [routerNavigate],
  );
  const shown = attempt?.at === key ? attempt : undefined;
  return { navigate, loading: !!shown && !shown.failure, failure: shown?.failure };
}

/** Navigation inside the doc layout, through its guard. */
export const useGuardedNavigate = () => use(ChunkGuardContext)!.navigate;
