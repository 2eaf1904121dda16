/** What a page downloads before it is interactive: the scripts and stylesheets its prerendered HTML names. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface FirstLoad {
  js: string[];
  css: string[];
  /** Gzipped bytes. */
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
}

/** Asset paths named by modulepreload links, module scripts (src and static imports) and stylesheets. */
export function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(href);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(src);
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body.matchAll(/(?:import|from)\s*\(?\s*"(\/[^"]+\.js)"/g)) js.add(spec);
  }
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(href);
  return { js: [...js].sort(), css: [...css].sort() };
}

export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

/** First-load figures for a built page, reading files under the client build folder. */
export function firstLoad(clientDir: string, htmlFile: string): FirstLoad {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const { js, css } = assetsOf(html);
  const size = (asset: string) => gzipSize(fs.readFileSync(path.join(clientDir, asset)));
  return {
    js,
    css,
    jsBytes: js.reduce((sum, asset) => sum + size(asset), 0),
    cssBytes: css.reduce((sum, asset) => sum + size(asset), 0),
    htmlBytes: gzipSize(html),
  };
}
