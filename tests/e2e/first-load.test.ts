/**
 * What every page loads and carries, read from the build output. Byte sizes and timings are reported by
 * `npm run bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_JS_BUDGET_KB } from '../../bench/budgets.ts';
import { firstLoad, htmlFileOf } from '../../bench/first-load.ts';
import { loadSite } from '../../engine/pipeline/content/store.ts';
import { lazyFiles, readManifest, staticFiles } from '../support/manifest.ts';
import { allPages, demoPages } from '../support/pages.ts';

const client = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../../build'), 'client');

/** Code that must wait for the visitor: the source module each feature is loaded through, by `import()`. */
const ON_DEMAND = {
  'search engine': 'engine/app/search/client.ts',
  'code editor': 'engine/app/theme/LiveEditor.tsx',
  compiler: 'engine/app/live/runtime.ts',
  sandboxes: 'engine/app/live/sandbox-form.ts',
  'design export': 'engine/app/live/design-export.ts',
  'parts inspector': 'plugins/styling/app/DemoInspector.tsx',
};

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('first-load JavaScript', () => {
  it('no page loads search, editor, compiler, sandbox, design-export or inspector code before it is asked for', () => {
    const manifest = readManifest(client);
    const lazy = Object.entries(ON_DEMAND).map(([feature, src]) => {
      const files = lazyFiles(manifest, src);
      expect(files.length, `${feature} has chunks of its own`).toBeGreaterThan(0);
      return { feature, files: new Set(files) };
    });
    for (const url of allPages()) {
      const js = firstLoad(client, url).js;
      for (const { feature, files } of lazy)
        expect(
          js.filter((asset) => files.has(asset)),
          `${url} loads the ${feature}`,
        ).toEqual([]);
    }
  });
});

describe('first-load budgets', () => {
  it.each(Object.entries(FIRST_LOAD_JS_BUDGET_KB))(
    '%s loads at most %d KB of JavaScript (gzip) up front',
    (url, budget) => {
      const load = firstLoad(client, url);
      // The figure must be real: the framework alone is well over a few KB.
      expect(load.js.length).toBeGreaterThan(3);
      expect(load.jsBytes / 1024).toBeLessThanOrEqual(budget);
    },
  );

  it("the home page leaves the table library for after its first load (in its lazy demo's chunks); the simple demo page brings it", () => {
    const manifest = readManifest(client);
    const home = new Set(staticFiles(manifest, 'docs/index.md'));
    // What the demo page's module brings that the home page's does not: the table library, the demo's own code.
    const demo = staticFiles(manifest, 'docs/demo/simple.md').filter((file) => !home.has(file));
    expect(demo.length).toBeGreaterThan(1);
    expect(firstLoad(client, '/demo/simple').js).toEqual(expect.arrayContaining(demo));
    const homeLoad = firstLoad(client, '/').js;
    expect(homeLoad.filter((file) => demo.includes(file))).toEqual([]);
    // The home page's demo is the same example, loaded after the page: it brings the same chunks, library included.
    const lazyDemo = (manifest['docs/index.md'].dynamicImports ?? []).flatMap((key) =>
      key.startsWith('virtual:') ? [] : staticFiles(manifest, key),
    );
    const library = demo.filter((file) => file !== `/${manifest['docs/demo/simple.md'].file}`);
    expect(lazyDemo).toEqual(expect.arrayContaining(library));
  });
});

describe('prerendered text', () => {
  it('every page has all of its written text in its HTML', async () => {
    const { pages } = await loadSite();
    expect(pages.length).toBe(allPages().length);
    for (const page of pages) {
      const html = fs.readFileSync(htmlFileOf(client, page.meta.url), 'utf8');
      const text = words(decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')));
      // Text on a second tab is rendered when that tab is chosen; the first tab is in the HTML.
      const hidden = new Set(page.meta.tabs?.slice(1).map((tab) => tab.key));
      for (const entry of page.index.texts) {
        const tab = page.meta.toc[entry.tocIndex]?.tab;
        if (tab && hidden.has(tab)) continue;
        // Inline code and links become separate elements, table cells too: compare without spaces and cell bars.
        const expected = words(entry.value).split(' ').slice(0, 12).join(' ');
        const squash = (value: string) => value.replace(/[\s|]/g, '');
        expect(squash(text), `${page.meta.url}: "${expected}"`).toContain(squash(expected));
      }
    }
  });

  it("every page is whole and in order: no part left for a script to reveal (React's out-of-line boundaries)", () => {
    for (const url of allPages()) {
      const html = fs.readFileSync(htmlFileOf(client, url), 'utf8');
      expect(html.includes('<!--$?-->') || /<div hidden id="S:\d+"/.test(html), url).toBe(false);
    }
  });

  it("demo pages carry their demo's rendered table in the HTML", () => {
    for (const doc of demoPages()) {
      const html = fs.readFileSync(htmlFileOf(client, doc.url), 'utf8');
      expect(html.includes('rc-table') || html.includes('<iframe'), doc.url).toBe(true);
    }
  });
});
