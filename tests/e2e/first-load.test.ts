/**
 * What every page loads and carries, read from the build output. Byte sizes and timings are reported by
 * `npm run bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_JS_BUDGET_KB } from '../../bench/budgets.ts';
import { firstLoad, htmlFileOf } from '../../bench/first-load.ts';
import { loadSite } from '../../plugins/content/store.ts';
import { allPages, demoPages } from '../support/pages.ts';

const client = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../../build'), 'client');

/** Code that must wait for the visitor: a string that survives minification, per feature. */
const ON_DEMAND = {
  'search engine': 'get-search-result',
  'code editor': 'cm-content',
  compiler: 'enableLegacyTypeScriptModuleInterop',
  sandboxes: 'codesandbox.io/api/v1/sandboxes/define',
  'design export': 'MSJSONOriginalDataReference',
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
  it('no page loads search, editor, compiler, sandbox or design-export code before it is asked for', () => {
    const all = fs
      .readdirSync(path.join(client, 'assets'))
      .map((name) => fs.readFileSync(path.join(client, 'assets', name), 'utf8'));
    for (const [feature, marker] of Object.entries(ON_DEMAND))
      expect(
        all.some((code) => code.includes(marker)),
        `${feature} is built`,
      ).toBe(true);
    for (const url of allPages()) {
      for (const asset of firstLoad(client, url).js) {
        const code = fs.readFileSync(path.join(client, asset), 'utf8');
        for (const [feature, marker] of Object.entries(ON_DEMAND))
          expect(code.includes(marker), `${url} loads the ${feature} in ${asset}`).toBe(false);
      }
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

  it('the home page leaves the table library for after its first load; the simple demo page brings it', () => {
    const library = (url: string) =>
      firstLoad(client, url).js.some((asset) =>
        fs.readFileSync(path.join(client, asset), 'utf8').includes('-row-expand-icon-cell'),
      );
    expect(library('/demo/simple')).toBe(true);
    expect(library('/')).toBe(false);
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
