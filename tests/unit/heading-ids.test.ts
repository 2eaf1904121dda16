import { describe, expect, it } from 'vitest';
import { pairHeadingIds } from '../../core/heading-ids.ts';

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
