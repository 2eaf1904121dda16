/**
 * The compatibility matrix (docs/compatibility.md) against the installed library: every cell's verdict as the
 * browser shows it now must be the committed one in facts/compatibility/<version>.json; the changed cells are
 * printed. And each probe must tell working from broken: on a table without its feature it fails, and so it does
 * where the feature's prop is half there or the library's stylesheet lacks the rule the feature needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  PROBES,
  STICKY_HEADER_RULE,
  cellConfig,
  cellKey,
  describeChange,
  diffMatrices,
  readMatrix,
  type CellConfig,
  type PropValue,
} from '../../plugins/compatibility/core/compatibility.ts';
import {
  INSTALLED,
  openMatrixPage,
  resultsPath,
  runMatrix,
  versionOf,
} from '../../plugins/compatibility/scripts/matrix/run.ts';
import { CAVEAT_RUNS, PROBE_RUNS, mount } from '../../plugins/compatibility/scripts/matrix/probes.ts';
import type { LibraryPage } from './browser.ts';

it('docs/compatibility.md: "each verdict comes from the probes"', async () => {
  const version = versionOf(INSTALLED);
  const committed = readMatrix(fs.readFileSync(resultsPath(version), 'utf8'), path.basename(resultsPath(version)));
  const now = await runMatrix();
  const changes = diffMatrices(committed, now);
  expect(
    changes.map(describeChange),
    `cells whose verdict changed (run \`npm run matrix -- --write\` after checking them)`,
  ).toEqual([]);
}, 600_000);

/** For each probe, a table that lacks what it checks and has what it needs otherwise. */
function without(probe: string, feature: string): CellConfig {
  if (probe === 'virtual.reaches-end') {
    // The virtual table with its last record left out.
    const config = cellConfig(['virtual']);
    const data = config.props.data as { $code: string };
    return {
      ...config,
      props: { ...config.props, data: { $code: data.$code.replace('length: 1000', 'length: 999') } },
    };
  }
  switch (feature) {
    // A table that scrolls sideways, its columns not fixed.
    case 'fixed-start':
    case 'fixed-end':
      return cellConfig(['scroll-x']);
    // The virtual table's records and scrolling, drawn by the plain Table.
    case 'virtual':
      return { ...cellConfig(['virtual']), component: 'Table' };
    default:
      return cellConfig([]);
  }
}

let opened: LibraryPage;
beforeAll(async () => {
  opened = await openMatrixPage();
}, 120_000);
afterAll(() => opened?.close());

it.each(PROBES.map((probe) => [probe.id, probe.feature]))(
  'the probe %s fails on a table without its feature',
  async (id, feature) => {
    const { page } = opened;
    const config = without(id, feature);
    await mount(page, config);
    expect(await PROBE_RUNS[id]({ page, config }), cellKey([feature])).toBe(false);
    // And passes on the feature's own table, so the failure above is the feature's absence.
    const own = cellConfig([feature]);
    await mount(page, own);
    expect(await PROBE_RUNS[id]({ page, config: own })).toBe(true);
  },
  120_000,
);

type Broken = { probe: string; what: string; config: CellConfig; css?: [property: string, value: string] };

/** The feature's own table under the library's stylesheet less every declaration of `property` starting `value`. */
const withoutCss = (probe: string, property: string, value: string): Broken => ({
  probe,
  what: `without ${property}: ${value}`,
  config: cellConfig([probe.slice(0, probe.indexOf('.'))]),
  css: [property, value],
});

/** Broken variants beyond the missing feature: a prop taken out, or a rule of the library's stylesheet. */
const BROKEN: Broken[] = [
  withoutCss('fixed-start.keeps-place', 'position', 'sticky'),
  withoutCss('fixed-end.keeps-place', 'position', 'sticky'),
  withoutCss('ellipsis.truncates', 'text-overflow', 'ellipsis'),
  withoutCss('sticky.header-sticks', 'position', 'sticky'),
  {
    probe: 'expandable.under-row',
    what: 'without rowExpandable',
    config: (() => {
      const config = cellConfig(['expandable']);
      const { rowExpandable: _, ...expandable } = config.props.expandable as Record<string, PropValue>;
      return { ...config, props: { ...config.props, expandable } };
    })(),
  },
  {
    probe: 'span.covers',
    what: 'spans counted by record in a tree (the second record, not the second row drawn, left out)',
    config: (() => {
      const config = cellConfig(['tree', 'span']);
      const columns = (config.props.columns as Record<string, PropValue>[]).map((column) =>
        column.key === 'name'
          ? {
              ...column,
              onCell: {
                $code: "(record) => (record.key === 'r1' ? { rowSpan: 2 } : record.key === 'r2' ? { rowSpan: 0 } : {})",
              },
            }
          : column,
      );
      return { ...config, props: { ...config.props, columns } };
    })(),
  },
];

