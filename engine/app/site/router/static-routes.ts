/**
 * Route matching for the addresses of routes without parameters, by one lookup. React Router's `matchRoutes`
 * flattens and ranks every route of the table on each call (a few milliseconds for this site's ~170 routes, several
 * times per page load and once per link prefetched); these addresses are all but every address the site links to.
 * An address the index does not hold (a parameter or splat route, an encoded character, a path two routes share)
 * is left to `matchRoutes`. Pure.
 */

export interface RouteLike {
  path?: string;
  index?: boolean;
  children?: RouteLike[];
}

/** A route match of React Router's shape, for routes without parameters. */
export interface StaticMatch<R> {
  params: Record<string, string>;
  pathname: string;
  pathnameBase: string;
  route: R;
}

const join = (parent: string, path: string) => (path ? `${parent.replace(/\/$/, '')}/${path}` : parent);

/**
 * Every complete address of `routes` whose routes have no parameters, with the chain of routes that renders it,
 * outermost first (the same chain `matchRoutes` gives). Addresses two chains reach are left out.
 */
export function indexStaticRoutes<R extends RouteLike>(routes: readonly R[]): Map<string, StaticMatch<R>[]> {
  const found = new Map<string, StaticMatch<R>[] | null>();
  const walk = (list: readonly R[], parentPath: string, chain: StaticMatch<R>[]) => {
    for (const route of list) {
      const path = route.path ?? '';
      if (/[:*?%]/.test(path) || path.startsWith('/')) continue;
      const pathname = join(parentPath, path);
      const matches = [...chain, { params: {}, pathname, pathnameBase: pathname, route }];
      if (route.children?.length) walk(route.children as R[], pathname, matches);
      else found.set(pathname, found.has(pathname) ? null : matches);
    }
  };
  walk(routes, '/', []);
  return new Map([...found].filter((entry): entry is [string, StaticMatch<R>[]] => entry[1] !== null));
}

/** The pathname of a site path as routes match it: no query, no fragment, no trailing slash ('/' stays). */
export function routePathname(to: string): string {
  const pathname = to.replace(/[?#].*$/, '');
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
}
