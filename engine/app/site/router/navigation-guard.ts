/**
 * The navigation guard: before React Router shows a page, all the code that page needs is loaded (engine/app/site/chunks.ts),
 * so a chunk that fails names itself in the layout instead of an error in place of the page. The doc layout
 * provides the guarded navigate; outside it, navigation is React Router's own.
 *
 * The router answers a route module that fails to import with the root's error page, the address already changed,
 * so it is never the first to ask for a page's code. A click on a `Link`, an in-text link, the search's Enter or
 * the language switch navigates with `useGuardedNavigate()`: when the target's code is not all here, `useChunkGuard`
 * calls `loadPage` first (stylesheets fetched into the HTTP cache, since Chromium remembers a failed
 * `<link rel="preload">` for the document; scripts by `import()`; the page's HTML chunk its module names) and only
 * then the router's `navigate`. Meanwhile the layout shows a progress bar; a `ChunkLoadError` shows in place of the
 * page with a retry, the address bar unchanged. A load counts only if it is the last asked for and the visitor has
 * not gone back or forward meanwhile. A chunk that answers when asked directly (`stale`: a failed module Firefox keeps,
 * or a newer deploy) loads the page as a whole document instead. A route loader cannot do this: the navigation has
 * started when it runs, and a failed loader commits it.
 *
 * Back and forward need no guard (they reach pages whose modules are loaded); a failure in a document's first load is
 * not caught either: its prerendered HTML stays readable without hydration. Code loaded while rendering (`lazyChunk`)
 * throws into the nearest `theme/RetryBoundary.tsx` instead.
 */
import { createContext, use, useCallback, useState } from 'react';
import { useLocation, type NavigateOptions } from 'react-router';
import { ChunkLoadError, forgetFailures, loadChunk } from '../chunks';
import { siteHref } from '../href';
import {
  dataRouter,
  hasRouteModule,
  loadRouteFiles,
  loadRouteModule,
  routeFilesOf,
  routeIdsOf,
  routerNavigate,
} from './site-router';

// Pages whose chunks are all here: a click on a link to one of them navigates at once.
const ready = new Set<string>();

/**
 * What the page at `to` needs before React Router can show it: the routes whose modules are not loaded yet (none:
 * nothing to load), and their files in the built site (once the route-files list is here): their stylesheets not in
 * the document yet, then their scripts, shared chunks first (the first failure in this order names the chunk that
 * failed).
 */
export function pageChunks(to: string) {
  const missing = (ready.has(to) ? [] : routeIdsOf(to)).filter((id) => !hasRouteModule(id));
  const sets = missing.flatMap((id) => routeFilesOf(id) ?? []);
  const css = sets.flatMap((set) => set.css).map(full);
  const js = [...sets.flatMap((set) => set.imports), ...sets.map((set) => set.module)].map(full);
  const linked = css.length
    ? new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => full(l.href)))
    : new Set<string>();
  return { files: [...new Set([...css.filter((file) => !linked.has(file)), ...js])], missing };
}

// Full addresses by address as written: the same few dozen files are named by every link of a page.
const fullAddresses = new Map<string, string>();
const full = (address: string) => {
  let known = fullAddresses.get(address);
  if (known === undefined) fullAddresses.set(address, (known = new URL(address.split('#')[0], location.href).href));
  return known;
};

/**
 * Loads all the page at `to` needs: its files, then its route modules with the HTML chunk each names (`loadHtml`).
 * A failure rejects with the ChunkLoadError of the first file that failed.
 */
export async function loadPage(to: string): Promise<void> {
  await loadRouteFiles();
  const { files, missing } = pageChunks(to);
  for (const result of await Promise.allSettled(files.map(loadChunk)))
    if (result.status === 'rejected') throw result.reason;
  for (const id of missing) await loadRouteModule(id);
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
    if (!pageChunks(to).missing.length) return void router.navigate(to, options);
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
