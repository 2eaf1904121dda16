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

/** The folder's pages, read once per process: the dev server forgets them when a file changes (forgetDocs). */
const scanned = new Map<string, DocFile[]>();
const demoLists = new Map<string, string[]>();

export function forgetDocs() {
  scanned.clear();
  demoLists.clear();
}

export function scanDocs(docsDir = DOCS_DIR): DocFile[] {
  let docs = scanned.get(docsDir);
  if (!docs) scanned.set(docsDir, (docs = readDocs(docsDir)));
  return docs;
}

function readDocs(docsDir: string): DocFile[] {
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
  let list = demoLists.get(docsDir);
  if (list) return list;
  const ids = scanDocs(docsDir).flatMap((doc) =>
    demoSources(fs.readFileSync(doc.file, 'utf8')).map((src) => demoIdOf(path.resolve(path.dirname(doc.file), src))),
  );
  demoLists.set(docsDir, (list = [...new Set(ids)].sort()));
  return list;
}
