/**
 * The prerender's renderer, bundled for Node (engine/scripts/prerender.ts runs it once per address). A page renders whole:
 * it waits for every Suspense boundary (a lazily loaded demo, an API table) so that the HTML is complete and in order,
 * never streamed into hidden placeholders that only a script would reveal. The styles a page's components make while
 * it renders (a plugin's `prerenderStyles`, such as styled-components') are returned for its head, so the page is
 * drawn styled from the start.
 */
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { styleCollectors } from 'virtual:site-plugins';
import siteData from 'virtual:site-data';
import { localeOfPath } from '../core/locale';
import { prerenderPaths } from '../core/route-table';
import App, { ErrorBoundary } from './root';
import { headHtml, headOf } from './site/head';
import { BASE_PATH } from './site/href';
import { routeDefs, routeModule, routeObjects } from './site/router/site-router';

export { documentHtml } from './document';

export interface RenderedPage {
  /** The page's title and head tags, as HTML. */
  head: string;
  /** The `<style>` elements its components made while it rendered. */
  styles: string;
  app: string;
  /** The source files of the routes that render the page, outermost first. */
  sources: string[];
  locale: ReturnType<typeof localeOfPath>;
  /** The element the first frame waits for, named by a route that renders the page (RouteModule.firstPaintAfter). */
  firstPaintAfter?: string;
}

/** Every address to prerender, from the route table this renderer was built with. */
export const prerenderAddresses = () =>
  prerenderPaths([...routeDefs.values()].flatMap((def) => (def.path === undefined ? [] : [def.path])));

const handler = createStaticHandler(routeObjects({ id: 'root', Component: App, ErrorBoundary }), {
  basename: BASE_PATH,
});

/** Renders the page at a site path ('/demo/simple'). */
export async function renderPage(sitePath: string): Promise<RenderedPage> {
  const request = new Request(new URL(BASE_PATH + sitePath.slice(1), 'http://prerender.invalid'));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`prerender: ${sitePath} answered ${context.status}`);
  if (context.errors) throw Object.values(context.errors)[0];
  const ids = context.matches.map((match) => match.route.id);
  let failed: unknown;
  const collectors = (await Promise.all(styleCollectors.map((load) => load()))).map((collect) => collect());
  try {
    const page = (
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    );
    const stream = await renderToReadableStream(
      collectors.reduce<ReactNode>((wrapped, collector) => collector.wrap(wrapped), page),
      {
        // React otherwise moves a large finished boundary out of line, to be revealed by a script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          failed ??= error;
        },
      },
    );
    await stream.allReady;
    if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
    const app = await new Response(stream).text();
    const args = { location: { pathname: sitePath }, matches: ids.map((id) => ({ id })) };
    return {
      head: headHtml(headOf(args, (id) => routeModule(id)?.meta, siteData.title)),
      styles: collectors.map((collector) => collector.styles()).join(''),
      app,
      sources: ids.flatMap((id) => routeDefs.get(id)?.src ?? []),
      locale: localeOfPath(sitePath),
      firstPaintAfter: ids.map((id) => routeModule(id)?.firstPaintAfter).find(Boolean),
    };
  } finally {
    for (const collector of collectors) collector.done();
  }
}
