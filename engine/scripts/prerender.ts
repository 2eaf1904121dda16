/**
 * After `vite build --app` (the browser's bundle in <BUILD_DIR>/client, the renderer in <BUILD_DIR>/server): every
 * address the site links to becomes an HTML file of the client folder, which is then exactly what a static host serves
 * at the base path. Each page is the document of engine/app/document.ts around the page rendered by engine/app/entry.prerender.tsx,
 * with the site's stylesheet inlined, the route's own stylesheets linked and one module script that starts after the
 * first paint (prerender/start-script.ts). Each language's 404 page is written where a static host looks for it
 * (404.html, zh-CN/404.html). Then every page gets its Content-Security-Policy, the route-files list is written beside
 * the chunks, and the bundler's manifest moves out of the site (the tests read it).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { demoIds, scanDocs } from '../pipeline/content/docs-folder.ts';
import { LOCALES } from '../core/locale.ts';
import { chunkClosure, routeFileSet, type ManifestChunk, type RouteFiles } from '../core/route-files.ts';
import { notFoundPath, prerenderPaths } from '../core/route-table.ts';
import { BASE_PATH } from '../pipeline/deploy/env.ts';
import { applyPolicies } from './csp.ts';
import { startScript } from './prerender/start-script.ts';
import { inlineStylesheet, stylesheetLink } from './prerender/styles.ts';
import { withoutExpectedWarnings } from './prerender/library-warnings.ts';
import { ROOT } from '../pipeline/paths.ts';

/** The client entry's key in the bundler's manifest. */
export const CLIENT_ENTRY = 'engine/app/entry.client.tsx';

const build = path.resolve(process.env.BUILD_DIR ?? path.join(ROOT, 'build'));
const client = path.join(build, 'client');
const manifestFile = path.join(client, '.vite', 'manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const renderer = (await import(
  pathToFileURL(path.join(build, 'server', 'entry.prerender.js')).href
)) as typeof import('../app/entry.prerender.tsx');

const address = (key: string) => BASE_PATH + manifest[key].file;
const entryChunks = chunkClosure(manifest, CLIENT_ENTRY);

// The site's stylesheets: every page has them, inlined.
const siteCss = [...new Set(entryChunks.flatMap((key) => manifest[key].css ?? []))];
const siteStyles = siteCss
  .map((file) => inlineStylesheet(BASE_PATH + file, fs.readFileSync(path.join(client, file), 'utf8')))
  .join('');

// Every route's files, by route id, in one list the browser fetches the first time a link needs it.
const routeFiles: RouteFiles = {};
for (const [id, src] of Object.entries(renderer.routeSources())) {
  routeFiles[id] = routeFileSet(manifest, src, BASE_PATH);
}
const routeFilesText = JSON.stringify(routeFiles);
const routeFilesName = `assets/route-files-${crypto.createHash('sha256').update(routeFilesText).digest('hex').slice(0, 10)}.json`;
fs.writeFileSync(path.join(client, routeFilesName), routeFilesText);

/** The file a site path is written to: '/' -> index.html, '/demo' -> demo/index.html, '/zh-CN/404' -> zh-CN/404.html. */
const notFoundPaths = new Set(LOCALES.map((locale) => notFoundPath(locale)));
const fileOf = (sitePath: string) =>
  notFoundPaths.has(sitePath) ? path.join(client, `${sitePath}.html`) : path.join(client, sitePath, 'index.html');

const paths = prerenderPaths(scanDocs(), demoIds());
// The library's warnings that the demos cause on purpose stay out of the build's output; any other still shows.
await withoutExpectedWarnings(async () => {
  for (const sitePath of paths) {
    const page = await renderer.renderPage(sitePath);
    const routeChunks = page.sources.flatMap((src) => chunkClosure(manifest, src));
    const preloads = [...new Set([...entryChunks, ...routeChunks])].map(address);
    const routeCss = [...new Set(routeChunks.flatMap((key) => manifest[key].css ?? []))].filter(
      (file) => !siteCss.includes(file),
    );
    const html = renderer.documentHtml({
      locale: page.locale,
      head: page.head,
      styles: siteStyles + routeCss.map((file) => stylesheetLink(BASE_PATH + file)).join('') + page.styles,
      app: page.app,
      firstPaintAfter: page.firstPaintAfter,
      routeFiles: BASE_PATH + routeFilesName,
      scripts: `<script type="module">${startScript(preloads, address(CLIENT_ENTRY))}</script>`,
    });
    const file = fileOf(sitePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
});
console.log(`prerender: wrote ${paths.length} pages (base path ${BASE_PATH})`);
console.log(`prerender: wrote the Content-Security-Policy into ${applyPolicies(client)} HTML files`);
// Which source module went into which chunk is for the tests, not for visitors: out of the site.
fs.renameSync(manifestFile, path.join(build, 'client-manifest.json'));
fs.rmSync(path.dirname(manifestFile), { recursive: true, force: true });
