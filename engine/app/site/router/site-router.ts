/**
 * The site's router, made through React Router's public API from the route table (`virtual:routes`): every route's
 * module loads on demand, once (a route's `lazy`, through `loadOnce`), and is kept here by route id, so the navigation
 * guard, the prepared page and the head read a loaded route's module without asking the router. A route's files in
 * the built site (its module, the chunks it imports, its stylesheets) come from the route-files list the prerender
 * writes beside the chunks and names on the page's root element; it is fetched the first time a link needs it.
 */
import type { ComponentType } from 'react';
import { matchRoutes, type DataRouter, type NavigateOptions, type RouteObject } from 'react-router';
import routeTable from 'virtual:routes';
import type { RouteFiles } from '../../../core/route-files';
import { NOT_FOUND_ROUTE } from '../../../core/route-table';
import { contentRouteIdOf } from '../../../core/content-files';
import { localizePath } from '../../../core/locale';
import type { LayoutPage, LocaleId, PageHtmlLoader } from '../../../core/types';
import { ChunkLoadError, loadOnce } from '../chunks';
import type { HeadFunction } from '../head';

/**
 * A route of the table: its module's loader; the prerender's copy also has the module's source file. The table as
 * written leaves a content page's id out (engine/pipeline/content/routes-module.ts); the router's copy has it.
 */
export interface RouteDef {
  id: string;
  path?: string;
  load: () => Promise<RouteModule>;
  src?: string;
  children?: RouteDef[];
}

/** What a route module exports. */
export interface RouteModule {
  default: ComponentType;
  /** The page list of the page's language, for the nav, sidebar and footer (engine/app/site/hooks.ts). */
  pages?: LayoutPage[];
  /** A content page's HTML chunk, left out of its module (engine/pipeline/content/vite-plugin.ts, splitHtml). */
  loadHtml?: PageHtmlLoader;
  /** The page's `<title>` and head tags (engine/app/site/head.ts). */
  meta?: HeadFunction;
  /** The id of an element the page's first frame waits for (engine/app/document.ts), for the routes it renders. */
  firstPaintAfter?: string;
}

const modules = new Map<string, RouteModule>();
const defs = new Map<string, RouteDef>();
const withIds = (list: readonly (Omit<RouteDef, 'id'> & { id?: string })[]): RouteDef[] =>
  list.map(({ children, ...def }) => {
    const route = { ...def, id: def.id ?? contentRouteIdOf(`/${def.path}`) };
    return children ? { ...route, children: withIds(children) } : route;
  });
const visit = (list: readonly RouteDef[]) => list.forEach((def) => (defs.set(def.id, def), visit(def.children ?? [])));

/** The route table, every route with its id (routeObjects makes React Router's from it). */
const siteRouteTable: readonly RouteDef[] = withIds(routeTable);
visit(siteRouteTable);

/** Every route of the table, by id. */
export const routeDefs: ReadonlyMap<string, RouteDef> = defs;

/**
 * A route's module, loaded once (the router's `lazy` and the navigation guard both come here), with the page's HTML
 * chunk it names (`loadHtml`: a content page's prose, left out of its module): a route counts as loaded only with both.
 * The page the document was prerendered with has its HTML in the document, so the start leaves it out.
 */
export function loadRouteModule(id: string, withPageHtml = true): Promise<RouteModule> {
  const def = defs.get(id);
  if (!def) return Promise.reject(new Error(`No route ${id}`));
  return loadOnce(`route:${id}`, async () => {
    const module = await def.load();
    const { loadHtml } = module;
    if (withPageHtml && loadHtml) await loadOnce(loadHtml, loadHtml, routeFiles?.[id]?.module ?? id);
    modules.set(id, module);
    return module;
  });
}

/** Whether a route's module is here. */
export const hasRouteModule = (id: string) => modules.has(id);

/** A route's module, once loaded. */
export const routeModule = (id: string) => modules.get(id);

/** What the router needs of a loaded module. */
const routeParts = (module: RouteModule) => ({ Component: module.default });