it.each(BROKEN.map((broken) => [broken.probe, broken.what, broken] as const))(
  'the probe %s fails %s',
  async (id, _what, broken) => {
    const { page } = opened;
    try {
      if (broken.css)
        expect(await page.evaluate(([p, v]) => window.matrix.dropCss(p, v), broken.css)).toBeGreaterThan(0);
      await mount(page, broken.config);
      expect(await PROBE_RUNS[id]({ page, config: broken.config })).toBe(false);
    } finally {
      await page.evaluate(() => window.matrix.restoreCss());
    }
    // The same table whole passes, so the failure above is what was taken out.
    const whole = cellConfig([PROBES.find((probe) => probe.id === id)!.feature]);
    await mount(page, whole);
    expect(await PROBE_RUNS[id]({ page, config: whole })).toBe(true);
  },
  120_000,
);

// The caveat check holds on a plain table and fails on one whose header is off its body.
it('docs/compatibility.md: "a header whose columns are not drawn over the body\'s"', async () => {
  const { page } = opened;
  await mount(page, cellConfig([]));
  expect(await CAVEAT_RUNS.misaligned({ page, config: cellConfig([]) })).toBe(true);
  // The header moved 30 px sideways by a style of this page: its columns no longer start over the body's.
  const config = cellConfig(['scroll-y']);
  await mount(page, config);
  await page.evaluate(() =>
    document.querySelector<HTMLElement>('.rc-table-header')!.style.setProperty('transform', 'translateX(30px)'),
  );
  expect(await CAVEAT_RUNS.misaligned({ page, config })).toBe(false);
});

// A sticky header with fixed columns under the library's own stylesheet: the fixed body cells are drawn over the
// header once it stays at the top of the window, and the rule the cell's note gives keeps the header on top.
it('docs/compatibility.md: "body cells drawn over a header held at the top of the window"', async () => {
  const { page } = opened;
  const sticky = cellConfig(['sticky']);
  await mount(page, sticky);
  expect(await CAVEAT_RUNS.covered({ page, config: sticky })).toBe(true);
  for (const features of [
    ['fixed-start', 'sticky'],
    ['fixed-end', 'sticky'],
  ]) {
    const config = cellConfig(features);
    await mount(page, config);
    expect(await CAVEAT_RUNS.covered({ page, config }), cellKey(features)).toBe(false);
    // Why, as the note says: the header at z-index 2, each fixed cell at 2 or more and at most 2 + 2 × the columns,
    // and --columns-count, the number of columns, set on the sticky table.
    const seen = await page.evaluate(() => ({
      holder: getComputedStyle(document.querySelector('.rc-table-sticky-holder')!).zIndex,
      fixed: [...document.querySelectorAll('.rc-table-cell-fix')].map((cell) => Number(getComputedStyle(cell).zIndex)),
      count: (document.querySelector('.rc-table') as HTMLElement).style.getPropertyValue('--columns-count'),
    }));
    expect(seen.holder).toBe('2');
    expect(seen.count).toBe('7');
    expect(seen.fixed.length).toBeGreaterThan(0);
    expect(seen.fixed.every((z) => z >= 2 && z <= 2 + 2 * 7)).toBe(true);
    try {
      await page.evaluate((rule) => window.matrix.addCss(rule), STICKY_HEADER_RULE);
      await mount(page, config);
      expect(await CAVEAT_RUNS.covered({ page, config }), `${cellKey(features)} with the rule`).toBe(true);
    } finally {
      await page.evaluate(() => window.matrix.restoreCss());
    }
  }
});
