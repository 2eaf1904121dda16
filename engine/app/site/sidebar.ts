/** The sidebar: the pages of the current section, grouped by group title and sorted by order. Pure. */
import { compareReading, readingOrder as sortedForReading } from '../../core/reading-order';
import type { LocaleId, LayoutPage } from '../../core/types';

export interface SidebarGroup {
  title?: string;
  order: number;
  pages: LayoutPage[];
}

/** Pages in the same section as `pathname` (same nav path), in groups; ungrouped pages come first. */
export function buildSidebar(pages: LayoutPage[], locale: LocaleId, navPath: string): SidebarGroup[] {
  // Ungrouped pages under `undefined`, which no group's key is.
  const groups = new Map<string | undefined, SidebarGroup>();
  for (const page of pages) {
    if (page.locale !== locale || page.nav.path !== navPath) continue;
    const key = page.group?.key;
    if (!groups.has(key))
      groups.set(key, { title: page.group?.title, order: page.group ? page.group.order : -Infinity, pages: [] });
    groups.get(key)!.pages.push(page);
  }
  // Groups and pages in the site's reading order (engine/core/reading-order.ts): the first page of each group decides.
  return [...groups.values()]
    .map((group) => ({ ...group, pages: group.pages.sort(compareReading) }))
    .sort((a, b) => compareReading(a.pages[0], b.pages[0]));
}

/** A section's sidebar: none for a section of one page, which would list only the page itself. */
export function sectionSidebar(pages: LayoutPage[], locale: LocaleId, navPath: string): SidebarGroup[] {
  const groups = buildSidebar(pages, locale, navPath);
  return flattenSidebar(groups).length > 1 ? groups : [];
}

/** Every page of a language in the site's reading order, for previous and next links. */
export function readingOrder(pages: LayoutPage[], locale: LocaleId): LayoutPage[] {
  return sortedForReading(pages.filter((page) => page.locale === locale));
}

/** The pages of a sidebar in reading order, for previous and next links. */
export function flattenSidebar(groups: SidebarGroup[]): LayoutPage[] {
  return groups.flatMap((group) => group.pages);
}

/** The pages before and after `url` in a reading order; neither when the page is not in it. */
export function prevNext(order: LayoutPage[], url: string): { prev?: LayoutPage; next?: LayoutPage } {
  const index = order.findIndex((page) => page.url === url);
  if (index < 0) return {};
  return { prev: order[index - 1], next: order[index + 1] };
}
