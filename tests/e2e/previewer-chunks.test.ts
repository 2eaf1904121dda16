/**
 * The live editor and the compiler stay out of every demo page's first load:
 * read from the build output, following what each prerendered page loads before any interaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoad } from '../../bench/first-load.ts';
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

function pageHtml(url: string): string {
  return read(path.join(client, url === '/' ? 'index.html' : `${url.slice(1)}/index.html`));
}

describe('first-load JavaScript of demo pages', () => {
  it('has the editor, the compiler and the design export in the build, as chunks of their own', () => {
    const all = fs
      .readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => read(path.join(assets, name)));
    for (const [library, markers] of Object.entries(MARKERS)) {
      expect(
        all.some((code) => markers.some((marker) => code.includes(marker))),
        `${library} is in the build`,
      ).toBe(true);
    }
  });

  it('contains neither CodeMirror nor sucrase (nor html2sketch) on any demo page', () => {
    const pages = demoPages().map((doc) => doc.url);
    expect(pages).toContain('/demo/simple');
    for (const url of [...pages, '/']) {
      const chunks = firstLoad(client, url).js;
      expect(chunks.length, url).toBeGreaterThan(3);
      for (const chunk of chunks) {
        const code = read(path.join(client, chunk));
        for (const [library, markers] of Object.entries(MARKERS)) {
          for (const marker of markers)
            expect(code.includes(marker), `${url} loads ${library} in ${path.basename(chunk)}`).toBe(false);
        }
      }
    }
  });

  it('agrees with the client manifest, when the build keeps one', () => {
    const file = path.join(client, '.vite/manifest.json');
    if (!fs.existsSync(file)) return;
    const manifest = JSON.parse(read(file)) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
    const lazy = Object.entries(manifest)
      .filter(([key]) => /node_modules\/(sucrase|@codemirror|html2sketch)\//.test(key))
      .map(([, chunk]) => chunk.file);
    const html = pageHtml('/demo/simple');
    for (const chunk of lazy) expect(html.includes(chunk), chunk).toBe(false);
  });
});
