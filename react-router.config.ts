import type { Config } from '@react-router/dev/config';
import { demoIds, scanDocs } from './core/content-files.ts';
import { BASE_PATH } from './plugins/deploy/env.ts';

export default {
  ssr: false,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // BUILD_DIR lets several builds run side by side (helpers, benchmarks); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  basename: BASE_PATH,
  // Every content page, every standalone demo page and the playground (so a host without rewrite rules finds a
  // file for every address the site links to), and a 404 page per language.
  prerender: {
    paths: () => [
      ...scanDocs().map((doc) => doc.url),
      ...demoIds().map((id) => `/~demos/${id}`),
      '/~playground',
      '/zh-CN/~playground',
      '/404',
      '/zh-CN/404',
    ],
    concurrency: 2,
  },
} satisfies Config;
