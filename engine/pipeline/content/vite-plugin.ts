/**
 * Vite plugin: docs/*.md become page route modules; the route table, site data and the demo registry become virtual
 * modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { codeTypes, type CodeSample } from './code-types.ts';
import { highlight } from './highlight.ts';
import { readDemoSource } from './demo-source.ts';
import { demoIds, DOCS_DIR, scanDocs } from './docs-folder.ts';
import { LOCALES } from '../../core/locale.ts';
import { missingTwins } from '../../core/content-files.ts';
import { invalidateSite, loadSite, ROOT, type LoadedSite } from './store.ts';
import type { LayoutPage, LocaleId, PageMeta, SiteData } from '../../core/types.ts';
import { withBaseInHtml } from '../../core/base-path.ts';
import { pluginsModule } from './plugins-module.ts';
import { LIVE_MODULES, liveModulesSource } from '../../core/live-modules.ts';
import siteConfig from '../../../site.config.ts';
import { SITE_DIR } from '../paths.ts';
import { sitePlugins } from '../site-plugins.ts';
import { routesModule } from './routes-module.ts';

const SITE_DATA = 'virtual:site-data';
const DEMOS = 'virtual:demos';
const DEMO_INFO = 'virtual:demo-info';
const DEMO_SOURCE = 'virtual:demo-source/';
const PAGES = 'virtual:pages/';
const ALL_PAGES = 'virtual:pages';
const PAGE_HTML = 'virtual:page-html/';
const SITE_PLUGINS = 'virtual:site-plugins';
const LIVE_MODULES_ID = 'virtual:live-modules';
const DEMO_STYLESHEET = 'virtual:demo-stylesheet';
const DEMO_STYLESHEET_TEXT = 'virtual:demo-stylesheet-text';
const ROUTES = 'virtual:routes';

function importPath(from: string, to: string): string {
  const rel = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

type LoadedPage = LoadedSite['pages'][number];

function findPage(site: LoadedSite, file: string): LoadedPage {
  const page = site.pages.find((p) => p.doc.file === file);
  if (!page) throw new Error(`No page for ${file}`);
  return page;
}

/** Each HTML segment of a page by `${tab}/${index}` (engine/app/site/page-html.ts). */
async function pageHtml(page: LoadedPage): Promise<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(await page.render()).flatMap(([tab, segments]) =>
      segments.flatMap((segment, i) => (segment.type === 'html' ? [[`${tab}/${i}`, segment.html]] : [])),
    ),
  );
}

/** The page's address in each language it is written in. */
function alternatesOf(site: LoadedSite, page: LoadedPage): Partial<Record<LocaleId, string>> {
  const twins = site.pages.filter((other) => other.meta.path === page.meta.path);
  return Object.fromEntries(twins.map((twin) => [twin.meta.locale, twin.meta.url]));
}

/**
 * A page's route module. With `splitHtml` its HTML segments are left out: the prerendered document has them, and
 * client navigation loads them from the page's own HTML chunk.
 */
async function pageModule(site: LoadedSite, file: string, splitHtml: boolean): Promise<string> {
  const page = findPage(site, file);
  // A landing page's demos hydrate once their code arrives: their HTML is prerendered, and the table library
  // stays out of the page's first load. A demo page loads its demo with it, ready for the first click.
  const deferred = Boolean(page.meta.hero);
  const lines = [
    `import { jsx } from 'react/jsx-runtime';`,
    ...(deferred
      ? [`import { lazyChunk } from '${importPath(file, path.join(ROOT, 'engine/app/site/chunks.ts'))}';`]
      : []),
    `import DocPage from '${importPath(file, path.join(ROOT, 'engine/app/theme/DocPage.tsx'))}';`,
    `import { pageMeta } from '${importPath(file, path.join(ROOT, 'engine/app/site/page-meta.ts'))}';`,
    `import pages from '${PAGES}${page.meta.locale}';`,
  ];
  const demoEntries = page.meta.demos.map((id, i) => {
    const demoFile = importPath(file, site.demoFiles[id]);
    if (deferred) {
      // The demo's stylesheets still come with the page, so its prerendered table is styled from the start.
      for (const { absolute } of readDemoSource(site.demoFiles[id]).files.filter((f) => f.absolute.endsWith('.css')))
        lines.push(`import '${importPath(file, absolute)}';`);
      lines.push(`const Demo${i} = lazyChunk(() => import('${demoFile}'));`);
    } else {
      lines.push(`import Demo${i} from '${demoFile}';`);
    }
    return `${JSON.stringify(id)}: { Demo: Demo${i}, source: () => import(${JSON.stringify(DEMO_SOURCE + id)}) }`;
  });
  const content = {
    meta: page.meta,
    tabs: splitHtml ? page.segments : await page.render(),
    demos: Object.fromEntries(page.meta.demos.map((id) => [id, site.demos[page.meta.locale][id]])),
    ...demoIndexDescriptions(site, page),
  };
  lines.push(
    `const content = ${JSON.stringify(content)};`,
    `const demos = { ${demoEntries.join(', ')} };`,
    `export const meta = () => pageMeta(content.meta, ${JSON.stringify(alternatesOf(site, page))});`,
    splitHtml
      ? `const loadHtml = () => import(${JSON.stringify(PAGE_HTML + path.relative(DOCS_DIR, file))});`
      : `const loadHtml = undefined;`,
    // The exports of a route module (engine/app/site/router/site-router.ts, RouteModule).
    `export { pages, loadHtml };`,
    `export default function Page() { return jsx(DocPage, { content, demos, loadHtml }); }`,
  );
  return lines.join('\n');
}

