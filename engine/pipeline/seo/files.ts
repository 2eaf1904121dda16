/** sitemap.xml, robots.txt and llms.txt from the site's page list. Pure: addresses come in absolute. */
import { escapeMarkup } from '../../core/escape-markup.ts';

export interface SitemapEntry {
  /** Absolute address of the page. */
  loc: string;
  /** The page in each language it is written in, by hreflang ('en', 'zh-CN', 'x-default'). */
  alternates: { hreflang: string; href: string }[];
  /** Last change, as a time stamp in milliseconds. */
  lastModified?: number;
}

/** The sitemap protocol's XML, with the pages' language alternates. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeMarkup(entry.loc)}</loc>`,
      ...(entry.lastModified === undefined
        ? []
        : [`    <lastmod>${new Date(entry.lastModified).toISOString().slice(0, 10)}</lastmod>`]),
      ...entry.alternates.map(
        (link) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(link.hreflang)}" href="${escapeMarkup(link.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled; the sitemap says what there is. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

export interface LlmsSection {
  title: string;
  links: { title: string; url: string; description?: string }[];
}

/** llms.txt: the site's title, a one-line summary, then a linked list of every page by section. */
export function llmsTxt(title: string, summary: string, details: string, sections: LlmsSection[]): string {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const lines = [`# ${oneLine(title)}`, '', `> ${oneLine(summary)}`, '', oneLine(details)];
  for (const section of sections) {
    lines.push('', `## ${oneLine(section.title)}`, '');
    for (const link of section.links)
      lines.push(
        `- [${oneLine(link.title).replace(/[[\]]/g, '\\$&')}](${link.url})${link.description ? `: ${oneLine(link.description)}` : ''}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * llms-full.txt: one language's pages in one file, for readers that take a whole site at once. A heading and a
 * summary, then each page in the order given, opened by a rule and the page's address.
 */
export function llmsFullTxt(title: string, summary: string, pages: { url: string; markdown: string }[]): string {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const parts = [`# ${oneLine(title)}\n\n> ${oneLine(summary)}\n`];
  for (const page of pages) parts.push(`---\n\nSource: ${page.url}\n\n${page.markdown.trimEnd()}\n`);
  return parts.join('\n');
}
