/**
 * Where the build finds things. `ROOT` is the project: its packages (node_modules/), caches and build output.
 * `SITE_DIR` is the site being built, a folder with `site.config.ts`, `i18n/`, `docs/` and the library's `facts/`:
 * the environment's `SITE_DIR` (relative to the project), else the project itself.
 */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SITE_DIR = path.resolve(ROOT, process.env.SITE_DIR ?? '.');
export const DOCS_DIR = path.join(SITE_DIR, 'docs');
export const FACTS_DIR = path.join(SITE_DIR, 'facts');