/** A demo's files that are TypeScript, as samples for their types. */
function demoSamples(file: string): CodeSample[] {
  return readDemoSource(file)
    .files.filter(({ name }) => /\.tsx?$/.test(name))
    .map(({ name, absolute }) => ({
      code: fs.readFileSync(absolute, 'utf8'),
      lang: name.endsWith('x') ? 'tsx' : 'ts',
      file: absolute,
    }));
}

async function demoSourceModule(site: LoadedSite, id: string): Promise<string> {
  const file = site.demoFiles[id];
  if (!file) throw new Error(`Unknown demo ${id}`);
  const samples = demoSamples(file);
  const types = await codeTypes(samples);
  const files = await Promise.all(
    readDemoSource(file).files.map(async ({ name, absolute }, i) => {
      const code = fs.readFileSync(absolute, 'utf8');
      const lang = path.extname(name).slice(1) || 'text';
      const hints = types[samples.findIndex((sample) => sample.file === absolute)];
      return { name, code, html: await highlight(code, lang, hints && { hints, idPrefix: `${id}-${i}-type` }) };
    }),
  );
  return `export default ${JSON.stringify({ id, files })};`;
}

/**
 * Every TypeScript sample of the site, to have their types read as one program before the build asks for any
 * page: far faster than one program per page.
 */
function allSamples(site: LoadedSite): CodeSample[] {
  return [...site.pages.flatMap((page) => page.samples), ...Object.values(site.demoFiles).flatMap(demoSamples)];
}

/** A page with a `<DemoIndex>` carries the descriptions of the pages it lists; the layout's page list has none. */
function demoIndexDescriptions(site: LoadedSite, page: LoadedPage): { descriptions?: Record<string, string> } {
  const segments = Object.values(page.segments).flat();
  if (!segments.some((segment) => segment.type === 'component' && segment.name === 'DemoIndex')) return {};
  const described = site.site.pages.filter((other) => other.locale === page.meta.locale && other.description);
  return { descriptions: Object.fromEntries(described.map((other) => [other.url, other.description!])) };
}

/** One language's pages, reduced to what the nav, sidebar and footer use (engine/core/types.ts, LayoutPage). */
function layoutPages(pages: PageMeta[], locale: LocaleId): LayoutPage[] {
  return pages
    .filter((page) => page.locale === locale)
    .map(({ url, title, nav, group, order, hero }) => ({
      locale,
      url,
      title,
      nav,
      ...(group ? { group } : {}),
      order,
      ...(hero ? { hero } : {}),
    }));
}

/** The site's configuration, without pages: every page has it in its first load. */
/** The site's data for the layout: what the browser uses (the build's own settings stay with the build). */
function configData({ pages: _pages, themeConfig, ...config }: SiteData): Omit<SiteData, 'pages'> {
  const { demoStylesheet: _stylesheet, searchSynonyms: _synonyms, ...browser } = themeConfig;
  return { ...config, themeConfig: browser };
}

function demosModule(site: LoadedSite): string {
  const entries = Object.entries(site.demoFiles).map(
    ([id, file]) =>
      `  ${JSON.stringify(id)}: { load: () => import(${JSON.stringify(file)}), source: () => import(${JSON.stringify(DEMO_SOURCE + id)}) },`,
  );
  return `export const demos = {\n${entries.join('\n')}\n};`;
}

/** The pages' HTML with their same-site links under the base path the site is built for. */
function underBase(site: LoadedSite, base: string): LoadedSite {
  if (base === '/') return site;
  const pages = site.pages.map((page) => ({
    ...page,
    render: async () =>
      Object.fromEntries(
        Object.entries(await page.render()).map(([tab, segments]) => [
          tab,
          segments.map((segment) =>
            segment.type === 'html' ? { ...segment, html: withBaseInHtml(segment.html, base) } : segment,
          ),
        ]),
      ),
  }));
  return { ...site, pages };
}

const stylesheetOption = siteConfig.themeConfig.demoStylesheet;
const demoStylesheet = stylesheetOption && path.join(SITE_DIR, stylesheetOption).split(path.sep).join('/');

