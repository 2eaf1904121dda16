import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  dataRouter,
  hasRouteModule,
  isSitePage,
  languageTwin,
  loadRouteFiles,
  loadRouteModule,
  loadRoutesOf,
  routeDefs,
  routeFilesOf,
  routeIdsOf,
  routeModule,
  routeObjects,
  routePathname,
} from '../../../../../../engine/app/site/router/site-router';

const LAYOUT = 'routes/doc-layout';

describe('the site router', () => {
  it("answers which routes render an address with React Router's own match", () => {
    expect(routeIdsOf('/demo/simple')).toEqual([LAYOUT, 'page:en-US:demo/simple']);
    expect(routeIdsOf('/zh-CN/demo/simple?x=1#api')).toEqual([LAYOUT, 'page:zh-CN:demo/simple']);
    expect(routeIdsOf('/demo/simple/')).toEqual([LAYOUT, 'page:en-US:demo/simple']);
    expect(routeIdsOf('/~demos/simple')).toEqual(['demo:simple']);
    expect(routeIdsOf('/no/such/page')).toEqual([LAYOUT, 'not-found']);
    // Addresses match with their case, as a static host's file names do.
    expect(routeIdsOf('/DEMO/simple')).toEqual([LAYOUT, 'not-found']);
    // The same answer as matchRoutes for every address of the table.
    const table = routeObjects({ id: 'root' });
    for (const def of routeDefs.values()) {
      if (def.path === undefined || def.path === '*') continue;
      const address = `/${def.path}`;
      expect(routeIdsOf(address), address).toEqual(
        matchRoutes(table, address)!
          .slice(1)
          .map((match) => match.route.id),
      );
    }
  });

  it('tells a page of the site from an address only the 404 page renders', () => {
    expect(isSitePage('/demo/simple')).toBe(true);
    expect(isSitePage('/zh-CN/changelog#1-12-0')).toBe(true);
    expect(isSitePage('/~playground')).toBe(true);
    expect(isSitePage('/demo/no-such-demo')).toBe(false);
  });

  it("leads to a page's twin in another language, or to that language's home page when there is none", () => {
    expect(languageTwin('/demo/simple', 'zh-CN')).toBe('/zh-CN/demo/simple');
    expect(languageTwin('/zh-CN/demo/simple', 'en-US')).toBe('/demo/simple');
    expect(languageTwin('/~playground', 'zh-CN')).toBe('/zh-CN/~playground');
    // A standalone demo's address has no language of its own.
    expect(languageTwin('/~demos/simple', 'zh-CN')).toBe('/zh-CN');
    // A 404 page's other language is that language's home page, not its 404 page.
    expect(languageTwin('/no/page', 'zh-CN')).toBe('/zh-CN');
    expect(languageTwin('/zh-CN/404', 'en-US')).toBe('/');
  });

  it('reads a path as routes match it', () => {
    expect(routePathname('/a/b/?q#h')).toBe('/a/b');
    expect(routePathname('/')).toBe('/');
    expect(routePathname('')).toBe('/');
    expect(routePathname('?q')).toBe('/');
  });

  it("loads a route's module once, with its page list, and refuses an unknown route", async () => {
    const id = 'page:en-US:demo/ellipsis';
    expect(hasRouteModule(id)).toBe(false);
    const first = loadRouteModule(id);
    expect(loadRouteModule(id)).toBe(first);
    const module = await first;
    expect(routeModule(id)).toBe(module);
    expect(typeof module.default).toBe('function');
    expect(module.pages?.every((page) => page.locale === 'en-US')).toBe(true);
    expect(typeof module.meta).toBe('function');
    await expect(loadRouteModule('no-such-route')).rejects.toThrow('No route no-such-route');
  });

  it("gives React Router a loaded route's component at once and the others a lazy load", async () => {
    await loadRoutesOf('/zh-CN/demo/ellipsis');
    expect(hasRouteModule('page:zh-CN:demo/ellipsis')).toBe(true);
    const [root] = routeObjects({ id: 'root' });
    const layout = root.children!.find((route) => route.id === LAYOUT)!;
    const loaded = layout.children!.find((route) => route.id === 'page:zh-CN:demo/ellipsis')!;
    const other = layout.children!.find((route) => route.id === 'page:zh-CN:demo/expanded-sticky')!;
    expect(loaded.Component).toBe(routeModule('page:zh-CN:demo/ellipsis')!.default);
    expect(loaded.lazy).toBeUndefined();
    expect(other.Component).toBeUndefined();
    expect(typeof other.lazy).toBe('function');
  });

  it('has no route-files list and no router outside a built page', async () => {
    await expect(loadRouteFiles()).resolves.toBeUndefined();
    expect(routeFilesOf(LAYOUT)).toBeUndefined();
    expect(() => dataRouter()).toThrow(/not made yet/);
  });
});
