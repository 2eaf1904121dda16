/**
 * The site's reading order, the one order every list of pages follows (sidebar, previous/next, search results'
 * tie-break, sitemap.xml, llms.txt): section by section as the nav orders them (its order, then path); inside a
 * section, pages without a group first, then the groups by their order (then key); inside a group, pages by their
 * order, then title, then address. Text ties are broken by `compareText` (collate.ts), never by the
 * default locale's collation, so the prerender and every browser agree. Pure.
 */
import { compareText as text } from './collate.ts';
import type { PageMeta } from './types.ts';

export type Ordered = Pick<PageMeta, 'url' | 'title' | 'order'> & {
  nav: Pick<PageMeta['nav'], 'path' | 'order'>;
  group?: { key: string; order: number };
};

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
