import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// The site's plugins, handed to the engine before the shell project's Vite plugins read the site.
import './plugins/register.ts';
import { contentPlugin } from './engine/pipeline/content/vite-plugin.ts';
import { sitePlugins } from './engine/pipeline/site-plugins.ts';

// `npm run behaviour -- --version X` runs the claims checks against another release of the library: the folder of
// that release's package (installed into a cache, its own dependencies beside it) in place of the installed one, and
// the `@rc-component/util` that release loads, so that a check resetting its warnings resets the ones it prints.
const library = process.env.CLAIMS_LIBRARY;
const claimsResolve = library
  ? {
      alias: {
        '@rc-component/table': library,
        '@rc-component/util': path.dirname(
          createRequire(path.join(library, 'package.json')).resolve('@rc-component/util/package.json'),
        ),
      },
      dedupe: ['react', 'react-dom'],
    }
  : undefined;

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic: no DOM, no build. The files share one module cache (no isolation): they keep no state between
        // them, and loading the TypeScript compiler and the content pipeline once instead of per file halves the run.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          // The site's plugins, handed to the engine as vite.config.ts does.
          setupFiles: ['plugins/register.ts'],
          environment: 'node',
          isolate: false,
          // Bounds for a busy two-core machine (a build beside the run): a test that reads every source file or
          // starts the compiler can take several seconds there; none waits on the clock.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The shell (router, navigation guard, document, prerender renderer) in Node, on the site's real route table,
        // site data and pages: the content plugin makes the virtual modules as the build does. No build, no browser.
        plugins: [contentPlugin(), ...sitePlugins().flatMap((plugin) => plugin.vite?.() ?? []), react()],
        ssr: { noExternal: [/^@rc-component\//, /^rc-/] },
        test: {
          name: 'shell',
          include: ['tests/shell/**/*.test.ts'],
          setupFiles: ['plugins/register.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // What the pages say the library does, each check rendering the installed library (react-dom/server) and
        // named after the page and sentence it backs; tests/claims/inventory.test.ts keeps names and pages in step.
        // Checks that need a real browser's layout or scrolling (*.browser.test.ts) are the next project.
        resolve: claimsResolve,
        test: {
          name: 'claims',
          include: ['tests/claims/**/*.test.ts'],
          exclude: ['tests/claims/**/*.browser.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same, in a headless Chromium: the library bundled onto a blank page (tests/claims/browser.ts), no
        // build of the site needed. Run with the browser tests (npm run test:e2e).
        resolve: claimsResolve,
        test: {
          name: 'claims-browser',
          include: ['tests/claims/**/*.browser.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The core flows in Chromium, Firefox ESR and WebKitGTK against the built site (tests/engines/), one file
        // per engine, one engine at a time: each starts a browser that takes both cores while it loads a page.
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // A real Chromium against the built site (run `npm run build` first).
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: ['plugins/register.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own Chromium and shares nothing with the others but the served build.
          fileParallelism: true,
        },
      },
    ],
  },
});
