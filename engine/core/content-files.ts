/**
 * The rules of the content files under docs/: which are pages, in which language, at which address, and a demo's id
 * from its file's name. Pure: engine/pipeline/content/docs-folder.ts reads the folder with them.
 */
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
  return `${CONTENT_ROUTE}${locale}:${pagePath || 'index'}`;
}

const CONTENT_ROUTE = 'page:';

/** Whether a route id is a content page's (routeIdOf): the doc layout draws those itself. */
export const isContentRoute = (id: string) => id.startsWith(CONTENT_ROUTE);

/**
 * A content page's route id from its address: the route table leaves a page's id out (every page loads the table),
 * and the router makes it again from the page's path.
 */
export const contentRouteIdOf = (url: string, rules: LocaleRules<string> = SITE_LOCALES) =>
  routeIdOf(rules.localeOfPath(url) as LocaleId, rules.stripLocale(url).slice(1));

/** 'fixedColumns-auto-height' -> 'fixed-columns-auto-height'. */
export function demoIdOf(file: string): string {
  return (file.split(/[\\/]/).pop() ?? file)
    .replace(/\.[jt]sx?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * The pages not written in every language, one message each: such a page's language link leads to the other
 * language's home page (engine/app/site/router/site-router.ts, languageTwin).
 */
export function missingTwins(docs: readonly DocFile[], locales: readonly string[]): string[] {
  const written = new Set(docs.map((doc) => `${doc.locale}:${doc.path}`));
  return docs.flatMap((doc) =>
    locales
      .filter((locale) => !written.has(`${locale}:${doc.path}`))
      .map((locale) => `${doc.rel} has no ${locale} page: its ${locale} link leads to the ${locale} home page`),
  );
}
