/**
 * The prerender's work, given the browser's build (its folder and manifest) and the renderer: every address of the
 * renderer's route table becomes an HTML file of the client folder, which is then exactly what a static host serves
 * at the base path. Each page is the document of engine/app/document.ts, with its Content-Security-Policy, around the
 * page the renderer drew: the site's stylesheets inlined, the route's own linked, and the start files (the chunks it
 * hydrates with and the client entry, engine/core/start-script.ts). Each language's 404 page is written where a
 * static host looks for it (404.html, zh-CN/404.html).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentParts } from '../../app/document.ts';
import type { RenderedPage } from '../../app/entry.prerender.tsx';
import { LOCALES } from '../../core/locale.ts';
import { chunkClosure, type ManifestChunk } from '../../core/route-files.ts';
import { notFoundPath } from '../../core/route-table.ts';
import { ROUTE_FILES_KEY } from '../../pipeline/deploy/route-files.ts';
import { policyFor } from '../csp.ts';
import { inlineStylesheet, stylesheetLink } from './styles.ts';

/** The client entry's key in the bundler's manifest. */
export const CLIENT_ENTRY = 'engine/app/entry.client.tsx';

/** What the prerender uses of the renderer's bundle (engine/app/entry.prerender.tsx). */
export interface Renderer {
  renderPage(sitePath: string): Promise<RenderedPage>;
  documentHtml(parts: DocumentParts, policy?: (inlineScripts: readonly string[]) => string): string;
  prerenderAddresses(): string[];
}

export interface BuiltClient {
  /** The folder of the browser's build. */
  dir: string;
  manifest: Record<string, ManifestChunk>;
  /** The base path the site was built for ('/', '/table/'). */
  base: string;
}

/** The file a site path is written to: '/' -> index.html, '/demo' -> demo/index.html, '/zh-CN/404' -> zh-CN/404.html. */
export function fileOf(dir: string, sitePath: string): string {
  const notFound = LOCALES.some((locale) => notFoundPath(locale) === sitePath);
  return notFound ? path.join(dir, `${sitePath}.html`) : path.join(dir, sitePath, 'index.html');
}

/** Writes the page of every address (`paths`: the renderer's whole table unless given); returns the files written. */
export async function prerenderSite(
  client: BuiltClient,
  renderer: Renderer,
  paths = renderer.prerenderAddresses(),
): Promise<string[]> {
  const { dir, manifest, base } = client;
  const address = (key: string) => base + manifest[key].file;
  const entryChunks = chunkClosure(manifest, CLIENT_ENTRY);
  // The site's stylesheets: every page has them, inlined.
  const siteCss = [...new Set(entryChunks.flatMap((key) => manifest[key].css ?? []))];
  const siteStyles = siteCss
    .map((file) => inlineStylesheet(base + file, fs.readFileSync(path.join(dir, file), 'utf8')))
    .join('');
  const written: string[] = [];
  for (const sitePath of paths) {
    const page = await renderer.renderPage(sitePath).catch((error: unknown) => {
      throw new Error(`prerender: the page at ${sitePath} failed to render: ${String(error)}`, { cause: error });
    });
    const routeChunks = page.sources.flatMap((src) => chunkClosure(manifest, src));
    const routeCss = [...new Set(routeChunks.flatMap((key) => manifest[key].css ?? []))].filter(
      (file) => !siteCss.includes(file),
    );
    const html = renderer.documentHtml(
      {
        locale: page.locale,
        head: page.head,
        styles: siteStyles + routeCss.map((file) => stylesheetLink(base + file)).join('') + page.styles,
        app: page.app,
        firstPaintAfter: page.firstPaintAfter,
        // Every route's files, in one list the browser fetches the first time a link needs it (the client build's).
        routeFiles: address(ROUTE_FILES_KEY),
        start: { preloads: [...new Set([...entryChunks, ...routeChunks])].map(address), entry: address(CLIENT_ENTRY) },
      },
      policyFor,
    );
    const file = fileOf(dir, sitePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    written.push(file);
  }
  return written;
}
