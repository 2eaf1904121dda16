/**
 * The /styling page in a real browser: pointing at a part of its live table, or focusing an entry of its list, shows
 * that part's key and classes and outlines it, in both languages, on a desktop and on a phone; and its parts are
 * found by the site's search.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.ts';
import { reactAttached } from '../support/site.ts';

const TABLE = '.styling-table';
const PANEL = '.styling-panel';

/** Points at (or on a phone, taps) an element of the live table, and waits for the panel to show `part`. */
async function inspect(page: Page, selector: string, part: string, tap = false) {
  const target = page.locator(`${TABLE} ${selector}`).first();
  // The live table is a chunk hydrated after the page: a pointer before that reaches no handler.
  await reactAttached(page.locator(TABLE).first());
  if (tap) await target.tap();
  else await target.hover();
  await page.waitForFunction(
    ([panel, id]) => document.querySelector(panel!)?.getAttribute('data-inspected') === id,
    [PANEL, part],
  );
  return {
    keys: await page.locator(`${PANEL} [data-keys]`).innerText(),
    text: await page.locator(PANEL).innerText(),
    outlined: await target.evaluate((el) => el.closest('[data-part-inspected]') !== null),
  };
}

const CASES = [
  { selector: 'thead th.rc-table-cell:not(.rc-table-cell-fix)', part: 'header-cell', keys: 'classNames.header.cell' },
  {
    selector: 'tbody tr.rc-table-row > td.rc-table-cell:not(.rc-table-cell-fix)',
    part: 'body-cell',
    keys: 'classNames.body.cell',
  },
  {
    selector: 'tbody tr.rc-table-row > td.rc-table-cell-fix-end',
    part: 'fixed-end-cell',
    keys: 'classNames.body.cell',
    classes: 'rc-table-cell-fix-end',
  },
  { selector: '.rc-table-row-expand-icon', part: 'expand-icon', keys: 'none', classes: 'rc-table-row-expand-icon' },
];

