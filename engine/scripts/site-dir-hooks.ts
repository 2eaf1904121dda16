/**
 * Node's module resolution hooks behind site-dir.ts: the project's site.config.ts resolves to SITE_DIR's
 * (relative to the project).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PROJECT_CONFIG = pathToFileURL(path.join(ROOT, 'site.config.ts')).href;
const SITE_CONFIG = pathToFileURL(path.join(path.resolve(ROOT, process.env.SITE_DIR ?? '.'), 'site.config.ts')).href;

type Resolved = { url: string; shortCircuit?: boolean; format?: string | null };
type NextResolve = (specifier: string, context: unknown) => Promise<Resolved>;

export async function resolve(specifier: string, context: unknown, next: NextResolve): Promise<Resolved> {
  const resolved = await next(specifier, context);
  return resolved.url === PROJECT_CONFIG ? { ...resolved, url: SITE_CONFIG, shortCircuit: true } : resolved;
}
