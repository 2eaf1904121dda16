/** Loads a route's chunks in the browser, each with the chunk time-out; rejects with the ChunkLoadError of the first that fails. */
import { preloadModule } from 'react-dom';
import { asChunkError, CHUNK_TIMEOUT_MS, ChunkLoadError, withTimeout } from './chunk-error';
import { preloadPageHtml } from './page-html';
import type { PageHtmlLoader } from '../../core/types';
import type { RouteChunks } from './route-chunks';

function loadScript(address: string, ms: number): Promise<unknown> {
  const loading = import(/* @vite-ignore */ address).catch(() => {
    throw new ChunkLoadError(address, 'error');
  });
  return withTimeout(loading, ms, () => new ChunkLoadError(address, 'timeout'));
}

/**
 * Fetches a stylesheet into the HTTP cache, where React Router's <link> then finds it. Not a <link rel="preload">:
 * Chromium keeps a failed preload's error for the document, so a retry would fail without asking again.
 */
function loadStylesheet(address: string, ms: number): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
  if ([...links].some((link) => link.href === address)) return Promise.resolve();
  const loading = fetch(address)
    .then((response) => {
      if (!response.ok) throw new Error(String(response.status));
    })
    .catch(() => {
      throw new ChunkLoadError(address, 'error', true);
    });
  return withTimeout(loading, ms, () => new ChunkLoadError(address, 'timeout', true));
}

/** A page module that leaves its HTML out (app/site/page-html.ts) gets it now, so that the page renders at once. */
async function loadPageHtml(address: string, ms: number) {
  const { handle } = (await import(/* @vite-ignore */ address)) as { handle?: { loadHtml?: PageHtmlLoader } };
  const loadHtml = handle?.loadHtml;
  if (!loadHtml) return;
  const loading = preloadPageHtml(loadHtml).catch((error: unknown) => {
    throw asChunkError(error) ?? new ChunkLoadError(address, 'error');
  });
  // The HTML chunk's own address is known only to the loader: a time-out names the page's module.
  await withTimeout(loading, ms, () => new ChunkLoadError(address, 'timeout'));
}

export async function loadChunks({ js, css, modules }: RouteChunks, ms = CHUNK_TIMEOUT_MS): Promise<void> {
  // Errors carry the full address, as a visitor would report it.
  const full = (address: string) => new URL(address, window.location.href).href;
  const results = await Promise.allSettled([
    ...css.map((address) => loadStylesheet(full(address), ms)),
    ...js.map((address) => loadScript(full(address), ms)),
  ]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  await Promise.all(modules.map((address) => loadPageHtml(full(address), ms)));
}

/**
 * Prefetch: download without running. React Router's <PrefetchPageLinks> imports the route module instead, and a
 * failed import there reloads the page, so the site's links prefetch with this.
 */
export function prefetchChunks({ js, css }: RouteChunks) {
  for (const address of js) preloadModule(address, { as: 'script' });
  for (const address of css) fetch(address).catch(() => {}); // see loadStylesheet
}
