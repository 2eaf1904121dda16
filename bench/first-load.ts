/** What a page downloads before anyone interacts with it: the chunks its prerendered HTML names, and their static imports. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { stripBase } from '../engine/core/base-path.ts';
import { startFilesOf } from '../engine/core/start-script.ts';

export interface FirstLoad {
  /** Asset paths ('/assets/x.js') of every script loaded up front. */
  js: string[];
  css: string[];
  /** Gzipped bytes. */
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
}

/** Asset paths named by script tags, the page's start files (engine/core/start-script.ts), and stylesheets. */
export function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(src);
  const start = startFilesOf(html);
  for (const file of start ? [...start.preloads, start.entry] : []) js.add(file);
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(href);
  return { js: [...js].sort(), css: [...css].sort() };
}

/** An asset's file in the build, for a site built under `base`: '/table/assets/a.js' -> '<client>/assets/a.js'. */
const assetFile = (clientDir: string, asset: string, base: string) =>
  path.join(clientDir, stripBase(base, asset) ?? asset);

/** The named scripts plus everything they import statically (a dynamic import() waits for the visitor). */
export function staticClosure(clientDir: string, entries: string[], base = '/'): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const asset = queue.pop()!;
    const file = assetFile(clientDir, asset, base);
    if (seen.has(asset) || !fs.existsSync(file)) continue;
    seen.add(asset);
    for (const [, rel] of fs.readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)) {
      queue.push(path.posix.join(path.posix.dirname(asset), rel));
    }
  }
  return [...seen].sort();
}

export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

/** '/demo/simple' -> its prerendered HTML file. */
export const htmlFileOf = (clientDir: string, url: string) =>
  path.join(clientDir, url === '/' ? 'index.html' : `${url.slice(1)}/index.html`);

/** First-load figures for a built page; `base` is the path the site was built for. */
export function firstLoad(clientDir: string, url: string, base = '/'): FirstLoad {
  const html = fs.readFileSync(htmlFileOf(clientDir, url), 'utf8');
  const named = assetsOf(html);
  const js = staticClosure(clientDir, named.js, base);
  const size = (asset: string) => gzipSize(fs.readFileSync(assetFile(clientDir, asset, base)));
  return {
    js,
    css: named.css,
    jsBytes: js.reduce((sum, asset) => sum + size(asset), 0),
    cssBytes: named.css.reduce((sum, asset) => sum + size(asset), 0),
    htmlBytes: gzipSize(html),
  };
}
