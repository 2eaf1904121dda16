/**
 * JSON kept between processes in node_modules/.cache/docs-engine/: what a new dev server or a second build can
 * reuse. Only speed depends on it: a file that is missing or unreadable reads as undefined, and a disk that refuses
 * a write is ignored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.ts';

const DIR = path.join(ROOT, 'node_modules/.cache/docs-engine');

export function readCache<T>(name: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(DIR, name), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export function writeCache(name: string, value: unknown): void {
  try {
    fs.mkdirSync(DIR, { recursive: true });
    fs.writeFileSync(path.join(DIR, name), JSON.stringify(value));
  } catch {
    // read-only node_modules: the next process computes it again
  }
}
