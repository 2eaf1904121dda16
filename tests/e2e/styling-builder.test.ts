/**
 * The styling page's stylesheet builder in a real browser: choices change the preview and the stylesheet, bad sizes
 * say why, and the stylesheet it outputs, on a page that loads only the library, React and that file, gives the
 * same computed styles as the preview shows.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.ts';
import { openLibraryPage } from '../claims/browser.ts';

const PREVIEW = '.builder-preview';
const css = (page: Page) => page.locator('.builder-css').innerText();

/** Computed styles of the parts a stylesheet names, in a table under `root` whose class prefix is `prefix`. */
function readParts([root, prefix]: readonly [string, string]) {
  const read = (selector: string, property: string) => {
    const element = document.querySelector(`${root} ${selector}`);
    return element ? getComputedStyle(element).getPropertyValue(property) : 'missing';
  };
  return {
    headerBg: read(`.${prefix}-thead th.${prefix}-cell`, 'background-color'),
    headerText: read(`.${prefix}-thead th.${prefix}-cell`, 'color'),
    cellPadding: read(`.${prefix}-row > td:nth-child(3)`, 'padding'),
    cellBorder: read(`.${prefix}-row > td:nth-child(3)`, 'border-bottom-width'),
    cellBorderEnd: read(`.${prefix}-row > td:nth-child(3)`, 'border-right-width'),
    cellBg: read(`.${prefix}-row > td:nth-child(3)`, 'background-color'),
    stripe: read(`.${prefix}-row:nth-child(even of .${prefix}-row) > td:nth-child(3)`, 'background-color'),
    radius: read(`.${prefix}-container`, 'border-top-left-radius'),
    fixed: read(`td.${prefix}-cell-fix-end`, 'position'),
  };
}

describe('the stylesheet builder', () => {
  it('applies each choice to the preview and the stylesheet, and its stylesheet alone styles a table as the preview shows', async ({
    site,
  }) => {
    const { page, errors } = await site.open('/styling');
    // The builder is a chunk of its own, hydrated after the page: a value typed before that would be lost.
    await page.locator('.builder[data-ready]').waitFor();
    await page.locator('.builder select[name="preset"]').selectOption('grid');
    await page.locator('.builder input[name="headerBg"]').fill('#123456');
    await page.locator('.builder input[name="paddingX"]').fill('9');
    await page.locator('.builder input[name="radius"]').fill('10');
    await page.waitForFunction(() => document.querySelector('.builder-css')?.textContent?.includes('#123456'));
    const sheet = await css(page);
    expect(sheet).toContain('--rc-table-header-bg: #123456;');
    expect(sheet).toContain('--rc-table-padding-y: 6px;');
    expect(sheet).toContain('--rc-table-padding-x: 9px;');
    expect(sheet).toContain('border-inline-end');
    const preview = await page.evaluate(readParts, [PREVIEW, 'rcsb'] as const);
    expect(preview.headerBg).toBe('rgb(18, 52, 86)');
    expect(preview.radius).toBe('10px');
    expect(preview.cellPadding).toBe('6px 9px');

    // The same stylesheet, downloaded, on a page with only the library and React.
    const href = await page.locator('.builder a[download]').getAttribute('href');
    expect(decodeURIComponent(href!.replace(/^data:text\/css;charset=utf-8,/, ''))).toBe(sheet.trim() + '\n');
    const alone = await openLibraryPage({ css: sheet });
    try {
      await alone.page.evaluate(async () => {
        const { h, Table, mount, settle } = window.claims;
        const columns = [
          { title: 'Name', dataIndex: 'name', key: 'name', width: 120, fixed: 'start' as const },
          { title: 'City', dataIndex: 'city', key: 'city', width: 300 },
          { title: 'More', dataIndex: 'city', key: 'more', width: 300 },
          { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 110, fixed: 'end' as const },
        ];
        const data = [1, 2, 3, 4].map((n) => ({ key: n, name: `Name ${n}`, city: `City ${n}`, amount: n }));
        mount(
          h(
            'div',
            { style: { width: '700px' }, 'data-theme': 'light' },
            h(Table, {
              columns,
              data,
              scroll: { x: 1100, y: 240 },
              expandable: { expandedRowRender: () => 'x', defaultExpandedRowKeys: [1] },
            }),
          ),
        );
        await settle();
      });
      const standalone = await alone.page.evaluate(readParts, ['#host', 'rc-table'] as const);
      expect(standalone).toEqual(preview);
    } finally {
      await alone.close();
    }
    expect(errors).toEqual([]);
  });

  it('shows the dark colours when asked, and says why a size cannot be used', async ({ site }) => {
    const { page, errors } = await site.open('/zh-CN/styling');
    await page.locator('.builder input[type="radio"][value="dark"]').check();
    await page.waitForFunction(() => document.querySelector('.builder-preview')?.getAttribute('data-theme') === 'dark');
    expect(await page.evaluate(readParts, [PREVIEW, 'rcsb'] as const)).toMatchObject({
      cellBg: 'rgb(21, 23, 26)',
    });
    await page.locator('.builder input[name="radius"]').fill('');
    const alert = page.locator('.builder-problem[role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('radius');
    expect(await page.locator('.builder-css').count()).toBe(0);
    // The preview keeps the last stylesheet that could be written.
    expect(await page.locator(`${PREVIEW} .rcsb-cell`).first().isVisible()).toBe(true);
    await page.locator('.builder input[name="radius"]').fill('3');
    await page.locator('.builder-css').waitFor();
    expect(await css(page)).toContain('--rc-table-radius: 3px;');
    expect(errors).toEqual([]);
  });

  it('opens the playground running a table with the stylesheet', async ({ site }) => {
    const { page, errors } = await site.open('/styling');
    // The builder is a chunk of its own, hydrated after the page: a value typed before that would be lost.
    await page.locator('.builder[data-ready]').waitFor();
    await page.locator('.builder input[name="headerBg"]').fill('#654321');
    await page.waitForFunction(() => document.querySelector('.builder-css')?.textContent?.includes('#654321'));
    await page.locator('.builder-playground').click();
    await page.waitForURL(/~playground/);
    await page.waitForFunction(() => {
      const cell = document.querySelector('.rc-table-thead th.rc-table-cell');
      return cell && getComputedStyle(cell).backgroundColor === 'rgb(101, 67, 33)';
    });
    expect(errors).toEqual([]);
  });
});
