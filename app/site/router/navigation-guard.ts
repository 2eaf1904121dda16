/**
 * The navigation guard: before React Router shows a page, all the code that page needs is loaded (app/site/chunks.ts),
 * so a chunk that fails names itself in the layout instead of React Router reloading the document. The doc layout
 * provides the guarded navigate; outside it, navigation is React Router's own.
 *
 * React Router answers a failed route-module import by reloading the page (and its prefetch links import modules
 * too), so it is never the first to ask for a page's code. A click on a `Link`, an in-text link, the search's Enter or
 * the language switch navigates with `useGuardedNavigate()`: when the target's code is not all here, `useChunkGuard`
 * calls `loadPage` first (stylesheets fetched into the HTTP cache, since Chromium remembers a failed
 * `<link rel="preload">` for the document; scripts by `import()`; the page's HTML chunk named in its `handle`) and only
 * then the router's `navigate`. Meanwhile the layout shows a progress bar; a `ChunkLoadError` shows in place of the
 * page with a retry, the address bar unchanged. A load counts only if it is the last asked for and the visitor has
 * not gone back or forward meanwhile. A chunk that answers when asked directly (`stale`: a failed module Firefox keeps,
 * or a newer deploy) loads the page as a whole document instead. React Router's `clientLoader` cannot do this: the
 * module is imported as the navigation starts, and a failed loader commits the navigation.
 *
 * Back and forward need no guard (they reach pages whose modules are loaded); a failure in a document's first load is
 * not caught either: its prerendered HTML stays readable without hydration. Code loaded while rendering (`lazyChunk`)
 * throws into the nearest `theme/RetryBoundary.tsx` instead.
 */
import { createContext, use, useCallback, useState } from 'react';
import { useLocation, type NavigateOptions } from 'react-router';
import { ChunkLoadError, forgetFailures, loadChunk, loadOnce } from '../chunks';
import { siteHref } from '../href';
import { dataRouter, hasRouteModule, manifestRoute, routeMatches, routerNavigate } from './router-internals';

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
