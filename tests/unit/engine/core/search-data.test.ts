/** The search data (engine/core/search-data.ts): generated entries become answers after the page's own sections. */
import { describe, expect, it } from 'vitest';
import { buildSearchData, groupPriority, searchFileName, searchLocaleOf } from '../../../../engine/core/search-data.ts';
import type { PageIndexData } from '../../../../engine/core/types.ts';

const page: PageIndexData = {
  path: 'compatibility',
  url: '/compatibility',
  locale: 'en-US',
  title: 'Compatibility',
  filename: 'docs/compatibility.md',
  toc: [{ id: 'notes', title: 'Notes', depth: 2 }],
  nav: { title: 'Compatibility', path: '/compatibility', order: 4 },
  order: 0,
  demos: [],
  texts: [{ paragraphId: 0, tocIndex: 0, value: 'What the marks say.' }],
} as PageIndexData;

describe('search data', () => {
  it('puts a page’s generated entries after its sections, each an answer holding its parts and text', () => {
    const data = buildSearchData(
      'en-US',
      [{ page, entries: [{ id: 'cell-a-b', title: 'A + B', parts: ['A', 'B'], text: 'Works.' }] }],
      {},
    );
    const [only] = data.pages;
    expect(only.sections).toEqual([
      { id: 'notes', title: 'Notes' },
      { id: 'cell-a-b', title: 'A + B', parts: ['A', 'B'], text: 'Works.' },
    ]);
    // The entry's text is the answer's own, not a paragraph of a section.
    expect(only.texts).toEqual([[0, 'What the marks say.']]);
  });

  it('leaves a page without entries as its Markdown made it', () => {
    const [only] = buildSearchData('en-US', [{ page }], {}).pages;
    expect(only.sections).toEqual([{ id: 'notes', title: 'Notes' }]);
  });
});

describe('search data: file names', () => {
  it('names a language’s file, and reads the language back from its address only', () => {
    expect(searchFileName('zh-CN')).toBe('search/zh-CN.json');
    const locales = ['en-US', 'zh-CN'] as const;
    expect(searchLocaleOf('/search/zh-CN.json', locales)).toBe('zh-CN');
    expect(searchLocaleOf('/search/en-US.json', locales)).toBe('en-US');
    expect(searchLocaleOf('search/zh-CN.json', locales)).toBeNull();
    expect(searchLocaleOf('/search/fr-FR.json', locales)).toBeNull();
  });
});

describe('search data: group priority', () => {
  it('is the nav order times 1000, plus one more than the sidebar group’s order', () => {
    expect(groupPriority({ nav: { title: 'Demo', path: '/demo', order: 2 } })).toBe(2000);
    expect(
      groupPriority({ nav: { title: 'Demo', path: '/demo', order: 2 }, group: { key: 'g', title: 'G', order: 0 } }),
    ).toBe(2001);
    expect(
      groupPriority({ nav: { title: 'Demo', path: '/demo', order: 1 }, group: { key: 'g', title: 'G', order: 4 } }),
    ).toBe(1005);
  });
});

describe('search data: props rows', () => {
  const api: PageIndexData = {
    ...page,
    url: '/api',
    toc: [
      { id: 'intro', title: 'Intro', depth: 2 },
      { id: 'table', title: 'Table', depth: 2, tab: 'api' },
    ],
    texts: [
      { paragraphId: 0, tocIndex: 0, value: 'sticky | boolean', row: { section: 'intro', name: 'sticky' } },
      { paragraphId: 1, tocIndex: 1, value: 'data | object[]', row: { section: 'table', name: 'data' } },
      {
        paragraphId: 2,
        tocIndex: 1,
        value: 'data | any[]',
        row: { section: 'table', name: 'data', repeat: 2 },
        title: 'data (tree)',
      },
      { paragraphId: 3, tocIndex: -1, value: 'lone | string', row: { section: 'top', name: 'lone' } },
    ],
  } as PageIndexData;

  it('gives each row the tab of the heading it is under, its anchor, and its own title when it has one', () => {
    const [only] = buildSearchData('en-US', [{ page: api }], {}).pages;
    expect(only.sections).toEqual([
      { id: 'intro', title: 'Intro' },
      { id: 'table', title: 'Table', tab: 'api' },
      { id: 'intro-sticky', title: 'sticky' },
      { id: 'table-data', title: 'data', tab: 'api' },
      { id: 'table-data-2', title: 'data (tree)', tab: 'api' },
      { id: 'top-lone', title: 'lone' },
    ]);
    expect(only.texts).toEqual([
      [2, 'sticky | boolean'],
      [3, 'data | object[]'],
      [4, 'data | any[]'],
      [5, 'lone | string'],
    ]);
  });
});

describe('search data: pages', () => {
  it('keeps the pages of the language asked for, with their group and its sidebar title', () => {
    const zh = { ...page, url: '/zh-CN/compatibility', locale: 'zh-CN' } as PageIndexData;
    const grouped = {
      ...page,
      url: '/demo/x',
      nav: { title: 'Demo', path: '/demo', order: 1 },
      group: { key: 'scroll', title: 'Scrolling', order: 2 },
    } as PageIndexData;
    const data = buildSearchData('en-US', [{ page: zh }, { page: grouped }, { page }], {});
    expect(data.locale).toBe('en-US');
    expect(data.pages.map((p) => [p.url, p.group, p.priority])).toEqual([
      ['/demo/x', 'Demo › Scrolling', 1003],
      ['/compatibility', 'Compatibility', 4000],
    ]);
  });
});
