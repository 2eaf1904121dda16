/** Which language a URL is in, and the same page's URL in the other language. Pure functions. */
import type { LocaleId } from './types';

export const LOCALES: readonly LocaleId[] = ['en-US', 'zh-CN'];
export const DEFAULT_LOCALE: LocaleId = 'en-US';
const ZH_PREFIX = '/zh-CN';

export function isLocaleId(value: unknown): value is LocaleId {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeOfPath(pathname: string): LocaleId {
  return pathname === ZH_PREFIX || pathname.startsWith(`${ZH_PREFIX}/`) ? 'zh-CN' : 'en-US';
}

/** '/zh-CN/demo/simple' -> '/demo/simple'; '/zh-CN' -> '/'. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'zh-CN') return pathname.slice(ZH_PREFIX.length) || '/';
  return pathname || '/';
}

/** '/demo/simple' in 'zh-CN' -> '/zh-CN/demo/simple'; '/' -> '/zh-CN'. */
export function localizePath(pathname: string, locale: LocaleId): string {
  const bare = stripLocale(pathname);
  if (locale === 'en-US') return bare;
  return bare === '/' ? ZH_PREFIX : `${ZH_PREFIX}${bare}`;
}

/** The locale asked for by a `?locale=` value; anything unknown gives the default. */
export function localeFromQuery(value: string | null): LocaleId {
  return isLocaleId(value) ? value : DEFAULT_LOCALE;
}

export function htmlLang(locale: LocaleId): string {
  return locale === 'zh-CN' ? 'zh-CN' : 'en';
}
