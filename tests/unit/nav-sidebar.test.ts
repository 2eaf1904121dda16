import { describe, expect, it } from 'vitest';
import { buildNav, isExternal, isNavActive, navFromPages } from '../../app/site/nav';
import { buildSidebar, flattenSidebar, prevNext, readingOrder, sectionSidebar } from '../../app/site/sidebar';
import { PREFETCH_DEFAULT, assertPrefetch, firstTimeOnly } from '../../app/site/prefetch';
import { selectTab } from '../../app/site/tabs';
import type { NavItem, PageMeta } from '../../core/types';

function page(url: string, extra: Partial<PageMeta> = {}): PageMeta {
  const zh = url.startsWith('/zh-CN');
  const path = url.replace(/^\/zh-CN/, '').replace(/^\//, '');
  const section = path.split('/')[0];
  return {
    path,
    url,
    locale: zh ? 'zh-CN' : 'en-US',
    title: path || 'Home',
    filename: `docs/${path || 'index'}.md`,
    toc: [],
    nav: {
      title: section || 'Home',
      path: (zh ? '/zh-CN' : '') + (section ? `/${section}` : '') || '/',
      order: section === 'demo' ? 1 : section === 'changelog' ? 2 : 0,
    },
    order: 0,
    demos: [],
    ...extra,
  };
}

const pages = [
  page('/'),
  page('/changelog'),
  page('/demo'),
  page('/demo/simple', { title: 'Simple', order: 1, group: { key: 'basics', title: 'Basics', order: 1 } }),
  page('/demo/key', { title: 'Key', order: 2, group: { key: 'basics', title: 'Basics', order: 1 } }),
  page('/demo/virtual', { title: 'Virtual', order: 1, group: { key: 'virtual', title: 'Virtual', order: 6 } }),
  page('/demo/fixed', { title: 'Fixed', order: 1, group: { key: 'scroll', title: 'Scroll', order: 3 } }),
  page('/zh-CN/demo/simple', { title: '基本', group: { key: 'basics', title: '基础', order: 1 } }),
];

const configured: NavItem[] = [
  { title: 'Links', children: [{ title: 'GitHub', link: 'https://github.com/react-component/table' }] },
];

describe('top nav', () => {
  it('has one item per section, in nav order, per language', () => {
    expect(navFromPages(pages, 'en-US').map((item) => item.link)).toEqual(['/', '/demo', '/changelog']);
    expect(navFromPages(pages, 'zh-CN').map((item) => item.link)).toEqual(['/zh-CN/demo']);
  });

  it('leaves out a section whose index page hides it', () => {
    const hidden = page('/assistants', { nav: { title: 'Assistants', path: '/assistants', order: 4, hidden: true } });
    expect(navFromPages([...pages, hidden], 'en-US').map((item) => item.link)).toEqual(['/', '/demo', '/changelog']);
  });

  it('override replaces the page nav', () => {
    expect(buildNav(pages, 'en-US', { mode: 'override', value: { 'en-US': configured } })).toEqual(configured);
  });

  it('prepend puts the configured items first, append last', () => {
    const prepend = buildNav(pages, 'en-US', { mode: 'prepend', value: { 'en-US': configured } });
    expect(prepend.map((item) => item.title)).toEqual(['Links', 'Home', 'demo', 'changelog']);
    const append = buildNav(pages, 'en-US', { mode: 'append', value: { 'en-US': configured } });
    expect(append.map((item) => item.title)).toEqual(['Home', 'demo', 'changelog', 'Links']);
    expect(append[3].children?.[0].link).toContain('github.com');
  });

  it('without configuration, and for a language the configuration lacks, uses pages', () => {
    expect(buildNav(pages, 'en-US', undefined)).toHaveLength(3);
    expect(buildNav(pages, 'zh-CN', { mode: 'append', value: { 'en-US': configured } })).toHaveLength(1);
  });

  it('marks the section of the current page, home only on itself', () => {
    expect(isNavActive({ title: 'Demo', link: '/demo' }, '/demo/simple')).toBe(true);
    expect(isNavActive({ title: 'Home', link: '/' }, '/demo/simple')).toBe(false);
    expect(isNavActive({ title: 'Home', link: '/' }, '/')).toBe(true);
    expect(isNavActive({ title: 'Demo', link: '/demo' }, '/demonstration')).toBe(false);
    expect(isNavActive({ title: 'Links', children: [{ title: 'Demo', link: '/demo' }] }, '/demo')).toBe(true);
  });
});

describe('sidebar', () => {
  it('groups a section by group title, groups and pages sorted by order, ungrouped first', () => {
    const groups = buildSidebar(pages, 'en-US', '/demo');
    expect(groups.map((group) => group.title)).toEqual([undefined, 'Basics', 'Scroll', 'Virtual']);
    expect(groups[1].pages.map((p) => p.title)).toEqual(['Simple', 'Key']);
    expect(flattenSidebar(groups).map((p) => p.url)).toEqual([
      '/demo',
      '/demo/simple',
      '/demo/key',
      '/demo/fixed',
      '/demo/virtual',
    ]);
  });

  it('keeps languages apart', () => {
    expect(flattenSidebar(buildSidebar(pages, 'zh-CN', '/zh-CN/demo')).map((p) => p.title)).toEqual(['基本']);
  });

  it('gives the previous and next page in reading order, none past either end or for a page not listed', () => {
    const order = flattenSidebar(buildSidebar(pages, 'en-US', '/demo'));
    const urls = ({ prev, next }: ReturnType<typeof prevNext>) => [prev?.url, next?.url];
    expect(urls(prevNext(order, '/demo/simple'))).toEqual(['/demo', '/demo/key']);
    expect(urls(prevNext(order, '/demo'))).toEqual([undefined, '/demo/simple']);
    expect(urls(prevNext(order, '/demo/virtual'))).toEqual(['/demo/fixed', undefined]);
    expect(prevNext(order, '/changelog')).toEqual({});
  });
});

describe('prefetch option', () => {
  it('accepts the four values and rejects anything else', () => {
    for (const value of ['intent', 'render', 'viewport', 'none']) expect(assertPrefetch(value)).toBe(value);
    expect(() => assertPrefetch('hover')).toThrow('Invalid prefetch value');
    expect(() => assertPrefetch(undefined)).toThrow('Invalid prefetch value');
  });
});

describe('tabs', () => {
  const tabs = [
    { key: 'releases', title: 'Releases' },
    { key: 'rc-table', title: 'From rc-table' },
  ];
  it('selects a known tab, else the first', () => {
    expect(selectTab(tabs, 'rc-table')).toBe('rc-table');
    expect(selectTab(tabs, 'nope')).toBe('releases');
    expect(selectTab(tabs, null)).toBe('releases');
    expect(selectTab(undefined, 'x')).toBe('');
  });
});

describe('top nav: more rules', () => {
  it('marks the Chinese home item only on the Chinese home page', () => {
    const home = { title: '首页', link: '/zh-CN' };
    expect(isNavActive(home, '/zh-CN')).toBe(true);
    expect(isNavActive(home, '/zh-CN/demo/simple')).toBe(false);
    expect(isNavActive(home, '/zh-CN/changelog')).toBe(false);
    expect(isNavActive({ title: '示例', link: '/zh-CN/demo' }, '/zh-CN/demo/simple')).toBe(true);
  });

  it('never marks an external link, even one that looks like the current path', () => {
    expect(isNavActive({ title: 'GitHub', link: 'https://github.com/react-component/table' }, '/')).toBe(false);
    expect(isNavActive({ title: 'Odd', link: 'x:/demo' }, 'x:/demo')).toBe(false);
    expect(isNavActive({ title: 'Demo', link: '/demo' }, '/demo')).toBe(true);
  });

  it('tells external links by their scheme', () => {
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('mailto:someone@example.com')).toBe(true);
    expect(isExternal('git+ssh://host/repo')).toBe(true);
    expect(isExternal('/demo')).toBe(false);
    expect(isExternal('1http://x')).toBe(false);
    expect(isExternal('/redirect?to=https://x')).toBe(false);
  });

  it('orders sections by nav order whatever the order of the pages, then by path', () => {
    const shuffled = [pages[1], pages[3], pages[0]];
    expect(navFromPages(shuffled, 'en-US').map((item) => item.link)).toEqual(['/', '/demo', '/changelog']);
    const sameOrder = [page('/b'), page('/a'), page('/c')];
    expect(navFromPages(sameOrder, 'en-US').map((item) => item.link)).toEqual(['/a', '/b', '/c']);
    expect(navFromPages(pages, 'en-US')[1]).toEqual({ title: 'demo', link: '/demo', order: 1 });
  });

  it('with a configuration but none for the language, the page nav stays for prepend and override gives none', () => {
    const value = { 'en-US': configured };
    expect(buildNav(pages, 'zh-CN', { mode: 'prepend', value }).map((item) => item.link)).toEqual(['/zh-CN/demo']);
    expect(buildNav(pages, 'zh-CN', { mode: 'override', value })).toEqual([]);
  });
});

