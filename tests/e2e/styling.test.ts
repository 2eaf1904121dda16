/**
 * The /styling page in a real browser: pointing at a part of its live table, or focusing an entry of its list, shows
 * that part's key and classes and outlines it, in both languages, on a desktop and on a phone, the panel in the
 * window and no row opened or closed by a tap; the list and the builder are in "On this page" and linked from the
 * first screen; and its parts are found by the site's search. A demo's inspector does the same.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.ts';
import { reactAttached } from '../support/site.ts';

const TABLE = '.styling-table';
const PANEL = '.styling-panel';

/** Whether the first record of the table inside `scope` is open (its expand icon says so). */
const firstOpen = (page: Page, scope: string) =>
  page
    .locator(`${scope} .rc-table-row-expand-icon`)
    .first()
    .evaluate((icon) => icon.classList.contains('rc-table-row-expanded'));

/** Whether an element's box lies inside the window. */
const inWindow = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight + 0.5 && box.height > 0;
  });

/** Points at (or on a phone, taps) an element of the live table, and waits for the panel to show `part`. */
async function inspect(page: Page, selector: string, part: string, tap = false) {
  const target = page.locator(`${TABLE} ${selector}`).first();
  // The live table is a chunk hydrated after the page: a pointer before that reaches no handler.
  await reactAttached(page.locator(TABLE).first());
  // A visitor scrolls what they tap to where they see it, above the panel held at the window's bottom edge.
  await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
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
      const open = await firstOpen(page, TABLE);
      for (const item of CASES) {
        const shown = await inspect(page, item.selector, item.part, phone);
        expect(await inWindow(page, PANEL), `${item.part}: the panel in the window`).toBe(true);
        expect(shown.keys, item.part).toContain(
          item.keys === 'none' ? (address.startsWith('/zh') ? '无' : 'none') : item.keys,
        );
        if (item.classes) expect(shown.text, item.part).toContain(item.classes);
        expect(shown.outlined, item.part).toBe(true);
      }
      // The last tap was on the first record's expand icon: it inspected it and left the record as it was.
      expect(await firstOpen(page, TABLE)).toBe(open);
      expect(await page.locator(PANEL).innerText()).not.toContain(name); // the last part shown is the expand icon
      expect(await page.locator(`.styling-part-name[data-part="header-cell"]`).innerText()).toBe(name);
      expect(errors).toEqual([]);
    });

  for (const [address, list, builder, header] of [
    ['/styling', 'Every part', 'Stylesheet builder', 'Name'],
    ['/zh-CN/styling', '全部部分', '样式表生成器', '姓名'],
  ] as const)
    it(`${address}: the list and the builder are in "On this page" and linked from the first screen`, async ({
      site,
    }) => {
      const { page, errors } = await site.open(address);
      const toc = await page.locator('.toc a').allInnerTexts();
      expect(toc).toEqual(expect.arrayContaining([list, builder]));
      // A link in the introduction, above the live table, leads to the builder's heading.
      const link = page.locator('article.doc p a', { hasText: builder.toLowerCase() });
      expect(await link.count()).toBe(1);
      const box = await link.boundingBox();
      expect(box && box.y + box.height <= 900).toBe(true);
      await link.click();
      await page.waitForFunction(() => decodeURIComponent(location.hash).length > 1);
      const heading = page.locator('h2', { hasText: builder });
      expect(await heading.evaluate((el) => Math.round(el.getBoundingClientRect().top) < 200)).toBe(true);
      // The sample table's words are the page's language.
      expect(await page.locator(`${TABLE} thead th`).allInnerTexts()).toContain(header);
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
    // The outline is drawn once the panel has shown the part (an effect after the render).
    await expect.poll(() => page.locator(`${TABLE} thead th[data-part-inspected]`).count()).toBe(1);
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
      const open = await firstOpen(page, '.previewer-demo');
      for (const [selector, part, keys] of cases) {
        const target = demo.locator(`.previewer-demo ${selector}`).first();
        await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        if (phone) await target.tap();
        else await target.hover();
        await page.waitForFunction(
          (id) => document.querySelector('.demo-inspector')?.getAttribute('data-inspected') === id,
          part,
        );
        expect(await inWindow(page, '.demo-inspector'), `${part}: the panel in the window`).toBe(true);
        // The element's own tag is named (a demo's expand icon may be a button of its own).
        const tag = await target.evaluate((el) => el.tagName.toLowerCase());
        expect(await demo.locator('.demo-inspector [role="status"]').innerText(), part).toContain(`<${tag}>`);
        expect(await demo.locator('.demo-inspector [data-keys]').innerText(), part).toContain(keys);
        expect(await target.evaluate((el) => el.closest('[data-part-inspected]') !== null), part).toBe(true);
      }
      expect(await demo.locator('.demo-inspector [role="status"]').innerText()).toContain(name);
      // Inspecting the expand icon left its record as it was, tapped or clicked.
      await demo.locator('.previewer-demo .rc-table-row-expand-icon').first().click();
      expect(await firstOpen(page, '.previewer-demo')).toBe(open);
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
