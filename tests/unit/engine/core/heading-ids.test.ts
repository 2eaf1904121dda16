import { describe, expect, it } from 'vitest';
import { pairHeadingIds, rowAnchor } from '../../../../engine/core/heading-ids.ts';
import { buildSearchData } from '../../../../engine/core/search-data.ts';
import type { PageIndexData } from '../../../../engine/core/types.ts';

const h = (depth: number, id: string) => ({ depth, id });

describe('pairHeadingIds', () => {
  it('gives each heading the id of the twin heading at the same place', () => {
    const pairs = pairHeadingIds(
      [h(2, '安装'), h(3, '属性'), h(2, 'api')],
      [h(2, 'install'), h(3, 'properties'), h(2, 'api')],
    );
    expect([...pairs]).toEqual([
      ['安装', 'install'],
      ['属性', 'properties'],
    ]);
  });

  it('stops pairing at the first heading whose level differs', () => {
    const pairs = pairHeadingIds([h(2, '一'), h(3, '二'), h(2, '三')], [h(2, 'one'), h(2, 'two'), h(2, 'three')]);
    expect([...pairs]).toEqual([['一', 'one']]);
  });

  it('pairs nothing when the new ids would repeat one the page keeps', () => {
    expect(pairHeadingIds([h(2, '一'), h(3, '二'), h(2, 'one')], [h(2, 'one'), h(2, 'two')]).size).toBe(0);
  });

  it('pairs up to the shorter of the two pages', () => {
    expect([...pairHeadingIds([h(2, '一'), h(2, '二')], [h(2, 'one')])]).toEqual([['一', 'one']]);
  });
});

describe('rowAnchor', () => {
  it('names a props row after its section and the prop, a repeat numbered', () => {
    expect(rowAnchor('properties', 'rowKey')).toBe('properties-rowKey');
    expect(rowAnchor('column-props', 'onCell')).toBe('column-props-onCell');
    expect(rowAnchor('Table', 'expandable.showExpandAll')).toBe('Table-expandable-showExpandAll');
    expect(rowAnchor('properties', 'data', 2)).toBe('properties-data-2');
  });
});

describe('search data of props rows', () => {
  it('makes each row a section of its own, after the headings, holding the row', () => {
    const page = {
      url: '/',
      title: 'Home',
      locale: 'en-US',
      nav: { title: 'Home', path: '/', order: 0 },
      order: 0,
      toc: [{ id: 'properties', depth: 3, title: 'Properties' }],
      texts: [
        { paragraphId: 0, tocIndex: 0, value: 'Props of Table.' },
        { paragraphId: 1, tocIndex: 0, value: 'rowKey | string | |', row: { section: 'properties', name: 'rowKey' } },
      ],
      demos: [],
    } as unknown as PageIndexData;
    const [built] = buildSearchData('en-US', [{ page }], {}).pages;
    expect(built.sections).toEqual([
      { id: 'properties', title: 'Properties' },
      { id: 'properties-rowKey', title: 'rowKey' },
    ]);
    expect(built.texts).toEqual([
      [0, 'Props of Table.'],
      [1, 'rowKey | string'],
    ]);
  });
});
