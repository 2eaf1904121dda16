/**
 * The site's reading order, the one order every list of pages follows (sidebar, previous/next, search results'
 * tie-break, sitemap.xml, llms.txt): section by section as the nav orders them (its order, then path); inside a
 * section, pages without a group first, then the groups by their order (then key); inside a group, pages by their
 * order, then title, then address. Pure.
 */
import type { PageMeta } from './types.ts';

export type Ordered = Pick<PageMeta, 'url' | 'title' | 'order'> & {
  nav: Pick<PageMeta['nav'], 'path' | 'order'>;
  group?: { key: string; order: number };
};

// Text is compared as `localeCompare` does (the default locale's collation), with one collator made once: a
// `localeCompare` call makes one of its own each time, which made sorting the pages a task of its own in the browser.
const text = new Intl.Collator().compare;

/** Negative when `a` comes before `b` in reading order. */
export function compareReading(a: Ordered, b: Ordered): number {
  return (
    a.nav.order - b.nav.order ||
    text(a.nav.path, b.nav.path) ||
    (a.group ? 1 : 0) - (b.group ? 1 : 0) ||
    (a.group && b.group ? a.group.order - b.group.order || text(a.group.key, b.group.key) : 0) ||
    a.order - b.order ||
    text(a.title, b.title) ||
    text(a.url, b.url)
  );
}

/** The pages in reading order (a sorted copy). */
export const readingOrder = <T extends Ordered>(pages: readonly T[]): T[] => [...pages].sort(compareReading);
