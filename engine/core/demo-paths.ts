/**
 * The addresses of a demo outside its page: the playground (its route, and the query that names its demo; the code
 * in its hash is engine/app/live/playground-url.ts) and the standalone demo page.
 */
import { SITE_LOCALES, type LocaleRules } from './locale.ts';
import type { LocaleId } from './types.ts';

export const PLAYGROUND_PATH = '/~playground';

/**
 * '/~playground?demo=simple', or '/zh-CN/~playground?demo=simple' in Chinese: the router's path, for `Link` and
 * `navigate` (a plain `href` needs the base path: `siteHref`).
 */
export function playgroundPath(id: string, locale: LocaleId): string {
  return `${SITE_LOCALES.localizePath(PLAYGROUND_PATH, locale)}?${new URLSearchParams({ demo: id })}`;
}

const STANDALONE_PREFIX = '/~demos/';

/** Whether a router path is a demo's standalone page (the page an iframe demo shows). */
export const isStandaloneDemoPath = (path: string) => path.startsWith(STANDALONE_PREFIX);

/**
 * A demo's standalone page: '/~demos/simple' in the default language, '/~demos/simple?locale=zh-CN' in another.
 * It is prerendered once, in the default language; the query picks the language once hydrated.
 */
export function standaloneDemoPath<Id extends string>(
  id: string,
  locale: Id,
  rules: LocaleRules<Id> = SITE_LOCALES as LocaleRules<Id>,
): string {
  const path = `${STANDALONE_PREFIX}${id}`;
  return locale === rules.defaultLocale ? path : `${path}?${new URLSearchParams({ locale })}`;
}
