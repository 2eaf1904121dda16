import { describe, expect, it } from 'vitest';
import { page, pages } from '../../../../support/page-fixtures';
import {
  buildSidebar,
  flattenSidebar,
  prevNext,
  readingOrder,
  sectionSidebar,
} from '../../../../../engine/app/site/sidebar';

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

  it('keeps ungrouped pages apart from a group whose key is empty', () => {
    const groups = buildSidebar(
      [demo('/demo/a', 'A', 1), demo('/demo/b', 'B', 1, { key: '', title: 'Empty key', order: 1 })],
      'en-US',
      '/demo',
    );
    expect(groups.map((group) => [group.title, group.pages.map((p) => p.title)])).toEqual([
      [undefined, ['A']],
      ['Empty key', ['B']],
    ]);
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
