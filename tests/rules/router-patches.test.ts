/**
 * What patches/react-router+7.18.4.patch changes, measured without a browser: the routes the client builds from
 * React Router's manifest keep `caseSensitive` from the route config, as its server routes do, so the client
 * matches an address with its case as the host does (tests/e2e/host-addresses.test.ts shows it in a browser).
 * This test fails when the patch is not applied; once upstream's `createClientRoutes` copies the field, it passes
 * without the patch, which can then go.
 */
import { createElement } from 'react';
import { matchRoutes, UNSAFE_createClientRoutes, type UNSAFE_AssetsManifest } from 'react-router';
import { describe, expect, it } from 'vitest';

type EntryRoute = UNSAFE_AssetsManifest['routes'][string];

const route = (id: string, fields: Partial<EntryRoute>): EntryRoute => ({
  id,
  module: `/${id}.js`,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  ...fields,
});

describe("React Router's client routes", () => {
  it('keep caseSensitive from the route config', () => {
    const manifest = {
      root: route('root', { path: '' }),
      page: route('page', { parentId: 'root', path: 'demo/simple', caseSensitive: true }),
    };
    const component = { default: () => createElement('p') };
    const routes = UNSAFE_createClientRoutes(manifest, { root: component, page: component }, null, false, false);
    expect(routes[0].children?.[0]).toMatchObject({ id: 'page', caseSensitive: true });
    expect(matchRoutes(routes, '/demo/simple')?.at(-1)?.route.id).toBe('page');
    expect(matchRoutes(routes, '/Demo/Simple')).toBeNull();
  });
});
