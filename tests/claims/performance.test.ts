/**
 * docs/performance.md: the advice the page draws from the figures, held to the installed release's committed file
 * (facts/performance/<version>.json, made by `npm run perf-lab`). Times are checked against round bounds with room
 * for the spread between runs; element counts, which do not vary between runs, exactly. When a new measurement no
 * longer supports a sentence, its check fails until the sentence is rewritten.
 */
import { describe, expect, it } from 'vitest';
import { labFigures } from '../../plugins/performance/pipeline/performance-data.ts';
import { medianOf, type Metric, type PerformanceFile } from '../../plugins/performance/core/figures.ts';
import { idOf, medianRange, mountPasses, ratioOf } from '../../plugins/performance/core/advice.ts';
import { COLUMNS, RECORDS, type TableComponent, type Variant } from '../../plugins/performance/core/scenarios.ts';

const { installed, releases } = labFigures();
const file: PerformanceFile = releases.find((release) => release.version === installed)!;

const median = (component: TableComponent, records: number, columns: number, metric: Metric, variant?: Variant) => {
  const value = medianOf(file, idOf(component, records, columns, variant), metric);
  if (value === undefined) throw new Error(`${idOf(component, records, columns, variant)} has no ${metric}`);
  return value;
};
/** Every plain size of a component that finished, with its median of `metric`. */
const finished = (component: TableComponent, metric: Metric, columns?: number) =>
  RECORDS.flatMap((records) =>
    COLUMNS.filter((c) => columns === undefined || c === columns).flatMap((c) => {
      const value = medianOf(file, idOf(component, records, c), metric);
      return value === undefined ? [] : [{ records, columns: c, value }];
    }),
  );

describe('docs/performance.md', () => {
  it('docs/performance.md: "A plain Table takes over a second to mount from 1,000 records at 10 or 50 columns, and from 100 records at 200 columns: somewhere between 5,000 and 10,000 cells"', () => {
    expect(mountPasses(file, 'Table', 10, 1_000)).toBe(1_000);
    expect(mountPasses(file, 'Table', 50, 1_000)).toBe(1_000);
    expect(mountPasses(file, 'Table', 200, 1_000)).toBe(100);
    // Under a second below those: 100 records at 10 and 50 columns (1,000 and 5,000 cells).
    expect(median('Table', 100, 10, 'mount')).toBeLessThan(1_000);
    expect(median('Table', 100, 50, 'mount')).toBeLessThan(1_000);
  });

  it('docs/performance.md: "VirtualTable mounted every size measured in under a second, 100,000 records by 200 columns included, and faster than Table at every size both could draw"', () => {
    const all = finished('VirtualTable', 'mount');
    expect(all).toHaveLength(RECORDS.length * COLUMNS.length);
    expect(Math.max(...all.map((size) => size.value))).toBeLessThan(1_000);
    const both = finished('Table', 'mount');
    expect(both.length).toBeGreaterThanOrEqual(4);
    for (const size of both)
      expect(median('VirtualTable', size.records, size.columns, 'mount')).toBeLessThan(size.value);
  });

  it('docs/performance.md: "Its mount hardly depends on the number of records: from 100 to 100,000 records at 50 columns it stays within a factor of two"', () => {
    const [least, greatest] = medianRange(
      file,
      RECORDS.map((records) => idOf('VirtualTable', records, 50)),
      'mount',
    )!;
    expect(greatest / least).toBeLessThan(2);
  });

  it('docs/performance.md: "It grows with the columns instead, because each row in view draws all of its cells: at 200 columns it draws four times the elements it draws at 50"', () => {
    const [at50, at200] = [
      median('VirtualTable', 10_000, 50, 'domNodes'),
      median('VirtualTable', 10_000, 200, 'domNodes'),
    ];
    expect(Math.round(at200 / at50)).toBe(4);
    expect(median('VirtualTable', 10_000, 200, 'mount')).toBeGreaterThan(
      2 * median('VirtualTable', 10_000, 50, 'mount'),
    );
    // The same elements whatever the number of records.
    for (const records of RECORDS) expect(median('VirtualTable', records, 200, 'domNodes')).toBe(at200);
  });

  it('docs/performance.md: "Once drawn, a plain Table scrolls at the screen\'s pace: the 95th percentile of its frames stayed under 35 ms at every size it mounted"', () => {
    for (const size of finished('Table', 'scrollP95')) expect(size.value).toBeLessThan(35);
  });

  it('docs/performance.md: "and its frames grow with the columns: a 95th percentile of at most 35 ms at 10 columns, 60 to 150 ms at 50, and over 250 ms at 200"', () => {
    const range = (columns: number) =>
      medianRange(
        file,
        RECORDS.map((records) => idOf('VirtualTable', records, columns)),
        'scrollP95',
      )!;
    expect(range(10)[1]).toBeLessThanOrEqual(35);
    expect(range(50)[0]).toBeGreaterThanOrEqual(60);
    expect(range(50)[1]).toBeLessThanOrEqual(150);
    expect(range(200)[0]).toBeGreaterThan(250);
  });

  it('docs/performance.md: "Fixed columns add no element"', () => {
    for (const component of ['Table', 'VirtualTable'] as const)
      expect(median(component, 100, 50, 'domNodes', 'fixed')).toBe(median(component, 100, 50, 'domNodes'));
    expect(median('VirtualTable', 10_000, 50, 'domNodes', 'fixed')).toBe(
      median('VirtualTable', 10_000, 50, 'domNodes'),
    );
  });

  it('docs/performance.md: "expandable rows add an expand cell to every row drawn"', () => {
    expect(
      median('Table', 100, 50, 'domNodes', 'expandable') - median('Table', 100, 50, 'domNodes'),
    ).toBeGreaterThanOrEqual(100);
    const virtualAdded =
      median('VirtualTable', 10_000, 50, 'domNodes', 'expandable') - median('VirtualTable', 10_000, 50, 'domNodes');
    expect(virtualAdded).toBeGreaterThan(0);
    expect(virtualAdded).toBeLessThan(100);
  });

  it('docs/performance.md: "and a heavier cell render, three elements in every cell, multiplies the elements of every cell drawn"', () => {
    // Table draws all 100 × 50 cells: three more elements each.
    expect(median('Table', 100, 50, 'domNodes', 'heavy') - median('Table', 100, 50, 'domNodes')).toBe(3 * 100 * 50);
    // VirtualTable draws the same cells with 100 records or 10,000.
    expect(median('VirtualTable', 10_000, 50, 'domNodes', 'heavy')).toBe(
      median('VirtualTable', 100, 50, 'domNodes', 'heavy'),
    );
  });

  it('docs/performance.md: "None of the three doubled a mount time in the scenarios that finished"', () => {
    for (const variant of ['fixed', 'expandable', 'heavy'] as const) {
      for (const [component, records] of [
        ['Table', 100],
        ['VirtualTable', 100],
        ['VirtualTable', 10_000],
      ] as const) {
        const ratio = ratioOf(file, idOf(component, records, 50, variant), idOf(component, records, 50), 'mount');
        expect(ratio, `${component} ${records} ${variant}`).toBeDefined();
        expect(ratio!, `${component} ${records} ${variant}`).toBeLessThan(2);
      }
    }
  });
});
