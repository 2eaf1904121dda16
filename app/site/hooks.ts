/** Hooks the theme uses to know the site, the language and the current section. */
import { useLocation, useMatches } from 'react-router';
import siteData from 'virtual:site-data';
import { DEFAULT_LOCALE, htmlLang, LOCALES, localeOfPath } from '../../core/locale';
import { useHydrated } from './use-hydrated';
import { trailingSlashFix } from '../../core/trailing-slash';
import { buildNav } from './nav';
import { buildSidebar, flattenSidebar, prevNext, type SidebarGroup } from './sidebar';
import type { LayoutPage, LocaleId, NavItem, PagesHandle } from '../../core/types';

const NO_PAGES: LayoutPage[] = [];

/**
 * The site's configuration and the page list of the current language. The list comes with each page's route
 * module (its `handle`), so a page loads its own language's list only.
 */
export function useSiteData() {
  const matches = useMatches();
  const handle = matches.findLast((match) => (match.handle as Partial<PagesHandle> | undefined)?.pages)?.handle as
    PagesHandle | undefined;
  return { ...siteData, pages: handle?.pages ?? NO_PAGES };
}

/**
 * The language of the address. While a 404 page hydrates it is the language the page was prerendered in: a host
 * with one 404.html (GitHub Pages) answers a missing Chinese address with the English page, and the first render
 * must match it; the address's language follows once hydrated.
 */
export function useLocale(): LocaleId {
  const fromPath = localeOfPath(useLocation().pathname);
  const notFound = useMatches().some((match) => match.id === 'not-found');
  const hydrated = useHydrated();
  if (!notFound || hydrated || typeof document === 'undefined') return fromPath;
  return LOCALES.find((id) => htmlLang(id) === document.documentElement.lang) ?? DEFAULT_LOCALE;
}

/**
 * The current path without a trailing slash: '/demo/simple/' renders as '/demo/simple' (its prerendered HTML)
 * from the first render, before root.tsx removes the slash from the address.
 */
export function usePathname(): string {
  const { pathname } = useLocation();
  return trailingSlashFix(pathname) ?? pathname;
}

/** The page metadata of the current URL, if it is a content page. */
export function useCurrentPage(): LayoutPage | undefined {
  const pathname = usePathname();
  return useSiteData().pages.find((page) => page.url === pathname);
}

/** The top nav in the current language: one item per section of pages, merged with the configured items. */
export function useNav(): NavItem[] {
  const site = useSiteData();
  return buildNav(site.pages, useLocale(), site.themeConfig.nav);
}

/**
 * The sidebar: the pages of a section in groups, in the current language. The section is the current page's
 * unless given; a landing page (hero) and an address that is no page have none.
 */
export function useSidebar(navPath?: string): SidebarGroup[] {
  const site = useSiteData();
  const locale = useLocale();
  const page = useCurrentPage();
  const section = navPath ?? (page && !page.hero ? page.nav.path : undefined);
  return section === undefined ? [] : buildSidebar(site.pages, locale, section);
}

/** The pages before and after the current one in its sidebar's reading order, for the footer's links. */
export function usePrevNext(): { prev?: LayoutPage; next?: LayoutPage } {
  const order = flattenSidebar(useSidebar());
  return prevNext(order, usePathname());
}
