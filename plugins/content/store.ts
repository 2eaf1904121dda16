/** Loads every content file once per build: page metadata, segments, demos and site data. */
import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../site.config.ts';
import type { DemoInfo, LocaleId, PageIndexData, PageMeta, Segment, SiteData } from '../../app/site/types.ts';
import { readDemoSource, installedVersion } from './demo-source.ts';
import { lastUpdatedTimes } from './git-dates.ts';
import { parseMarkdown } from './markdown.ts';
import { SITE_ORIGIN } from '../deploy/env.ts';
import { DOCS_DIR, scanDocs, urlOf, type DocFile } from './scan.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface LoadedPage {
  doc: DocFile;
  meta: PageMeta;
  index: PageIndexData;
  segments: Record<string, Segment[]>;
}

export interface LoadedSite {
  pages: LoadedPage[];
  site: SiteData;
  /** Demos by locale, then id: titles and descriptions come from the page in that language. */
  demos: Record<LocaleId, Record<string, DemoInfo>>;
  /** Demo id -> absolute path of its example file. */
  demoFiles: Record<string, string>;
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
    [...fs.readFileSync(doc.file, 'utf8').matchAll(/^<code\s[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/code>\s*$/gm)].map(
      (match) => demoIdOf(path.resolve(path.dirname(doc.file), match[1])),
    ),
  );
  return [...new Set(ids)].sort();
}

interface FrontMatter {
  title?: string;
  description?: string;
  order?: number;
  group?: string;
  keywords?: string[];
  nav?: { title?: string; order?: number };
  hero?: PageMeta['hero'];
}

async function loadPage(doc: DocFile, times: Map<string, number>, demoFiles: Record<string, string>) {
  const parsed = await parseMarkdown(fs.readFileSync(doc.file, 'utf8')).catch((error: Error) => {
    throw new Error(`docs/${doc.rel}: ${error.message}`);
  });
  const fm = parsed.frontmatter as FrontMatter;
  const group = fm.group ? siteConfig.themeConfig.groups.find((g) => g.key === fm.group) : undefined;
  if (fm.group && !group) throw new Error(`${doc.rel}: unknown group "${fm.group}" (see site.config.ts)`);
  const demos: DemoInfo[] = [];
  const segments: Record<string, Segment[]> = {};
  for (const [tab, raw] of Object.entries(parsed.segments)) {
    segments[tab] = raw.map((segment) => {
      if (segment.type !== 'demo') return segment;
      const file = path.resolve(path.dirname(doc.file), segment.src);
      if (!fs.existsSync(file)) throw new Error(`${doc.rel}: demo file not found: ${segment.src}`);
      const id = demoIdOf(file);
      const source = readDemoSource(file);
      demoFiles[id] = file;
      demos.push({
        id,
        routeId: doc.routeId,
        pagePath: doc.path,
        asset: {
          id,
          title: segment.attrs.title ?? parsed.title,
          description: segment.attrs.description ?? fm.description,
          keywords: fm.keywords,
          dependencies: source.dependencies,
        },
        context: source.context,
        file: path.relative(ROOT, file),
        ...(segment.attrs.iframe ? { iframe: Number(segment.attrs.iframe) || 300 } : {}),
      });
      // A page may retitle a demo it borrows (the home page's example) or show it in an iframe; the registry keeps the demo page's.
      const { title, description, iframe } = segment.attrs;
      return {
        type: 'demo',
        id,
        ...(title ? { title } : {}),
        ...(description ? { description } : {}),
        ...(iframe ? { iframe: Number(iframe) || 300 } : {}),
      };
    });
  }
  const meta: PageMeta = {
    path: doc.path,
    locale: doc.locale,
    url: doc.url,
    title: parsed.title,
    ...(fm.description ? { description: fm.description } : {}),
    filename: `docs/${doc.rel}`,
    ...(times.has(doc.file) ? { lastUpdated: times.get(doc.file) } : {}),
    toc: parsed.toc,
    nav: { title: '', path: '', order: 0 }, // filled in once every page is known
    ...(group ? { group: { key: group.key, title: group.title[doc.locale], order: group.order } } : {}),
    order: fm.order ?? 0,
    ...(fm.hero ? { hero: fm.hero } : {}),
    ...(parsed.tabs.length ? { tabs: parsed.tabs } : {}),
    demos: demos.map((demo) => demo.id),
  };
  return { meta, texts: parsed.texts, segments, demos, fm };
}

/** The top-nav entry of a page: its first path segment, titled by that section's own index page. */
function assignNav(pages: { meta: PageMeta; fm: FrontMatter }[]) {
  for (const page of pages) {
    const prefix = page.meta.path.split('/')[0];
    const owner = pages.find((p) => p.meta.locale === page.meta.locale && p.meta.path === prefix);
    page.meta.nav = {
      title: owner?.fm.nav?.title ?? owner?.meta.title ?? prefix,
      path: urlOf(page.meta.locale, prefix),
      order: owner?.fm.nav?.order ?? 0,
    };
  }
}

function siteVersions(): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.fromEntries(Object.keys(manifest.dependencies).map((name) => [name, installedVersion(name)]));
}

export async function loadSite(docsDir = DOCS_DIR): Promise<LoadedSite> {
  const times = lastUpdatedTimes(ROOT, docsDir);
  const demoFiles: Record<string, string> = {};
  const docs = scanDocs(docsDir);
  const loaded = await Promise.all(docs.map((doc) => loadPage(doc, times, demoFiles)));
  assignNav(loaded);
  const demos = { 'en-US': {}, 'zh-CN': {} } as Record<LocaleId, Record<string, DemoInfo>>;
  // A demo's home is the page named after it (demo/<id>), else a page under demo/; other pages showing it only borrow it.
  const rank = (demo: DemoInfo) =>
    demo.pagePath === `demo/${demo.id}` ? 2 : demo.pagePath.startsWith('demo/') ? 1 : 0;
  for (const page of loaded) {
    for (const demo of page.demos) {
      const known = demos[page.meta.locale][demo.id];
      if (!known || rank(demo) > rank(known)) demos[page.meta.locale][demo.id] = demo;
    }
  }
  const site: SiteData = {
    title: siteConfig.title,
    description: siteConfig.description,
    origin: SITE_ORIGIN,
    packageName: siteConfig.packageName,
    repository: siteConfig.repository,
    locales: siteConfig.locales,
    themeConfig: siteConfig.themeConfig,
    // The layout needs titles and places, not tables of contents.
    pages: loaded.map(({ meta }) => ({ ...meta, toc: [] })),
    versions: siteVersions(),
  };
  const pages = loaded.map((page, i) => ({
    doc: docs[i],
    meta: page.meta,
    index: { ...page.meta, texts: page.texts },
    segments: page.segments,
  }));
  return { pages, site, demos, demoFiles };
}