describe('sidebar: order', () => {
  const demo = (url: string, title: string, order: number, group?: { key: string; title: string; order: number }) =>
    page(url, { title, order, group });
  const basics = { key: 'basics', title: 'Basics', order: 1 };
  const scroll = { key: 'scroll', title: 'Scroll', order: 2 };

  it('sorts pages by their order, not by where they come in the list', () => {
    const shuffled = [
      demo('/demo/c', 'C', 3, basics),
      demo('/demo/a', 'A', 1, basics),
      demo('/demo/b', 'B', 2, basics),
    ];
    expect(flattenSidebar(buildSidebar(shuffled, 'en-US', '/demo')).map((p) => p.title)).toEqual(['A', 'B', 'C']);
  });

  it('sorts pages of equal order by title', () => {
    const same = [demo('/demo/z', 'Zebra', 1, basics), demo('/demo/a', 'Apple', 1, basics)];
    expect(flattenSidebar(buildSidebar(same, 'en-US', '/demo')).map((p) => p.title)).toEqual(['Apple', 'Zebra']);
  });

  it('sorts groups by their order, ungrouped pages first wherever they come', () => {
    const groups = buildSidebar(
      [demo('/demo/s', 'S', 1, scroll), demo('/demo/b', 'B', 1, basics), demo('/demo', 'Overview', 5)],
      'en-US',
      '/demo',
    );
    expect(groups).toEqual([
      { title: undefined, order: -Infinity, pages: [expect.objectContaining({ title: 'Overview' })] },
      { title: 'Basics', order: 1, pages: [expect.objectContaining({ title: 'B' })] },
      { title: 'Scroll', order: 2, pages: [expect.objectContaining({ title: 'S' })] },
    ]);
  });

  it('lists only the pages of the current section', () => {
    expect(flattenSidebar(buildSidebar(pages, 'en-US', '/changelog')).map((p) => p.url)).toEqual(['/changelog']);
  });
});

