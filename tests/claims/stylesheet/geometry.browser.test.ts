/**
 * The styling page's stylesheet builder (plugins/styling/core/stylesheet.ts) never breaks a table: every preset's stylesheet, alone
 * on a page with the library and React, draws each configuration of entry.ts with the geometry the package's own
 * stylesheet gives it (entry.ts measures, compare.ts compares; 1.5 px of tolerance): header and body columns lined up
 * at the scroll's start and end, no scrolling further than the package's, fixed cells pinned, expanded rows in the
 * view, shadows where the package draws them (none when the theme asks for none), a sticky header and scroll bar in
 * place. Taking one structural rule out of a stylesheet makes the comparison fail. Stripes follow the records, in
 * VirtualTable too, and the site preset draws what the site's own demo stylesheet (theme/table.css) draws.
 *
 * These are checks of the site's builder, not claims about the library: they live in a folder of their own, which
 * the claims inventory (one file per page, at the top of tests/claims/) does not read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  PRESETS,
  SITE_COLOURS,
  SITE_THEME,
  STRUCTURAL_RULES,
  buildStylesheet,
  structuralCss,
} from '../../../plugins/styling/core/stylesheet.ts';
import { openLibraryPage, type LibraryPage } from '../browser.ts';
import { differences as measureDifferences } from './compare.ts';
import type { Measure } from './entry.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PACKAGE_CSS = fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/assets/index.css'), 'utf8');

declare global {
  interface Window {
    geometry: typeof import('./entry.ts');
  }
}

let opened: LibraryPage;
let page: Page;
let names: string[];
/** The package's stylesheet's measures: per configuration, at the scroll's start and at its end. */
let reference: Record<string, Measure[]>;

/** Each configuration drawn under a stylesheet and measured at the scroll's start and at its end. */
async function drawAll(css: string, only = names): Promise<Record<string, Measure[]>> {
  await page.evaluate((text) => window.geometry.setCss(text), css);
  const measures: Record<string, Measure[]> = {};
  for (const name of only)
    measures[name] = await page.evaluate(async (config) => {
      const g = window.geometry;
      g.mount(config);
      await g.still();
      const start = g.measure();
      await g.scrollTo(true);
      return [start, g.measure()];
    }, name);
  return measures;
}

/** Every difference of a stylesheet's measures from the package's. */
const differences = (label: string, measures: Record<string, Measure[]>, shadows: boolean) =>
  measureDifferences(label, reference, measures, { shadows });

beforeAll(async () => {
  opened = await openLibraryPage({
    entry: path.join(import.meta.dirname, 'entry.ts'),
    name: 'geometry',
    css: PACKAGE_CSS,
  });
  page = opened.page;
  // The geometry configurations; `parts` is drawn for the look alone.
  names = (await page.evaluate(() => Object.keys(window.geometry.CONFIGS))).filter((name) => name !== 'parts');
  reference = await drawAll(PACKAGE_CSS);
}, 120_000);
afterAll(() => opened?.close());

describe("a stylesheet from the builder, against the package's own", () => {
  it('draws the geometry configurations, enough of them to mean something', () => {
    expect(names.length).toBeGreaterThanOrEqual(17);
    // The package's sheet itself scrolls, pins and shows what the comparison looks at.
    expect(reference['scroll-x-fixed'][1].scroll['rc-table-content'].max).toBeGreaterThan(400);
    expect(reference['expanded-fixed'][0].expanded.every((row) => row.inside)).toBe(true);
    expect(reference['scroll-x-fixed'][1].shadows).toContain('body:0::after');
    expect(reference['virtual-fixed'][1].virtualOffset).toBeGreaterThan(400);
    expect(reference.sticky[0].sticky?.header).toBe(0);
  });

  for (const [preset, theme] of Object.entries(PRESETS))
    it(`the preset "${preset}" keeps the package's geometry in every configuration`, async () => {
      const measures = await drawAll(buildStylesheet(theme));
      expect(differences(preset, measures, theme.shadow)).toEqual([]);
    });

  it('keeps it in every colour mode', async () => {
    const dark = await drawAll(buildStylesheet(SITE_THEME, { colours: { kind: 'dark' } }), ['expanded-fixed']);
    expect(differences('dark', dark, true)).toEqual([]);
    const attribute = await drawAll(buildStylesheet(SITE_THEME, { colours: SITE_COLOURS }), ['ellipsis-fixed']);
    expect(differences('attribute', attribute, true)).toEqual([]);
  });

  it('reports a difference when one structural rule is taken out', async () => {
    const rules = structuralCss();
    // A rule, and configurations whose drawing needs it.
    const cases: [selector: string, configs: string[]][] = [
      ['.rc-table-expanded-row-fixed', ['expanded-fixed', 'expanded-fixed-barely-wider', 'empty-scroll-x']],
      ['.rc-table-cell-ellipsis.rc-table-cell-fix-start-shadow', ['ellipsis-fixed']],
      ['.rc-table-cell-fix', ['scroll-x-fixed', 'virtual-fixed']],
      ['.rc-table-cell-ellipsis', ['ellipsis-fixed']],
      ['.rc-table-tbody-virtual .rc-table-row', ['virtual-fixed', 'virtual-expanded']],
      ['.rc-table-sticky-holder', ['sticky']],
      ['.rc-table-sticky-scroll', ['sticky']],
      ['.rc-table table', ['scroll-x-fixed']],
    ];
    for (const [selector, configs] of cases) {
      const at = STRUCTURAL_RULES.findIndex((rule) => rule.selector.split(',\n')[0] === selector);
      const sheet = buildStylesheet(SITE_THEME);
      expect(sheet, selector).toContain(rules[at]);
      const without = sheet.replace(rules[at], '');
      const found = differences(`without ${selector}`, await drawAll(without, configs), true);
      for (const config of configs)
        expect(
          found.filter((line) => line.includes(`, ${config}, `)),
          `${selector} taken out: ${config}`,
        ).not.toEqual([]);
    }
  });
});

