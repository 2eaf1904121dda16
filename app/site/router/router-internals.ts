/**
 * The one place the browser app reaches into React Router's internals: the globals its hydration sets (the data
 * router, the assets manifest, the route module cache). Everything else goes through these functions;
 * tests/rules/router-seam.test.ts fails on a use anywhere else. Moving to another React Router version means
 * checking this file against it.
 */
import { matchRoutes, type DataRouter, type NavigateOptions, type UNSAFE_AssetsManifest } from 'react-router';
import { indexStaticRoutes, routePathname } from './static-routes';

// Set by React Router when it hydrates, before any link can be used.
declare global {
  interface Window {
    __reactRouterDataRouter: DataRouter;
    __reactRouterManifest: UNSAFE_AssetsManifest;
    __reactRouterRouteModules: Record<string, unknown>;
  }
}

/** A route's entry in the build's manifest: its module, the chunks it imports, its stylesheets. */
export type ManifestRoute = UNSAFE_AssetsManifest['routes'][string];

/** The app's data router. */
export const dataRouter = () => window.__reactRouterDataRouter;

/**
 * The route matches for a site path ('/demo/simple', what links navigate to). The router's routes do not hold the
 * base path either: matched with the router's basename, a site path under /table/ would match nothing.
 */
export function routeMatches(to: string) {
  const { routes } = window.__reactRouterDataRouter;
  if (staticIndex?.routes !== routes) staticIndex = { routes, byPath: indexStaticRoutes(routes) };
  return staticIndex.byPath.get(routePathname(to)) ?? matchRoutes(routes, to) ?? [];
}
// The router's addresses without parameters, looked up at once (static-routes.ts); made again if the
// router's routes change.
let staticIndex:
  | { routes: DataRouter['routes']; byPath: ReturnType<typeof indexStaticRoutes<DataRouter['routes'][number]>> }
  | undefined;

/** A route's manifest entry, if the manifest has the route. */
export const manifestRoute = (id: string): ManifestRoute | undefined => window.__reactRouterManifest.routes[id];

/** Whether the router already has a route's module. */
export const hasRouteModule = (id: string) => id in window.__reactRouterRouteModules;

/** The router's module of a route, once loaded. */
export const routeModule = (id: string) => window.__reactRouterRouteModules[id] as { handle?: unknown } | undefined;

/** Hands a loaded route module to the router, which would otherwise import it again (a task later) on navigation. */
export async function provideRouteModule(id: string, load: () => Promise<unknown>) {
  window.__reactRouterRouteModules[id] ??= await load();
}

/** Navigates with the router itself (outside React's tree). */
export const routerNavigate = (to: string, options?: NavigateOptions) =>
  void window.__reactRouterDataRouter.navigate(to, options);
