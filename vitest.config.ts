import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic: no DOM, no build. The files share one module cache (no isolation): they keep no state between
        // them, and loading the TypeScript compiler and the content pipeline once instead of per file halves the run.
        test: {
          name: 'unit',
          // tests/claims: what the pages say the library does, rendered on the server (pure too).
          include: ['tests/unit/**/*.test.ts', 'tests/claims/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Bounds for a busy two-core machine (a build beside the run): a test that reads every source file or
          // starts the compiler can take several seconds there; none waits on the clock.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A real Chromium against the built site (run `npm run build` first).
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
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
