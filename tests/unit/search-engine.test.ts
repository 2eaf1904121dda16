import { describe, expect, it } from 'vitest';
import {
  buildSearchData,
  createIndex,
  cutLeading,
  cutTrailing,
  fold,
  highlight,
  search,
  splitKeywords,
  type Piece,
  type SearchGroup,
} from '../../app/search/engine';
import type { DemoInfo, PageIndexData } from '../../app/site/types';

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

const en = createIndex(
  buildSearchData(
    'en-US',
    pages.map((p) => ({ page: p })),
    demos,
  ),
);
const zh = createIndex(
  buildSearchData(
    'zh-CN',
    pages.map((p) => ({ page: p })),
    {},
  ),
);

const text = (pieces: Piece[]) => pieces.map((p) => p.text).join('');
const marked = (pieces: Piece[]) => pieces.filter((p) => p.highlighted).map((p) => p.text);
const hitsOf = (groups: SearchGroup[]) => groups.flatMap((g) => g.hints);

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

  it('orders groups by priority (lower first) and hits by weight within a group', () => {
    const groups = search(en, 'fixed');
    expect(groups.map((g) => [g.title, g.priority])).toEqual([
      ['Home', 0],
      ['Demo › Scrolling', 1004],
      ['Changelog', 2000],
    ]);
    for (const group of groups) {
      const weights = group.hints.map((h) => h.priority);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
    }
    expect(groups[1].hints[0]).toMatchObject({ type: 'page', link: '/demo/fixed-columns', pageTitle: 'Fixed columns' });
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

  it('needs every word, in the hit or the section and page it sits in', () => {
    // The demo: "fixed" in its title (10), "shadow" in its keywords (1).
    expect(hitsOf(search(en, 'fixed shadow')).map((h) => [h.link, h.priority])).toEqual([
      ['/demo/fixed-columns#demo-fixed-columns', 11],
      ['/changelog#1-12-0', 2],
    ]);
    // "fixed" is in the section title, "rest" in the paragraph: a content hit under that section.
    const hits = hitsOf(search(en, 'fixed rest'));
    expect(hits.map((h) => [h.type, h.link])).toEqual([['content', '/?tab=api#fixed']]);
    expect(marked(hits[0].title)).toEqual(['Fixed']);
    expect(text(hits[0].text)).toBe('Columns with fixed: start stay in place while the rest scroll.'); // no trailing empty cells
    expect(hitsOf(search(en, 'fixed nothinglikethis'))).toEqual([]);
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
    expect(splitKeywords('  ')).toEqual([]);
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
    expect(marked(hit.text)).toEqual(['<b>key</b>']);
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
    expect(hits.map((h) => h.type)).toEqual(['content']);
    expect(marked(hits[0].text)).toEqual(['fixed', '滚动']);
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
