/**
 * The TypeScript compiler, loaded on first use. Vite bundles its config with the plugins into one file, and a
 * package that file imports loads when the dev server starts, even behind a lazy `import()`; this keeps the
 * compiler (about a second to load) out of the start.
 */
import { createRequire } from 'node:module';
import type ts from 'typescript';

let compiler: typeof ts | undefined;

export const typescript = (): typeof ts => (compiler ??= createRequire(import.meta.url)('typescript') as typeof ts);
