import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentPage, preparePage, useContentPages } from '../../../../../../engine/app/site/router/prepared-page';
import { hasRouteModule, loadRouteModule, routeModule } from '../../../../../../engine/app/site/router/site-router';

const SIMPLE = 'page:en-US:demo/simple';

describe('the prepared page', () => {
  it("is a content route's own component, once loaded; no other route has one", async () => {
    expect(contentPage(SIMPLE)).toBeNull();
    await loadRouteModule(SIMPLE);
    expect(contentPage(SIMPLE)).toEqual({ id: SIMPLE, Page: routeModule(SIMPLE)!.default });
    await loadRouteModule('playground:en-US');
    expect(contentPage('playground:en-US')).toBeNull();
    expect(contentPage('no-such-route')).toBeNull();
  });

  it('loads every route of the page it prepares', async () => {
    await preparePage('/zh-CN/demo/ellipsis');
    expect(hasRouteModule('routes/doc-layout')).toBe(true);
    expect(hasRouteModule('page:zh-CN:demo/ellipsis')).toBe(true);
  });

  it('gives the doc layout the current content page, shown, and none for another route', async () => {
    function Probe() {
      return createElement('output', null, JSON.stringify(useContentPages().map(({ id, shown }) => ({ id, shown }))));
    }
    const render = async (address: string, id: string) => {
      const handler = createStaticHandler([
        { id: 'probe', Component: Probe, children: [{ id, path: address.slice(1) }] },
      ]);
      const context = await handler.query(new Request(`http://site.test${address}`));
      if (context instanceof Response) throw new Error('no match');
      const router = createStaticRouter(handler.dataRoutes, context);
      return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
    };
    expect(await render('/demo/simple', SIMPLE)).toContain(
      JSON.stringify([{ id: SIMPLE, shown: true }]).replace(/"/g, '&quot;'),
    );
    expect(await render('/~playground', 'playground:en-US')).toContain('<output>[]</output>');
  });
});
