/**
 * The builder's stylesheets keep the geometry of every demo of the site and every cell of the compatibility matrix:
 * each demo (demos.ts) and each cell's configuration (plugins/compatibility/core/compatibility.ts) is drawn with the package's stylesheet
 * and then with each preset's output (a demo's own stylesheet after either), and measured at the scroll's start and
 * end (entry.ts); the measures must agree (compare.ts). A sheet with a structural rule taken out
 * must differ in some demo. A demo that draws no table of the `rc-table` prefix (it sets its own) is not measured:
 * no rule of the builder's reaches it.
 *
 * Many demos size their columns by their content (`scroll.x: 'max-content'`, columns without widths): their widths
 * follow the font and the paddings, which are the theme's to choose. So each preset is drawn here with the
 * package's sizes (its 12 px font, 16 px by 8 px cell paddings, a line after every cell): what differs then is
 * structure, which is what this checks; geometry.browser.test.ts checks the presets' own sizes on columns of fixed
 * widths.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  PRESETS,
  SITE_THEME,
  STRUCTURAL_RULES,
  buildStylesheet,
  structuralCss,
  type Theme,
} from '../../../plugins/styling/core/stylesheet.ts';
import { readMatrix } from '../../../plugins/compatibility/core/compatibility.ts';
import { openLibraryPage, type LibraryPage } from '../browser.ts';
import { differences as measureDifferences } from './compare.ts';
import type { Measure } from './entry.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PACKAGE_CSS = fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/assets/index.css'), 'utf8');
const INSTALLED = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const MATRIX_FILE = `facts/compatibility/${INSTALLED}.json`;
const matrix = readMatrix(fs.readFileSync(path.join(ROOT, MATRIX_FILE), 'utf8'), MATRIX_FILE);
const DEMO_FILES = fs.readdirSync(path.join(ROOT, 'docs/examples')).filter((file) => file.endsWith('.tsx'));

let opened: LibraryPage;
let page: Page;
let measured: string[];
/** The matrix cells that work, with their known fixes applied (the others the matrix itself marks broken). */
let cells: string[];
let reference: Record<string, Measure[]>;

/**
 * Each drawing (`demo:<name>`, or `cell:<feature>+<feature>` for a matrix cell) under a stylesheet (a demo's own after
 * it), measured at the scroll's start and at its end.
 */
async function drawDemos(css: string, only = measured): Promise<Record<string, Measure[]>> {
  const measures: Record<string, Measure[]> = {};
  for (const name of only)
    measures[name] = await page.evaluate(
      async ([drawing, sheet]) => {
        const g = window.geometry;
        const [kind, id] = [drawing.slice(0, drawing.indexOf(':')), drawing.slice(drawing.indexOf(':') + 1)];
        g.setCss(kind === 'demo' ? sheet + '\n' + g.DEMOS[id].css : sheet);
        if (kind === 'demo') await g.mountDemo(id);
        else {
          const [features, fixes = ''] = id.split('|');
          g.mountCell(features.split('+'), fixes ? fixes.split('+') : []);
          await g.still();
        }
        const start = g.measure();
        await g.scrollTo(true);
        return [start, g.measure()];
      },
      [name, css] as const,
    );
  return measures;
}

const differences = (label: string, measures: Record<string, Measure[]>, shadows: boolean) =>
  measureDifferences(label, reference, measures, { shadows });

beforeAll(async () => {
  opened = await openLibraryPage({ entry: path.join(import.meta.dirname, 'entry.ts'), name: 'geometry' });
  page = opened.page;
  measured = [];
  for (const name of await page.evaluate(() => Object.keys(window.geometry.DEMOS))) {
    const drawsTable = await page.evaluate(async (demo) => {
      window.geometry.setCss('');
      await window.geometry.mountDemo(demo);
      return window.geometry.hasTable();
    }, name);
    if (drawsTable) measured.push(`demo:${name}`);
  }
  cells = matrix.cells
    .filter((cell) => cell.verdict === 'works' || cell.verdict === 'fixed')
    .map((cell) => `cell:${cell.features.join('+')}${cell.fixes?.length ? `|${cell.fixes.join('+')}` : ''}`);
  reference = await drawDemos(PACKAGE_CSS);
}, 300_000);
afterAll(() => opened?.close());

it('draws every demo of the site, all but one with a table of the rc-table prefix, and every matrix cell', async () => {
  const all = await page.evaluate(() => Object.keys(window.geometry.DEMOS));
  expect(all.length).toBe(DEMO_FILES.length);
  expect(all.filter((name) => !measured.includes(`demo:${name}`))).toEqual(['prefix-cls']);
  expect(cells.length).toBeGreaterThan(130);
  // The package's stylesheet itself scrolls and pins in the drawings that ask for it.
  expect(reference['demo:fixedColumns'][1].scroll['rc-table-content']?.max ?? 0).toBeGreaterThan(100);
  expect(Object.keys(reference['demo:fixedColumns'][0].fixed).length).toBeGreaterThan(0);
});

/** A theme's stylesheet with the package's sizes. */
const packageSized = (theme: Theme) =>
  buildStylesheet({ ...theme, paddingY: 16, paddingX: 8, border: 'grid', rowHeight: 0 }) +
  '\n.rc-table { font-size: 12px; }\n';

for (const [preset, theme] of Object.entries(PRESETS))
  it(`the preset "${preset}" keeps the geometry of every demo`, async () => {
    expect(differences(preset, await drawDemos(packageSized(theme)), theme.shadow)).toEqual([]);
  }, 300_000);

/**
 * A cell drawn wider than its box: its columns and the expand column are wider than the box and nothing scrolls
 * it. The package lets it widen the page; the builder's sheet scrolls it inside its box instead (its rule for
 * `.rc-table-content`), on purpose: compared on its own below.
 */
const WIDER_THAN_ITS_BOX = 'cell:expandable+ellipsis';

// The structural rules are the same in every preset's output: one preset draws the matrix's cells.
it('the site preset keeps the geometry of every matrix cell that works', async () => {
  Object.assign(reference, await drawDemos(PACKAGE_CSS, cells));
  const drawn = await drawDemos(packageSized(SITE_THEME), cells);
  const { [WIDER_THAN_ITS_BOX]: wide, ...rest } = drawn;
  expect(differences('site', rest, true)).toEqual([]);
  // That cell widens the page under the package's sheet and scrolls in its own box under the builder's, as far.
  const [before, after] = [reference[WIDER_THAN_ITS_BOX][0], wide[0]];
  expect(before.pageOverflow).toBeGreaterThan(0);
  expect(before.scroll['rc-table-content']).toBeUndefined();
  expect(after.pageOverflow).toBeLessThan(before.pageOverflow);
  expect(after.scroll['rc-table-content'].max).toBeLessThanOrEqual(before.pageOverflow - after.pageOverflow + 1.5);
  expect(after.alignment).toEqual(before.alignment);
}, 300_000);

it('a sheet without the fixed cells’ rule differs in the demos with fixed columns', async () => {
  const rules = structuralCss();
  const at = STRUCTURAL_RULES.findIndex((rule) => rule.selector.split(',\n')[0] === '.rc-table-cell-fix');
  const sheet = packageSized(SITE_THEME);
  expect(sheet).toContain(rules[at]);
  const found = differences('without .rc-table-cell-fix', await drawDemos(sheet.replace(rules[at], '')), true);
  const demos = new Set(found.map((line) => line.split(', ')[1]));
  expect([...demos]).toEqual(expect.arrayContaining(['demo:fixedColumns', 'demo:fixedColumnsAndHeader']));
}, 300_000);
