/**
 * The live editor and the compiler stay out of every demo page's first load (SPEC section 4, DESIGN):
 * read from the build output, following what each prerendered page loads before any interaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoPages } from '../support/pages.ts';

const client = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../../build'), 'client');
const assets = path.join(client, 'assets');

/** Strings that survive minification, one set per library that must load only on demand. */
const MARKERS = {
  CodeMirror: ['cm-scroller', 'cm-content'],
  sucrase: ['enableLegacyTypeScriptModuleInterop'],
  html2sketch: ['MSJSONOriginalDataReference'],
};

const read = (file: string) => fs.readFileSync(file, 'utf8');

/** The scripts a page's HTML names: module preloads, script tags, and the inline entry's import(). */
function firstLoadEntries(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"|<link[^>]+href="([^"]+\.js)"[^>]*rel="modulepreload"/g)) found.add(match[1] ?? match[2]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) found.add(match[1]);
  return [...found].map((url) => path.join(client, url));
}

/** Every chunk those load through static imports (dynamic import() is on demand, so not followed). */
function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    for (const match of read(file).matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)) queue.push(path.join(path.dirname(file), match[1]));
  }
  return seen;
}

function pageHtml(url: string): string {
  return read(path.join(client, url === '/' ? 'index.html' : `${url.slice(1)}/index.html`));
}

describe('first-load JavaScript of demo pages', () => {
  it('has the editor, the compiler and the design export in the build, as chunks of their own', () => {
    const all = fs.readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => read(path.join(assets, name)));
    for (const [library, markers] of Object.entries(MARKERS)) {
      expect(all.some((code) => markers.some((marker) => code.includes(marker))), `${library} is in the build`).toBe(true);
    }
  });

  it('contains neither CodeMirror nor sucrase (nor html2sketch) on any demo page', () => {
    const pages = demoPages().map((doc) => doc.url);
    expect(pages).toContain('/demo/simple');
    for (const url of [...pages, '/']) {
      const entries = firstLoadEntries(pageHtml(url));
      expect(entries.length, url).toBeGreaterThan(3);
      const chunks = staticClosure(entries);
      for (const chunk of chunks) {
        const code = read(chunk);
        for (const [library, markers] of Object.entries(MARKERS)) {
          for (const marker of markers) expect(code.includes(marker), `${url} loads ${library} in ${path.basename(chunk)}`).toBe(false);
        }
      }
    }
  });

  it('agrees with the client manifest, when the build keeps one', () => {
    const file = path.join(client, '.vite/manifest.json');
    if (!fs.existsSync(file)) return;
    const manifest = JSON.parse(read(file)) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
    const lazy = Object.entries(manifest).filter(([key]) => /node_modules\/(sucrase|@codemirror|html2sketch)\//.test(key)).map(([, chunk]) => chunk.file);
    const html = pageHtml('/demo/simple');
    for (const chunk of lazy) expect(html.includes(chunk), chunk).toBe(false);
  });
});