describe('prefetch option: message', () => {
  it('names the bad value and the accepted ones', () => {
    expect(() => assertPrefetch('hover')).toThrow(
      'Invalid prefetch value: hover (expected one of intent, render, viewport, none)',
    );
  });
});

describe('tabs: no tabs', () => {
  it('selects nothing on a page without tabs', () => {
    expect(selectTab([], 'x')).toBe('');
    expect(selectTab([], null)).toBe('');
  });
});

describe('prefetch option: default', () => {
  it('prefetches nothing unless configured', () => {
    expect(PREFETCH_DEFAULT).toBe('none');
  });
});

describe('top nav and sidebar: order and language', () => {
  const section = (url: string, order: number) => page(url, { nav: { title: url, path: url, order } });

  it('orders sections by nav order even against the order of their paths', () => {
    const items = navFromPages([section('/a', 3), section('/b', 2), section('/c', 1), section('/d', 0)], 'en-US');
    expect(items.map((item) => item.link)).toEqual(['/d', '/c', '/b', '/a']);
    const reversed = navFromPages([section('/d', 0), section('/c', 1), section('/b', 2), section('/a', 3)], 'en-US');
    expect(reversed.map((item) => item.link)).toEqual(['/d', '/c', '/b', '/a']);
  });

  it('marks the home item on the home page only, not on an address that merely starts with its slash', () => {
    expect(isNavActive({ title: 'Home', link: '/' }, '//demo')).toBe(false);
  });

  it('lists in the sidebar only the pages of the asked language', () => {
    const en = page('/demo/a', { title: 'A' });
    const zh = { ...page('/demo/b', { title: 'B' }), locale: 'zh-CN' as const };
    expect(flattenSidebar(buildSidebar([en, zh], 'en-US', '/demo')).map((p) => p.title)).toEqual(['A']);
  });
});

describe('prefetch: each file once per page view', () => {
  it('hands out only the files not seen before, each once, and remembers them', () => {
    const seen = new Set(['/a.js']);
    expect(firstTimeOnly(['/a.js', '/b.js', '/c.css', '/b.js'], seen)).toEqual(['/b.js', '/c.css']);
    expect(firstTimeOnly(['/c.css', '/d.js'], seen)).toEqual(['/d.js']);
    expect([...seen]).toEqual(['/a.js', '/b.js', '/c.css', '/d.js']);
  });
});

describe('reading order and one-page sections', () => {
  it('lists every page of a language, section by section in nav order, each in its sidebar order', () => {
    expect(readingOrder(pages, 'en-US').map((p) => p.url)).toEqual([
      '/',
      '/demo',
      '/demo/simple',
      '/demo/key',
      '/demo/fixed',
      '/demo/virtual',
      '/changelog',
    ]);
    expect(readingOrder(pages, 'zh-CN').map((p) => p.url)).toEqual(['/zh-CN/demo/simple']);
    expect(prevNext(readingOrder(pages, 'en-US'), '/changelog').prev?.url).toBe('/demo/virtual');
  });

  it('gives a section of one page no sidebar', () => {
    expect(sectionSidebar(pages, 'en-US', '/changelog')).toEqual([]);
    expect(flattenSidebar(sectionSidebar(pages, 'en-US', '/demo'))).toHaveLength(5);
  });
});
