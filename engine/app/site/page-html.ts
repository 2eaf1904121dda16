/**
 * A page's HTML segments. The production client build leaves them out of the page's route module, since the
 * prerendered document already holds them: hydration takes each one from the DOM, and a render that needs others
 * (another tab, or the page reached by client navigation) loads them from the page's HTML chunk. The dev server
 * works the same way, its server render included. The prerender keeps the HTML in the module (no loader).
 */
import { use } from 'react';
import { loadOnce } from './chunks';
import type { PageHtmlLoader } from '../../core/types';
import { isHydrating } from './use-hydrated';

/** The attribute that names an HTML segment in the page: `${tab}/${index}`. */
export const SEGMENT_ATTRIBUTE = 'data-segment';
export const segmentKey = (tab: string, index: number) => `${tab}/${index}`;

// What hydration read from the document (the first page of a visit only).
const fromDocument = new Map<PageHtmlLoader, Map<string, string>>();

/** The HTML of the segments `keys` (null: the segments carry their HTML themselves). Suspends while it loads. */
export function usePageHtml(load: PageHtmlLoader | undefined, keys: string[]): ((key: string) => string) | null {
  if (!load) return null;
  // Read while hydrating only: the same segment keys name another page's HTML once the visitor navigates. Not a
  // render's state: what it returns is the same before and after hydration ends.
  if (isHydrating()) {
    const kept = fromDocument.get(load) ?? new Map<string, string>();
    for (const key of keys) {
      const element = document.querySelector(`[${SEGMENT_ATTRIBUTE}="${key}"]`);
      if (element) kept.set(key, element.innerHTML);
    }
    fromDocument.set(load, kept);
  }
  const kept = fromDocument.get(load);
  if (kept && keys.every((key) => kept.has(key))) return (key) => kept.get(key)!;
  const html = use(loadOnce(load, load)).default;
  return (key) => kept?.get(key) ?? html[key] ?? '';
}