/**
 * React Router's routes for the table, under `root`. A route whose module is already loaded has its component at
 * once (the routes of the page being hydrated: the router renders them in its first render); the others load when
 * a navigation needs them.
 */
export function routeObjects(root: Omit<RouteObject, 'children' | 'index'>): RouteObject[] {
  const convert = (def: RouteDef): RouteObject => {
    const module = modules.get(def.id);
    // Every address matches with its case, as a static host's file names do.
    const base = def.path === undefined ? { id: def.id } : { id: def.id, path: def.path, caseSensitive: true };
    const children = def.children?.map(convert);
    const parts = module ? routeParts(module) : { lazy: async () => routeParts(await loadRouteModule(def.id)) };
    return (children ? { ...base, ...parts, children } : { ...base, ...parts }) as RouteObject;
  };
  return [{ ...root, children: siteRouteTable.map(convert) } as RouteObject];
}

/** The pathname of a site path as routes match it: no query, no fragment, no trailing slash ('/' stays). */
export function routePathname(to: string): string {
  const pathname = to.replace(/[?#].*$/, '');
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
}

/** Whether a site path is a page of the site: a route other than the 404 route renders it. */
export const isSitePage = (to: string) => {
  const leaf = routeIdsOf(to).at(-1);
  return leaf !== undefined && leaf !== NOT_FOUND_ROUTE;
};

/**
 * The address of a page in another language: its twin, or that language's home page when there is none (a page not
 * written in it, a 404 page), rather than its 404 page.
 */
export function languageTwin(pathname: string, locale: LocaleId): string {
  const path = localizePath(pathname, locale);
  return isSitePage(path) ? path : localizePath('/', locale);
}

// React Router's answer for each pathname asked before: it ranks every route of the table on each call, a few
// milliseconds, and every link prefetched and every navigation asks.
const matched = new Map<string, string[]>();
let matchTable: RouteObject[] | undefined;

/**
 * The routes of the table that render a site path ('/demo/simple'), outermost first, by id; [] for none: React
 * Router's own match, the one its navigation makes. The root route is not among them: its module is the client
 * entry's.
 */
export function routeIdsOf(to: string): string[] {
  const pathname = routePathname(to);
  let ids = matched.get(pathname);
  if (!ids) {
    matchTable ??= routeObjects({ id: 'root' })[0].children!;
    ids = (matchRoutes(matchTable, pathname) ?? []).map((match) => match.route.id!);
    matched.set(pathname, ids);
  }
  return ids;
}

/** Loads the modules of the routes that render `pathname` (a site path), so that the router can render it at once. */
export async function loadRoutesOf(pathname: string): Promise<void> {
  await Promise.all(routeIdsOf(pathname).map((id) => loadRouteModule(id, false)));
}

let router: DataRouter | undefined;

/** Keeps the app's router (engine/app/entry.client.tsx makes it). */
export function setRouter(made: DataRouter) {
  router = made;
}

/** The app's data router. */
export function dataRouter(): DataRouter {
  if (!router) throw new Error('The router is not made yet (engine/app/entry.client.tsx)');
  return router;
}

/** Navigates with the router itself (outside React's tree). */
export const routerNavigate = (to: string, options?: NavigateOptions) => void dataRouter().navigate(to, options);

/** The address of the route-files list, named by the page's root element; none in the dev server. */
const routeFilesAddress = () =>
  typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.routeFiles;

let routeFiles: RouteFiles | undefined;

/** Fetches the route-files list once (nothing in the dev server, where modules load by their loaders). */
export function loadRouteFiles(): Promise<RouteFiles | undefined> {
  const address = routeFilesAddress();
  if (!address) return Promise.resolve(undefined);
  return loadOnce(address, () =>
    fetch(address).then(
      (response) =>
        response.ok ? (response.json() as Promise<RouteFiles>) : Promise.reject(new ChunkLoadError(address, 'error')),
      () => Promise.reject(new ChunkLoadError(address, 'error')),
    ),
  ).then((files) => (routeFiles = files));
}

/** A route's files in the built site (its module, the chunks it imports, its stylesheets), once the list is here. */
export const routeFilesOf = (id: string) => routeFiles?.[id];
