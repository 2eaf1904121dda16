import type { Config } from '@react-router/dev/config';
import { scanDocs } from './plugins/content/scan.ts';

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
  // Every content page, and a 404 page per language for the static host; /~demos/* is left to the client.
  prerender: { paths: () => [...scanDocs().map((doc) => doc.url), '/404', '/zh-CN/404'], concurrency: 2 },
} satisfies Config;
