/**
 * The compatibility matrix (docs/compatibility.md) against the installed library: every cell's verdict as the
 * browser shows it now must be the committed one in facts/compatibility/<version>.json; the changed cells are
 * printed. And each probe must be able to fail: on a table without its feature, it does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  PROBES,
  cellConfig,
  cellKey,
  describeChange,
  diffMatrices,
  readMatrix,
  type CellConfig,
} from '../../core/compatibility.ts';
import { INSTALLED, resultsPath, runMatrix, versionOf } from '../../scripts/matrix/run.ts';
import { CAVEAT_RUNS, PROBE_RUNS, mount } from '../../scripts/matrix/probes.ts';
import { openLibraryPage, type LibraryPage } from './browser.ts';

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
  opened = await openLibraryPage({
    entry: path.resolve(import.meta.dirname, '../../scripts/matrix/entry.ts'),
    name: 'matrix',
  });
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
