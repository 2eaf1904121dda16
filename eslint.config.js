// Lint: TypeScript's recommended rules and the rules of hooks, over the whole project.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'mcp/dist/',
      'node_modules/',
      'screenshots/',
      'bench/results/',
      'reports/',
      '.stryker-tmp*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Text compared or formatted at build time is compared or formatted again while the page hydrates, in the
    // visitor's browser: a call that falls back on the running engine's language or time zone gives the two
    // different results, and React then throws the prerendered page away. Name the language (engine/core/collate.ts).
    files: ['engine/**/*.{ts,tsx}', 'docs/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'site.config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='localeCompare'][arguments.length<2]",
          message:
            'localeCompare without a language sorts as the running engine does: use compareText (engine/core/collate.ts) or name the language.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length=0]',
          message:
            'toLocale*String() without a language formats as the running engine does: name the language (and the time zone for dates).',
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][arguments.length=0]",
          message:
            'An Intl object without a language follows the running engine: name the language (engine/core/collate.ts for sorting).',
        },
      ],
    },
  },
  {
    // React code: the site and the demos (test helpers named use* are not hooks).
    files: ['engine/app/**/*.{ts,tsx}', 'plugins/*/app/**/*.{ts,tsx}', 'docs/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
