/** The route table, made from the content files: every docs/*.md is a page route in the doc layout. */
import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { scanDocs } from '../plugins/content/scan.ts';

const pages = scanDocs().map((doc) =>
  route(doc.url === '/' ? '' : doc.url.slice(1), `../docs/${doc.rel}`, { id: doc.routeId }),
);

export default [
  layout('routes/doc-layout.tsx', [
    ...pages,
    route('~playground', 'routes/playground.tsx', { id: 'playground:en-US' }),
    route('zh-CN/~playground', 'routes/playground.tsx', { id: 'playground:zh-CN' }),
    route('zh-CN/*', 'routes/not-found.tsx', { id: 'not-found:zh-CN' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found:en-US' }),
  ]),
  route('~demos/:id', 'routes/standalone-demo.tsx'),
] satisfies RouteConfig;
