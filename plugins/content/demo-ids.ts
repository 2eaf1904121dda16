/** Demo ids, from file names and the pages' demo tags: light enough for the route table and the prerender list. */
import fs from 'node:fs';
import path from 'node:path';
import { DOCS_DIR, scanDocs } from './scan.ts';

/** 'fixedColumns-auto-height' -> 'fixed-columns-auto-height'. */
export function demoIdOf(file: string): string {
  return path
    .basename(file)
    .replace(/\.[jt]sx?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** Every demo id the pages show, read from their demo tags without building them (for the prerender list). */
export function demoIds(docsDir = DOCS_DIR): string[] {
  const ids = scanDocs(docsDir).flatMap((doc) =>
    [...fs.readFileSync(doc.file, 'utf8').matchAll(/^<code\s[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/code>\s*$/gm)].map(
      (match) => demoIdOf(path.resolve(path.dirname(doc.file), match[1])),
    ),
  );
  return [...new Set(ids)].sort();
}
