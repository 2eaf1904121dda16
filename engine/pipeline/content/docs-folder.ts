/**
 * The docs/ folder read from disk with the content files' rules (engine/core/content-files.ts): every page, and every demo
 * the pages show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compareText } from '../../core/collate.ts';
import { demoSources } from '../../core/content-tags.ts';
import { demoIdOf, docPathOf, routeIdOf, urlOf, type DocFile } from '../../core/content-files.ts';
import { DOCS_DIR } from '../paths.ts';

export { DOCS_DIR };

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'examples' ? [] : walk(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

export function scanDocs(docsDir = DOCS_DIR): DocFile[] {
  return walk(docsDir)
    .map((file) => {
      const rel = path.relative(docsDir, file).split(path.sep).join('/');
      const { locale, path: pagePath } = docPathOf(rel);
      return { file, rel, locale, path: pagePath, url: urlOf(locale, pagePath), routeId: routeIdOf(locale, pagePath) };
    })
    .sort((a, b) => compareText(a.url, b.url));
}

/** Every demo id the pages show, read from their demo tags without building them (for the prerender list). */
export function demoIds(docsDir = DOCS_DIR): string[] {
  const ids = scanDocs(docsDir).flatMap((doc) =>
    demoSources(fs.readFileSync(doc.file, 'utf8')).map((src) => demoIdOf(path.resolve(path.dirname(doc.file), src))),
  );
  return [...new Set(ids)].sort();
}
