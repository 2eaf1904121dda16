/**
 * The compatibility matrix's own words about the library (plugins/compatibility/core/compatibility-texts.json: each fix's "without it"
 * and why, and the explanation of a combination that does not work), checked by drawing the tables they describe:
 * each sentence fails here when the library no longer does what it says. (In a folder of its own: the claims
 * inventory holds the files beside it to sentences of the docs pages, and these sentences are data.)
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cellConfig } from '../../../plugins/compatibility/core/compatibility.ts';
import { CAVEAT_RUNS, PROBE_RUNS, mount } from '../../../plugins/compatibility/scripts/matrix/probes.ts';
import { openLibraryPage, type LibraryPage } from '../browser.ts';

let opened: LibraryPage;
beforeAll(async () => {
  opened = await openLibraryPage({
    entry: path.resolve(import.meta.dirname, '../../../plugins/compatibility/scripts/matrix/entry.ts'),
    name: 'matrix',
  });
}, 120_000);
afterAll(() => opened?.close());

/** The width of the expand column's header cell, as drawn. */
const expandColumnWidth = () =>
  opened.page.evaluate(
    () => document.querySelector('th.rc-table-row-expand-icon-cell')?.getBoundingClientRect().width ?? null,
  );

// The fixes' words (compatibility-texts.json, `fixes`): what goes wrong without the prop, and that it mends it.
it('the fix expandable.columnWidth, as its words say: without it the expand column is drawn about 1 px wide and a fixed start column moves', async () => {
  const { page } = opened;
  const plain = cellConfig(['virtual', 'expandable']);
  await mount(page, plain);
  expect(await expandColumnWidth()).toBeLessThanOrEqual(2);
  // "while its body cells are wider"
  expect(
    await page.evaluate(
      () =>
        document
          .querySelector('td.rc-table-row-expand-icon-cell, .rc-table-tbody-virtual .rc-table-row-expand-icon-cell')
          ?.getBoundingClientRect().width ?? 0,
    ),
  ).toBeGreaterThan(10);
  expect(await CAVEAT_RUNS.misaligned({ page, config: plain })).toBe(false);
  const fixed = cellConfig(['virtual', 'expandable'], ['expand-column-width']);
  await mount(page, fixed);
  expect(await expandColumnWidth()).toBe(48);
  expect(await CAVEAT_RUNS.misaligned({ page, config: fixed })).toBe(true);
  const pinned = cellConfig(['fixed-start', 'virtual', 'expandable']);
  await mount(page, pinned);
  expect(await PROBE_RUNS['fixed-start.keeps-place']({ page, config: pinned })).toBe(false);
  const pinnedFixed = cellConfig(['fixed-start', 'virtual', 'expandable'], ['expand-column-width']);
  await mount(page, pinnedFixed);
  expect(await PROBE_RUNS['fixed-start.keeps-place']({ page, config: pinnedFixed })).toBe(true);
});

it('the fix expandable.expandedRowOffset, as its words say: without it a rowSpan from an expanded record covers its expanded content, not the next record', async () => {
  const { page } = opened;
  const boxes = () =>
    page.evaluate(() => ({
      name: window.matrix.at('Row 1'),
      details: window.matrix.at('Details of Row 1'),
      second: window.matrix.at('City 2'),
      joined: window.matrix.at('City 3'),
      city: window.matrix.at('City 1'),
      street: window.matrix.at('1 Long Street'),
    }));
  await mount(page, cellConfig(['expandable', 'span']));
  const plain = await boxes();
  // The span ends with the expanded content, above the second record; colSpan still joins two columns.
  expect(Math.abs(plain.name!.bottom - plain.details!.bottom)).toBeLessThan(1.5);
  expect(plain.name!.bottom).toBeLessThan(plain.second!.top + 1.5);
  expect(Math.abs(plain.joined!.width - plain.city!.width - plain.street!.width)).toBeLessThan(1.5);
  // "so the next record's cells move one column towards the start": Row 2's age sits under the Name header.
  const shifted = await page.evaluate(() => ({ age: window.matrix.at('22'), header: window.matrix.at('Name') }));
  expect(Math.abs(shifted.age!.left - shifted.header!.left)).toBeLessThan(1.5);
  await mount(page, cellConfig(['expandable', 'span'], ['expanded-row-offset']));
  const fixed = await boxes();
  // "Spans in those columns then grow over expanded rows, and the expanded content starts beside them."
  expect(Math.abs(fixed.name!.bottom - fixed.second!.bottom)).toBeLessThan(1.5);
  expect(fixed.details!.left).toBeGreaterThanOrEqual(fixed.name!.right - 1.5);
});

it('expandable + tree, as its explanation says: the children of an open record are drawn below its expanded content, not indented, and the library warns', async () => {
  const { page } = opened;
  await mount(page, cellConfig(['expandable', 'tree']));
  const drawn = await page.evaluate(() => ({
    details: window.matrix.at('Details of Row 1'),
    parent: window.matrix.textBox('Row 1'),
    child: window.matrix.at('Child 1-1'),
    childText: window.matrix.textBox('Child 1-1'),
    warnings: window.matrix.log.warnings,
  }));
  expect(drawn.child!.top).toBeGreaterThanOrEqual(drawn.details!.bottom - 1.5);
  expect(Math.abs(drawn.childText!.left - drawn.parent!.left)).toBeLessThan(1.5);
  expect(drawn.warnings.join('\n')).toContain('expandedRowRender');
});
