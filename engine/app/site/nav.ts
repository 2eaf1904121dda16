/** The top nav: one item per section of page paths, merged with the theme's nav (override, prepend or append). */
import { compareText } from '../../core/collate';
import { SITE_LOCALES } from '../../core/locale';
import type { LocaleId, NavItem, LayoutPage, ThemeConfig } from '../../core/types';

/**
 * One nav item per distinct section (first path segment), in nav order, then by path. A section whose index page
 * says `nav: { hidden: true }` has none: the configured nav links to it instead (the bar has room for few items).
 */
export function navFromPages(pages: LayoutPage[], locale: LocaleId): NavItem[] {
  const items = new Map<string, NavItem>();
  for (const page of pages) {
    if (page.locale !== locale || page.nav.hidden || items.has(page.nav.path)) continue;
    items.set(page.nav.path, { title: page.nav.title, link: page.nav.path, order: page.nav.order });
  }
  return [...items.values()].sort(
    (a, b) => (a.order ?? 0) - (b.order ?? 0) || compareText(String(a.link), String(b.link)),
  );
}

export function buildNav(pages: LayoutPage[], locale: LocaleId, nav: ThemeConfig['nav']): NavItem[] {
  const fromPages = navFromPages(pages, locale);
  const configured = nav?.value[locale] ?? [];
  if (!nav) return fromPages;
  switch (nav.mode) {
    case 'override':
      return configured;
    case 'prepend':
      return [...configured, ...fromPages];
    case 'append':
      return [...fromPages, ...configured];
  }
}

export function isExternal(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link);
}

/** Whether a nav item (or one of its children) is the section of the current page. */
export function isNavActive(item: NavItem, pathname: string): boolean {
  if (item.link && !isExternal(item.link)) {
    const home = SITE_LOCALES.stripLocale(item.link) === '/';
    if (home ? pathname === item.link : pathname === item.link || pathname.startsWith(`${item.link}/`)) return true;
  }
  return (item.children ?? []).some((child) => isNavActive(child, pathname));
}
