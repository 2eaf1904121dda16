import type { Config } from '@react-router/dev/config';
import { demoIds, scanDocs } from './core/content-files.ts';
import { prerenderPaths } from './core/route-table.ts';
import { BASE_PATH } from './plugins/deploy/env.ts';

export default {
  ssr: false,
  future: {
    v8_middleware: true,
    // Splitting moves a route's client loader, client action, client middleware and HydrateFallback into chunks of
    // their own. No route here has any, so it would only compile every route module a second time to look for them,
    // on each dev server start (about a second before the first page) and each build, for the same output.
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // BUILD_DIR lets several builds run side by side (helpers, benchmarks); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  basename: BASE_PATH,
  // Every content page, every standalone demo page, the playground and the 404 page in each language. The dev
  // server prerenders nothing: it sends the app shell and the browser renders the page, so a request loads one
  // page's modules, not every page's.
  prerender:
    process.argv[2] === 'dev'
      ? false
      : {
          paths: () => prerenderPaths(scanDocs(), demoIds()),
          concurrency: 2,
        },
} satisfies Config;
