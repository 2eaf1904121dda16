/**
 * The builder's stylesheets keep the geometry of every demo of the site: each demo (demos.ts) is drawn with the
 * package's stylesheet and then with each preset's output, its own stylesheet after either, and measured at the
 * scroll's start and end (entry.ts); the measures must agree (compare.ts). A sheet with a structural rule taken out
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
} from '../../../core/stylesheet.ts';
import { openLibraryPage, type LibraryPage } from '../browser.ts';
import { differences as measureDifferences } from './compare.ts';
import type { Measure } from './entry.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PACKAGE_CSS = fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/assets/index.css'), 'utf8');
const DEMO_FILES = fs.readdirSync(path.join(ROOT, 'docs/examples')).filter((file) => file.endsWith('.tsx'));

let opened: LibraryPage;
let page: Page;
let measured: string[];
let reference: Record<string, Measure[]>;

/** Each demo drawn under a stylesheet (its own after it) and measured at the scroll's start and at its end. */
async function drawDemos(css: string, only = measured): Promise<Record<string, Measure[]>> {
  const measures: Record<string, Measure[]> = {};
  for (const name of only)
    measures[name] = await page.evaluate(
      async ([demo, sheet]) => {
        const g = window.geometry;
        g.setCss(sheet + '\n' + g.DEMOS[demo].css);
        await g.mountDemo(demo);
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
    if (drawsTable) measured.push(name);
  }
  reference = await drawDemos(PACKAGE_CSS);
}, 300_000);
afterAll(() => opened?.close());

it('draws every demo of the site, all but one with a table of the rc-table prefix', async () => {
  const all = await page.evaluate(() => Object.keys(window.geometry.DEMOS));
  expect(all.length).toBe(DEMO_FILES.length);
  expect(all.filter((name) => !measured.includes(name))).toEqual(['prefix-cls']);
  // The package's stylesheet itself scrolls and pins in the demos that ask for it.
  expect(reference.fixedColumns[1].scroll['rc-table-content']?.max ?? 0).toBeGreaterThan(100);
  expect(Object.keys(reference.fixedColumns[0].fixed).length).toBeGreaterThan(0);
});

/** A theme's stylesheet with the package's sizes. */
const packageSized = (theme: Theme) =>
  buildStylesheet({ ...theme, paddingY: 16, paddingX: 8, border: 'grid', rowHeight: 0 }) +
  '\n.rc-table { font-size: 12px; }\n';

for (const [preset, theme] of Object.entries(PRESETS))
  it(`the preset "${preset}" keeps the geometry of every demo`, async () => {
    expect(differences(preset, await drawDemos(packageSized(theme)), theme.shadow)).toEqual([]);
  }, 300_000);

it('a sheet without the fixed cells’ rule differs in the demos with fixed columns', async () => {
  const rules = structuralCss();
  const at = STRUCTURAL_RULES.findIndex((rule) => rule.selector.split(',\n')[0] === '.rc-table-cell-fix');
  const sheet = packageSized(SITE_THEME);
  expect(sheet).toContain(rules[at]);
  const found = differences('without .rc-table-cell-fix', await drawDemos(sheet.replace(rules[at], '')), true);
  const demos = new Set(found.map((line) => line.split(', ')[1]));
  expect([...demos]).toEqual(expect.arrayContaining(['fixedColumns', 'fixedColumnsAndHeader']));
}, 300_000);
