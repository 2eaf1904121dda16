/**
 * "Many columns, many rows": the body's row component lets a row's cells render again only when its record or the
 * columns change. Scrolled with the wheel, every row in view still shows its own sensor, the header follows the
 * body sideways, and the row under the pointer is highlighted (by the stylesheet: the table's own hover is off).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type Site } from '../support/fixtures.ts';

const SITES = ['North hall', 'South hall', 'Cold room', 'Loading bay', 'Roof', 'Server room'];

async function openDemo(site: Site): Promise<{ page: Page; holder: Locator }> {
  const { page } = await site.open('/demo/virtual-columns');
  const rows = page.locator('.previewer-demo .rc-table-tbody-virtual .rc-table-row');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(5);
  const holder = page.locator('.previewer-demo .rc-table-tbody-virtual-holder');
  await holder.scrollIntoViewIfNeeded();
  await holder.hover();
  return { page, holder };
}

/** Each rendered row: its key, and the text of its cells in order. */
const renderedRows = (page: Page) =>
  page.locator('.previewer-demo .rc-table-tbody-virtual .rc-table-row').evaluateAll((rows) =>
    rows.map((row) => ({
      key: Number(row.getAttribute('data-row-key')),
      cells: [...row.querySelectorAll(':scope > .rc-table-cell')].map((cell) => cell.textContent ?? ''),
    })),
  );

describe('many columns, many rows', () => {
  it('shows each row its own sensor after scrolling down, with all 147 cells', async ({ site }) => {
    const { page } = await openDemo(site);
    // Wheel until the rows in view are far from the first ones: the rows that came in were drawn on the way. Each
    // turn reads the rows' keys only (reading all 147 cells of every row made each turn slow on a busy machine), and
    // waits until the wheel has moved the rows, so the loop ends on what the table does, not on a clock.
    const firstKey = () =>
      page
        .locator('.previewer-demo .rc-table-tbody-virtual .rc-table-row')
        .evaluateAll((rows) => Math.min(...rows.map((row) => Number(row.getAttribute('data-row-key')))));
    for (let first = await firstKey(); first <= 100;) {
      await page.mouse.wheel(0, 1200);
      const before = first;
      await expect.poll(firstKey, { timeout: 30_000, interval: 50 }).toBeGreaterThan(before);
      first = await firstKey();
    }
    const rows = await renderedRows(page);
    expect(rows.length).toBeGreaterThan(5);
    for (const { key, cells } of rows) {
      expect(cells).toHaveLength(147);
      expect(cells[0]).toBe(`T-${String(key).padStart(4, '0')}`);
      expect(cells[1]).toBe(SITES[key % SITES.length]);
      // The day's peak is the largest of the row's 144 readings.
      const readings = cells.slice(2, 146).map(Number);
      expect(Number(cells[146])).toBe(Math.max(...readings));
    }
  });

  it('moves the header with the body sideways and keeps the sensor column in place', async ({ site }) => {
    const { page } = await openDemo(site);
    const sensor = page
      .locator('.previewer-demo .rc-table-tbody-virtual .rc-table-row')
      .first()
      .locator('.rc-table-cell')
      .first();
    const sensorX = (await sensor.boundingBox())!.x;
    const header = page.locator('.previewer-demo .rc-table-thead .rc-table-cell', { hasText: /^12:00$/ });
    const startX = (await header.boundingBox())!.x;
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(400, 0);
          return startX - (await header.boundingBox())!.x;
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBeGreaterThan(1000);
    // The body cell of that column (12:00 is the 75th column) sits under its header.
    const cell = page
      .locator('.previewer-demo .rc-table-tbody-virtual .rc-table-row')
      .first()
      .locator(':scope > .rc-table-cell')
      .nth(74);
    await expect.poll(async () => (await cell.boundingBox())!.x).toBeCloseTo((await header.boundingBox())!.x, 0);
    expect((await sensor.boundingBox())!.x).toBeCloseTo(sensorX, 0);
  });

  it('highlights the row under the pointer after scrolling, by the stylesheet', async ({ site }) => {
    const { page } = await openDemo(site);
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 300);
    await page.waitForTimeout(300);
    const rows = page.locator('.previewer-demo .rc-table-tbody-virtual .rc-table-row');
    const background = (row: number, cell: number) =>
      rows
        .nth(row)
        .locator(':scope > .rc-table-cell')
        .nth(cell)
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const plain = await background(3, 5);
    await rows.nth(3).locator(':scope > .rc-table-cell').nth(5).hover();
    // Every cell of the hovered row, the fixed ones included, takes the hover colour; the other rows keep theirs.
    await expect.poll(() => background(3, 5)).not.toBe(plain);
    const hover = await background(3, 5);
    expect(await background(3, 0)).toBe(hover);
    expect(await background(3, 146)).toBe(hover);
    expect(await background(1, 5)).toBe(plain);
  });
});
