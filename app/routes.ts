/** The route table, made from the content files: every docs/*.md is a page route in the doc layout. */
import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { demoIds, scanDocs } from '../core/content-files.ts';

const pages = scanDocs().map((doc) =>
  route(doc.url === '/' ? '' : doc.url.slice(1), `../docs/${doc.rel}`, { id: doc.routeId }),
);

export default [
  layout('routes/doc-layout.tsx', [
    ...pages,
    route('~playground', 'routes/playground.tsx', { id: 'playground:en-US' }),
    route('zh-CN/~playground', 'routes/playground.tsx', { id: 'playground:zh-CN' }),
    // One 404 route for both languages, so either 404 page hydrates at any missing address (its language follows).
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  // One route per demo, so an unknown id is the 404 page on the client as it is on the host.
  ...demoIds().map((id) => route(`~demos/${id}`, 'routes/standalone-demo.tsx', { id: `demo:${id}` })),
] satisfies RouteConfig;
