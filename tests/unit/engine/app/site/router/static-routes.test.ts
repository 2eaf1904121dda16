import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { demoIds, scanDocs } from '../../../../../../engine/pipeline/content/docs-folder';
import { siteRoutes } from '../../../../../../engine/core/route-table';
import { indexStaticRoutes, routePathname } from '../../../../../../engine/app/site/router/static-routes';

type Route = RouteObject;

// The site's route table as React Router receives it (engine/pipeline/content/routes-module.ts): the doc layout and the standalone demos.
const table = siteRoutes(scanDocs(), demoIds());
const siteTable: Route[] = [
  {
    id: 'root',
    path: '',
    children: [
      {
        id: 'doc-layout',
        children: table.layout.map((entry) => ({ id: entry.id, path: entry.path, caseSensitive: true })),
      },
      ...table.demos.map((entry) => ({ id: entry.id, path: entry.path, caseSensitive: true })),
    ],
  },
];
const ids = (matches: { route: { id?: string } }[] | null | undefined) =>
  (matches ?? []).map((match) => match.route.id);

describe('indexStaticRoutes', () => {
  const index = indexStaticRoutes(siteTable);

  it('gives every address of the site the chain of routes matchRoutes gives', () => {
    const addresses = [...table.layout, ...table.demos].filter((e) => e.path !== '*').map((e) => '/' + e.path);
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) {
      expect(ids(index.get(address)), address).toEqual(ids(matchRoutes(siteTable, address)));
      expect(index.get(address)!.at(-1)!.pathname).toBe(matchRoutes(siteTable, address)!.at(-1)!.pathname);
    }
  });

  it('leaves out parameter and splat routes, and an address two chains reach', () => {
    const routes: Route[] = [
      { id: 'a', path: 'docs/:id' },
      { id: 'b', path: '*' },
      { id: 'c', path: 'same' },
      { id: 'd', path: 'same' },
      {
        id: 'e',
        path: 'x',
        children: [
          { id: 'f', index: true },
          { id: 'g', path: 'y' },
        ],
      },
    ];
    const found = indexStaticRoutes(routes);
    expect([...found.keys()].sort()).toEqual(['/x', '/x/y']);
    expect(ids(found.get('/x'))).toEqual(['e', 'f']);
    expect(ids(found.get('/x/y'))).toEqual(['e', 'g']);
  });

  it('holds addresses with their case', () => {
    expect(index.has('/demo/simple')).toBe(true);
    expect(index.has('/DEMO/simple')).toBe(false);
  });
});

describe('routePathname', () => {
  it.each([
    ['/demo/simple?x=1#a', '/demo/simple'],
    ['/demo/simple/', '/demo/simple'],
    ['/', '/'],
    ['/#top', '/'],
    ['?tab=api', '/'],
    ['//', '/'],
  ])('%s → %s', (to, pathname) => expect(routePathname(to)).toBe(pathname));
});