describe('the styling page', () => {
  for (const [address, name, phone] of [
    ['/styling', 'Header cell', false],
    ['/zh-CN/styling', '表头单元格', false],
    ['/styling', 'Header cell', true],
    ['/zh-CN/styling', '表头单元格', true],
  ] as const)
    it(`${address}${phone ? ' on a phone' : ''}: pointing at a part shows its key and classes and outlines it`, async ({
      site,
    }) => {
      const { page, errors } = await site.open(
        address,
        phone ? { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true } : undefined,
      );
      for (const item of CASES) {
        const shown = await inspect(page, item.selector, item.part, phone);
        expect(shown.keys, item.part).toContain(
          item.keys === 'none' ? (address.startsWith('/zh') ? '无' : 'none') : item.keys,
        );
        if (item.classes) expect(shown.text, item.part).toContain(item.classes);
        expect(shown.outlined, item.part).toBe(true);
      }
      expect(await page.locator(PANEL).innerText()).not.toContain(name); // the last part shown is the expand icon
      expect(await page.locator(`.styling-part-name[data-part="header-cell"]`).innerText()).toBe(name);
      expect(errors).toEqual([]);
    });

  it('focusing an entry of the list with the keyboard shows that part and outlines it in the table', async ({
    site,
  }) => {
    const { page, errors } = await site.open('/styling');
    await page.locator('.styling-part-name[data-part="header-row"]').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-part'))).toBe('header-cell');
    await page.waitForFunction(
      () => document.querySelector('.styling-panel')?.getAttribute('data-inspected') === 'header-cell',
    );
    expect(await page.locator(`${PANEL} [data-keys]`).innerText()).toContain('classNames.header.cell');
    expect(await page.locator(`${TABLE} thead th[data-part-inspected]`).count()).toBe(1);
    // A part the live table does not draw (no records) still shows its facts.
    await page.locator('.styling-part-name[data-part="placeholder"]').focus();
    await page.waitForFunction(
      () => document.querySelector('.styling-panel')?.getAttribute('data-inspected') === 'placeholder',
    );
    expect(await page.locator(`${PANEL}`).innerText()).toContain('rc-table-placeholder');
    expect(await page.locator('[data-part-inspected]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  for (const [address, query, anchor] of [
    ['/', 'header cell class', '/styling#part-header-cell'],
    ['/', 'style the header', '/styling#part-header-holder'],
    ['/', 'classNames body row', '/styling#part-body-row'],
    ['/', 'classNames.body.row', '/styling#part-body-row'],
    ['/zh-CN', '表头单元格样式', '/zh-CN/styling#part-header-cell'],
    ['/zh-CN', '表头单元格类名', '/zh-CN/styling#part-header-cell'],
  ] as const)
    it(`search finds "${query}" on the styling page first`, async ({ site }) => {
      const { page, errors } = await site.open(address);
      await page.locator('#site-search').click();
      await page.locator('#site-search').fill(query);
      // The results of these keywords: the panel no longer busy.
      await page.waitForFunction(() => {
        const panel = document.querySelector('.search-panel');
        return panel && !panel.hasAttribute('hidden') && panel.getAttribute('aria-busy') === 'false';
      });
      const hrefs = await page
        .locator('#site-search-listbox a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs[0]).toBe(anchor);
      expect(errors).toEqual([]);
    });
});

describe("a demo's inspect switch", () => {
  for (const [address, name, phone] of [
    ['/demo/expanded-row-render', 'Expand icon', false],
    ['/zh-CN/demo/expanded-row-render', '展开图标', false],
    ['/demo/expanded-row-render', 'Expand icon', true],
  ] as const)
    it(`${address}${phone ? ' on a phone' : ''}: loads the inspector only when turned on, then shows the part pointed at`, async ({
      site,
    }) => {
      const { page, errors } = await site.open(
        address,
        phone ? { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true } : undefined,
      );
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const demo = page.locator('.previewer').first();
      const toggle = demo.locator('.previewer-toolbar button[aria-pressed]');
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await demo.locator('.demo-inspector').count()).toBe(0);
      expect(scripts.filter((path) => /DemoInspector/.test(path))).toEqual([]);
      if (phone) await toggle.tap();
      else await toggle.click();
      await demo.locator('.demo-inspector').waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(scripts.some((path) => /DemoInspector/.test(path))).toBe(true);
      const cases = [
        ['thead th.rc-table-cell:not(.rc-table-row-expand-icon-cell)', 'header-cell', 'classNames.header.cell'],
        [
          'tbody tr.rc-table-row > td.rc-table-cell:not(.rc-table-row-expand-icon-cell)',
          'body-cell',
          'classNames.body.cell',
        ],
        ['.rc-table-row-expand-icon', 'expand-icon', address.startsWith('/zh') ? '无' : 'none'],
      ] as const;
      for (const [selector, part, keys] of cases) {
        const target = demo.locator(`.previewer-demo ${selector}`).first();
        if (phone) await target.tap();
        else await target.hover();
        await page.waitForFunction(
          (id) => document.querySelector('.demo-inspector')?.getAttribute('data-inspected') === id,
          part,
        );
        expect(await demo.locator('.demo-inspector [data-keys]').innerText(), part).toContain(keys);
        expect(await target.evaluate((el) => el.closest('[data-part-inspected]') !== null), part).toBe(true);
      }
      expect(await demo.locator('.demo-inspector [role="status"]').innerText()).toContain(name);
      expect(errors).toEqual([]);
    });

  it('outlines the part pointed at in a demo shown in an iframe, and names it', async ({ site }) => {
    const { page, errors } = await site.open('/demo/iframe');
    const demo = page.locator('.previewer').first();
    const frame = page.frameLocator('.previewer iframe').first();
    await frame.locator('thead th.rc-table-cell').first().waitFor();
    await demo.locator('.previewer-toolbar button[aria-pressed]').click();
    await demo.locator('.demo-inspector').waitFor();
    const cell = frame.locator('thead th.rc-table-cell').first();
    await cell.hover();
    await page.waitForFunction(
      () => document.querySelector('.demo-inspector')?.getAttribute('data-inspected') === 'header-cell',
    );
    expect(
      await cell.evaluate((el) => [el.hasAttribute('data-part-inspected'), getComputedStyle(el).outlineStyle]),
    ).toEqual([true, 'solid']);
    expect(errors).toEqual([]);
  });

  it('a part is picked with the keyboard from the list of the parts the demo draws', async ({ site }) => {
    const { page, errors } = await site.open('/demo/fixed-columns');
    const demo = page.locator('.previewer').first();
    await demo.locator('.previewer-toolbar button[aria-pressed]').focus();
    await page.keyboard.press('Enter');
    const select = demo.locator('.demo-inspector select');
    await select.waitFor();
    await select.focus();
    await select.selectOption('fixed-start-cell');
    await page.waitForFunction(
      () => document.querySelector('.demo-inspector')?.getAttribute('data-inspected') === 'fixed-start-cell',
    );
    const text = await demo.locator('.demo-inspector [role="status"]').innerText();
    expect(text).toContain('classNames.body.cell');
    expect(text).toContain('rc-table-cell-fix-start');
    expect(await demo.locator('.previewer-demo td.rc-table-cell-fix-start[data-part-inspected]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
