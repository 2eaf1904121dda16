/**
 * A stylesheet from the styling page's builder (plugins/styling/core/stylesheet.ts) on a page that loads only the library, React and
 * that CSS file (not the package's own sheet, not the site's): the parts it names take the computed styles it says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SITE_THEME, buildStylesheet, type Theme } from '../../plugins/styling/core/stylesheet.ts';
import { openLibraryPage, type LibraryPage } from '../claims/browser.ts';

const THEME: Theme = {
  ...SITE_THEME,
  light: { ...SITE_THEME.light, headerBg: '#123456', headerText: '#fedcba', stripeBg: '#f0f0e0', hoverBg: '#e0f0ff' },
  dark: { ...SITE_THEME.dark, bg: '#101820', headerBg: '#203040' },
  border: 'grid',
  paddingX: 11,
  paddingY: 5,
  rowHeight: 44,
  radius: 12,
  striped: true,
  shadow: true,
};

/** Draws a table with fixed columns at both ends, a fixed header, an expanded row and a summary. */
async function draw(page: Page) {
  await page.evaluate(async () => {
    const { h, Table, mount, settle } = window.claims;
    const columns = [
      { title: 'Name', dataIndex: 'name', key: 'name', width: 120, fixed: 'start' as const },
      { title: 'City', dataIndex: 'city', key: 'city', width: 500 },
      { title: 'More', dataIndex: 'city', key: 'more', width: 500 },
      { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 120, fixed: 'end' as const },
    ];
    const data = [1, 2, 3, 4, 5, 6].map((n) => ({ key: n, name: `Name ${n}`, city: `City ${n}`, amount: n }));
    mount(
      h(
        'div',
        { style: { width: '600px' } },
        h(Table, {
          columns,
          data,
          scroll: { x: 1240, y: 200 },
          expandable: { expandedRowRender: () => 'Details', defaultExpandedRowKeys: [1] },
          summary: () =>
            h(Table.Summary, { fixed: true }, h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0 }, 'Sum'))),
        }),
      ),
    );
    await settle();
    await settle();
  });
}

const style = (page: Page, selector: string, property: string, pseudo?: string) =>
  page.evaluate(([s, p, e]) => getComputedStyle(document.querySelector(s)!, e || null).getPropertyValue(p), [
    selector,
    property,
    pseudo ?? '',
  ] as const);

describe('a generated stylesheet on a page with only the library, React and that file', () => {
  let opened: LibraryPage;
  beforeAll(async () => {
    // The page says light or dark with data-theme on an ancestor: the mode that follows it.
    opened = await openLibraryPage({
      css: buildStylesheet(THEME, { colours: { kind: 'attribute', name: 'data-theme', dark: 'dark', light: 'light' } }),
    });
    await draw(opened.page);
  }, 120_000);
  afterAll(() => opened?.close());

  it('colours, pads, borders and rounds the parts it names', async () => {
    const { page } = opened;
    expect(await style(page, '.rc-table-thead th.rc-table-cell', 'background-color')).toBe('rgb(18, 52, 86)');
    expect(await style(page, '.rc-table-thead th.rc-table-cell', 'color')).toBe('rgb(254, 220, 186)');
    const cell = '.rc-table-tbody .rc-table-row[data-row-key="1"] > td:nth-child(3)';
    expect(await style(page, cell, 'padding-top')).toBe('5px');
    expect(await style(page, cell, 'padding-left')).toBe('11px');
    expect(await style(page, cell, 'border-bottom-width')).toBe('1px');
    expect(await style(page, cell, 'border-right-width')).toBe('1px');
    expect(await style(page, cell, 'border-bottom-color')).toBe('rgb(221, 224, 229)');
    expect(await page.locator(cell).evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(44);
    expect(await style(page, '.rc-table-container', 'border-top-left-radius')).toBe('12px');
    // The second record is the second row of records (the expanded row between does not count): striped.
    expect(await style(page, '.rc-table-row[data-row-key="2"] > td:nth-child(3)', 'background-color')).toBe(
      'rgb(240, 240, 224)',
    );
    expect(await style(page, '.rc-table-row[data-row-key="1"] > td:nth-child(3)', 'background-color')).toBe(
      'rgb(255, 255, 255)',
    );
  });

  it('makes the fixed cells and the fixed header stick, with a shadow once scrolled', async () => {
    const { page } = opened;
    expect(
      await style(page, '.rc-table-tbody td.rc-table-cell-fix-start:not(.rc-table-row-expand-icon-cell)', 'position'),
    ).toBe('sticky');
    const fixed = '.rc-table-row[data-row-key="1"] > td.rc-table-cell-fix-end';
    const before = await page.locator(fixed).evaluate((el) => el.getBoundingClientRect().left);
    await page.evaluate(() => {
      const body = document.querySelector<HTMLElement>('.rc-table-body')!;
      body.scrollLeft = 300;
      body.dispatchEvent(new Event('scroll'));
    });
    await page.waitForFunction(() => document.querySelector('.rc-table-cell-fix-start-shadow-show') !== null);
    expect(await page.locator(fixed).evaluate((el) => el.getBoundingClientRect().left)).toBe(before);
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.rc-table-cell-fix-start-shadow-show')!, '::after').opacity === '1',
    );
    expect(await style(page, '.rc-table-cell-fix-start-shadow-show', 'box-shadow', '::after')).toContain('inset');
  });

  it('colours the row pointed at, and takes the dark colours when the page says dark', async () => {
    const { page } = opened;
    await page.hover('.rc-table-row[data-row-key="3"] > td:nth-child(3)');
    await page.waitForFunction(() => document.querySelector('.rc-table-cell-row-hover') !== null);
    expect(await style(page, '.rc-table-row[data-row-key="3"] > td:nth-child(3)', 'background-color')).toBe(
      'rgb(224, 240, 255)',
    );
    await page.mouse.move(990, 790);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await style(page, '.rc-table-thead th.rc-table-cell', 'background-color')).toBe('rgb(32, 48, 64)');
    expect(await style(page, '.rc-table-row[data-row-key="1"] > td:nth-child(3)', 'background-color')).toBe(
      'rgb(16, 24, 32)',
    );
    await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
  });

  it('draws no cell borders with the border style none', async () => {
    await opened.page.addStyleTag({ content: buildStylesheet({ ...THEME, border: 'none' }) });
    const cell = '.rc-table-row[data-row-key="1"] > td:nth-child(3)';
    expect(await style(opened.page, cell, 'border-bottom-width')).toBe('0px');
    expect(await style(opened.page, '.rc-table-container', 'border-top-width')).toBe('0px');
  });
});
