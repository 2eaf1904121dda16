/**
 * A page's HTML segments. The production client build leaves them out of the page's route module, since the
 * prerendered document already holds them: hydration takes each one from the DOM, and a render that needs others
 * (another tab, or the page reached by client navigation) loads them from the page's HTML chunk. The dev server
 * works the same way, its server render included (it loads the one page's chunk). The prerender keeps the HTML in
 * the module (no loader).
 */
import { use, useContext } from 'react';
import type { PageHtmlLoader } from '../../core/types';
import { RetryAttempt } from './retry-attempt';
import { useHydrated } from './use-hydrated';

/** The attribute that names an HTML segment in the page: `${tab}/${index}`. */
export const SEGMENT_ATTRIBUTE = 'data-segment';
export const segmentKey = (tab: string, index: number) => `${tab}/${index}`;

// What each page's HTML chunk gave, and what hydration read from the document (the first page of a visit only).
const loaded = new Map<PageHtmlLoader, Record<string, string>>();
const fromDocument = new Map<PageHtmlLoader, Map<string, string>>();
const requests = new Map<string, Promise<Record<string, string>>>();
const loaderIds = new Map<PageHtmlLoader, number>();

function request(load: PageHtmlLoader, attempt: number): Promise<Record<string, string>> {
  if (!loaderIds.has(load)) loaderIds.set(load, loaderIds.size);
  // Keyed by retry attempt: a failed chunk is asked for again only when the visitor retries.
  const key = `${loaderIds.get(load)} ${attempt}`;
  let pending = requests.get(key);
  if (!pending) {
    pending = load().then((module) => {
      loaded.set(load, module.default);
      return module.default;
    });
    requests.set(key, pending);
  }
  return pending;
}

function readDocument(load: PageHtmlLoader, keys: string[]) {
  const kept = fromDocument.get(load) ?? new Map<string, string>();
  for (const key of keys) {
    const element = document.querySelector(`[${SEGMENT_ATTRIBUTE}="${key}"]`);
    if (element) kept.set(key, element.innerHTML);
  }
  fromDocument.set(load, kept);
}

/** Loads a page's HTML ahead of its first render: the chunk guard does, before a client navigation. */
export async function preloadPageHtml(load: PageHtmlLoader): Promise<void> {
  if (!loaded.has(load)) loaded.set(load, (await load()).default);
}

/** The HTML of the segments `keys` (null: the segments carry their HTML themselves). Suspends while it loads. */
export function usePageHtml(load: PageHtmlLoader | undefined, keys: string[]): ((key: string) => string) | null {
  const hydrated = useHydrated();
  const attempt = useContext(RetryAttempt);
  if (!load) return null;
  if (!hydrated && typeof document !== 'undefined') readDocument(load, keys);
  const kept = fromDocument.get(load);
  if (kept && keys.every((key) => kept.has(key))) return (key) => kept.get(key)!;
  const html = loaded.get(load) ?? use(request(load, attempt));
  return (key) => kept?.get(key) ?? html[key] ?? '';
}