export function contentPlugin(): Plugin {
  let base = '/';
  // The store keeps the site; this only puts the pages' links under the base path, per request.
  const getSite = () => loadSite().then((loaded) => underBase(loaded, base));
  let server: ViteDevServer | undefined;
  let building = false;
  return {
    name: 'docs-engine:content',
    enforce: 'pre',
    configureServer(dev) {
      server = dev;
      const invalidate = (ids: string[]) => {
        for (const id of ids) {
          const mod = server?.moduleGraph.getModuleById(id);
          if (mod) server?.moduleGraph.invalidateModule(mod);
        }
      };
      const reload = (file: string) => {
        if (!file.startsWith(DOCS_DIR)) return;
        invalidateSite();
        // A page changed: the page lists and site data may have too. An example changed: only what shows its code.
        if (file.endsWith('.md'))
          invalidate([
            `\0${SITE_DATA}`,
            `\0${DEMOS}`,
            `\0${PAGE_HTML}${path.relative(DOCS_DIR, file)}`,
            `\0${ALL_PAGES}`,
            // A page added or removed: the route table.
            `\0${ROUTES}`,
            ...LOCALES.map((locale) => `\0${PAGES}${locale}`),
          ]);
        else
          invalidate([
            `\0${DEMO_INFO}`,
            ...[...(server?.moduleGraph.idToModuleMap.keys() ?? [])].filter((id) => id.startsWith(`\0${DEMO_SOURCE}`)),
          ]);
      };
      dev.watcher.on('change', reload);
      dev.watcher.on('add', reload);
      dev.watcher.on('unlink', reload);
    },
    resolveId(id) {
      if (
        id === SITE_DATA ||
        id === DEMOS ||
        id === DEMO_INFO ||
        id === ALL_PAGES ||
        id === SITE_PLUGINS ||
        id === LIVE_MODULES_ID ||
        id === DEMO_STYLESHEET ||
        id === DEMO_STYLESHEET_TEXT ||
        id === ROUTES ||
        id.startsWith(DEMO_SOURCE) ||
        id.startsWith(PAGES) ||
        id.startsWith(PAGE_HTML)
      )
        return `\0${id}`;
    },
    async load(id, options) {
      if (id === `\0${ROUTES}`)
        return routesModule(
          ROOT,
          scanDocs(),
          demoIds(),
          Boolean(options?.ssr),
          path.relative(ROOT, DOCS_DIR).split(path.sep).join('/'),
        );
      // Site data is in every page's first load: only what the layout needs. Demo details live with their pages.
      if (id === `\0${SITE_DATA}`) return `export default ${JSON.stringify(configData((await getSite()).site))};`;
      if (id === `\0${ALL_PAGES}`) {
        const { site: data } = await getSite();
        return `export default ${JSON.stringify(LOCALES.flatMap((locale) => layoutPages(data.pages, locale)))};`;
      }
      if (id.startsWith(`\0${PAGES}`)) {
        const { site: data } = await getSite();
        return `export default ${JSON.stringify(layoutPages(data.pages, id.slice(PAGES.length + 1) as LocaleId))};`;
      }
      if (id.startsWith(`\0${PAGE_HTML}`)) {
        const page = findPage(await getSite(), path.join(DOCS_DIR, id.slice(PAGE_HTML.length + 1)));
        return `export default ${JSON.stringify(await pageHtml(page))};`;
      }
      if (id === `\0${LIVE_MODULES_ID}`) return liveModulesSource(LIVE_MODULES);
      // The demos' stylesheet (the site's `demoStylesheet`): with the demos, and as text for an online sandbox.
      if (id === `\0${DEMO_STYLESHEET}`) return demoStylesheet ? `import ${JSON.stringify(demoStylesheet)};` : '';
      if (id === `\0${DEMO_STYLESHEET_TEXT}`) {
        if (demoStylesheet) this.addWatchFile(demoStylesheet);
        const text = demoStylesheet ? fs.readFileSync(demoStylesheet, 'utf8') : '';
        const name = demoStylesheet ? path.basename(demoStylesheet) : 'demo.css';
        return `export default ${JSON.stringify(text)};\nexport const fileName = ${JSON.stringify(name)};`;
      }
      if (id === `\0${SITE_PLUGINS}`)
        return pluginsModule(
          sitePlugins(),
          path.join(ROOT, 'engine/app/site/chunks.ts').split(path.sep).join('/'),
          Boolean(options?.ssr),
        );
      if (id === `\0${DEMO_INFO}`) return `export default ${JSON.stringify((await getSite()).demos)};`;
      if (id === `\0${DEMOS}`) return demosModule(await getSite());
      if (id.startsWith(`\0${DEMO_SOURCE}`)) return demoSourceModule(await getSite(), id.slice(DEMO_SOURCE.length + 1));
    },
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    async buildStart() {
      if (!building) return;
      // Said once, by the browser's build (the prerender's reads the same pages).
      if (this.environment.name === 'client')
        for (const message of missingTwins(scanDocs(), LOCALES)) this.warn(message);
      // The dev server reads types only for what is asked, page by page.
      await codeTypes(allSamples(await loadSite()));
    },
    async transform(_code, id, options) {
      if (!id.endsWith('.md') || !id.startsWith(DOCS_DIR)) return;
      // Only the prerender keeps every page's HTML in its module (it renders them all anyway). The browser build
      // leaves it out (the document has it); the dev server too, so a request renders one page's HTML, not all.
      const splitHtml = !(building && options?.ssr);
      return { code: await pageModule(await getSite(), id, splitHtml), map: null, moduleType: 'js' };
    },
  };
}
