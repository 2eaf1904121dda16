/** Which script and stylesheet chunks a client navigation still needs, read from React Router's route manifest. Pure. */
import { matchRoutes, type RouteObject } from 'react-router';

/** The fields of React Router's manifest entries we read. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

export interface RouteChunks {
  /** Shared chunks first, the route modules last: the first failure in this order names the chunk that failed. */
  js: string[];
  css: string[];
  /** The route modules among `js`. */
  modules: string[];
}

const trees = new WeakMap<object, RouteObject[]>();

function routeTree(routes: Record<string, ManifestRoute | undefined>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is ManifestRoute => route?.parentId === parentId)
    .map(
      (route) =>
        ({
          id: route.id,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          children: route.index ? undefined : routeTree(routes, route.id),
        }) as RouteObject,
    );
}

/** The chunks of the routes matching `pathname` that are not loaded yet; null when nothing is missing. */
export function missingChunks(
  routes: Record<string, ManifestRoute | undefined>,
  isLoaded: (id: string) => boolean,
  pathname: string,
): RouteChunks | null {
  let tree = trees.get(routes);
  if (!tree) trees.set(routes, (tree = routeTree(routes)));
  const missing = (matchRoutes(tree, pathname) ?? [])
    .map((match) => routes[match.route.id!])
    .filter((route): route is ManifestRoute => !!route && !isLoaded(route.id));
  if (!missing.length) return null;
  const modules = missing.map((route) => route.module);
  const shared = missing.flatMap((route) => route.imports ?? []).filter((file) => !modules.includes(file));
  return {
    js: [...new Set([...shared, ...modules])],
    css: [...new Set(missing.flatMap((route) => route.css ?? []))],
    modules,
  };
}
