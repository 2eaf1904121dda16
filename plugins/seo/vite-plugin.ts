/**
 * Vite plugin: what search engines and tools read, written into the client build: sitemap.xml, robots.txt,
 * llms.txt, and each page's text as Markdown next to its address (/demo/simple -> /demo/simple.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { absoluteUrl, stripBase } from '../../core/base-path.ts';
import { htmlLang } from '../../core/locale.ts';
import { markdownPath } from '../../core/seo.ts';
import type { LocaleId, PageMeta } from '../../core/types.ts';
import { apiDefinition, createTableReader } from '../api/components.ts';
import type { TypeReader } from '../api/reader.ts';
import { readDemoSource } from '../content/demo-source.ts';
import { DOCS_DIR } from '../../core/content-files.ts';
import { demoIdOf } from '../../core/content-files.ts';
import { loadSite, type LoadedSite } from '../content/store.ts';
import { SITE_ORIGIN } from '../deploy/env.ts';
import { llmsTxt, robotsTxt, sitemapXml, type LlmsSection } from './files.ts';
import { cell, fenced, pageMarkdown } from './page-markdown.ts';

const WORDS: Record<LocaleId, Record<'demo' | 'live' | 'docs' | 'demos' | 'api', string>> = {
  'en-US': {
    demo: 'Demo',
    live: 'Live demo',
    docs: 'Docs',
    demos: 'Demos',
    api: '| Name | Type | Required | Description |',
  },
  'zh-CN': {
    demo: '示例',
    live: '在线示例',
    docs: '文档（中文）',
    demos: '示例（中文）',
    api: '| 属性名 | 类型 | 必填 | 说明 |',
  },
};

/** Pages in reading order: by section, group and order, as the nav and sidebar list them. */
function readingOrder(pages: PageMeta[]): PageMeta[] {
  return [...pages].sort(
    (a, b) =>
      a.nav.order - b.nav.order ||
      a.nav.path.localeCompare(b.nav.path) ||
      (a.group?.order ?? 0) - (b.group?.order ?? 0) ||
      a.order - b.order ||
      a.url.localeCompare(b.url),
  );
}

/** Every file this plugin writes, by path in the client build. */
export function seoFiles(site: LoadedSite, origin: string, base: string): Record<string, string> {
  const url = (sitePath: string) => absoluteUrl(origin, base, sitePath);
  const metas = site.pages.map((page) => page.meta);
  const twins = (meta: PageMeta) => metas.filter((other) => other.path === meta.path);
  let reader: TypeReader | undefined;
  const files: Record<string, string> = {};

  for (const { doc, meta } of site.pages) {
    const words = WORDS[meta.locale];
    files[markdownPath(meta.url).slice(1)] = pageMarkdown(fs.readFileSync(doc.file, 'utf8'), meta, {
      absolute: url,
      demo: (attrs) => {
        const file = path.resolve(path.dirname(doc.file), attrs.src);
        const id = demoIdOf(file);
        const info = site.demos[meta.locale][id];
        const entry = readDemoSource(file).files[0];
        const code = fs.readFileSync(entry.absolute, 'utf8');
        const title = attrs.title ?? info?.asset.title ?? id;
        const description = attrs.description ?? info?.asset.description;
        const live = url(`/~demos/${id}${meta.locale === 'zh-CN' ? '?locale=zh-CN' : ''}`);
        return [
          `**${words.demo}: ${title}** ([${words.live}](${live}))`,
          ...(description ? ['', description] : []),
          '',
          fenced(code, path.extname(entry.name).slice(1)),
        ].join('\n');
      },
      component: (name, attrs) => {
        if (name === 'API') {
          const definition = apiDefinition((reader ??= createTableReader()), attrs.id ?? '');
          if (!definition) return '';
          const rows = definition.props.map(
            (prop) =>
              `| \`${cell(prop.name)}\` | \`${cell(prop.type)}\` | ${prop.optional ? '' : '✓'} | ${cell(prop.description ?? '')} |`,
          );
          return [`**${definition.source}**`, '', words.api, '| --- | --- | --- | --- |', ...rows].join('\n');
        }
        if (name === 'DemoIndex') {
          const demos = readingOrder(metas.filter((other) => other.locale === meta.locale && other.demos.length));
          return demos
            .filter((other) => other.path.startsWith('demo/'))
            .map((other) => `- [${other.title}](${url(other.url)})${other.description ? `: ${other.description}` : ''}`)
            .join('\n');
        }
        return '';
      },
    });
  }

  files['sitemap.xml'] = sitemapXml(
    metas.map((meta) => {
      const languages = twins(meta);
      const english = languages.find((twin) => twin.locale === 'en-US');
      return {
        loc: url(meta.url),
        lastModified: meta.lastUpdated,
        alternates:
          languages.length > 1
            ? [
                ...languages.map((twin) => ({ hreflang: htmlLang(twin.locale), href: url(twin.url) })),
                ...(english ? [{ hreflang: 'x-default', href: url(english.url) }] : []),
              ]
            : [],
      };
    }),
  );
  files['robots.txt'] = robotsTxt(url('/sitemap.xml'));

  const sections: LlmsSection[] = (['en-US', 'zh-CN'] as LocaleId[]).flatMap((locale) => {
    const pages = readingOrder(metas.filter((meta) => meta.locale === locale));
    const link = (meta: PageMeta) => ({
      title: meta.title,
      url: url(markdownPath(meta.url)),
      description: meta.description,
    });
    return [
      { title: WORDS[locale].docs, links: pages.filter((meta) => !meta.path.startsWith('demo/')).map(link) },
      { title: WORDS[locale].demos, links: pages.filter((meta) => meta.path.startsWith('demo/')).map(link) },
    ];
  });
  files['llms.txt'] = llmsTxt(
    site.site.title,
    site.site.description,
    `Each link is a page's text as Markdown; the page itself is the same address without ".md" (${url('/')}). Chinese pages are under ${url('/zh-CN')}.`,
    sections,
  );
  return files;
}

const TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export function seoPlugin(): Plugin {
  let base = '/';
  let files: Promise<Record<string, string>> | undefined;
  return {
    name: 'rc-table-docs:seo',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      // The dev server makes them on request, again after a content file changes.
      const reset = (file: string) => {
        if (file.startsWith(DOCS_DIR)) files = undefined;
      };
      server.watcher.on('change', reset);
      server.watcher.on('add', reset);
      server.watcher.on('unlink', reset);
      server.middlewares.use((req, res, next) => {
        let name: string | undefined;
        try {
          name = stripBase(base, decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname))?.slice(1);
        } catch {
          return next();
        }
        if (!name || !TYPES[path.extname(name)]) return next();
        (files ??= loadSite().then((site) => seoFiles(site, SITE_ORIGIN, base))).then((all) => {
          if (!Object.hasOwn(all, name)) return next();
          res.setHeader('content-type', TYPES[path.extname(name)]);
          res.end(all[name]);
        }, next);
      });
    },
    async generateBundle() {
      // The prerender (server) build has no use for them: the files belong with the client's assets.
      if (this.environment.config.consumer !== 'client') return;
      for (const [fileName, source] of Object.entries(seoFiles(await loadSite(), SITE_ORIGIN, base)))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
