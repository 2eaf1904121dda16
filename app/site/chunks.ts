/**
 * Code loaded on demand, and the error a visitor sees when it does not arrive: named by chunk, with the type of
 * failure and the chunk's address. Every chunk request goes through one cache: a chunk is asked for once per page
 * view, and one that failed is asked for again only when the visitor acts again (a click on a link, a retry).
 */
import {
  createContext,
  createElement,
  use,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactPromise,
} from 'react';
import {
  matchRoutes,
  useLocation,
  useNavigate,
  type DataRouter,
  type NavigateOptions,
  type UNSAFE_AssetsManifest,
} from 'react-router';
import { useRouterNavigate } from './router-navigate';

export const CHUNK_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** `error`: the request failed (network, 404, blocked); `timeout`: nothing after CHUNK_TIMEOUT_MS. */
export type ChunkFailure = 'error' | 'timeout';

/** '/assets/virtual-C4t9cq48.js' -> 'virtual-C4t9cq48' (React Router lists some stylesheets with a trailing '#'). */
export function chunkName(address: string): string {
  const file = address.split(/[?#]/)[0].split('/').pop() ?? '';
  return file.replace(/\.(m?js|css)$/, '') || address;
}

export class ChunkLoadError extends Error {
  readonly chunk: string;
  /** The chunk's address. */
  readonly request: string;
  readonly code?: typeof CSS_CHUNK_LOAD_FAILED;

  constructor(
    request: string,
    readonly type: ChunkFailure,
    stylesheet = false,
  ) {
    const chunk = chunkName(request);
    super(`Loading ${stylesheet ? 'CSS chunk' : 'chunk'} ${chunk} failed.\n(${type}: ${request})`);
    this.name = stylesheet ? 'CssChunkLoadError' : 'ChunkLoadError';
    this.chunk = chunk;
    this.request = request;
    if (stylesheet) this.code = CSS_CHUNK_LOAD_FAILED;
  }
}

// What browsers say when a dynamic import fails, and Vite's preload helper when a chunk's stylesheet does.
const FAILED =
  /(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS for)[.:]?\s*(\S*)/;

/** The error as a chunk error, if it is one: our own, a browser's failed dynamic import, or Vite's failed stylesheet. */
export function asChunkError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  const failed = error instanceof Error && FAILED.exec(error.message);
  return failed ? new ChunkLoadError(failed[1] || 'unknown', 'error', /\.css(?:[?#]|$)/.test(failed[1])) : null;
}

/** A request whose outcome React's `use` reads without suspending once it is known. */
type Tracked<T> = Promise<T> & ReactPromise<T>;
const requests = new Map<unknown, Tracked<unknown>>();

/**
 * `load()` once per `key`, failing with a chunk error after CHUNK_TIMEOUT_MS (named by `address`). A failure stays
 * (a render that asked would otherwise ask again at once, in a loop) until `forgetFailures()`.
 */
export function loadOnce<T>(key: unknown, load: () => Promise<T>, address = String(key), css = false): Tracked<T> {
  let request = requests.get(key) as Tracked<T> | undefined;
  if (request) return request;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(address, 'timeout', css)), CHUNK_TIMEOUT_MS);
  });
  request = Promise.race([load(), timeout]).finally(() => clearTimeout(timer)) as Tracked<T>;
  const tracked = request;
  tracked.then(
    (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
  );
  requests.set(key, tracked);
  return tracked;
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
  const css = address.endsWith('.css');
  const load = css
    ? () => fetch(address).then((response) => (response.ok ? response.blob() : Promise.reject(new Error())))
    : () => import(/* @vite-ignore */ address);
  const failed = () => Promise.reject(new ChunkLoadError(address, 'error', css));
  return loadOnce(address, () => load().catch(failed), address, css);
}

declare global {
  interface Window {
    __reactRouterDataRouter?: DataRouter;
    __reactRouterManifest?: UNSAFE_AssetsManifest;
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

/** The page at `to`: its routes' modules not loaded yet, their shared scripts and their stylesheets not in the document. */
function pageChunks(to: string) {
  const { __reactRouterDataRouter: router, __reactRouterManifest: manifest } = window;
  const loaded = window.__reactRouterRouteModules ?? {};
  const matches = router && manifest ? (matchRoutes(router.routes, to, router.basename) ?? []) : [];
  const routes = matches.map((match) => manifest!.routes[match.route.id]!).filter((route) => !(route.id in loaded));
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

// Pages whose chunks are all here: a click on a link to one of them navigates at once.
const ready = new Set<string>();

/** Whether the page at `to` still has code to load before React Router can show it. */
export const needsChunks = (to: string) =>
  typeof window !== 'undefined' && !ready.has(to) && pageChunks(to).modules.length > 0;

/**
 * Everything the page at `to` needs before React Router shows it: stylesheets, scripts, then the HTML chunk a page
 * module names in its `handle`. React Router reloads the page when a route module fails to import; loaded here
 * first, a failure rejects with its ChunkLoadError instead, and React Router's own import finds the modules ready.
 */
export async function loadPage(to: string): Promise<void> {
  if (ready.has(to)) return;
  const { css, js, modules } = pageChunks(to);
  const results = await Promise.allSettled([...css, ...js].map(loadChunk));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const handles = await Promise.all(modules.map(loadChunk));
  for (const { handle } of handles as { handle?: { loadHtml?: () => Promise<unknown> } }[]) {
    if (handle?.loadHtml) await loadOnce(handle.loadHtml, handle.loadHtml, modules[0]);
  }
  ready.add(to);
}

export type GuardedNavigate = (to: string, options?: NavigateOptions) => void;

export interface ChunkGuard {
  navigate: GuardedNavigate;
  loading: boolean;
  failure: { error: ChunkLoadError; retry: () => void } | null;
}

export const ChunkGuardContext = createContext<ChunkGuard | null>(null);

/**
 * The doc layout's navigation: a page whose code is not all here is loaded first (`loadPage`); a failure shows in
 * the layout with the address bar unchanged, until the visitor goes elsewhere. The last link clicked wins.
 */
export function useChunkGuard(): ChunkGuard {
  const routerNavigate = useNavigate();
  const { key } = useLocation();
  const here = useRef(key);
  useEffect(() => void (here.current = key), [key]);
  const latest = useRef(0);
  type Pending = { to: string; options?: NavigateOptions; at: string; error?: ChunkLoadError };
  const [pending, setPending] = useState<Pending | null>(null);

  const navigate = useCallback<GuardedNavigate>(
    (to, options) => {
      const ticket = ++latest.current;
      const at = here.current;
      if (!needsChunks(to)) return void (setPending(null), routerNavigate(to, options));
      forgetFailures();
      setPending({ to, options, at });
      loadPage(to).then(
        () => ticket === latest.current && (setPending(null), here.current === at && routerNavigate(to, options)),
        (error: unknown) =>
          ticket === latest.current &&
          setPending({ to, options, at, error: asChunkError(error) ?? new ChunkLoadError(String(error), 'error') }),
      );
    },
    [routerNavigate],
  );
  const { error, to, options } = pending?.at === key ? pending : {};
  return {
    navigate,
    loading: !!pending && !pending.error,
    failure: error ? { error, retry: () => navigate(to!, options) } : null,
  };
}

/** Navigate through the doc layout's guard when there is one (React Router's navigate otherwise). */
export function useGuardedNavigate(): GuardedNavigate {
  const navigate = useRouterNavigate();
  return useContext(ChunkGuardContext)?.navigate ?? ((to, options) => void navigate(to, options));
}
