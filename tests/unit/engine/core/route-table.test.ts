import { describe, expect, it } from 'vitest';
import { localeRules } from '../../../../engine/core/locale';
import { NOT_FOUND_ROUTE, notFoundPath, prerenderPaths, siteRoutes } from '../../../../engine/core/route-table';

const twoLanguages = () =>
  localeRules([
    { id: 'en', name: 'English', lang: 'en', base: '/' },
    { id: 'fr', name: 'Français', lang: 'fr', base: '/fr' },
  ]);

describe('route table', () => {
  it('routes each page to its file in the content folder, docs by default', () => {
    const { layout } = siteRoutes([{ url: '/demo/simple', rel: 'demo/simple.md', routeId: 'demo/simple' }], []);
    expect(layout[0]).toEqual({ path: 'demo/simple', file: 'docs/demo/simple.md', id: 'demo/simple' });
  });

  it('routes each page to its file in another content folder when given', () => {
    const { layout } = siteRoutes([{ url: '/', rel: 'index.md', routeId: 'index' }], [], twoLanguages(), 'site');
    expect(layout[0]).toEqual({ path: '', file: 'site/index.md', id: 'index' });
  });

  it('has the playground in each language, then one 404 route for every address without a page', () => {
    const { layout } = siteRoutes([], [], twoLanguages());
    expect(layout).toEqual([
      { path: '~playground', file: 'engine/app/routes/playground.tsx', id: 'playground:en' },
      { path: 'fr/~playground', file: 'engine/app/routes/playground.tsx', id: 'playground:fr' },
      { path: '*', file: 'engine/app/routes/not-found.tsx', id: NOT_FOUND_ROUTE },
    ]);
  });

  it('gives each demo one standalone page in the default language', () => {
    expect(siteRoutes([], ['simple'], twoLanguages()).demos).toEqual([
      { path: '~demos/simple', file: 'engine/app/routes/standalone-demo.tsx', id: 'demo:simple' },
    ]);
  });
});

describe('prerendered addresses', () => {
  it("prerenders every route's own address and each language's 404 page, not the catch-all", () => {
    expect(prerenderPaths(['', 'demo/simple', '*', 'fr/~playground'], twoLanguages())).toEqual([
      '/',
      '/demo/simple',
      '/fr/~playground',
      '/404',
      '/fr/404',
    ]);
  });

  it("puts each language's 404 page in its language's folder", () => {
    expect(notFoundPath('fr', twoLanguages())).toBe('/fr/404');
    expect(notFoundPath('en', twoLanguages())).toBe('/404');
  });
});
