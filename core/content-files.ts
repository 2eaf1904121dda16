/**
 * The content files under docs/: which are pages, in which language, at which route, and which demos they show.
 * Shared by the route table (plugins/content/routes-module.ts) and the prerender. Reads the file system (Node only): `scanDocs`
 * and `demoIds`; the rest is pure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compareText } from './collate.ts';
import { demoSources } from './content-tags.ts';
import { SITE_LOCALES, type LocaleRules } from './locale.ts';
import type { LocaleId } from './types.ts';

export interface DocFile {
  /** Absolute path of the markdown file. */
  file: string;
  /** Path relative to docs/, with forward slashes. */
  rel: string;
  locale: LocaleId;
  /** Route path without locale prefix: '' for home, 'demo/simple', ... */
  path: string;
  /** Full URL path with locale prefix: '/', '/zh-CN/demo/simple', ... */
  url: string;
  routeId: string;
}

export const DOCS_DIR = path.resolve(import.meta.dirname, '../docs');

/**
 * A content file's language and page path: a file in another language than the default is named with its id
 * ('demo/simple.zh-CN.md' -> { locale: 'zh-CN', path: 'demo/simple' }); 'index.md' -> { path: '' }.
 */
export function docPathOf<Id extends string = LocaleId>(
  rel: string,
  rules: LocaleRules<Id> = SITE_LOCALES as LocaleRules<Id>,
): { locale: Id; path: string } {
  const { locale, name } = rules.localeOfFileName(rel.replace(/\.md$/, ''));
  const parts = name.split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return { locale, path: parts.join('/') };
}

/** A page's address: its path under its language's prefix ('', 'zh-CN' -> '/zh-CN'). */
export function urlOf<Id extends string = LocaleId>(
  locale: Id,
  pagePath: string,
  rules: LocaleRules<Id> = SITE_LOCALES as LocaleRules<Id>,
): string {
  return rules.localizePath(`/${pagePath}`.replace(/\/$/, '') || '/', locale);
}

export function routeIdOf(locale: LocaleId, pagePath: string): string {
  return `page:${locale}:${pagePath || 'index'}`;
}

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
    demoSources(fs.readFileSync(doc.file, 'utf8')).map((src) => demoIdOf(path.resolve(path.dirname(doc.file), src))),
  );
  return [...new Set(ids)].sort();
}
