import { defineConfig } from 'vitest/config';

// The unit tests of the mutated modules, for Stryker (`npm run test:mutation`), which runs them against each mutant.
// The content and API tests exercise the build plugins (markdown, shiki, the TypeScript checker): slow, and left out;
// so is the live editor's type check of every composed table (half a minute a run, and it reaches nearly every
// mutant of the compatibility rules, so each of those would wait for it).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    exclude: [
      'tests/unit/plugins/api/**',
      'tests/unit/engine/pipeline/types/**',
      'tests/unit/engine/pipeline/live/**',
      'tests/unit/engine/pipeline/content/markdown.test.ts',
      'tests/unit/engine/app/live/type-check.test.ts',
    ],
    environment: 'node',
    // As the unit project's: a test that starts processes (the collation in other languages) needs more than the
    // default 5 s on a loaded machine. Stryker times out a mutant that hangs by its own measure.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['plugins/register.ts'],
  },
});
