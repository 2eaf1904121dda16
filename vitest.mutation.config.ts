import { defineConfig } from 'vitest/config';

// The unit tests of the mutated modules, for Stryker (`npm run test:mutation`), which runs them against each mutant.
// The content and API tests exercise the build plugins (markdown, shiki, the TypeScript checker): slow, and left out.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    exclude: [
      'tests/unit/plugins/api/**',
      'tests/unit/engine/pipeline/types/**',
      'tests/unit/engine/pipeline/live/**',
      'tests/unit/engine/pipeline/content/markdown.test.ts',
    ],
    environment: 'node',
    setupFiles: ['plugins/register.ts'],
  },
});
