/**
 * Every page's Markdown copy (`/<page>.md`) says what its HTML shows: the same headings in the same order, the same
 * tables row for row and cell for cell (a generated props table's marks, such as deprecated, and its descriptions
 * included), each tab of a tabbed page under a heading of the tab's title.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect } from 'vitest';
import { it, type Tab } from '../support/fixtures.ts';
import { siteUrl, visit } from '../support/site.ts';

const CLIENT = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../../build'), 'client');
/** The pages' Markdown copies llms.txt lists, by path ('/demo/simple.md'), read from the build the tests serve. */
const COPIES = [
  ...fs.readFileSync(path.join(CLIENT, 'llms.txt'), 'utf8').matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g),
].map((match) => new URL(match[1]).pathname);

/** What a page's text is checked by: its headings (level 2 and below) and its tables, each a list of rows of cells. */
interface Shown {
  headings: string[];
  tables: string[][][];
}

/** Whitespace is layout in HTML and line wrapping in Markdown: texts are compared without it. */
const bare = (text: string) => text.replace(/\s+/g, '');

/** The headings and tables of the page's text as the browser shows them (the current tab). */
const shownInPage = (page: Page): Promise<Shown> =>
  page.evaluate(() => {
    const text = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      copy.querySelectorAll('.anchor').forEach((anchor) => anchor.remove());
      return copy.textContent ?? '';
    };
    const doc = document.querySelector('article.doc')!;
    return {
      // A heading of the text, also where a disclosure holds it (in its summary, or in its body once opened).
      headings: [
        ...doc.querySelectorAll(
          ':is(.markdown, .markdown > details, .markdown > details > summary) > :is(h2, h3, h4, h5, h6)',
        ),
      ].map(text),
      tables: [...doc.querySelectorAll('.markdown > .table-wrap > table')].map((table) =>
        [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map(text)),
      ),
    };
  });

/** The headings and tables of a Markdown copy, tab by tab: the blocks under each tab title's heading. */
function shownInMarkdown(markdown: string, tabTitles: string[]): Shown[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const parts: RootContent[][] = [[]];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2 && tabTitles.includes(toString(node))) parts.push([]);
    else parts.at(-1)!.push(node);
  }
  return (
    parts
      // Before the first tab: the title and summary only, unless the page has content there (shown on every tab).
      .filter(
        (nodes, i) => i > 0 || !tabTitles.length || nodes.some((node) => node.type === 'heading' && node.depth > 1),
      )
      .map((nodes) => ({
        headings: nodes.filter((node) => node.type === 'heading' && node.depth > 1).map((node) => toString(node)),
        tables: nodes.flatMap((node) =>
          node.type === 'table' ? [node.children.map((row) => row.children.map((cell) => toString(cell)))] : [],
        ),
      }))
  );
}

const normalized = ({ headings, tables }: Shown): Shown => ({
  headings: headings.map(bare),
  tables: tables.map((rows) => rows.map((cells) => cells.map(bare))),
});

describe("a page's Markdown copy", () => {
  it('finds the headings and tables of a copy, tab by tab', () => {
    const markdown = [
      '# Page',
      '',
      '## Releases',
      '',
      '### 1.0.0',
      '',
      '| Name | Type |',
      '| - | - |',
      '| `a` *deprecated* | `string \\| number` |',
      '',
      '## From rc-table',
      '',
      '### Steps',
    ].join('\n');
    expect(shownInMarkdown(markdown, ['Releases', 'From rc-table'])).toEqual([
      {
        headings: ['1.0.0'],
        tables: [
          [
            ['Name', 'Type'],
            ['a deprecated', 'string | number'],
          ],
        ],
      },
      { headings: ['Steps'], tables: [] },
    ]);
    expect(shownInMarkdown(markdown, [])).toEqual([
      {
        headings: ['Releases', '1.0.0', 'From rc-table', 'Steps'],
        tables: [
          [
            ['Name', 'Type'],
            ['a deprecated', 'string | number'],
          ],
        ],
      },
    ]);
  });

  // One test per copy, so that no test walks the whole site: each loads its page once without scripts (the first
  // tab, as prerendered) and its other tabs in a page that runs, at their `?tab=`.
  describe('says what its page shows', () => {
    let still: Tab;
    let live: Tab;
    it.beforeAll(async ({ openTab }) => {
      still = await openTab({ javaScriptEnabled: false });
      live = await openTab();
    });

    it('lists the copies of more than 40 pages in llms.txt', () => {
      expect(COPIES.length).toBeGreaterThan(40);
    });

    it.each(COPIES)('%s', async (copy) => {
      const address = copy === '/index.md' ? '/' : copy.replace(/\.md$/, '');
      await still.page.goto(siteUrl() + address, { waitUntil: 'load' });
      const tabs = await still.page
        .locator('nav.page-tabs a')
        .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href')!, title: link.textContent! })));
      const shown = [await shownInPage(still.page)];
      for (const tab of tabs.slice(1)) {
        await visit(live.page, new URL(tab.href, siteUrl() + address).href);
        await live.page.locator(`nav.page-tabs a[aria-current="page"][href="${tab.href}"]`).waitFor();
        await live.page.locator('article.doc .markdown').first().waitFor();
        shown.push(await shownInPage(live.page));
      }
      const markdown = await (await fetch(siteUrl() + copy)).text();
      const said = shownInMarkdown(
        markdown,
        tabs.map((tab) => tab.title),
      );
      expect(said.map(normalized)).toEqual(shown.map(normalized));
    });
  });
});
