// Mutation testing of the pure logic: `npm run test:mutation` (scripts/mutation.ts) runs Stryker with this
// configuration, then holds every module to `thresholds.break` on its own.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // The pure modules: every module of a `core/` folder (the engine's and each plugin's), a new one included without a
  // change here, and the pure modules outside them. Type-only modules have no code to change.
  mutate: [
    'engine/core/**/*.ts',
    '!engine/core/config-types.ts',
    '!engine/core/types.ts',
    'plugins/*/core/**/*.ts',
    'engine/app/live/demo-code.ts',
    'engine/app/live/layer-names.ts',
    'engine/app/live/live-error.ts',
    'engine/app/live/live-state.ts',
    'engine/app/live/loop-guard.ts',
    'engine/app/live/messages.ts',
    'engine/app/live/modules.ts',
    'engine/app/live/playground-state.ts',
    'engine/app/live/playground-url.ts',
    'engine/app/live/sequence.ts',
    'engine/app/live/throttle.ts',
    'engine/app/site/color.ts',
    'engine/app/site/nav.ts',
    'engine/app/site/prefetch.ts',
    'engine/app/site/sidebar.ts',
    'engine/app/site/tabs.ts',
    'plugins/compatibility/app/compatibility-view.ts',
    'plugins/history/pipeline/since.ts',
    'mcp/src/releases.ts',
    'engine/scripts/static-server.ts',
    'scripts/mutation-scores.ts',
  ],
  // A static mutant changes code that runs only while its module loads (a module-level table, a constant), never
  // inside a test. Stryker can test one only by loading every related test file again, seconds each; there were
  // about 1,450 of them, hours a run. They are not tested: each module's score counts only the mutants of code that
  // tests run (a mutant run both at load and in a test is tested). The tables' contents are checked by the unit,
  // claims and browser tests that read them.
  ignoreStatic: true,
  reporters: ['html', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Each mutant's result is kept in this file (scripts/mutation.ts commits it gzipped); a run tests again only the
  // mutants whose code or covering tests changed since. `npm run test:mutation -- --force` tests them all.
  incremental: true,
  incrementalFile: 'tests/mutation/stryker-incremental.json',
  concurrency: 2,
  // The first run of every test, which Stryker times on its own: about 2 minutes on an idle 2-core machine, past
  // Stryker's default 5 on a loaded one.
  dryRunTimeoutMinutes: 20,
  tempDirName: '.stryker-tmp',
  // Not copied into Stryker's sandbox: build output, results and other runs' sandboxes.
  ignorePatterns: ['/build*', '/test-results', '/screenshots', '/bench/results', '/mcp/dist', '/.stryker-tmp*'],
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: 90 },
};