describe('stripes', () => {
  const stripe = 'rgb(247, 249, 252)'; // the grid preset's light stripe colour, #f7f9fc
  const striped = (backgrounds: Record<string, string>) =>
    Object.entries(backgrounds).map(([key, bg]) => `${key}:${bg === stripe ? 'stripe' : 'plain'}`);
  const expected = (backgrounds: Record<string, string>) =>
    Object.keys(backgrounds).map((key) => `${key}:${Number(key.slice(1)) % 2 === 0 ? 'stripe' : 'plain'}`);

  it('mark every second record of a table, whatever expanded rows lie between', async () => {
    await page.evaluate((css) => window.geometry.setCss(css), buildStylesheet(PRESETS.grid));
    const backgrounds = await page.evaluate(async () => {
      window.geometry.mount('expanded-fixed');
      await window.geometry.still();
      return window.geometry.rowBackgrounds();
    });
    expect(Object.keys(backgrounds)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    expect(striped(backgrounds)).toEqual(expected(backgrounds));
  });

  it("mark VirtualTable's every second record by the class rowClassName gives, however far it scrolls", async () => {
    await page.evaluate((css) => window.geometry.setCss(css), buildStylesheet(PRESETS.grid));
    const [top, scrolled, unmarked] = await page.evaluate(async () => {
      const g = window.geometry;
      g.mount('virtual-fixed', { stripes: true });
      await g.still();
      const first = g.rowBackgrounds();
      await g.scrollDown(40 * 41 + 5);
      const second = g.rowBackgrounds();
      g.mount('virtual-fixed');
      await g.still();
      return [first, second, g.rowBackgrounds()];
    });
    expect(striped(top)).toEqual(expected(top));
    // The rows drawn now start at an odd place of the list: a stripe that counted the drawn rows would be wrong here.
    expect(Number(Object.keys(scrolled)[0].slice(1)) % 2).toBe(0);
    expect(striped(scrolled)).toEqual(expected(scrolled));
    // Without the class no virtual row is striped (none changes its colour as the rows drawn change).
    expect(Object.values(unmarked).every((bg) => bg !== stripe)).toBe(true);
  });
});

describe('the preset "site"', () => {
  /** The site's colours (the custom properties of engine/app/theme/styles/base.css), which table.css reads. */
  const siteColours = () => {
    const base = fs.readFileSync(path.join(ROOT, 'engine/app/theme/styles/base.css'), 'utf8');
    const blocks = [/:root\s*\{([^}]*)\}/, /html\[data-prefers-color='dark'\]\s*\{([^}]*)\}/].map((pattern) =>
      pattern
        .exec(base)![1]
        .match(/--[\w-]+:[^;]+;/g)!
        .join('\n'),
    );
    return `:root {\n${blocks[0]}\n}\nhtml[data-prefers-color='dark'] {\n${blocks[1]}\n}\n`;
  };

  /** The look of the parts in light and dark, and a row's colour under the pointer. */
  async function looks(css: string) {
    await page.evaluate((text) => window.geometry.setCss(text), css);
    const seen: Record<string, string> = {};
    for (const mode of ['light', 'dark'])
      for (const config of ['parts', 'tree', 'empty-scroll-x', 'sticky', 'scroll-x-fixed']) {
        const look = await page.evaluate(
          async ([name, dark]) => {
            const g = window.geometry;
            document.documentElement.toggleAttribute('data-prefers-color', false);
            if (dark) document.documentElement.setAttribute('data-prefers-color', 'dark');
            g.mount(name);
            await g.still();
            if (name === 'sticky' || name === 'scroll-x-fixed') await g.scrollTo(true);
            return name === 'parts' ? { ...g.look(), 'row under the pointer': await g.hoverRow('r3') } : g.look();
          },
          [config, mode === 'dark'] as const,
        );
        for (const [key, value] of Object.entries(look)) seen[`${mode}, ${config}, ${key}`] = value;
      }
    await page.evaluate(() => document.documentElement.removeAttribute('data-prefers-color'));
    return seen;
  }

  it("draws the parts as the site's demo stylesheet does, in light and dark", async () => {
    const tableCss = fs.readFileSync(path.join(ROOT, 'theme/table.css'), 'utf8');
    const site = await looks(siteColours() + tableCss);
    const built = await looks(siteColours() + buildStylesheet(PRESETS.site, { colours: SITE_COLOURS }));
    expect(Object.keys(site).length).toBeGreaterThan(300);
    // The pointer's row is drawn in the hover colour (the site's mix of its accent into its background).
    expect(site['light, parts, row under the pointer']).toMatch(/^239,244,25[01],1$/);
    expect(site['dark, parts, row under the pointer']).toMatch(/^28,34,42,1$/);
    // Colours may differ by one step of 255 where the site mixes them (color-mix) and the theme writes the result.
    const close = (a: string, b: string) => {
      if (a === b) return true;
      const numbers = (text: string) => text.match(/-?[\d.]+/g)?.map(Number) ?? [];
      const [x, y] = [numbers(a), numbers(b)];
      return a.replace(/[\d.]+/g, '#') === b.replace(/[\d.]+/g, '#') && x.every((n, i) => Math.abs(n - y[i]) <= 1);
    };
    const differ = Object.keys({ ...site, ...built })
      .filter((key) => !close(site[key] ?? 'missing', built[key] ?? 'missing'))
      .map((key) => `${key}: ${built[key]} where table.css gives ${site[key]}`);
    expect(differ).toEqual([]);
  });
});
