/**
 * The content store: every content file parsed once, cached by its text, shared by every plugin in the process.
 * Vite loads its config (and so each plugin) several times per build and per dev server; the cache lives on
 * `globalThis` so that all those copies share it. A changed file is parsed again on the next `site()`; the others
 * come from the cache.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../../site.config.ts';
import type { ApiRowRef, DemoInfo, LocaleId, PageMeta, Segment, SiteData } from '../../core/types.ts';
import { readDemoSource, installedVersion } from './demo-source.ts';
import type { Heading, TableRowData } from 'mdast';
import { readCache, writeCache } from './disk-cache.ts';
import { sitePlugins } from '../site-plugins.ts';
import { lastUpdatedTimes } from './git-dates.ts';
import type { LoadedSite } from './loaded-site.ts';
import { outlineMarkdown, renderOutline, typedSamples, type MarkdownOutline, type ParsedMarkdown } from './markdown.ts';
import { SITE_ORIGIN } from '../deploy/env.ts';
import { DEFAULT_LOCALE, LOCALES, pick } from '../../core/locale.ts';
import { pairHeadingIds, rowAnchor, type HeadingRef } from '../../core/heading-ids.ts';
import { readFrontMatter, type FrontMatter } from './front-matter.ts';
import { demoIdOf, urlOf, type DocFile } from '../../core/content-files.ts';
import { DOCS_DIR, forgetDocs, scanDocs } from './docs-folder.ts';
import { ROOT } from '../paths.ts';
import { LIVE_MODULES } from '../../core/live-modules.ts';
import { packageOf } from '../../core/package-of.ts';

export { ROOT };

export type { LoadedPage, LoadedSite } from './loaded-site.ts';

interface ParsedFile {
  text: string;
  /** The outline with every prop's history in its API tables (history-rows.ts); `raw` without, as the disk keeps it. */
  outline: MarkdownOutline;
  raw: MarkdownOutline;
  html?: Promise<ParsedMarkdown>;
  /** The file with its twin's heading ids (a translated page), kept while the pairs are the same. */
  twinned?: { key: string; file: ParsedFile };
}

interface StoreCache {
  /** Parsed markdown by file, with the text it was parsed from. */
  parsed: Map<string, ParsedFile>;
  /** The whole site, until a content file changes. */
  site?: Promise<LoadedSite>;
  times?: Map<string, number>;
  /** Outlines from the disk cache, and whether this process parsed a file the disk cache lacks. */
  disk?: DiskCache;
  diskStale?: boolean;
}

const CACHE_KEY = Symbol.for('docs-engine:content-store');
const cache: StoreCache = ((globalThis as Record<symbol, StoreCache>)[CACHE_KEY] ??= { parsed: new Map() });

/**
 * Outlines kept on disk between processes, so a new dev server or build does not parse every page again. An entry
 * holds for the same text parsed by the same parser (markdown.ts and the tags it reads, engine/core/content-tags.ts): a
 * change to either parses the file again.
 */
const OUTLINES = 'outlines.json';
type DiskCache = Record<string, { key: string; outline: MarkdownOutline }>;

