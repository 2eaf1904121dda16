/**
 * `virtual:routes`: the app's route table as a module, made from engine/core/route-table.ts. Each route loads its module on
 * demand (`load`, a dynamic import the bundler splits into the route's chunk); the doc layout holds the content pages,
 * the playground and the 404 route; the standalone demo pages stand beside it. The prerender's copy also names each route's source file (`src`, relative to the
 * project), which is how it finds the route's chunks in the bundler's manifest.
 */
import path from 'node:path';
import { siteRoutes, type RouteEntry } from '../../core/route-table.ts';
import type { ContentRoute } from '../../core/route-table.ts';
import { isContentRoute } from '../../core/content-files.ts';

/** The doc layout's route: every route but the standalone demos renders inside it. */
export const LAYOUT_ROUTE: RouteEntry = { id: 'routes/doc-layout', path: '', file: 'engine/app/routes/doc-layout.tsx' };

/** Every route's module, relative to the project, by route id: the doc layout's and each route's of siteRoutes. */
export function routeSourceFiles(
  docs: readonly ContentRoute[],
  demoIds: readonly string[],
  docsFolder = 'docs',
): Record<string, string> {
  const routes = siteRoutes(docs, demoIds, undefined, docsFolder);
  return Object.fromEntries([LAYOUT_ROUTE, ...routes.layout, ...routes.demos].map((entry) => [entry.id, entry.file]));
}

export function routesModule(
  root: string,
  docs: readonly ContentRoute[],
  demoIds: readonly string[],
  withSources: boolean,
  docsFolder = 'docs',
): string {
  const routes = siteRoutes(docs, demoIds, undefined, docsFolder);
  // One loader per module: the standalone demo routes share theirs, and so do the playground's.
  const loaders = new Map<string, string>();
  const loader = (file: string) => {
    if (!loaders.has(file)) loaders.set(file, `m${loaders.size}`);
    return loaders.get(file)!;
  };
  const json = JSON.stringify;
  const route = (entry: RouteEntry, children?: string) =>
    // A content page's id is left out: the router makes it from the path (contentRouteIdOf).
    `{${isContentRoute(entry.id) ? '' : `id:${json(entry.id)},`}${entry.id === LAYOUT_ROUTE.id ? '' : `path:${json(entry.path)},`}` +
    `load:${loader(entry.file)}${withSources ? `,src:${json(entry.file)}` : ''}${children ? `,children:[${children}]` : ''}}`;
  const table = [
    route(LAYOUT_ROUTE, routes.layout.map((entry) => route(entry)).join(',\n')),
    ...routes.demos.map((entry) => route(entry)),
  ];
  return [
    ...[...loaders].map(
      ([file, name]) => `const ${name} = () => import(${json(path.posix.join(root.split(path.sep).join('/'), file))});`,
    ),
    `export default [\n${table.join(',\n')}\n];`,
  ].join('\n');
}
