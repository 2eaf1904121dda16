/** The geometry check's comparison (tests/claims/stylesheet/compare.ts) as a pure function. */
import { describe, expect, it } from 'vitest';
import { compareMeasures, differences } from '../../../../claims/stylesheet/compare.ts';
import type { Measure } from '../../../../claims/stylesheet/entry.ts';

const measure = (change: Partial<Measure> = {}): Measure => ({
  alignment: [0, 0],
  scroll: { 'rc-table-content': { max: 0, width: 800 } },
  pageOverflow: 0,
  fixed: {},
  expanded: [],
  shadows: [],
  ellipsis: [],
  ...change,
});

describe('compareMeasures', () => {
  it('finds nothing between equal measures, or within 1.5 px', () => {
    expect(compareMeasures('a', measure(), measure(), { shadows: true })).toEqual([]);
    expect(compareMeasures('a', measure(), measure({ alignment: [1.4, -1.5] }), { shadows: true })).toEqual([]);
  });

  it('names a column out of line, a fixed cell off its side and a shadow drawn under one sheet only', () => {
    const found = compareMeasures(
      'here',
      measure({ fixed: { 'body:0': 0 }, scroll: { 'rc-table-content': { max: 300, width: 1100 } } }),
      measure({
        alignment: [0, 12],
        fixed: { 'body:0': 40 },
        scroll: { 'rc-table-content': { max: 300, width: 1100 } },
        shadows: ['table::after'],
      }),
      { shadows: true },
    );
    expect(found.join('\n')).toMatch(/^here: column 2/m);
    expect(found.join('\n')).toMatch(/fixed cell body:0/);
    expect(found.join('\n')).toMatch(/shadows drawn/);
  });

  it("leaves out the table's own shadows when neither sheet scrolls it further than the tolerance", () => {
    const barely = { 'rc-table-content': { max: 1, width: 801 } };
    expect(
      compareMeasures('a', measure({ scroll: barely, shadows: ['table::before'] }), measure(), { shadows: true }),
    ).toEqual([]);
    // A fixed cell's shadow still counts.
    expect(
      compareMeasures('a', measure({ scroll: barely, shadows: ['body:0::after'] }), measure(), { shadows: true }),
    ).toHaveLength(1);
    // A theme without shadows may draw none, and none at all.
    expect(compareMeasures('a', measure(), measure({ shadows: ['body:0::after'] }), { shadows: false })).toHaveLength(
      1,
    );
  });
});

describe('differences', () => {
  it("labels each difference with the sheet, the drawing and the scroll's place", () => {
    const reference = { plain: [measure(), measure()] };
    const moved = { plain: [measure(), measure({ alignment: [0, 9] })] };
    expect(differences('grid', reference, moved, { shadows: true })).toEqual([
      expect.stringMatching(/^grid, plain, at the scroll's end: column 2/),
    ]);
  });
});
