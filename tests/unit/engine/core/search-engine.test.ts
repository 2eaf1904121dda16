import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createIndex as createBareIndex,
  cutLeading,
  cutTrailing,
  fold,
  highlight,
  parseQuery as parseBareQuery,
  search,
  synonymsOf,
  typoDistance,
  typosAllowed,
  type Piece,
  type SearchIndex,
  type SearchGroup,
} from '../../../../engine/core/search-engine';
import { stem, tokenize, useSegmenter } from '../../../../engine/core/tokenize';
import { buildSearchData, type SearchDataPage } from '../../../../engine/core/search-data';
import type { DemoInfo, PageIndexData } from '../../../../engine/core/types';
import siteSynonyms from '../../../../i18n/search-synonyms.json' with { type: 'json' };
import type { SearchData } from '../../../../engine/core/search-data';

// The site's synonyms (its `searchSynonyms`), as its search data carries them.
const createIndex = (data: SearchData) => createBareIndex({ synonyms: siteSynonyms.words, ...data });
const parseQuery = (keywords: string) => parseBareQuery(keywords, synonymsOf(siteSynonyms.words));

function page(url: string, extra: Partial<PageIndexData> = {}): PageIndexData {
  const zh = url.startsWith('/zh-CN');
  const path = url.replace(/^\/zh-CN/, '').replace(/^\//, '');
  const section = path.split('/')[0];
  const navOrder = section === 'demo' ? 1 : section === 'changelog' ? 2 : 0;
  return {
    path,
    url,
    locale: zh ? 'zh-CN' : 'en-US',
    title: path || 'Home',
    filename: `docs/${path || 'index'}.md`,
    toc: [],
    nav: {
      title: section ? section[0].toUpperCase() + section.slice(1) : 'Home',
      path: '/' + section,
      order: navOrder,
    },
    order: 0,
    demos: [],
    texts: [],
    ...extra,
  };
}

function demo(id: string, pagePath: string, title: string, extra: Partial<DemoInfo['asset']> = {}): DemoInfo {
  return {
    id,
    routeId: `page:en-US:${pagePath}`,
    pagePath,
    asset: { id, title, dependencies: {}, ...extra },
    context: [],
    file: `docs/examples/${id}.tsx`,
  };
}

const demos = {
  'fixed-columns': demo('fixed-columns', 'demo/fixed-columns', 'Fixed columns', {
    description: 'Keep key columns in place.',
    keywords: ['sticky', 'shadow'],
  }),
  'fixed-header': demo('fixed-header', 'demo/fixed-header', 'A header that stays', { keywords: ['fixed', 'sticky'] }),
};

const pages: PageIndexData[] = [
  page('/changelog', {
    title: 'Changelog',
    toc: [{ id: '1-12-0', depth: 2, title: '1.12.0' }],
    texts: [{ paragraphId: 0, tocIndex: 0, value: 'Fix fixed columns shadow in RTL.' }],
  }),
  page('/demo/fixed-columns', {
    title: 'Fixed columns',
    description: 'Keep key columns in place.',
    group: { key: 'scroll', title: 'Scrolling', order: 3 },
    order: 2,
    texts: [
      {
        paragraphId: 0,
        tocIndex: -1,
        value: "Set fixed: 'start' on the leading columns and give the table a scroll width.",
      },
    ],
    demos: ['fixed-columns'],
  }),
  page('/demo/fixed-header', {
    title: 'Sticky header',
    group: { key: 'scroll', title: 'Scrolling', order: 3 },
    order: 1,
    demos: ['fixed-header'],
  }),
  page('/demo/simple', { title: 'Simple', group: { key: 'basics', title: 'Basics', order: 1 } }),
  page('/', {
    title: 'Home',
    description: 'A React table.',
    toc: [
      { id: 'install', depth: 2, title: 'Install' },
      { id: 'api', depth: 2, title: 'API', tab: 'api' },
      { id: 'fixed', depth: 3, title: 'Fixed columns', tab: 'api' },
    ],
    texts: [
      {
        paragraphId: 0,
        tocIndex: 0,
        value: 'The package is published on npm as @rc-component/table. It needs React 18 or newer.',
      },
      { paragraphId: 1, tocIndex: 1, value: 'Property | Description | Type | Default' },
      { paragraphId: 2, tocIndex: 1, value: 'rowKey | Key of each record (a.b*c?) | string | <b>key</b>' },
      { paragraphId: 3, tocIndex: 2, value: 'Columns with fixed: start stay in place while the rest scroll. |  | ' },
    ],
  }),
  page('/zh-CN/demo/fixed-columns', {
    title: '固定列',
    description: '横向滚动时让关键列保持不动。',
    group: { key: 'scroll', title: '滚动', order: 3 },
    texts: [{ paragraphId: 0, tocIndex: -1, value: '给靠前的列设置 fixed，中间部分滚动时固定列保持原位。' }],
  }),
];

// Built before each test rather than once when the file loads, so that mutation testing sees which tests use them.
let en: SearchIndex;
let zh: SearchIndex;
beforeEach(() => {
  en = createIndex(
    buildSearchData(
      'en-US',
      pages.map((p) => ({ page: p })),
      demos,
    ),
  );
  zh = createIndex(
    buildSearchData(
      'zh-CN',
      pages.map((p) => ({ page: p })),
      {},
    ),
  );
});

const text = (pieces: Piece[]) => pieces.map((p) => p.text).join('');
const marked = (pieces: Piece[]) => pieces.filter((p) => p.highlighted).map((p) => p.text);
const hitsOf = (groups: SearchGroup[]) => groups.flatMap((g) => g.hits);

describe('buildSearchData', () => {
  it('keeps one language, in group order (nav order x 1000 + sidebar group), then page order', () => {
    const data = buildSearchData(
      'en-US',
      pages.map((p) => ({ page: p })),
      demos,
    );
    expect(data.pages.map((p) => p.url)).toEqual([
      '/',
      '/demo/simple',
      '/demo/fixed-header',
      '/demo/fixed-columns',
      '/changelog',
    ]);
    expect(data.pages.map((p) => p.priority)).toEqual([0, 1002, 1004, 1004, 2000]);
    expect(data.pages[1].group).toBe('Demo › Basics');
    expect(data.pages[3].demos).toEqual([
      {
        id: 'fixed-columns',
        title: 'Fixed columns',
        description: 'Keep key columns in place.',
        keywords: ['sticky', 'shadow'],
      },
    ]);
  });

  it('records the tab of a demo shown on a tab', () => {
    const data = buildSearchData('en-US', [{ page: pages[2], demoTabs: { 'fixed-header': 'examples' } }], demos);
    expect(data.pages[0].demos[0].tab).toBe('examples');
  });
});

describe('search: weights and grouping', () => {
  it('weighs a page title 100, a section or demo title 10, content 1', () => {
    const hits = hitsOf(search(en, 'fixed'));
    const find = (type: string, link: string) => hits.find((h) => h.type === type && h.link === link);
    expect(find('page', '/demo/fixed-columns')?.priority).toBe(100);
    expect(find('title', '/?tab=api#fixed')?.priority).toBe(10);
    expect(find('content', '/?tab=api#fixed')?.priority).toBe(1);
    expect(find('content', '/demo/fixed-columns')?.priority).toBe(1);
    expect(find('demo', '/demo/fixed-header#demo-fixed-header')?.priority).toBe(1); // keyword only
  });

  it('orders groups by their best hit, and hits by weight within a group', () => {
    const groups = search(en, 'fixed');
    // The page titled "Fixed columns" (100) before Home's section title (10) and the changelog's text (1).
    expect(groups.map((g) => [g.title, g.priority])).toEqual([
      ['Demo › Scrolling', 1004],
      ['Home', 0],
      ['Changelog', 2000],
    ]);
    for (const group of groups) {
      const weights = group.hits.map((h) => h.priority);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
    }
    expect(groups[0].hits[0]).toMatchObject({ type: 'page', link: '/demo/fixed-columns', pageTitle: 'Fixed columns' });
  });

  it('does not repeat a demo titled like its page when the page itself is a hit', () => {
    const hits = hitsOf(search(en, 'fixed'));
    expect(hits.filter((h) => h.type === 'demo' && h.pageTitle === 'Fixed columns')).toEqual([]);
    // Found through its keywords only, the same demo is a hit.
    expect(
      hitsOf(search(en, 'shadow')).some(
        (h) => h.type === 'demo' && h.link === '/demo/fixed-columns#demo-fixed-columns',
      ),
    ).toBe(true);
  });

  it('links sections to their anchor, with the tab they are on', () => {
    const hits = hitsOf(search(en, 'install'));
    expect(hits[0]).toMatchObject({
      type: 'title',
      link: '/#install',
      title: [{ text: 'Install', highlighted: true }],
    });
    expect(hitsOf(search(en, 'api'))[0].link).toBe('/?tab=api#api');
  });

  it('finds prop names in API table rows', () => {
    const hit = hitsOf(search(en, 'rowkey'))[0];
    expect(hit).toMatchObject({ type: 'content', link: '/?tab=api#api', pageTitle: 'Home' });
    expect(marked(hit.text)).toEqual(['rowKey']);
    expect(marked(hit.title)).toEqual([]);
  });

  it('ranks hits holding more of the words first, in the hit or the section and page it sits in', () => {
    const both = hitsOf(search(en, 'fixed shadow'));
    const priorityOf = (link: string) => both.find((h) => h.link === link)?.priority;
    // Both words: the page ("fixed" in its title, 100; "shadow" in its demo's keywords, part of the page, which
    // only completes the match) and the changelog's text (1 + 1).
    expect(both[0]).toMatchObject({ link: '/demo/fixed-columns', priority: 100 });
    expect(priorityOf('/changelog#1-12-0')).toBe(2);
    // One word of two: a quarter of its weight (the share of words held, squared).
    expect(priorityOf('/?tab=api#fixed')).toBe(2.5);
    // "fixed" is in the section title, "rest" in the paragraph: a content hit under that section.
    const hits = hitsOf(search(en, 'fixed rest'));
    // The only hit holding both words comes first; hits holding one of them follow.
    expect(hits.map((h) => [h.type, h.link])[0]).toEqual(['content', '/?tab=api#fixed']);
    // A page title holding one of the two words (100, a quarter of it) comes after it, whatever its weight.
    const page = hits.findIndex((h) => h.link === '/demo/fixed-columns' && h.type === 'page');
    expect(page).toBeGreaterThan(0);
    expect(hits[page].priority).toBe(25);
    expect(marked(hits[0].title)).toEqual(['Fixed']);
    expect(text(hits[0].text)).toBe('Columns with fixed: start stay in place while the rest scroll.'); // no trailing empty cells
    // A word found nowhere does not empty the query: the hits of the other word remain.
    expect(hitsOf(search(en, 'fixed nothinglikethis')).map((h) => h.link)).toEqual(
      hitsOf(search(en, 'fixed')).map((h) => h.link),
    );
    // But each hit holds at least half of the words.
    expect(hitsOf(search(en, 'fixed qqqq wwww'))).toEqual([]);
  });

  it('puts a table row that starts with the keyword (a prop name) first among equals', () => {
    const texts = ['Keeps the header sticky | 1.0', 'sticky | boolean | false | Sticky header'].map((value, i) => ({
      paragraphId: i,
      tocIndex: 0,
      value,
    }));
    const index = createIndex(
      buildSearchData(
        'en-US',
        [{ page: page('/api', { toc: [{ id: 'props', depth: 2, title: 'Props' }], texts }) }],
        {},
      ),
    );
    expect(hitsOf(search(index, 'sticky')).map((h) => text(h.text))).toEqual([texts[1].value, texts[0].value]);
  });

  it('shows at most two paragraphs of one section', () => {
    const rows = ['a', 'b', 'c'].map((cell, i) => ({ paragraphId: i, tocIndex: 0, value: `${cell} | sticky row` }));
    const index = createIndex(
      buildSearchData(
        'en-US',
        [{ page: page('/api', { toc: [{ id: 'props', depth: 2, title: 'Props' }], texts: rows }) }],
        {},
      ),
    );
    expect(hitsOf(search(index, 'sticky')).map((h) => text(h.text))).toEqual(['a | sticky row', 'b | sticky row']);
  });

  it('keeps the best hits only', () => {
    expect(hitsOf(search(en, 'e', 3))).toHaveLength(3);
  });
});

describe('search: input', () => {
  it('gives nothing for blank or whitespace-only keywords', () => {
    for (const blank of ['', ' ', '   \t\n', '\u3000']) expect(search(en, blank)).toEqual([]);
    expect(parseQuery('  ')).toEqual([]);
  });

  it('is case-insensitive', () => {
    expect(hitsOf(search(en, 'FIXED')).length).toBe(hitsOf(search(en, 'fixed')).length);
  });

  it('treats regular-expression characters literally', () => {
    for (const keywords of ['.*', '(', '[', '\\', '$^', '+?', '{1}', '|'])
      expect(() => search(en, keywords)).not.toThrow();
    expect(hitsOf(search(en, '.*'))).toEqual([]);
    const hit = hitsOf(search(en, 'b*c?'))[0];
    expect(marked(hit.text)).toEqual(['b*c?']);
  });

  it('treats HTML as text: it finds the literal characters, and pieces are plain strings', () => {
    expect(hitsOf(search(en, '<img src=x onerror=alert(1)>'))).toEqual([]);
    const hit = hitsOf(search(en, '<b>key</b>'))[0];
    expect(hit.link).toBe('/?tab=api#api');
    // The query as typed is marked whole; its word "key" is marked elsewhere too.
    expect(marked(hit.text)).toContain('<b>key</b>');
    expect(hit.text.every((piece) => typeof piece.text === 'string' && Object.keys(piece).length === 2)).toBe(true);
  });

  it('survives very long input', () => {
    expect(search(en, 'fixed'.repeat(20_000))).toEqual([]);
    expect(search(en, Array.from({ length: 5000 }, (_, i) => `w${i}`).join(' '))).toEqual([]);
  });
});

describe('search: Chinese', () => {
  it('finds Chinese text without spaces between words', () => {
    const hits = hitsOf(search(zh, '固定'));
    expect(hits[0]).toMatchObject({
      type: 'page',
      link: '/zh-CN/demo/fixed-columns',
      pageTitle: '固定列',
      priority: 100,
    });
    expect(marked(hits[0].title)).toEqual(['固定']);
    expect(hits.some((h) => h.type === 'content' && marked(h.text).includes('固定'))).toBe(true);
    expect(hitsOf(search(zh, '保持原位'))[0].type).toBe('content');
  });

  it('matches each word of a mixed query', () => {
    const hits = hitsOf(search(zh, '滚动 fixed'));
    // The page: "滚动" in its description, "fixed" in its text; then that text, holding both.
    expect(hits.map((h) => h.type)).toEqual(['page', 'content']);
    // "fixed" also finds the Chinese site's word for it (synonyms.json).
    expect(marked(hits[1].text)).toEqual(['fixed', '滚动', '固定']);
  });

  it('searches the current language only', () => {
    expect(hitsOf(search(zh, 'install'))).toEqual([]);
    expect(hitsOf(search(en, '固定'))).toEqual([]);
  });
});

describe('pieces', () => {
  it('marks every occurrence, merging overlaps', () => {
    expect(highlight('Fixed fixed', ['fixed'])).toEqual([
      { text: 'Fixed', highlighted: true },
      { text: ' ', highlighted: false },
      { text: 'fixed', highlighted: true },
    ]);
    expect(highlight('abcd', ['abc', 'bcd'])).toEqual([{ text: 'abcd', highlighted: true }]);
    expect(highlight('plain', ['x'])).toEqual([{ text: 'plain', highlighted: false }]);
  });

  it('cuts a leading snippet longer than 20 characters to its last 20 after an ellipsis', () => {
    const long = 'a'.repeat(5) + 'b'.repeat(20);
    expect(
      cutLeading([
        { text: long, highlighted: false },
        { text: 'hit', highlighted: true },
      ]),
    ).toEqual([
      { text: '…' + 'b'.repeat(20), highlighted: false },
      { text: 'hit', highlighted: true },
    ]);
    const exact = [
      { text: 'x'.repeat(20), highlighted: false },
      { text: 'hit', highlighted: true },
    ];
    expect(cutLeading(exact)).toEqual(exact);
    // Counted in characters, not UTF-16 units.
    const zhText = '横向滚动时'.repeat(5);
    expect(
      cutLeading([
        { text: zhText, highlighted: false },
        { text: '固定', highlighted: true },
      ])[0].text,
    ).toBe('…' + zhText.slice(-20));
  });

  it('cuts leading context in a hit text', () => {
    const hit = hitsOf(search(en, 'newer'))[0];
    expect(text(hit.text)).toBe('…t needs React 18 or newer.');
  });

  it('caps the whole text', () => {
    const pieces = cutTrailing([{ text: 'x'.repeat(300), highlighted: false }], 160);
    expect(text(pieces)).toBe('x'.repeat(160) + '…');
    const split = cutTrailing(
      [
        { text: 'x'.repeat(8), highlighted: false },
        { text: 'fixed', highlighted: true },
      ],
      10,
    );
    expect(split).toEqual([
      { text: 'x'.repeat(8), highlighted: false },
      { text: '…', highlighted: false },
    ]);
  });

  it('folds case without changing length', () => {
    expect(fold('İstanbul').length).toBe('İstanbul'.length);
    expect(fold('ABC')).toBe('abc');
  });
});

/** An index of hand-written search data (pages already in result order). */
function indexOf(...pagesData: Partial<SearchDataPage>[]) {
  return createIndex({
    locale: 'en-US',
    pages: pagesData.map((p, i) => ({
      url: `/p${i}`,
      title: `Page ${i}`,
      group: 'Group',
      priority: 0,
      sections: [],
      texts: [],
      demos: [],
      ...p,
    })),
  });
}

describe('search: ranking details', () => {
  it('keeps equal-scored hits in page and document order', () => {
    const index = indexOf(
      { sections: [{ id: 'one', title: 'Scroll one' }], texts: [[0, 'no match here']] },
      { sections: [{ id: 'two', title: 'Scroll two' }] },
      { sections: [{ id: 'three', title: 'Scroll three' }] },
    );
    expect(hitsOf(search(index, 'scroll')).map((h) => h.link)).toEqual(['/p0#one', '/p1#two', '/p2#three']);
  });

  it('limits paragraphs per section, but never the section title or other sections', () => {
    const index = indexOf({
      sections: [
        { id: 'a', title: 'Sticky A' },
        { id: 'b', title: 'Other' },
      ],
      texts: [
        [0, 'sticky 1'],
        [0, 'sticky 2'],
        [0, 'sticky 3'],
        [1, 'sticky 4'],
      ],
    });
    const hits = hitsOf(search(index, 'sticky'));
    expect(hits.map((h) => [h.type, h.link, text(h.text)])).toEqual([
      ['title', '/p0#a', ''],
      ['content', '/p0#a', 'sticky 1'],
      ['content', '/p0#a', 'sticky 2'],
      ['content', '/p0#b', 'sticky 4'],
    ]);
  });

  it('shows every demo of a section and every page hit, whatever the limit on paragraphs', () => {
    const index = indexOf({
      title: 'Sticky page',
      description: 'sticky',
      demos: [
        { id: 'one', title: 'Sticky one' },
        { id: 'two', title: 'Sticky two' },
        { id: 'three', title: 'Sticky three' },
      ],
    });
    expect(hitsOf(search(index, 'sticky')).map((h) => h.type)).toEqual(['page', 'demo', 'demo', 'demo']);
  });

  it('keeps 50 hits by default, the best ones', () => {
    const sections = Array.from({ length: 60 }, (_, i) => ({ id: `s${i}`, title: `Section ${i}` }));
    const texts = sections.map((_, i): [number, string] => [i, `row ${i}`]);
    const hits = hitsOf(search(indexOf({ title: 'Rows', sections, texts }), 'row'));
    expect(hits).toHaveLength(50);
    expect(hits[0].type).toBe('page');
    expect(text(hits[49].text)).toBe('row 48');
  });

  it('weighs a word by the heaviest field holding it, and adds up the words', () => {
    const index = indexOf({
      title: 'Alpha',
      description: 'alpha beta',
      demos: [{ id: 'd', title: 'Gamma', description: 'gamma beta', keywords: ['beta'] }],
    });
    // The demo holds "beta" itself; "alpha" only in the page around it, which adds nothing.
    expect(hitsOf(search(index, 'alpha beta')).map((h) => [h.type, h.priority])).toEqual([
      ['page', 101],
      ['demo', 1],
    ]);
    // The page holds "beta" in its description; "gamma" is in its demo, part of the page around it.
    expect(hitsOf(search(index, 'gamma beta')).map((h) => [h.type, h.priority])).toEqual([
      ['demo', 11],
      ['page', 1],
    ]);
  });

  it('needs a word in the hit itself: the page or section around it only completes the match', () => {
    const index = indexOf({
      title: 'Columns',
      sections: [{ id: 's', title: 'Sorting' }],
      texts: [[0, 'click the header']],
    });
    expect(hitsOf(search(index, 'columns')).map((h) => h.type)).toEqual(['page']);
    expect(hitsOf(search(index, 'sorting')).map((h) => h.type)).toEqual(['title']);
    // The page's title holds "columns", its text "header": the page counts its title only.
    expect(hitsOf(search(index, 'columns header')).map((h) => [h.type, h.priority])).toEqual([
      ['page', 100],
      ['content', 1],
    ]);
    expect(hitsOf(search(index, 'sorting columns')).map((h) => [h.type, h.priority])).toEqual([
      ['page', 100],
      ['title', 10],
    ]);
  });

  it('puts a paragraph that starts with a word first among equals, whatever word it is', () => {
    const index = indexOf({
      sections: ['a', 'b', 'c'].map((id) => ({ id, title: id.toUpperCase() })),
      texts: [
        [0, 'the width in pixels'],
        [1, 'pixels, then the width'],
        [2, 'width | number of pixels'],
      ],
    });
    expect(hitsOf(search(index, 'width pixels')).map((h) => h.link)).toEqual(['/p0#b', '/p0#c', '/p0#a']);
  });

  it('groups hits by page group, lower priority first, a group once however many pages it holds', () => {
    const index = indexOf(
      { title: 'Late', group: 'Z', priority: 2000 },
      { title: 'Early one', group: 'A', priority: 1000 },
      { title: 'Early two', group: 'A', priority: 1000 },
      { title: 'Same priority', group: 'B', priority: 1000 },
    );
    const groups = search(index, 'e');
    expect(groups.map((g) => [g.title, g.priority, g.hits.map((h) => h.pageTitle)])).toEqual([
      ['A', 1000, ['Early one', 'Early two']],
      ['B', 1000, ['Same priority']],
      ['Z', 2000, ['Late']],
    ]);
  });

  it('does not drop a demo titled like its page when the page itself is not a hit', () => {
    const index = indexOf({
      title: 'Lorem',
      demos: [
        { id: 'a', title: 'Lorem', keywords: ['ipsum'] },
        { id: 'b', title: 'Other', keywords: ['ipsum'] },
      ],
    });
    expect(hitsOf(search(index, 'ipsum')).map((h) => h.link)).toEqual(['/p0#demo-a', '/p0#demo-b']);
    expect(hitsOf(search(index, 'lorem')).map((h) => h.type)).toEqual(['page']);
  });

  it('links a demo on a tab to that tab, and text before the first heading to the page', () => {
    const index = indexOf({
      url: '/api',
      sections: [{ id: 'x', title: 'X' }],
      texts: [
        [-1, 'intro words'],
        [1, 'orphan words'],
      ],
      demos: [{ id: 'tab-demo', title: 'Tabbed', tab: 'a b' }],
    });
    expect(hitsOf(search(index, 'tabbed'))[0].link).toBe('/api?tab=a%20b#demo-tab-demo');
    expect(hitsOf(search(index, 'words')).map((h) => [h.link, h.pageTitle])).toEqual([
      ['/api', 'Page 0'],
      ['/api', 'Page 0'],
    ]);
  });
});

describe('search: hit text', () => {
  let index: SearchIndex;
  beforeEach(() => {
    index = indexOf({
      title: 'Pagination',
      description: 'Split rows into pages.',
      sections: [{ id: 's', title: 'Size' }],
      demos: [
        { id: 'd', title: 'Pager', description: 'A pager below the table.', keywords: ['paging', 'footer'] },
        { id: 'e', title: 'Bare pager' },
      ],
    });
  });

  it('shows the demo field that holds a word: its description, else its keywords', () => {
    const hit = (words: string, link: string) => hitsOf(search(index, words)).find((h) => h.link === link)!;
    expect(text(hit('below', '/p0#demo-d').text)).toBe('A pager below the table.');
    expect(text(hit('footer', '/p0#demo-d').text)).toBe('paging, footer');
    expect(marked(hit('footer', '/p0#demo-d').text)).toEqual(['footer']);
    // Matched by its title only: the description.
    expect(text(hit('pager', '/p0#demo-d').text)).toBe('A pager below the table.');
    expect(hit('pager', '/p0#demo-e').text).toEqual([]);
  });

  it('shows a page hit with its description, a section title hit with no text', () => {
    expect(hitsOf(search(index, 'pagination'))[0]).toMatchObject({
      type: 'page',
      title: [{ text: 'Pagination', highlighted: true }],
      text: [{ text: 'Split rows into pages.', highlighted: false }],
    });
    expect(hitsOf(search(index, 'size'))[0]).toMatchObject({ type: 'title', text: [] });
    const bare = indexOf({ title: 'Bare' });
    expect(hitsOf(search(bare, 'bare'))[0].text).toEqual([]);
  });

  it('cuts a long paragraph to its leading context and the length limit', () => {
    const long = 'x'.repeat(30) + ' needle ' + 'y'.repeat(300);
    const hit = hitsOf(search(indexOf({ texts: [[-1, long]] }), 'needle'))[0];
    const shown = text(hit.text);
    expect(shown.startsWith('…' + 'x'.repeat(19) + ' ')).toBe(true);
    expect(Array.from(shown)).toHaveLength(161);
    expect(shown.endsWith('…')).toBe(true);
  });
});

describe('search data: details', () => {
  it('drops empty descriptions, keywords and tabs, and demos it does not know', () => {
    const data = buildSearchData(
      'en-US',
      [
        {
          page: page('/demo/x', {
            title: 'X',
            description: '',
            toc: [{ id: 'a', depth: 2, title: 'A' }],
            demos: ['bare', 'missing'],
          }),
          demoTabs: {},
        },
      ],
      { bare: demo('bare', 'demo/x', 'Bare', { description: '', keywords: [] }) },
    );
    expect(data).toEqual({
      locale: 'en-US',
      pages: [
        {
          url: '/demo/x',
          title: 'X',
          group: 'Demo',
          priority: 1000,
          sections: [{ id: 'a', title: 'A' }],
          texts: [],
          demos: [{ id: 'bare', title: 'Bare' }],
        },
      ],
    });
  });

  it('orders pages of one group by page order, then by address', () => {
    const group = { key: 'g', title: 'G', order: 0 };
    const data = buildSearchData(
      'en-US',
      [
        { page: page('/demo/c', { order: 2, group }) },
        { page: page('/demo/b', { order: 1, group }) },
        { page: page('/demo/a', { order: 2, group }) },
      ],
      {},
    );
    expect(data.pages.map((p) => [p.url, p.priority])).toEqual([
      ['/demo/b', 1001],
      ['/demo/a', 1001],
      ['/demo/c', 1001],
    ]);
  });

  it('trims the empty cells that end a table row, and only those', () => {
    const data = buildSearchData(
      'en-US',
      [
        {
          page: page('/api', {
            texts: [
              { paragraphId: 0, tocIndex: -1, value: 'a | b |  |  ' },
              { paragraphId: 1, tocIndex: -1, value: 'a | | c' },
              { paragraphId: 2, tocIndex: -1, value: 'plain text' },
            ],
          }),
        },
      ],
      {},
    );
    expect(data.pages[0].texts).toEqual([
      [-1, 'a | b'],
      [-1, 'a | | c'],
      [-1, 'plain text'],
    ]);
  });
});

describe('pieces: details', () => {
  it('marks words found out of text order', () => {
    expect(highlight('fixed header and sticky columns', ['columns', 'sticky', 'fixed'])).toEqual([
      { text: 'fixed', highlighted: true },
      { text: ' header and ', highlighted: false },
      { text: 'sticky', highlighted: true },
      { text: ' ', highlighted: false },
      { text: 'columns', highlighted: true },
    ]);
  });

  it('merges touching and nested matches into one piece', () => {
    expect(highlight('rowKey', ['row', 'key'])).toEqual([{ text: 'rowKey', highlighted: true }]);
    expect(highlight('scroll', ['scroll', 'roll'])).toEqual([{ text: 'scroll', highlighted: true }]);
    expect(highlight('a scroll b', ['roll', 'scroll'])).toEqual([
      { text: 'a ', highlighted: false },
      { text: 'scroll', highlighted: true },
      { text: ' b', highlighted: false },
    ]);
  });

  it('keeps the original case and finds repeated words without overlap', () => {
    expect(highlight('AAAA', ['aa'])).toEqual([{ text: 'AAAA', highlighted: true }]);
    expect(highlight('aXa', ['a'])).toEqual([
      { text: 'a', highlighted: true },
      { text: 'X', highlighted: false },
      { text: 'a', highlighted: true },
    ]);
    expect(highlight('', ['a'])).toEqual([]);
  });

  it('reads keywords split on any white space, folded, deduplicated, in query order, without single letters', () => {
    expect(parseQuery('a  Fixed\tcolumns\nFIXED\u3000ab').map((w) => w.word)).toEqual(['fixed', 'column', 'ab']);
  });

  it('folds only characters whose lower case keeps their length', () => {
    expect(fold('İA')).toBe('İa');
    expect(fold('ÀB')).toBe('àb');
  });

  it('leaves leading context alone when it is a match, the only piece, or short enough', () => {
    const long = { text: 'x'.repeat(30), highlighted: false };
    const hit = { text: 'hit', highlighted: true };
    expect(cutLeading([long])).toEqual([long]);
    expect(cutLeading([hit, long])).toEqual([hit, long]);
    expect(cutLeading([])).toEqual([]);
    expect(cutLeading([long, hit], 5)).toEqual([{ text: '…xxxxx', highlighted: false }, hit]);
  });

  it('keeps text that fits exactly, and drops a match that does not fit whole', () => {
    const pieces = [
      { text: 'abc', highlighted: false },
      { text: 'de', highlighted: true },
    ];
    expect(cutTrailing(pieces, 5)).toEqual(pieces);
    expect(cutTrailing(pieces, 4)).toEqual([
      { text: 'abc', highlighted: false },
      { text: '…', highlighted: false },
    ]);
    expect(cutTrailing(pieces, 3)).toEqual([
      { text: 'abc', highlighted: false },
      { text: '…', highlighted: false },
    ]);
    expect(cutTrailing([{ text: '固定列保持', highlighted: false }], 2)).toEqual([
      { text: '固定', highlighted: false },
      { text: '…', highlighted: false },
    ]);
    expect(cutTrailing([{ text: 'x'.repeat(160), highlighted: false }])).toEqual([
      { text: 'x'.repeat(160), highlighted: false },
    ]);
  });
});

describe('search: more ranking rules', () => {
  it('lists a section titled like its page next to the page hit', () => {
    const index = indexOf({ title: 'Sticky', sections: [{ id: 'sticky', title: 'Sticky' }] });
    expect(hitsOf(search(index, 'sticky')).map((h) => [h.type, h.link])).toEqual([
      ['page', '/p0'],
      ['title', '/p0#sticky'],
    ]);
  });

  it('keeps section titles of equal score in document order, even when a later one starts with the word', () => {
    const index = indexOf({
      sections: [
        { id: 'a', title: 'Header that is sticky' },
        { id: 'b', title: 'Sticky header' },
      ],
    });
    expect(hitsOf(search(index, 'sticky')).map((h) => h.link)).toEqual(['/p0#a', '/p0#b']);
  });

  it('shows a demo’s description when it holds a word, before its keywords', () => {
    const index = indexOf({
      demos: [{ id: 'd', title: 'Demo', description: 'a sticky header', keywords: ['sticky', 'footer'] }],
    });
    expect(text(hitsOf(search(index, 'sticky footer'))[0].text)).toBe('a sticky header');
  });

  it('finds a demo without description or keywords by its title only', () => {
    const index = indexOf({ title: 'Bare', demos: [{ id: 'd', title: 'Plain' }] });
    expect(hitsOf(search(index, 'plain')).map((h) => h.type)).toEqual(['demo']);
    expect(hitsOf(search(index, 'was'))).toEqual([]);
  });
});

describe('pieces: more rules', () => {
  it('marks a match inside a longer one once, without repeating text', () => {
    expect(highlight('abcd x', ['abcd', 'bc'])).toEqual([
      { text: 'abcd', highlighted: true },
      { text: ' x', highlighted: false },
    ]);
  });

  it('never cuts a leading match, however long', () => {
    const pieces = [
      { text: 'x'.repeat(30), highlighted: true },
      { text: ' tail', highlighted: false },
    ];
    expect(cutLeading(pieces)).toEqual(pieces);
  });

  it('adds no empty piece when the text ends exactly at the limit', () => {
    expect(
      cutTrailing(
        [
          { text: 'abc', highlighted: false },
          { text: 'def', highlighted: false },
        ],
        3,
      ),
    ).toEqual([
      { text: 'abc', highlighted: false },
      { text: '…', highlighted: false },
    ]);
  });
});

describe('search data: what it carries', () => {
  it('carries a page’s description, so a page is found by it', () => {
    const source = page('/demo/x', { title: 'X', description: 'Keep key columns in place.' });
    const data = buildSearchData('en-US', [{ page: source }], {});
    expect(data.pages[0].description).toBe('Keep key columns in place.');
    expect(hitsOf(search(createIndex(data), 'key columns')).map((h) => h.type)).toEqual(['page']);
  });

  it('takes a demo whose asset has no keywords at all', () => {
    const bare = demo('bare', 'demo/x', 'Bare');
    const data = buildSearchData('en-US', [{ page: page('/demo/x', { demos: ['bare'] }) }], { bare });
    expect(data.pages[0].demos).toEqual([{ id: 'bare', title: 'Bare' }]);
  });
});

// ---- What developers type: each case a query that found nothing or the wrong page when text had to match exactly.

type PageData = Partial<SearchDataPage> & Pick<SearchDataPage, 'url' | 'title'>;
const typedPage = (data: PageData): SearchDataPage => ({
  group: 'Demo',
  priority: 1000,
  sections: [],
  texts: [],
  demos: [],
  ...data,
});

/** English pages, in result order (Home first, as in the nav). */
const enPages: SearchDataPage[] = [
  typedPage({
    url: '/',
    title: 'Home',
    group: 'Home',
    priority: 0,
    sections: [{ id: 'api', title: 'API' }],
    texts: [
      [0, 'sticky | boolean | false | Keeps the header and the horizontal scroll bar in view while the page scrolls.'],
      [0, "fixed | 'start' | 'end' | - | Fixes the column while the table scrolls sideways."],
      [0, 'scroll.x | number | - | Width of the table inside the scrolling area.'],
      [0, "rowKey | string | 'key' | Where each row's unique key comes from."],
      [0, 'ellipsis | boolean | false | Cuts long text with an ellipsis.'],
      [0, "summary | (data) => ReactNode | - | The table's summary rows, rendered as its footer."],
    ],
  }),
  typedPage({ url: '/demo/key', title: 'Row keys', description: 'Each row needs a key that stays the same.' }),
  typedPage({
    url: '/demo/column-hidden',
    title: 'Hidden columns',
    description: 'Switch columns off and on again with a checkbox.',
    demos: [{ id: 'hidden', title: 'Hidden columns', keywords: ['hidden', 'show', 'hide', 'visibility'] }],
  }),
  typedPage({ url: '/demo/ellipsis', title: 'Ellipsis', description: 'Long text cut to one line.' }),
  typedPage({
    url: '/demo/fixed-columns',
    title: 'Fixed columns',
    description: 'Keep the first columns in place while the rest scroll sideways.',
    demos: [{ id: 'fixed', title: 'Fixed columns', keywords: ['fixed', 'freeze panes'] }],
  }),
  typedPage({
    url: '/demo/sticky-header',
    title: 'Sticky header',
    description: 'A header that stays while the page scrolls.',
  }),
  typedPage({
    url: '/demo/summary',
    title: 'Sticky header and summary',
    description: 'Summary rows below the body, kept in view at the bottom.',
  }),
  typedPage({
    url: '/demo/virtual',
    title: 'Virtual table',
    description: 'Fifty thousand rows, only the visible ones drawn.',
  }),
  typedPage({
    url: '/demo/virtual-list',
    title: 'Virtual body with react-window List',
    texts: [[-1, "Ten thousand rows drawn by react-window's List under the table's own header."]],
  }),
  typedPage({
    url: '/changelog',
    title: 'Changelog',
    group: 'Changelog',
    priority: 2000,
    sections: [{ id: '1-12-0', title: '1.12.0' }],
    texts: [[0, 'Fixed columns keep their shadow in right-to-left tables.']],
  }),
  typedPage({
    url: '/migration',
    title: 'From rc-table 7 to @rc-component/table',
    group: 'Migration',
    priority: 3000,
    texts: [[-1, 'Upgrading takes more than a new package name: React 18 is required.']],
  }),
];

const zhPages: SearchDataPage[] = [
  typedPage({
    url: '/zh-CN',
    title: '首页',
    group: '首页',
    priority: 0,
    sections: [{ id: 'api', title: 'API' }],
    texts: [
      [0, 'fixed | 固定列，表格横向滚动时保持不动。'],
      [0, 'sticky | 吸顶表头，横向滚动条也吸附在底部。'],
      [0, 'scroll.x | 横向滚动区域内表格的宽度。'],
      [0, 'summary | 总结栏，渲染在表格底部。'],
    ],
  }),
  typedPage({ url: '/zh-CN/demo/scroll-x', title: '横向滚动', description: '列很多时让表格左右滚动。' }),
  typedPage({ url: '/zh-CN/demo/fixed-columns', title: '固定列', description: '滚动时让关键列保持不动。' }),
  typedPage({ url: '/zh-CN/demo/summary', title: '吸顶表头与总结栏', description: '总结栏在表格底部吸附。' }),
  typedPage({
    url: '/zh-CN/demo/virtual',
    title: '虚拟表格',
    texts: [[-1, '五万行数据，只渲染可见的行。']],
    demos: [{ id: 'virtual', title: '虚拟表格', keywords: ['虚拟滚动', '性能', '大数据'] }],
  }),
  typedPage({
    url: '/zh-CN/demo/row-click',
    title: '行、单元格与表头事件',
    texts: [[-1, '点击邮箱单元格会出现两条记录，先是单元格的回调，然后是行的回调。']],
    demos: [{ id: 'row-click', title: '行、单元格与表头事件', keywords: ['点击', '双击', '事件'] }],
  }),
  typedPage({
    url: '/zh-CN/demo/column-resize',
    title: '可调整列宽',
    texts: [[-1, '拖拽表头右侧的把手即可调整列宽，键盘也可以操作。']],
  }),
  typedPage({ url: '/zh-CN/changelog', title: '更新日志', group: '更新日志', priority: 2000 }),
  typedPage({
    url: '/zh-CN/migration',
    title: '从 rc-table 7 升级到 @rc-component/table',
    group: '升级指南',
    priority: 3000,
    texts: [[-1, '升级不只是换一个包名。']],
  }),
];

let typedEn: SearchIndex;
let typedZh: SearchIndex;
beforeEach(() => {
  typedEn = createIndex({ locale: 'en-US', pages: enPages });
  typedZh = createIndex({ locale: 'zh-CN', pages: zhPages });
});
afterEach(() => useSegmenter(true));

const first = (index: SearchIndex, keywords: string) => hitsOf(search(index, keywords))[0];

describe('typed: typos', () => {
  it('finds a word with one typo, a swap of neighbours included', () => {
    expect(first(typedEn, 'virtaul')).toMatchObject({ type: 'page', link: '/demo/virtual' });
    expect(first(typedEn, 'stikcy')).toMatchObject({ type: 'page', link: '/demo/sticky-header' });
    expect(first(typedEn, 'elipsis')).toMatchObject({ type: 'page', link: '/demo/ellipsis' });
    // The whole misspelled word is marked.
    expect(marked(first(typedEn, 'stikcy').title)).toEqual(['Sticky']);
  });

  it('finds a prop with a typo in its API row', () => {
    const hit = first(typedEn, 'rowkye');
    expect(hit).toMatchObject({ type: 'content', link: '/#api' });
    expect(marked(hit.text)).toEqual(['rowKey']);
  });

  it('does not let one misspelled word empty the query', () => {
    expect(first(typedEn, 'virtual tabel').link).toBe('/demo/virtual');
    expect(first(typedEn, 'summery row').link).toBe('/demo/summary');
  });

  it('allows one typo up to 7 letters, two from 8, none under 4', () => {
    expect([3, 4, 7, 8, 12].map(typosAllowed)).toEqual([0, 1, 1, 2, 2]);
    expect(typoDistance('stikcy', 'sticky', 1)).toBe(1);
    expect(typoDistance('elipsis', 'ellipsis', 1)).toBe(1);
    expect(typoDistance('expandedrowrendr', 'expandedrowrender', 2)).toBe(1);
    expect(typoDistance('ellipsys', 'ellipsis', 2)).toBe(1);
    expect(typoDistance('abcd', 'badc', 2)).toBe(2);
    // Over the limit: the limit plus one, whatever the real distance.
    expect(typoDistance('sticky', 'stack', 1)).toBe(2);
    expect(typoDistance('table', 'tab', 1)).toBe(2);
    // Far apart though of one length: still the limit plus one.
    expect(typoDistance('abcde', 'vwxyz', 1)).toBe(2);
    expect(typoDistance('ab', 'ba', 1)).toBe(1);
    // Three letters: no typo allowed, so "rwo" is not "row".
    expect(hitsOf(search(typedEn, 'rwo'))).toEqual([]);
    // Eight letters, two typos: still far from every word.
    expect(hitsOf(search(typedEn, 'qzxwvplk'))).toEqual([]);
  });

  it('tries typos only for words the site does not have', () => {
    // "table" is on the site, so it is not also read with a typo (as "label", say): only the word and its plural.
    const typoed = hitsOf(search(typedEn, 'tabel')).length;
    expect(typoed).toBeGreaterThan(0);
    for (const hit of hitsOf(search(typedEn, 'table')))
      for (const mark of [...marked(hit.title), ...marked(hit.text)]) expect(mark.toLowerCase()).toMatch(/^tables?$/);
  });
});

describe('typed: prefixes', () => {
  it('finds words by their start, from three letters', () => {
    expect(first(typedEn, 'virt')).toMatchObject({ link: '/demo/virtual' });
    expect(marked(first(typedEn, 'virt').title)).toEqual(['Virt']);
    expect(first(typedEn, 'ellip').link).toBe('/demo/ellipsis');
    expect(first(typedZh, '虚拟').link).toBe('/zh-CN/demo/virtual');
  });
});

describe('typed: stop words', () => {
  it('ignores words such as "or", "at" and "the"', () => {
    expect(parseQuery('show or hide columns').map((w) => w.word)).toEqual(['show', 'hide', 'column']);
    expect(parseQuery('freeze the first column').map((w) => w.word)).toEqual(['freeze', 'first', 'column']);
    expect(parseQuery('如何固定第一列').map((w) => w.word)).toEqual(['固定', '第一', '列']);
    expect(first(typedEn, 'show or hide columns').link).toBe('/demo/column-hidden');
    expect(first(typedEn, 'total row at bottom').link).toBe('/demo/summary');
    expect(first(typedEn, 'freeze first column').link).toBe('/demo/fixed-columns');
  });

  it('keeps them when there is nothing else', () => {
    expect(parseQuery('the or').map((w) => w.word)).toEqual(['the', 'or']);
    expect(hitsOf(search(typedEn, 'the')).length).toBeGreaterThan(0);
  });
});

describe('typed: synonyms', () => {
  it('finds the site’s word for a word it does not use', () => {
    expect(first(typedEn, 'release notes')).toMatchObject({ type: 'page', link: '/changelog' });
    expect(first(typedEn, 'freeze')).toMatchObject({ type: 'page', link: '/demo/fixed-columns' });
    expect(marked(first(typedEn, 'freeze').title)).toEqual(['Fixed']);
    expect(first(typedZh, '汇总行').link).toBe('/zh-CN/demo/summary');
    expect(first(typedZh, '冻结列').link).toBe('/zh-CN/demo/fixed-columns');
    expect(first(typedZh, '升级').link).toBe('/zh-CN/migration');
  });

  it('works one way: the site’s own word is not widened', () => {
    // "freeze panes" is a keyword of the fixed-columns demo; a search for "fixed" marks "fixed" only.
    for (const hit of hitsOf(search(typedEn, 'fixed')))
      for (const mark of [...marked(hit.title), ...marked(hit.text)]) expect(mark.toLowerCase()).toBe('fixed');
  });

  it('reads a listed phrase as one word with its ways of writing', () => {
    expect(parseBareQuery('release notes')[0].ways).toHaveLength(1);
    const [word] = parseQuery('release notes');
    expect(word.word).toBe('release note');
    expect(word.ways.map((way) => way.words)).toEqual([['release', 'note'], ['changelog'], ['更新', '日志']]);
    expect(word.ways.map((way) => way.quality)).toEqual([1, 0.8, 0.8]);
  });
});

describe('typed: numbers', () => {
  it('reads digits, grouped digits and number words alike', () => {
    for (const text of ['10000', '10,000', 'ten thousand', 'Ten Thousand'])
      expect(tokenize(text).map((t) => t.term)).toEqual(['10000']);
    expect(tokenize('fifty thousand rows').map((t) => t.term)).toEqual(['50000', 'row']);
    expect(tokenize('two hundred').map((t) => t.term)).toEqual(['200']);
    expect(tokenize('一万行').map((t) => t.term)).toEqual(['10000', '行']);
    expect(tokenize('两万种商品')[0].term).toBe('20000');
    expect(tokenize('六十一')[0].term).toBe('61');
  });

  it('finds "ten thousand" for 10000 and 10,000', () => {
    for (const keywords of ['10000 rows', '10,000 rows', 'ten thousand rows']) {
      const hit = first(typedEn, keywords);
      expect(hit.link).toBe('/demo/virtual-list');
      expect(marked(hit.text).join(' ')).toBe('Ten thousand rows');
    }
    expect(first(typedEn, '50000 rows').link).toBe('/demo/virtual');
    expect(first(typedZh, '50000行').link).toBe('/zh-CN/demo/virtual');
  });
});

describe('typed: Chinese words', () => {
  it('splits Chinese into words with Intl.Segmenter, joining single characters into pairs', () => {
    expect(tokenize('固定列').map((t) => t.term)).toEqual(['固定', '列']);
    // The segmenter leaves 拖 and 拽 apart: they become the pair 拖拽.
    expect(tokenize('列宽拖拽').map((t) => t.term)).toContain('拖拽');
    // A stop character ends a pair run: no pair across 的.
    expect(tokenize('击的总').some((t) => t.term.includes('的') && t.term.length > 1)).toBe(false);
  });

  it('finds each word of a Chinese query on the right page', () => {
    expect(first(typedZh, '列宽拖拽').link).toBe('/zh-CN/demo/column-resize');
    // The demo: "大数据" in its keywords.
    expect(first(typedZh, '大数据量').link).toBe('/zh-CN/demo/virtual#demo-virtual');
    expect(first(typedZh, '行点击事件').link).toBe('/zh-CN/demo/row-click');
  });

  it('finds a single Chinese character wherever the text holds it, inside words too', () => {
    // 列 is a word of 固定列 and a part of 列宽.
    const links = hitsOf(search(typedZh, '列')).map((h) => h.link);
    expect(links).toContain('/zh-CN/demo/fixed-columns');
    expect(links).toContain('/zh-CN/demo/column-resize');
  });

  it('finds a Chinese word the index does not have where the text holds it', () => {
    // The index has 容器 and 内 (segmented so); "器内" is found inside the text all the same, and marked.
    const index = createIndex({
      locale: 'zh-CN',
      pages: [
        typedPage({ url: '/zh-CN/demo/sticky-container', title: '吸附', texts: [[-1, '在滚动容器内吸附表头。']] }),
      ],
    });
    const hit = first(index, '器内');
    expect(hit).toMatchObject({ type: 'content', link: '/zh-CN/demo/sticky-container' });
    expect(marked(hit.text)).toEqual(['器内']);
  });

  it('falls back to character pairs without Intl.Segmenter, in the index and the query alike', () => {
    useSegmenter(false);
    expect(tokenize('列宽拖拽').map((t) => t.term)).toEqual(['列宽', '宽拖', '拖拽']);
    const index = createIndex({ locale: 'zh-CN', pages: zhPages });
    expect(first(index, '列宽拖拽').link).toBe('/zh-CN/demo/column-resize');
    expect(first(index, '固定列').link).toBe('/zh-CN/demo/fixed-columns');
    expect(first(index, '横向滚动').link).toBe('/zh-CN/demo/scroll-x');
  });
});

describe('typed: tokens', () => {
  it('gives camelCase names whole and in parts, and drops plural s', () => {
    expect(tokenize('rowKey').map((t) => [t.term, Boolean(t.part)])).toEqual([
      ['rowkey', false],
      ['row', true],
      ['key', true],
    ]);
    expect(['columns', 'entries', 'class', 'status', 'ellipsis', 'props'].map(stem)).toEqual([
      'column',
      'entry',
      'class',
      'status',
      'ellipsis',
      'prop',
    ]);
    // Single letters are left out; places are kept.
    expect(tokenize('scroll.x is a')).toEqual([
      { term: 'scroll', start: 0, end: 6 },
      { term: 'is', start: 9, end: 11 },
    ]);
  });
});

describe('typed: ranking', () => {
  it('puts the page titled like the query above Home’s API rows', () => {
    expect(first(typedZh, '固定列')).toMatchObject({ type: 'page', link: '/zh-CN/demo/fixed-columns' });
    expect(first(typedZh, '横向滚动')).toMatchObject({ type: 'page', link: '/zh-CN/demo/scroll-x' });
    expect(first(typedEn, 'sticky header')).toMatchObject({ type: 'page', link: '/demo/sticky-header' });
    // Home still lists its row, in a later group.
    const groups = search(typedEn, 'sticky header');
    expect(groups[0].title).toBe('Demo');
    expect(groups.map((g) => g.title)).toContain('Home');
  });

  it('puts the migration page first for an upgrade', () => {
    expect(first(typedZh, '升级 rc-table').link).toBe('/zh-CN/migration');
    expect(first(typedEn, 'upgrade rc-table').link).toBe('/migration');
  });

  it('puts text holding a prop path as typed first, before the weight of a title holding its word', () => {
    const index = createIndex({
      locale: 'en-US',
      pages: [
        typedPage({
          url: '/',
          title: 'Home',
          group: 'Home',
          priority: 0,
          sections: [{ id: 'api', title: 'API' }],
          texts: [[0, 'scroll.x | number | Width of the scrolling area.']],
        }),
        typedPage({ url: '/demo/scroll-y', title: 'Scroll vertically', description: 'A body that scrolls.' }),
      ],
    });
    expect(first(index, 'scroll.x')).toMatchObject({ type: 'content', link: '/#api' });
    // Marked whole; its word "scroll" also starts "scrolling".
    expect(marked(first(index, 'scroll.x').text)).toEqual(['scroll.x', 'scroll']);
    // Plain words rank by weight: the page title first.
    expect(first(index, 'scroll')).toMatchObject({ type: 'page', link: '/demo/scroll-y' });
  });

  it('lets a word found on nearly every page count for nothing beside other words', () => {
    const index = createIndex({
      locale: 'en-US',
      pages: [
        typedPage({ url: '/a', title: 'Nested tables', texts: [[-1, 'An empty space where the icon would be.']] }),
        typedPage({ url: '/b', title: 'No data', description: 'What an empty table shows.' }),
        typedPage({ url: '/c', title: 'Sorting', description: 'Sort the table.' }),
        typedPage({ url: '/d', title: 'Paging', description: 'Page through the table.' }),
        typedPage({ url: '/e', title: 'Theme', description: 'Style the table.' }),
      ],
    });
    // "table" is on all five pages: "empty" decides, and "No data" says it in its description.
    expect(first(index, 'empty table')).toMatchObject({ type: 'page', link: '/b' });
    // Alone, it is searched as ever: the page titled with it first.
    expect(first(index, 'table')).toMatchObject({ type: 'page', link: '/a' });
  });

  it('breaks ties by nav order', () => {
    const index = createIndex({
      locale: 'en-US',
      pages: [
        typedPage({ url: '/late', title: 'Sticky late', group: 'Late', priority: 2000 }),
        typedPage({ url: '/early', title: 'Sticky early', group: 'Early', priority: 1000 }),
      ],
    });
    expect(search(index, 'sticky').map((g) => g.title)).toEqual(['Early', 'Late']);
  });
});

describe('answers (generated entries about a combination)', () => {
  const answer = (a: string, b: string, verdict: string) => ({
    id: `cell-${a}-${b}`.toLowerCase().replace(/\s+/g, '-'),
    title: `${a} + ${b}`,
    parts: [a, b],
    text: verdict,
  });
  let index: SearchIndex;
  beforeEach(() => {
    index = createIndex(
      buildSearchData(
        'en-US',
        [
          { page: page('/demo/virtual', { title: 'Virtual columns' }) },
          { page: page('/demo/fixed', { title: 'Fixed columns' }) },
          {
            page: page('/compatibility', { title: 'Compatibility' }),
            entries: [
              answer('Fixed columns at the start', 'VirtualTable', 'Works.'),
              answer('Fixed columns at the start', 'Fixed header', 'Works.'),
              answer('Fixed columns at the start', 'Expandable rows', 'Works.'),
              answer('Fixed columns at the start', 'Tree data', 'Works.'),
              answer('Fixed columns at the start', 'Grouped headers', 'Works.'),
              answer('Expandable rows', 'Tree data', 'Does not work.'),
            ],
          },
        ],
        {},
      ),
    );
  });
  const links = (query: string) =>
    search(index, query)
      .flatMap((group) => group.hits)
      .map((hit) => `${hit.type} ${hit.link}`);

  it('come first for a query that names two of their parts, each by a word of its own', () => {
    expect(links('virtual fixed columns')[0]).toBe(
      'answer /compatibility#cell-fixed-columns-at-the-start-virtualtable',
    );
    expect(links('does expandable work with tree')[0]).toBe('answer /compatibility#cell-expandable-rows-tree-data');
  });

  it('weigh as text for a query about one part, after the pages it names', () => {
    expect(links('fixed columns')[0]).toBe('page /demo/fixed');
    // "fixed header" names one part of "Fixed columns + Fixed header": "fixed" is in both.
    expect(
      links('fixed header').indexOf('answer /compatibility#cell-fixed-columns-at-the-start-fixed-header'),
    ).not.toBe(0);
  });

  it('show at most three for a query', () => {
    expect(links('fixed columns start').filter((link) => link.startsWith('answer'))).toHaveLength(3);
  });

  it('ignore a stop word however the tokenizer cuts it ("does" is the word "doe")', () => {
    expect(parseQuery('does sticky work').map((word) => word.word)).toEqual(['sticky', 'work']);
  });
});

// ---- Matching and ranking rules, each on a small index of its own.

/** Hand-written pages (in result order) with the synonyms given, none of the site's. */
const bareIndex = (pagesData: Partial<SearchDataPage>[], synonyms?: Record<string, string[]>) =>
  createBareIndex({
    locale: 'en-US',
    synonyms,
    pages: pagesData.map((p, i) => typedPage({ url: `/p${i}`, title: `Page ${i}`, ...p })),
  });
/** Each hit as [type, link, score]. */
const scored = (index: SearchIndex, keywords: string) =>
  hitsOf(search(index, keywords)).map((h) => [h.type, h.link, h.priority]);

describe('query words', () => {
  it('are the whole camelCase names typed, not their parts', () => {
    expect(parseBareQuery('rowKey').map((w) => w.word)).toEqual(['rowkey']);
  });

  it('keep a stop word that is a synonym of a site word', () => {
    const query = parseBareQuery('use the table', synonymsOf({ api: ['use'] }));
    expect(query.map((w) => w.word)).toEqual(['use', 'table']);
  });

  it('are at most twelve', () => {
    const typed = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda omicron sigma tau';
    expect(parseBareQuery(typed).map((w) => w.word)).toEqual(typed.split(' ').slice(0, 12));
  });
});

describe('synonyms', () => {
  it('are read as the tokenizer gives them, skipping empty ones and the site word itself', () => {
    const { phrases, longest } = synonymsOf({
      table: ['Tables', '', 'grid'],
      'release notes': ['Release Notes', 'changes'],
      rowKey: ['row id', 'rowId'],
    });
    expect(Object.fromEntries(phrases)).toEqual({
      grid: [['table']],
      change: [['release', 'note']],
      'row id': [['rowkey']],
      rowid: [['rowkey']],
    });
    expect(longest).toBe(2);
  });

  it('list every site word a phrase stands for', () => {
    expect(synonymsOf({ fixed: ['pin'], sticky: ['pin'] }).phrases.get('pin')).toEqual([['fixed'], ['sticky']]);
  });

  it('find the site word itself, not the words starting with it', () => {
    const index = bareIndex([{ title: 'Fixture' }, { title: 'Other' }], { fix: ['freeze'] });
    expect(hitsOf(search(index, 'freeze'))).toEqual([]);
  });

  it('leave the mark of a better match of the typed word', () => {
    // "fix" starts "Fixed" (0.9), and is a synonym of "fixed" (0.8): the start is marked.
    const index = bareIndex([{ title: 'Fixed' }], { fixed: ['fix'] });
    expect(marked(first(index, 'fix').title)).toEqual(['Fix']);
  });

  it('find nothing for a site word the tokenizer gives no word for', () => {
    const index = bareIndex([{ title: 'Dash - here' }, {}], { '-': ['dash'] });
    expect(scored(index, 'dash')).toEqual([['page', '/p0', 100]]);
  });

  it('match a phrase in one field holding all its words, at the quality of the worst', () => {
    const index = bareIndex([{ title: 'Release notebook' }, { title: 'Release', description: 'notes' }, {}], {
      changelog: ['release notes'],
    });
    // "note" starts "notebook": 0.9 of the title's 100. The other page holds the words in two fields.
    expect(scored(index, 'release notes')).toEqual([['page', '/p0', 90]]);
  });

  it('do not count a phrase for a field holding only some of its words', () => {
    const index = bareIndex([{ title: 'Fixed notes' }, {}], { changelog: ['release notes'] });
    // "fixed" is one of the two query words: a quarter of the title's weight.
    expect(scored(index, 'release notes fixed')).toEqual([['page', '/p0', 25]]);
  });
});

describe('typo distance: details', () => {
  it('counts a swap of neighbours only when they are swapped', () => {
    expect(typoDistance('ab', 'bc', 1)).toBe(2);
    expect(typoDistance('aa', 'a', 1)).toBe(1);
    expect(typoDistance('a', 'a', 1)).toBe(0);
    expect(typoDistance('aa', 'aa', 1)).toBe(0);
  });
});

describe('matching: how well', () => {
  it('weighs a word found by its start 0.9, from three letters, and never by digits', () => {
    const index = bareIndex([{ title: 'Virtual table' }, { title: 'Version v1234 and 1234' }, {}]);
    expect(scored(index, 'vir')).toEqual([['page', '/p0', 90]]);
    expect(marked(first(index, 'vir').title)).toEqual(['Vir']);
    expect(hitsOf(search(index, 'vi'))).toEqual([]);
    expect(hitsOf(search(index, '123'))).toEqual([]);
  });

  it('allows no typo in a word with digits', () => {
    const index = bareIndex([{ title: 'Version v1234' }, {}]);
    expect(hitsOf(search(index, 'v1235'))).toEqual([]);
  });

  it('weighs one typo 0.7 and two 0.5, two only from eight letters', () => {
    const index = bareIndex([{ title: 'Pagination' }, { title: 'Summary' }, {}]);
    expect(scored(index, 'pagnaiton')).toEqual([['page', '/p0', 50]]);
    expect(scored(index, 'sumary')).toEqual([['page', '/p1', 70]]);
    expect(hitsOf(search(index, 'smmaru'))).toEqual([]);
    expect(hitsOf(search(index, 'pagnaitox'))).toEqual([]);
  });

  it('finds a plain word as a word, never inside another', () => {
    const index = bareIndex([{ title: 'Scroll', description: 'prefixed values' }, {}]);
    expect(hitsOf(search(index, 'fixed'))).toEqual([]);
    expect(hitsOf(search(index, 'roll'))).toEqual([]);
  });

  it('weighs a Chinese word found by its start 0.9 and inside a longer word 0.85', () => {
    const index = bareIndex([{ title: '巧克力 奥林匹克' }, {}]);
    expect(scored(index, '巧克 奥林')).toEqual([['page', '/p0', 180]]);
    expect(marked(first(index, '巧克 奥林').title)).toEqual(['巧克', '奥林']);
    expect(scored(index, '克力 林匹')).toEqual([['page', '/p0', 170]]);
  });

  it('finds a Chinese word the index lacks in the text holding it (0.6), beside other words', () => {
    const index = bareIndex([
      { title: '吸附', texts: [[-1, '在滚动容器内吸附表头。']] },
      { title: '吸附', texts: [[-1, '表头吸附在顶部。']] },
      { title: '其他' },
    ]);
    // The first page holds both words, the second only 吸附 (a quarter of its weight).
    expect(scored(index, '器内 吸附')).toEqual([
      ['page', '/p0', 100],
      ['content', '/p0', 1.6],
      ['page', '/p1', 25],
      ['content', '/p1', 0.25],
    ]);
    expect(marked(hitsOf(search(index, '器内 吸附'))[1].text)).toEqual(['器内吸附']);
    // Not a single character, nor a synonym's word.
    expect(scored(index, '器 吸附')).toEqual([
      ['page', '/p0', 25],
      ['page', '/p1', 25],
      ['content', '/p0', 0.25],
      ['content', '/p1', 0.25],
    ]);
    const synonym = bareIndex([{ title: '吸附', texts: [[-1, '在滚动容器内吸附表头。']] }, {}], { 器内: ['qinei'] });
    expect(hitsOf(search(synonym, 'qinei'))).toEqual([]);
  });

  it('does not find a Chinese word made of the end of one field and the start of the next', () => {
    const index = bareIndex([
      { title: '红色', description: '蓝天' },
      { title: '绿叶', description: '白云' },
      { title: '黄土', description: '黑夜' },
    ]);
    // 色蓝 spans the title 红色 and the description 蓝天: only 红色 counts, a quarter of the page's weight.
    expect(scored(index, '红色 色蓝')).toEqual([['page', '/p0', 25]]);
  });

  it('reads the query as typed with its spaces collapsed', () => {
    const index = bareIndex([{ title: 'Fixed columns' }, {}]);
    expect(marked(first(index, 'fixed   columns').title)).toEqual(['Fixed columns']);
  });

  it('counts a page’s words for its own hit only, not for the pages after it', () => {
    const index = bareIndex([{ title: 'Alpha' }, { title: 'Beta' }, { title: 'Gamma' }]);
    expect(scored(index, 'alpha beta')).toEqual([
      ['page', '/p0', 25],
      ['page', '/p1', 25],
    ]);
  });
});

describe('ranking: details', () => {
  it('keeps equal hits in document order, whichever query word finds them first', () => {
    const index = bareIndex([
      {
        sections: [
          { id: 'a', title: 'Alpha' },
          { id: 'b', title: 'Beta' },
        ],
      },
      {},
    ]);
    expect(scored(index, 'beta alpha')).toEqual([
      ['title', '/p0#a', 2.5],
      ['title', '/p0#b', 2.5],
    ]);
  });

  it('counts a word on nearly every page for nothing beside other words', () => {
    const index = bareIndex([
      { url: '/a', title: 'Table a' },
      { url: '/b', title: 'Table b' },
      { url: '/c', title: 'Table c', description: 'empty' },
      { url: '/d', title: 'Table d' },
      { url: '/e', title: 'Table e' },
    ]);
    // "table" is on all five pages: only the page holding "empty" is a hit, weighed by that word alone.
    expect(scored(index, 'empty table')).toEqual([['page', '/c', 1]]);
    expect(hitsOf(search(index, 'table'))).toHaveLength(5);
  });

  it('puts a paragraph whose first word is a query word first among equals', () => {
    const index = bareIndex([
      {
        sections: ['a', 'b', 'c'].map((id) => ({ id, title: id.toUpperCase() })),
        texts: [
          [0, 'the sticky one'],
          [1, '(sticky) two'],
          [2, 'sticky three'],
        ],
      },
    ]);
    expect(hitsOf(search(index, 'sticky')).map((h) => text(h.text))).toEqual([
      'sticky three',
      'the sticky one',
      '(sticky) two',
    ]);
  });

  it('puts a paragraph that starts with the query as typed first among equals', () => {
    const index = bareIndex([
      {
        sections: ['a', 'b'].map((id) => ({ id, title: id.toUpperCase() })),
        texts: [
          [0, 'install @rc-component/table now'],
          [1, '@rc-component/table is the package'],
        ],
      },
    ]);
    expect(hitsOf(search(index, '@rc-component/table')).map((h) => h.link)).toEqual(['/p0#b', '/p0#a']);
    // A paragraph of signs only is found by the query as typed.
    const signs = bareIndex([
      {
        texts: [
          [-1, 'a -> b'],
          [-1, '->'],
        ],
      },
    ]);
    expect(hitsOf(search(signs, '->')).map((h) => text(h.text))).toEqual(['->', 'a -> b']);
  });

  it('puts text holding a query with signs as typed first, wherever it is in the document', () => {
    const index = bareIndex([
      { title: 'Scroll vertically' },
      { title: 'Home', sections: [{ id: 'api', title: 'API' }], texts: [[0, 'scroll.x | number']] },
    ]);
    expect(hitsOf(search(index, 'scroll.x'))[0]).toMatchObject({ type: 'content', link: '/p1#api' });
  });
});

describe('answers: details', () => {
  const answer = (id: string, parts: string[], verdict?: string) => ({
    id,
    title: parts.join(' + '),
    parts,
    ...(verdict ? { text: verdict } : {}),
  });
  let index: SearchIndex;
  beforeEach(() => {
    index = bareIndex([
      { url: '/virtual', title: 'Virtual columns' },
      {
        url: '/compat',
        title: 'Compatibility',
        sections: [
          answer('a', ['Fixed columns', 'VirtualTable'], 'Works.'),
          answer('b', ['Expandable rows', 'Tree data'], 'Does not work.'),
          answer('c', ['Sticky header', 'Summary', 'Pagination', 'Row selection', 'Ellipsis', 'Sorting']),
        ],
      },
      { url: '/other', title: 'Other' },
    ]);
  });

  it('are found by the words of their verdict, as text', () => {
    expect(scored(index, 'works')).toEqual([
      ['answer', '/compat#a', 1],
      ['answer', '/compat#b', 1],
    ]);
    expect(text(first(index, 'works').text)).toBe('Works.');
  });

  it('weigh as text for one part and a word of the verdict or the page title', () => {
    expect(scored(index, 'virtual works')[0]).toEqual(['answer', '/compat#a', 2]);
    expect(scored(index, 'compatibility virtual')).toEqual([
      ['page', '/compat', 100],
      ['answer', '/compat#a', 1],
      ['page', '/virtual', 25],
    ]);
  });

  it('weigh as page titles for two parts named by their starts', () => {
    expect(scored(index, 'expand tree')).toEqual([['answer', '/compat#b', 190]]);
    expect(scored(index, 'virtual fixed columns')[0]).toEqual(['answer', '/compat#a', 300]);
  });

  it('are not named by a word with a typo', () => {
    // "treee" is one typo from "tree" (0.7): only "expandable" names a part, and the answer weighs as text.
    expect(scored(index, 'expandable treee')).toEqual([['answer', '/compat#b', 1.7]]);
  });

  it('weigh a part by the best match of a word in it, whatever other parts and answers hold', () => {
    const parts = bareIndex([
      {
        title: 'Compatibility',
        sections: [
          answer('a', ['Fixed columns', 'Tree data'], 'Works.'),
          answer('b', ['Tree data', 'Treeview', 'Summary'], 'Works.'),
          answer('c', ['Expandable rows', 'Tree data']),
        ],
      },
      {},
    ]);
    // In b, "tree" is a part's word (100) and starts another part (90): it names neither, and weighs 100.
    expect(scored(parts, 'tree summary data')[0]).toEqual(['answer', '/p0#b', 300]);
    // The answers before c hold "tree" in a part too.
    expect(scored(parts, 'expand tree')[0]).toEqual(['answer', '/p0#c', 190]);
  });

  it('have at most five parts, each found on its own', () => {
    expect(scored(index, 'ellipsis pagination')).toEqual([['answer', '/compat#c', 200]]);
    // "Sorting" is a sixth part: a word of the title only.
    expect(scored(index, 'ellipsis sorting')).toEqual([['answer', '/compat#c', 2]]);
  });

  it('show no text when they have no verdict', () => {
    expect(first(index, 'sticky')).toMatchObject({ type: 'answer', text: [] });
  });
});
