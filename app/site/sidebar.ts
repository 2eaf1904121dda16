/** The sidebar: the pages of the current section, grouped by group title and sorted by order. Pure. */
import type { LocaleId, LayoutPage } from '../../core/types';

export interface SidebarGroup {
  title?: string;
  order: number;
  pages: LayoutPage[];
}

function byOrder(a: LayoutPage, b: LayoutPage) {
  return a.order - b.order || a.title.localeCompare(b.title);
}

/** Pages in the same section as `pathname` (same nav path), in groups; ungrouped pages come first. */
export function buildSidebar(pages: LayoutPage[], locale: LocaleId, navPath: string): SidebarGroup[] {
  const groups = new Map<string, SidebarGroup>();
  for (const page of pages) {
    if (page.locale !== locale || page.nav.path !== navPath) continue;
    // Stryker disable next-line StringLiteral: any key no group has would do.
    const key = page.group?.key ?? '';
    if (!groups.has(key))
      groups.set(key, { title: page.group?.title, order: page.group ? page.group.order : -Infinity, pages: [] });
    groups.get(key)!.pages.push(page);
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order)
    .map((group) => ({ ...group, pages: group.pages.sort(byOrder) }));
}

/** A section's sidebar: none for a section of one page, which would list only the page itself. */
export function sectionSidebar(pages: LayoutPage[], locale: LocaleId, navPath: string): SidebarGroup[] {
  const groups = buildSidebar(pages, locale, navPath);
  return flattenSidebar(groups).length > 1 ? groups : [];
}

/**
 * Every page of a language in reading order, for previous and next links: the sections as the nav orders them
 * (its order, then path), each section's pages as its sidebar lists them.
 */
export function readingOrder(pages: LayoutPage[], locale: LocaleId): LayoutPage[] {
  const sections = new Map<string, number>();
  for (const page of pages) if (page.locale === locale) sections.set(page.nav.path, page.nav.order);
  return [...sections]
    .sort(([pathA, orderA], [pathB, orderB]) => orderA - orderB || pathA.localeCompare(pathB))
    .flatMap(([path]) => flattenSidebar(buildSidebar(pages, locale, path)));
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