const hash = (text: string) => createHash('sha1').update(text).digest('hex');
let parserKey: string | undefined;
const PARSER_FILES = ['engine/pipeline/content/markdown.ts', 'engine/core/content-tags.ts'];
const keyOf = (text: string) =>
  hash(
    (parserKey ??= hash(PARSER_FILES.map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8')).join('\n'))) + text,
  );

/** Writes the outlines of the files the site has now. */
function writeDiskCache(docs: DocFile[]): void {
  const entries = docs.flatMap((doc) => {
    const parsed = cache.parsed.get(doc.file);
    return parsed ? [[path.relative(ROOT, doc.file), { key: keyOf(parsed.text), outline: parsed.raw }]] : [];
  });
  writeCache(OUTLINES, Object.fromEntries(entries));
}

function parseFile(doc: DocFile): ParsedFile {
  const text = fs.readFileSync(doc.file, 'utf8');
  const known = cache.parsed.get(doc.file);
  if (known?.text === text) return known;
  const stored = (cache.disk ??= readCache<DiskCache>(OUTLINES) ?? {})[path.relative(ROOT, doc.file)];
  let outline: MarkdownOutline;
  if (stored?.key === keyOf(text)) outline = stored.outline;
  else {
    try {
      outline = outlineMarkdown(text);
    } catch (error) {
      throw new Error(`docs/${doc.rel}: ${(error as Error).message}`);
    }
    cache.diskStale = true;
  }
  // The plugins' changes to the page, in the order the site lists them.
  const changed = sitePlugins().reduce((page, plugin) => plugin.outline?.(page, doc.locale) ?? page, outline);
  const parsed: ParsedFile = { text, outline: changed, raw: outline };
  cache.parsed.set(doc.file, parsed);
  return parsed;
}

/** Every heading of an outline with an id, in the page's order (the toc lists those of levels 2 and 3). */
function headingNodes(outline: MarkdownOutline): Heading[] {
  return Object.values(outline.segments)
    .flat()
    .flatMap((segment) => (segment.type === 'blocks' ? segment.nodes : []))
    .filter((node): node is Heading => node.type === 'heading' && typeof node.data?.hProperties?.id === 'string');
}

const headingRefs = (outline: MarkdownOutline): HeadingRef[] =>
  headingNodes(outline).map((node) => ({ depth: node.depth, id: String(node.data!.hProperties!.id) }));

/** An in-page link (`#id`, percent-encoded or not) to a renamed heading, renamed with it. */
function renamedLink(url: string, pairs: Map<string, string>): string {
  if (!url.startsWith('#')) return url;
  let id = url.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: looked up as written.
  }
  const renamed = pairs.get(id);
  return renamed === undefined ? url : `#${renamed}`;
}

/** A translated page takes the heading ids of its default-language twin (engine/core/heading-ids.ts), and its links follow. */
function withTwinIds(file: ParsedFile, twin: MarkdownOutline | undefined): ParsedFile {
  if (!twin) return file;
  const pairs = pairHeadingIds(headingRefs(file.outline), headingRefs(twin));
  if (!pairs.size) return file;
  const key = JSON.stringify([...pairs]);
  if (file.twinned?.key === key) return file.twinned.file;
  const outline: MarkdownOutline = structuredClone(file.outline);
  for (const node of headingNodes(outline)) {
    const id = String(node.data!.hProperties!.id);
    node.data!.hProperties!.id = pairs.get(id) ?? id;
  }
  const renamedRow = (row: ApiRowRef): ApiRowRef => ({ ...row, section: pairs.get(row.section) ?? row.section });
  const visit = (node: { type: string; url?: string; children?: unknown[]; data?: TableRowData }) => {
    if (node.type === 'link' && node.url) node.url = renamedLink(node.url, pairs);
    const row = node.type === 'tableRow' ? node.data?.apiRow : undefined;
    if (row) {
      const renamed = renamedRow(row);
      node.data = {
        ...node.data,
        apiRow: renamed,
        // Other properties of the row (the lens's data-prop, history-rows.ts) stay.
        hProperties: { ...node.data?.hProperties, id: rowAnchor(renamed.section, renamed.name, renamed.repeat) },
      };
    }
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  for (const segment of Object.values(outline.segments).flat())
    if (segment.type === 'blocks') for (const node of segment.nodes) visit(node);
  outline.toc = outline.toc.map((entry) => ({ ...entry, id: pairs.get(entry.id) ?? entry.id }));
  outline.texts = outline.texts.map((text) => (text.row ? { ...text, row: renamedRow(text.row) } : text));
  const hero = (outline.frontmatter as FrontMatter).hero;
  for (const action of hero?.actions ?? []) action.link = renamedLink(action.link, pairs);
  file.twinned = { key, file: { text: file.text, outline, raw: file.raw } };
  return file.twinned.file;
}

function renderFile(doc: DocFile, file: ParsedFile): Promise<ParsedMarkdown> {
  file.html ??= renderOutline(file.outline).catch((error: Error) => {
    file.html = undefined;
    throw new Error(`docs/${doc.rel}: ${error.message}`);
  });
  return file.html;
}

function loadPage(
  doc: DocFile,
  times: Map<string, number>,
  demoFiles: Record<string, string>,
  twin: MarkdownOutline | undefined,
) {
  const file = withTwinIds(parseFile(doc), twin);
  const parsed = file.outline;
  const { groups } = siteConfig.themeConfig;
  const fm = readFrontMatter(
    `docs/${doc.rel}`,
    parsed.frontmatter,
    groups.map((g) => g.key),
  );
  const group = groups.find((g) => g.key === fm.group);
  const demos: DemoInfo[] = [];
  const segments: Record<string, Segment[]> = {};
  for (const [tab, raw] of Object.entries(parsed.segments)) {
    segments[tab] = raw.map((segment) => {
      if (segment.type === 'blocks') return { type: 'html', html: '' };
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
    ...(group
      ? { group: { key: group.key, title: pick(group.title, doc.locale) ?? group.key, order: group.order } }
      : {}),
    order: fm.order ?? 0,
    ...(fm.hero ? { hero: fm.hero } : {}),
    ...(parsed.tabs.length ? { tabs: parsed.tabs } : {}),
    demos: demos.map((demo) => demo.id),
  };
  // Rendering keeps every segment in place and fills in the HTML ones.
  const render = async () => {
    const html = (await renderFile(doc, file)).segments;
    return Object.fromEntries(
      Object.entries(segments).map(([tab, list]) => [
        tab,
        list.map((segment, i) => {
          const rendered = html[tab][i];
          return segment.type === 'html' && rendered.type === 'html'
            ? { type: 'html' as const, html: rendered.html }
            : segment;
        }),
      ]),
    );
  };
  return { meta, texts: parsed.texts, segments, render, samples: typedSamples(parsed), demos, fm, outline: parsed };
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
      ...(owner?.fm.nav?.hidden ? { hidden: true } : {}),
    };
  }
}

/** The installed versions of the site's library and the packages its demos import. */
function siteVersions(): Record<string, string> {
  const names = new Set([siteConfig.packageName, ...LIVE_MODULES.map(packageOf)]);
  return Object.fromEntries([...names].sort().map((name) => [name, installedVersion(name)]));
}

/** The site from the content files, loaded once and kept until `invalidateSite()`. */
export function loadSite(): Promise<LoadedSite> {
  cache.site ??= readSite(DOCS_DIR).catch((error: unknown) => {
    cache.site = undefined; // a broken file is reported again on the next request, not remembered
    throw error;
  });
  return cache.site;
}

/** A content file changed, appeared or went away: the next `loadSite()` reads the folder again (and only that file). */
export function invalidateSite(): void {
  cache.site = undefined;
  forgetDocs();
}

async function readSite(docsDir: string): Promise<LoadedSite> {
  // Dates come from commits, which a dev session does not make: read them once per process.
  const times = (cache.times ??= lastUpdatedTimes(ROOT, docsDir));
  const demoFiles: Record<string, string> = {};
  const docs = scanDocs(docsDir);
  const originals = new Map(
    docs.filter((doc) => doc.locale === DEFAULT_LOCALE).map((doc) => [doc.path, parseFile(doc).outline]),
  );
  const loaded = docs.map((doc) =>
    loadPage(doc, times, demoFiles, doc.locale === DEFAULT_LOCALE ? undefined : originals.get(doc.path)),
  );
  if (cache.diskStale) {
    writeDiskCache(docs);
    cache.diskStale = false;
  }
  assignNav(loaded);
  const demos = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<LocaleId, Record<string, DemoInfo>>;
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
    editLink: siteConfig.editLink,
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
    render: page.render,
    samples: page.samples,
    outline: page.outline,
  }));
  return { pages, site, demos, demoFiles };
}
