/**
 * The route table, made from the content files: every docs/*.md is a page route in the doc layout. Paths match with
 * their case, as the built files are named: `/DEMO/SIMPLE` is the 404 page on the client as on a host that tells
 * case apart.
 */
import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { demoIds, scanDocs } from '../core/content-files.ts';
import { siteRoutes } from '../core/route-table.ts';

const routes = siteRoutes(scanDocs(), demoIds());

export default [
  layout(
    'routes/doc-layout.tsx',
    routes.layout.map((entry) => route(entry.path, entry.file, { id: entry.id, caseSensitive: true })),
  ),
  ...routes.demos.map((entry) => route(entry.path, entry.file, { id: entry.id, caseSensitive: true })),
] satisfies RouteConfig;
