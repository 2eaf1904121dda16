/** Hooks the theme uses to know the site, the language and the current section. */
import { createContext, createElement, useContext, useEffect, useMemo, type ReactNode, type RefObject } from 'react';
import { useLocation, useMatches } from 'react-router';
import siteData from 'virtual:site-data';
import { DEFAULT_LOCALE, htmlLang, LOCALES, localeOfPath } from '../../core/locale';
import { useAfterHydration } from './use-hydrated';
import { trailingSlashFix } from '../../core/trailing-slash';
import { buildNav } from './nav';
import { prevNext, readingOrder, sectionSidebar, type SidebarGroup } from './sidebar';
import type { LayoutPage, LocaleId, NavItem } from '../../core/types';
import { routeModule } from './router/site-router';
import { NOT_FOUND_ROUTE } from '../../core/route-table';

const NO_PAGES: LayoutPage[] = [];

/** What the hooks below read from React Router's matches. */
interface RouteState {
  pages: LayoutPage[];
  notFound: boolean;
}

/** What the provider gives: the route state and the page's language. */
interface PageState extends RouteState {
  locale: LocaleId;
}

const RouteStateContext = createContext<PageState | null>(null);

/** The page list comes with each page's route module (its `pages`), so a page loads its own language's list only. */
function useRouteState(): RouteState {
  const matches = useMatches();
  const pages = matches.map((match) => routeModule(match.id)?.pages).findLast(Boolean);
  return { pages: pages ?? NO_PAGES, notFound: matches.some((match) => match.id === NOT_FOUND_ROUTE) };
}

/**
 * Gives the hooks below what they need from React Router's state, and the page's language. React Router's state
 * changes several times per navigation (loading, then loaded); the value here changes only when the page list, the
 * 404 match or the language does, so the components that use these hooks render once per navigation, not on each
 * of those changes, and not again when hydration ends (only the language of a 404 page can change then).
 */
export function RouteStateProvider({ children }: { children: ReactNode }) {
  const { pages, notFound } = useRouteState();
  const locale = useLocaleOf(useLocation().pathname, notFound);
  const value = useMemo(() => ({ pages, notFound, locale }), [pages, notFound, locale]);
  return createElement(RouteStateContext, { value }, children);
}

function useRouteStateContext(): PageState {
  const state = useContext(RouteStateContext);
  if (!state) throw new Error('The site hooks need a RouteStateProvider above them (engine/app/root.tsx).');
  return state;
}

/** The site's configuration and the page list of the current language. */
export function useSiteData() {
  const { pages } = useRouteStateContext();
  return useMemo(() => ({ ...siteData, pages }), [pages]);
}

/**
 * The language of the address. While a 404 page hydrates it is the language the page was prerendered in: a host
 * with one 404.html (GitHub Pages) answers a missing Chinese address with the English page, and the first render
 * must match it; the address's language follows once hydrated (a render more only when the two differ).
 */
function useLocaleOf(pathname: string, notFound: boolean): LocaleId {
  const fromPath = localeOfPath(pathname);
  const prerendered =
    notFound && typeof document !== 'undefined'
      ? (LOCALES.find((id) => htmlLang(id) === document.documentElement.lang) ?? DEFAULT_LOCALE)
      : fromPath;
  return useAfterHydration(fromPath, prerendered);
}

export function useLocale(): LocaleId {
  return useRouteStateContext().locale;
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
  const locale = useLocale();
  return useMemo(() => buildNav(site.pages, locale, site.themeConfig.nav), [site, locale]);
}

/**
 * The sidebar: the pages of a section in groups, in the current language. The section is the current page's
 * unless given; a landing page (hero) and an address that is no page have none.
 */
export function useSidebar(navPath?: string): SidebarGroup[] {
  const page = useCurrentPage();
  return useSectionSidebar(navPath ?? sectionOf(page));
}

/** A page's section, for its sidebar: none for a landing page (hero) or no page. */
const sectionOf = (page: LayoutPage | undefined) => (page && !page.hero ? page.nav.path : undefined);

function useSectionSidebar(section: string | undefined): SidebarGroup[] {
  const site = useSiteData();
  const locale = useLocale();
  return useMemo(
    () => (section === undefined ? NO_GROUPS : sectionSidebar(site.pages, locale, section)),
    [site.pages, locale, section],
  );
}

const NO_GROUPS: SidebarGroup[] = [];

/**
 * The pages before and after the page at `url` in the site's reading order (every page of its language, section by
 * section as the nav orders them, each in its sidebar's order), for its footer's links. From the
 * page's own address, not the browser's: a page rendered before it is shown (engine/app/site/router/prepared-page.ts) has its
 * links from the start, and showing it renders none of them again.
 */
export function usePrevNext(url: string): { prev?: LayoutPage; next?: LayoutPage } {
  const { pages } = useSiteData();
  const locale = pages.find((page) => page.url === url)?.locale;
  return useMemo(() => (locale ? prevNext(readingOrder(pages, locale), url) : {}), [pages, locale, url]);
}

/**
 * Goes to the address's #anchor once the element it names is drawn inside `ref`: a part of a page that arrives with
 * its own code (the matrix's notes, the styling parts) is not there yet when the router looks for the anchor after a
 * client navigation. Runs once, when the component mounts.
 */
export function useAnchorInside(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let id = window.location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the anchor up as written.
    }
    const target = id ? document.getElementById(id) : null;
    if (target && ref.current?.contains(target)) target.scrollIntoView();
  }, [ref]);
}
