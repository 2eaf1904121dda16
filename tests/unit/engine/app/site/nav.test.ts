import { describe, expect, it } from 'vitest';
import { page, pages } from '../../../../support/page-fixtures';
import { buildNav, isExternal, isNavActive, navFromPages } from '../../../../../engine/app/site/nav';
import { buildSidebar, flattenSidebar } from '../../../../../engine/app/site/sidebar';
import type { NavItem } from '../../../../../engine/core/types';

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
