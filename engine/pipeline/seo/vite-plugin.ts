/**
 * Vite plugin: what search engines and tools read, written into the client build: sitemap.xml, robots.txt,
 * llms.txt, each page's text as Markdown next to its address (/demo/simple -> /demo/simple.md), and each
 * language's pages in one file (/llms-full.txt, /zh-CN/llms-full.txt).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Link, ListItem, RootContent } from 'mdast';
import type { Plugin } from 'vite';
import { absoluteUrl, stripBase } from '../../core/base-path.ts';
import { DEFAULT_LOCALE, htmlLang, LOCALES, localeName, localizePath } from '../../core/locale.ts';
import { translate, type MessageKey } from '../../core/messages.ts';
import { standaloneDemoPath } from '../../core/demo-paths.ts';
import { readingOrder } from '../../core/reading-order.ts';
import { markdownPath } from '../../core/seo.ts';
import type { LocaleId, PageMeta } from '../../core/types.ts';
import { readDemoSource } from '../content/demo-source.ts';
import { demoIdOf } from '../../core/content-files.ts';
import { loadSite, type LoadedSite } from '../content/store.ts';
import { SITE_ORIGIN } from '../deploy/env.ts';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml, type LlmsSection } from './files.ts';
import { pageMarkdown, paragraph, text } from './page-markdown.ts';
import { pluginTags } from '../site-plugins.ts';

type LoadedPage = LoadedSite['pages'][number];

/** The plugins' tags as Markdown, each as its plugin prints it; nothing for a tag that prints nothing. */
function pluginMarkdown(
  site: LoadedSite,
  meta: PageMeta,
  url: (sitePath: string) => string,
): Record<string, (props: Record<string, string>) => RootContent[]> {
  return Object.fromEntries(
    Object.entries(pluginTags()).map(([name, tag]) => [
      name,
      (props: Record<string, string>) => tag.markdown?.(props, { site, meta, url }) ?? [],
    ]),
  );
}

/**
 * One page's text as Markdown, with its demos' code and its API tables written out. `away` is for text read at
 * another address than the page's (llms-full.txt): links relative to the page become absolute too.
 */
export function pageMarkdownFile(
  site: LoadedSite,
  { doc, meta, outline }: LoadedPage,
  url: (sitePath: string) => string,
  away = false,
): string {
  const metas = site.pages.map((page) => page.meta);
  const t = (key: MessageKey) => translate(meta.locale, key);
  const link = (label: string, to: string): Link => ({ type: 'link', url: to, children: [text(label)] });
  return pageMarkdown(outline, meta, {
    absolute: url,
    ...(away ? { relative: (link: string) => new URL(link, url(meta.url)).href } : {}),
    demo: (attrs) => {
      const file = path.resolve(path.dirname(doc.file), attrs.src);
      const id = demoIdOf(file);
      const info = site.demos[meta.locale][id];
      const entry = readDemoSource(file).files[0];
      const title = attrs.title ?? info?.asset.title ?? id;
      const description = attrs.description ?? info?.asset.description;
      return [
        paragraph(
          { type: 'strong', children: [text(`${t('markdown.demo')}: ${title}`)] },
          text(' ('),
          link(t('markdown.liveDemo'), url(standaloneDemoPath(id, meta.locale))),
          text(')'),
        ),
        ...(description ? [paragraph(text(description))] : []),
        {
          type: 'code',
          lang: path.extname(entry.name).slice(1),
          value: fs.readFileSync(entry.absolute, 'utf8').trimEnd(),
        },
      ];
    },
    components: {
      ...pluginMarkdown(site, meta, url),
      DemoIndex: () => {
        const demos = readingOrder(metas.filter((other) => other.locale === meta.locale && other.demos.length));
        const items = demos
          .filter((other) => other.path.startsWith('demo/'))
          .map((other): ListItem => ({
            type: 'listItem',
            spread: false,
            children: [
              paragraph(
                link(other.title, url(other.url)),
                ...(other.description ? [text(`: ${other.description}`)] : []),
              ),
            ],
          }));
        return [{ type: 'list', ordered: false, spread: false, children: items }];
      },
      InstallTabs: ({ code = '' }) => [{ type: 'code', lang: 'bash', value: code }],
    },
  });
}

