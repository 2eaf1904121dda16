/** Vite plugin: docs/*.md become page route modules; site data and the demo registry become virtual modules. */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { highlight } from './highlight.ts';
import { readDemoSource } from './demo-source.ts';
import { DOCS_DIR } from './scan.ts';
import { loadSite, ROOT, type LoadedSite } from './store.ts';
import type { SiteData } from '../../app/site/types.ts';

const SITE_DATA = 'virtual:site-data';
const DEMOS = 'virtual:demos';
const DEMO_INFO = 'virtual:demo-info';
const DEMO_SOURCE = 'virtual:demo-source/';

function importPath(from: string, to: string): string {
  const rel = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function pageModule(site: LoadedSite, file: string): string {
  const page = site.pages.find((p) => p.doc.file === file);
  if (!page) throw new Error(`No page for ${file}`);
  const lines = [
    `import { jsx } from 'react/jsx-runtime';`,
    `import DocPage from '${importPath(file, path.join(ROOT, 'app/theme/DocPage.tsx'))}';`,
    `import { pageMeta } from '${importPath(file, path.join(ROOT, 'app/site/page-meta.ts'))}';`,
  ];
  const demoEntries = page.meta.demos.map((id, i) => {
    lines.push(`import Demo${i} from '${importPath(file, site.demoFiles[id])}';`);
    return `${JSON.stringify(id)}: Demo${i}`;
  });
  lines.push(
    `const content = ${JSON.stringify({ meta: page.meta, tabs: page.segments, demos: Object.fromEntries(page.meta.demos.map((id) => [id, site.demos[page.meta.locale][id]])) })};`,
    `const demos = { ${demoEntries.join(', ')} };`,
    `export const meta = () => pageMeta(content.meta);`,
    `export default function Page() { return jsx(DocPage, { content, demos }); }`,
  );
  return lines.join('\n');
}

async function demoSourceModule(site: LoadedSite, id: string): Promise<string> {
  const file = site.demoFiles[id];
  if (!file) throw new Error(`Unknown demo ${id}`);
  const files = await Promise.all(
    readDemoSource(file).files.map(async ({ name, absolute }) => {
      const code = fs.readFileSync(absolute, 'utf8');
      const lang = path.extname(name).slice(1) || 'text';
      return { name, code, html: await highlight(code, lang) };
    }),
  );
  return `export default ${JSON.stringify({ id, files })};`;
}

/** Site data with pages reduced to what nav, sidebar and the demo overview use. */
function layoutData(site: SiteData): SiteData {
  return {
    ...site,
    pages: site.pages.map(({ path: pagePath, locale, url, title, description, nav, group, order, hero }) => ({
      path: pagePath,
      locale,
      url,
      title,
      ...(description ? { description } : {}),
      nav,
      ...(group ? { group } : {}),
      order,
      ...(hero ? { hero } : {}),
      filename: '',
      toc: [],
      demos: [],
    })),
  };
}

function demosModule(site: LoadedSite): string {
  const entries = Object.entries(site.demoFiles).map(
    ([id, file]) => `  ${JSON.stringify(id)}: { load: () => import(${JSON.stringify(file)}), source: () => import(${JSON.stringify(DEMO_SOURCE + id)}) },`,
  );
  return `export const demos = {\n${entries.join('\n')}\n};`;
}

export function contentPlugin(): Plugin {
  let site: Promise<LoadedSite> | undefined;
  const getSite = () => (site ??= loadSite());
  let server: ViteDevServer | undefined;
  return {
    name: 'rc-table-docs:content',
    enforce: 'pre',
    configureServer(dev) {
      server = dev;
      const reload = (file: string) => {
        if (!file.startsWith(DOCS_DIR)) return;
        site = undefined;
        for (const id of [`\0${SITE_DATA}`, `\0${DEMOS}`]) {
          const mod = server?.moduleGraph.getModuleById(id);
          if (mod) server?.moduleGraph.invalidateModule(mod);
        }
      };
      dev.watcher.on('change', reload);
      dev.watcher.on('add', reload);
      dev.watcher.on('unlink', reload);
    },
    resolveId(id) {
      if (id === SITE_DATA || id === DEMOS || id === DEMO_INFO || id.startsWith(DEMO_SOURCE)) return `\0${id}`;
    },
    async load(id) {
      // Site data is in every page's first load: only what the layout needs. Demo details live with their pages.
      if (id === `\0${SITE_DATA}`) return `export default ${JSON.stringify(layoutData((await getSite()).site))};`;
      if (id === `\0${DEMO_INFO}`) return `export default ${JSON.stringify((await getSite()).demos)};`;
      if (id === `\0${DEMOS}`) return demosModule(await getSite());
      if (id.startsWith(`\0${DEMO_SOURCE}`)) return demoSourceModule(await getSite(), id.slice(DEMO_SOURCE.length + 1));
    },
    async transform(_code, id) {
      if (!id.endsWith('.md') || !id.startsWith(DOCS_DIR)) return;
      if (server) site = undefined; // dev: the file just changed
      return { code: pageModule(await getSite(), id), map: null, moduleType: 'js' };
    },
  };
}
