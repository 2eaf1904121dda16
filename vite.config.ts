import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { editorTypesPlugin } from './engine/pipeline/live/editor-types.ts';
import { contentPlugin } from './engine/pipeline/content/vite-plugin.ts';
import { searchPlugin } from './engine/pipeline/search/vite-plugin.ts';
import { chunkGrouper } from './engine/pipeline/deploy/chunk-groups.ts';
import { BASE_PATH } from './engine/pipeline/deploy/env.ts';
import { seoPlugin } from './engine/pipeline/seo/vite-plugin.ts';
// The site's plugins, handed to the engine before anything reads the site.
import './plugins/register.ts';
import { sitePlugins } from './engine/pipeline/site-plugins.ts';
import { devShellPlugin } from './engine/pipeline/shell/vite-plugin.ts';
import { compileHintsPlugin } from './engine/pipeline/deploy/compile-hints.ts';
import { routeFilesPlugin } from './engine/pipeline/deploy/route-files.ts';
import { ROOT, SITE_DIR } from './engine/pipeline/paths.ts';
import { LIVE_MODULES } from './engine/core/live-modules.ts';

// BUILD_DIR lets several builds run side by side (helpers, benchmarks); the default is build/.
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

export default defineConfig({
  // The path the site is served under: BASE_PATH, '/' by default.
  base: BASE_PATH,
  // Files served as they are (the tab's icon): the site folder's own.
  publicDir: path.join(SITE_DIR, 'public'),
  // Another site's folder (SITE_DIR): its site.config.ts for every module that imports the project's. The build's
  // own modules get it through engine/scripts/site-dir.ts.
  resolve: {
    alias:
      SITE_DIR === ROOT ? [] : [{ find: /^(\.\.?\/)+site\.config(\.ts)?$/, replacement: `${SITE_DIR}/site.config.ts` }],
  },
  plugins: [
    contentPlugin(),
    editorTypesPlugin(),
    searchPlugin(),
    seoPlugin(),
    // The site's plugins' own (site.config.ts lists them).
    ...sitePlugins().flatMap((plugin) => plugin.vite?.() ?? []),
    devShellPlugin(),
    // The chunks every page (`site`) or every page with a table (`library`) runs at once while it hydrates.
    compileHintsPlugin(['site', 'library']),
    // Each route's files, as one list the browser fetches the first time a link needs it.
    routeFilesPlugin(),
    // JSX, and fast refresh in the dev server (components kept, with their state, across an edit).
    react(),
  ],
  // The dev server's pages are engine/pipeline/shell/vite-plugin.ts's; the build's, engine/scripts/prerender.ts's.
  appType: 'custom',
  // `vite build --app`: the browser's bundle, then the prerender's renderer (for Node).
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.ssr);
    },
  },
  // The live editor's type checker (engine/app/live/ts-worker.ts): a module worker with the compiler and the packages'
  // declaration files in one file of its own, loaded when a visitor starts editing.
  worker: {
    format: 'es',
    plugins: () => [editorTypesPlugin()],
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // What the dev server watches: the sources, not what builds, tests and benchmarks write (hundreds of folders).
  server: {
    watch: {
      ignored: [
        // The project's build output, not the engine's or a plugin's build/ folder of source.
        `${import.meta.dirname}/build/**`,
        `${import.meta.dirname}/build-*/**`,
        '**/reports/**',
        '**/screenshots/**',
        '**/bench/results/**',
        '**/.stryker-tmp/**',
      ],
    },
  },
  // The rc-component packages' ESM builds cannot be loaded by Node as published.
  ssr: { noExternal: [/^@rc-component\//, /^rc-/] },
  // Packages that pages reach only through the content plugin's virtual modules (the examples, the live editor):
  // Vite's dependency scan cannot see them, so they are listed, and the dev server bundles them when it starts
  // instead of finding them on the first visit to a demo and reloading the page.
  optimizeDeps: {
    include: [
      ...LIVE_MODULES.filter((name) => !['react', 'react/jsx-runtime', 'react-dom'].includes(name)),
      '@codemirror/lang-javascript',
      '@codemirror/language',
      '@codemirror/state',
      '@codemirror/view',
      '@lezer/highlight',
      'html2sketch',
      'lz-string',
      'react-dom/server',
      'sucrase',
    ],
  },
  build: {
    // The one chunk over 500 kB is the design exporter (html2sketch, ~880 kB), loaded only when a visitor asks
    // to copy a demo as Sketch layers; the editor's type checker is a worker file of its own, which Vite does not
    // measure here. What pages load up front is held to budgets by tests/e2e/first-load.test.ts.
    chunkSizeWarningLimit: 1000,
    // Which source module went into which chunk: read by the prerender (a page's chunks) and the tests that check
    // what a page loads (engine/scripts/prerender.ts moves it out of the published folder).
    manifest: true,
    // Per-plugin timings are for profiling a build, not a report to read every time.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    // The browser's code in a few shared chunks rather than dozens of tiny ones (engine/pipeline/deploy/chunk-groups.ts).
    client: {
      build: {
        outDir: `${BUILD_DIR}/client`,
        rolldownOptions: {
          input: 'engine/app/entry.client.tsx',
          // Each environment's options replace the shared ones: the timings stay off here too.
          checks: { bundlerTimings: false },
          output: {
            codeSplitting: { groups: chunkGroups() },
            // A group split by the pages that use it is named after all of them: its files are 'extras-<hash>'.
            chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('extras') ? 'extras' : '[name]'}-[hash].js`,
          },
        },
      },
    },
    // The prerender bundle runs once, at build time, and is never sent to a browser: how it splits code does not
    // matter, so modules that the browser loads on demand but the prerender imports directly are not a problem there.
    ssr: {
      build: {
        outDir: `${BUILD_DIR}/server`,
        // An error while a page prerenders names the source file and line, not the bundle's.
        sourcemap: true,
        rolldownOptions: {
          input: 'engine/app/entry.prerender.tsx',
          checks: { ineffectiveDynamicImport: false, bundlerTimings: false },
        },
      },
    },
  },
});

/** Code-splitting groups: the site's shared code, then the shared packages, then the demo tools' code. */
function chunkGroups() {
  const grouper = chunkGrouper();
  type Context = {
    getModuleInfo: (id: string) => import('./engine/pipeline/deploy/chunk-groups.ts').ModuleGraphInfo | null;
  };
  const group = (name: 'site' | 'library' | 'tools' | 'extras', priority: number) => ({
    name: (id: string, ctx: Context) => grouper[name](id, (other) => ctx.getModuleInfo(other)),
    test: grouper.test,
    priority,
  });
  return [
    group('site', 4),
    group('library', 3),
    group('tools', 2),
    // Packages and sample data a few demos share: a chunk per set of pages that use them, the small ones merged.
    { ...group('extras', 1), entriesAware: true, entriesAwareMergeThreshold: 40_000 },
  ];
}
