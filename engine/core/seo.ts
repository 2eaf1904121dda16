/**
 * What search engines, link previews and tools read from a page's head: canonical address, language alternates,
 * Open Graph and Twitter cards, and where the page's Markdown is. Pure: the caller gives origin and base path.
 */
import { absoluteUrl, joinBase } from './base-path.ts';
import { DEFAULT_LOCALE, htmlLang, ogLocale } from './locale.ts';
import type { LocaleId } from './types.ts';

/** The address of a page's text as Markdown: '/demo/simple' -> '/demo/simple.md', '/' -> '/index.md'. */
export function markdownPath(url: string): string {
  return url === '/' ? '/index.md' : `${url}.md`;
}

export interface HeadPage {
  title: string;
  description?: string;
  locale: LocaleId;
  /** The page's site path ('/demo/simple', '/zh-CN/demo/simple'); none for the 404 page. */
  url?: string;
  /** The page's site path in each language it is written in (itself included). */
  alternates?: Partial<Record<LocaleId, string>>;
  /** Whether the page's text is published as Markdown (content pages). */
  markdown?: boolean;
}

export interface HeadSite {
  title: string;
  description: string;
  /** Public origin: 'https://react-component.github.io'. */
  origin: string;
  /** '/' or '/table/'. */
  base: string;
}

/** A page's head tags, after its <title> (engine/app/site/head.ts writes them). */
export function headTags(page: HeadPage, site: HeadSite) {
  const url = (path: string) => absoluteUrl(site.origin, site.base, path);
  const description = page.description ?? site.description;
  const alternates = page.alternates ?? {};
  const languages = Object.entries(alternates) as [LocaleId, string][];
  const fallback = alternates[DEFAULT_LOCALE] ?? page.url;
  return [
    { name: 'description', content: description },
    ...(page.url ? [{ tagName: 'link' as const, rel: 'canonical', href: url(page.url) }] : []),
    ...(languages.length > 1 && fallback
      ? [
          ...languages.map(([locale, path]) => ({
            tagName: 'link' as const,
            rel: 'alternate',
            hrefLang: htmlLang(locale),
            href: url(path),
          })),
          { tagName: 'link' as const, rel: 'alternate', hrefLang: 'x-default', href: url(fallback) },
        ]
      : []),
    ...(page.url && page.markdown
      ? [
          {
            tagName: 'link' as const,
            rel: 'alternate',
            type: 'text/markdown',
            href: joinBase(site.base, markdownPath(page.url)),
          },
        ]
      : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.title },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
    ...(page.url ? [{ property: 'og:url', content: url(page.url) }] : []),
    { property: 'og:locale', content: ogLocale(page.locale) },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: description },
  ];
}
