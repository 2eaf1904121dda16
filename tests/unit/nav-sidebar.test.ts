import { describe, expect, it } from 'vitest';
import { buildNav, isNavActive, navFromPages } from '../../app/site/nav';
import { buildSidebar, flattenSidebar } from '../../app/site/sidebar';
import { assertPrefetch } from '../../app/site/prefetch';
import { selectTab } from '../../app/site/tabs';
import type { NavItem, PageMeta } from '../../app/site/types';

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
