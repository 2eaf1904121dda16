/** Each demo does what its name promises, in a real browser. */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.ts';

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('demo behaviours', () => {
  it('fixed columns keep their place while the body scrolls sideways, and the shadow appears', async ({ site }) => {
    const { page } = await site.open('/demo/fixed-columns');
    const sel = '.previewer-demo .rc-table';
    const before = await box(page, `${sel} tbody .rc-table-cell-fix-start`);
    const scrolled = await box(page, `${sel} tbody td:nth-child(3)`);
    await page.locator(`${sel} .rc-table-content`).evaluate((el) => (el.scrollLeft = 300));
    await page.waitForFunction((s) => document.querySelector(`${s} .rc-table-cell-fix-start-shadow-show`), sel);
    expect((await box(page, `${sel} tbody .rc-table-cell-fix-start`)).x).toBeCloseTo(before.x, 0);
    expect((await box(page, `${sel} tbody td:nth-child(3)`)).x).toBeLessThan(scrolled.x - 200);
  });

  it('a sticky header stays visible while the page scrolls', async ({ site }) => {
    const { page } = await site.open('/demo/sticky-header');
    const table = await box(page, '.previewer-demo .rc-table');
    await page.evaluate((y) => window.scrollTo(0, y), table.y + 400);
    await page.waitForTimeout(200);
    const header = await box(page, '.previewer-demo .rc-table-header');
    expect(header.y).toBeGreaterThanOrEqual(55);
    expect(header.y).toBeLessThanOrEqual(70);
  });

  it('expanding a row shows its content, and the expand-all control expands every row', async ({ site }) => {
    const { page } = await site.open('/demo/expanded-row-render');
    const rows = await page.locator('.previewer-demo .rc-table-tbody > .rc-table-row').count();
    await page.getByRole('button', { name: 'Expand all rows' }).click();
    await expect.poll(() => page.locator('.previewer-demo .rc-table-expanded-row:visible').count()).toBe(rows);
  });

  it('the virtual table renders only a window of its 50,000 rows and reaches the last one', async ({ site }) => {
    const { page } = await site.open('/demo/virtual');
    // The rows of the first window appear once the list has measured itself.
    const rows = page.locator('.previewer-demo .rc-table-tbody-virtual .rc-table-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(5);
    expect(await rows.count()).toBeLessThan(100);
    const holder = page.locator('.previewer-demo .rc-table-tbody-virtual-holder');
    await holder.hover();
    // Wheel until the last row shows: on a busy machine the list takes a while to follow each turn of the wheel.
    const body = page.locator('.previewer-demo .rc-table-tbody-virtual');
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 2_000_000);
          // The row number is a cell of its own: a line, not a piece of a longer number.
          return (await body.innerText()).split('\n').includes('50000');
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(true);
  });

  it('dragging a header edge resizes the column', async ({ site }) => {
    const { page } = await site.open('/demo/column-resize');
    const th = page.locator('.previewer-demo th.react-resizable').first();
    const handle = th.locator('.column-resize-handle');
    const before = (await th.boundingBox())!.width;
    const grip = (await handle.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 + 60, grip.y + grip.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await th.boundingBox())!.width).toBeGreaterThan(before + 40);
  });

  it('row and cell clicks are reported', async ({ site }) => {
    const { page } = await site.open('/demo/row-and-cell-click');
    const log = page.locator('.previewer-demo [aria-live="polite"]').first();
    const before = await log.innerText();
    await page.locator('.previewer-demo .rc-table-tbody .rc-table-row td').nth(1).click();
    await expect.poll(() => log.innerText()).not.toBe(before);
  });

  it('a hidden column is absent from the table', async ({ site }) => {
    const { page } = await site.open('/demo/column-hidden');
    const headers = () => page.locator('.previewer-demo .rc-table-thead th').count();
    const before = await headers();
    const box = page.locator('.previewer-demo input[type="checkbox"]:checked').first();
    const label = (await box.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
    await box.uncheck();
    await expect.poll(headers).toBe(before - 1);
    expect(await page.locator('.previewer-demo .rc-table-thead').innerText()).not.toContain(label);
  });

  it('drag and drop reorders rows', async ({ site }) => {
    const { page } = await site.open('/demo/react-dnd');
    const rows = page.locator('.previewer-demo .react-dnd-row');
    const first = await rows.nth(0).innerText();
    await rows.nth(0).dragTo(rows.nth(2));
    await expect.poll(() => rows.nth(0).innerText()).not.toBe(first);
  });

  it('the RTL demo lays out right to left', async ({ site }) => {
    const { page } = await site.open('/demo/fixed-columns-and-header-rtl');
    const table = page.locator('.previewer-demo .rc-table').first();
    expect(await table.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const [a, b] = await page
      .locator('.previewer-demo .rc-table-thead th')
      .evaluateAll((ths) => ths.slice(0, 2).map((th) => th.getBoundingClientRect().x));
    expect(a).toBeGreaterThan(b);
  });
});
