/**
 * The site's languages, as configured in site.config.ts (`locales`): which language an address is in, the same
 * page's address in another language, a content file's language, and each language's `lang` attribute. Pure:
 * `localeRules` works on any list of locales; the functions exported below are its rules for the configured one.
 */
import { locales } from '../../site.config.ts';
import type { Locale, LocaleId } from './types.ts';

export interface LocaleRules<Id extends string = LocaleId> {
  /** The locale ids in the configured order. */
  ids: readonly Id[];
  /** The language at the site's root (base '/'); its pages have no prefix and its files no suffix. */
  defaultLocale: Id;
  isLocaleId(value: unknown): value is Id;
  /** '/zh-CN/demo/simple' -> 'zh-CN'; an address with no language prefix is in the default language. */
  localeOfPath(pathname: string): Id;
  /** '/zh-CN/demo/simple' -> '/demo/simple'; '/zh-CN' -> '/'. */
  stripLocale(pathname: string): string;
  /** '/demo/simple' in 'zh-CN' -> '/zh-CN/demo/simple'; '/' -> '/zh-CN'. */
  localizePath(pathname: string, locale: Id): string;
  /** The locale a `?locale=` value names; anything unknown gives the default. */
  localeFromQuery(value: string | null): Id;
  /** The value of the `lang` attribute for a locale ('en', 'zh-CN'). */
  htmlLang(locale: Id): string;
  /** The Open Graph locale: 'zh-CN' -> 'zh_CN'. */
  ogLocale(locale: Id): string;
  /** The name a language is offered under in the language switch, in that language ('中文'). */
  localeName(locale: Id): string;
  /** A configured value for a language, else the default language's: texts not translated yet. */
  pick<T>(values: Partial<Record<Id, T>> | undefined, locale: Id): T | undefined;
  /** A content file's name without '.md' -> its language and the name without the language suffix. */
  localeOfFileName(name: string): { locale: Id; name: string };
}

/** The rules for a list of locales; a list the site cannot be built from throws with the reason. */
export function localeRules<Id extends string>(locales: readonly (Locale & { id: Id })[]): LocaleRules<Id> {
  const fail = (why: string): never => {
    throw new Error(`site.config.ts, locales: ${why}`);
  };
  if (locales.length === 0) fail('at least one language is needed');
  const ids = locales.map((locale) => locale.id);
  for (const id of ids) {
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(id)) fail(`"${id}" is not a language tag such as "fr" or "pt-BR"`);
    if (ids.indexOf(id) !== ids.lastIndexOf(id)) fail(`"${id}" is listed twice`);
  }
  const roots = locales.filter((locale) => locale.base === '/');
  if (roots.length !== 1) fail(`exactly one language must have the base "/" (found ${roots.length})`);
  const prefixed = locales.filter((locale) => locale.base !== '/');
  for (const locale of prefixed)
    if (!/^\/[\w.~-]+$/.test(locale.base)) fail(`the base of "${locale.id}" must be "/" or one path segment: "/fr"`);
  const defaultLocale = roots[0].id;
  const byId = new Map(locales.map((locale) => [locale.id, locale]));
  const get = (id: Id) => byId.get(id) ?? fail(`"${id}" is not a configured language`);

  // `includes` compares without conversion: only a string can equal an id.
  const isLocaleId = (value: unknown): value is Id => (ids as readonly unknown[]).includes(value);
  const prefixOf = (pathname: string) =>
    prefixed.find((locale) => pathname === locale.base || pathname.startsWith(`${locale.base}/`));
  const stripLocale = (pathname: string) => {
    const prefix = prefixOf(pathname);
    return (prefix ? pathname.slice(prefix.base.length) : pathname) || '/';
  };
  return {
    ids,
    defaultLocale,
    isLocaleId,
    localeOfPath: (pathname) => prefixOf(pathname)?.id ?? defaultLocale,
    stripLocale,
    localizePath: (pathname, locale) => {
      const bare = stripLocale(pathname);
      const { base } = get(locale);
      if (base === '/') return bare;
      return bare === '/' ? base : `${base}${bare}`;
    },
    localeFromQuery: (value) => (isLocaleId(value) ? value : defaultLocale),
    htmlLang: (locale) => get(locale).lang,
    ogLocale: (locale) => locale.replace(/-/g, '_'),
    localeName: (locale) => get(locale).name,
    pick: (values, locale) => values?.[locale] ?? values?.[defaultLocale],
    localeOfFileName: (name) => {
      const twin = locales.find((locale) => locale.id !== defaultLocale && name.endsWith(`.${locale.id}`));
      return twin ? { locale: twin.id, name: name.slice(0, -`.${twin.id}`.length) } : { locale: defaultLocale, name };
    },
  };
}

/** The rules of the configured languages. */
export const SITE_LOCALES: LocaleRules = localeRules(locales);

export const LOCALES = SITE_LOCALES.ids;
export const DEFAULT_LOCALE = SITE_LOCALES.defaultLocale;
export const {
  isLocaleId,
  localeOfPath,
  stripLocale,
  localizePath,
  localeFromQuery,
  htmlLang,
  ogLocale,
  localeName,
  localeOfFileName,
  pick,
} = SITE_LOCALES;