/** The site-wide files: sitemap.xml, robots.txt and llms.txt. */
export function siteFiles(site: LoadedSite, url: (sitePath: string) => string): Record<string, string> {
  const metas = site.pages.map((page) => page.meta);
  const twins = (meta: PageMeta) => metas.filter((other) => other.path === meta.path);
  const files: Record<string, string> = {};
  files['sitemap.xml'] = sitemapXml(
    LOCALES.flatMap((locale) => readingOrder(metas.filter((meta) => meta.locale === locale))).map((meta) => {
      const languages = twins(meta);
      const fallback = languages.find((twin) => twin.locale === DEFAULT_LOCALE);
      return {
        loc: url(meta.url),
        lastModified: meta.lastUpdated,
        alternates:
          languages.length > 1
            ? [
                ...languages.map((twin) => ({ hreflang: htmlLang(twin.locale), href: url(twin.url) })),
                ...(fallback ? [{ hreflang: 'x-default', href: url(fallback.url) }] : []),
              ]
            : [],
      };
    }),
  );
  files['robots.txt'] = robotsTxt(url('/sitemap.xml'));

  const sections: LlmsSection[] = [
    {
      title: 'Full text',
      links: LOCALES.map((locale) => ({
        title: `${localeName(locale)}: every page in one file`,
        url: url(llmsFullPath(locale)),
      })),
    },
  ];
  sections.push(
    ...LOCALES.flatMap((locale): LlmsSection[] => {
      const pages = readingOrder(metas.filter((meta) => meta.locale === locale));
      const link = (meta: PageMeta) => ({
        title: meta.title,
        url: url(markdownPath(meta.url)),
        description: meta.description,
      });
      return [
        {
          title: translate(locale, 'llms.docs'),
          links: pages.filter((meta) => !meta.path.startsWith('demo/')).map(link),
        },
        {
          title: translate(locale, 'llms.demos'),
          links: pages.filter((meta) => meta.path.startsWith('demo/')).map(link),
        },
      ];
    }),
  );
  files['llms.txt'] = llmsTxt(
    site.site.title,
    site.site.description,
    [
      `Each link is a page's text as Markdown; the page itself is the same address without ".md" (${url('/')}).`,
      ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(
        (locale) => `Pages in ${localeName(locale)} are under ${url(localizePath('/', locale))}.`,
      ),
    ].join(' '),
    sections,
  );
  return files;
}

/** Where a language's llms-full.txt is, as a site path: '/llms-full.txt', '/zh-CN/llms-full.txt'. */
export const llmsFullPath = (locale: LocaleId) =>
  locale === DEFAULT_LOCALE ? '/llms-full.txt' : `${localizePath('/', locale)}/llms-full.txt`;

/** A language's llms-full.txt: every page of that language in reading order, links absolute. */
export function llmsFullFile(site: LoadedSite, locale: LocaleId, url: (sitePath: string) => string): string {
  const pages = readingOrder(site.pages.filter((page) => page.meta.locale === locale).map((page) => page.meta)).map(
    (meta) => site.pages.find((page) => page.meta === meta)!,
  );
  const home = pages.find((page) => page.meta.url === localizePath('/', locale));
  const version = site.site.versions[site.site.packageName];
  return llmsFullTxt(
    `${site.site.title}${version ? ` (${site.site.packageName} ${version})` : ''}`,
    home?.meta.description ?? site.site.description,
    pages.map((page) => ({ url: url(page.meta.url), markdown: pageMarkdownFile(site, page, url, true) })),
  );
}

/** Every file this plugin writes, by path in the client build. */
export function seoFiles(site: LoadedSite, origin: string, base: string): Record<string, string> {
  const url = (sitePath: string) => absoluteUrl(origin, base, sitePath);
  const files = siteFiles(site, url);
  for (const page of site.pages) files[markdownPath(page.meta.url).slice(1)] = pageMarkdownFile(site, page, url);
  for (const locale of LOCALES) files[llmsFullPath(locale).slice(1)] = llmsFullFile(site, locale, url);
  return files;
}

/** One file this plugin writes, by its path in the client build; undefined when the path is none of them. */
export function seoFile(site: LoadedSite, origin: string, base: string, name: string): string | undefined {
  const url = (sitePath: string) => absoluteUrl(origin, base, sitePath);
  const full = LOCALES.find((locale) => llmsFullPath(locale).slice(1) === name);
  if (full) return llmsFullFile(site, full, url);
  if (!name.endsWith('.md')) return siteFiles(site, url)[name];
  const page = site.pages.find((candidate) => markdownPath(candidate.meta.url).slice(1) === name);
  return page && pageMarkdownFile(site, page, url);
}

const TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export function seoPlugin(): Plugin {
  let base = '/';
  return {
    name: 'docs-engine:seo',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      // The dev server makes the one file asked for, from the content store (which follows file changes). Module
      // requests (a page's own `.md` file, with or without a query) never match a page's Markdown address.
      server.middlewares.use((req, res, next) => {
        let name: string | undefined;
        try {
          name = stripBase(base, decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname))?.slice(1);
        } catch {
          return next();
        }
        if (!name || !TYPES[path.extname(name)]) return next();
        loadSite().then((site) => {
          const text = seoFile(site, SITE_ORIGIN, base, name);
          if (text === undefined) return next();
          res.setHeader('content-type', TYPES[path.extname(name)]);
          res.end(text);
        }, next);
      });
    },
    async generateBundle() {
      // The prerender (server) build has no use for them: the files belong with the client's assets.
      if (this.environment.config.consumer !== 'client') return;
      const files = seoFiles(await loadSite(), SITE_ORIGIN, base);
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
