/**
 * What the hover and expand-column demo pages say the table does, checked on the built pages in a browser; each test
 * names the page and a verbatim piece of the sentence it backs. Their server-rendered claims are in tests/claims/.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.ts';

const demo = '.previewer-demo';

describe('docs/demo/hover-perf.md', () => {
  const count = async (page: Page) =>
    Number(/\d+/.exec(await page.locator(`${demo} output`).innerText())?.[0] ?? Number.NaN);
  /** Waits until the count has stopped moving (the table measures itself after mounting), and returns it. */
  async function settled(page: Page) {
    // The first cells first: on a busy machine the count can read 0 twice before the table has drawn anything.
    await expect.poll(() => count(page), { timeout: 30_000 }).toBeGreaterThan(0);
    let last = -1;
    await expect
      .poll(async () => {
        const now = await count(page);
        const same = now === last;
        last = now;
        return same;
      })
      .toBe(true);
    return last;
  }

  it('docs/demo/hover-perf.md: "the count stays where it is: the table re-renders only the cells whose hover state changed"', async ({
    site,
  }) => {
    const { page, errors } = await site.open('/demo/hover-perf');
    const before = await settled(page);
    expect(before).toBeGreaterThan(100);
    const rows = page.locator(`${demo} tbody tr.rc-table-row`);
    const city = page.locator(`${demo} tbody td[rowspan]`).first();
    const hovered = () => city.evaluate((cell) => cell.classList.contains('rc-table-cell-row-hover'));
    const span = Number(await city.getAttribute('rowspan'));
    expect(span).toBeGreaterThan(2);
    for (let index = 1; index < span; index++) await rows.nth(index).locator('td').last().hover();
    // The pointer is on a row the first city spans: its merged cell lights up too.
    await expect.poll(hovered).toBe(true);
    // The next row belongs to the next city.
    await rows.nth(span).locator('td').last().hover();
    await expect.poll(hovered).toBe(false);
    expect(await settled(page)).toBe(before);
    expect(errors).toEqual([]);
  });

  it('docs/demo/hover-perf.md: "Turning `rowHoverable` off or on renders every cell\'s content once more"', async ({
    site,
  }) => {
    const { page } = await site.open('/demo/hover-perf');
    const before = await settled(page);
    const cells = await page.locator(`${demo} tbody tr.rc-table-row td`).count();
    const box = page.locator(`${demo} input[type="checkbox"]`);
    await box.uncheck();
    await expect.poll(() => count(page)).toBe(before + cells);
    await box.check();
    await expect.poll(() => count(page)).toBe(before + 2 * cells);
  });

  it('docs/demo/hover-perf.md: "and so does the button, which gives the table new objects with the same values"', async ({
    site,
  }) => {
    const { page } = await site.open('/demo/hover-perf');
    const before = await settled(page);
    const cells = await page.locator(`${demo} tbody tr.rc-table-row td`).count();
    expect(before).toBe(cells);
    await page.locator(demo).getByRole('button', { name: 'Load the same people again' }).click();
    await expect.poll(() => count(page)).toBe(before + cells);
  });
});

describe('docs/demo/expand-column.md', () => {
  it('docs/demo/expand-column.md: "with `\'start\'` it stops beside Order once Customer has scrolled away under it"', async ({
    site,
  }) => {
    const { page, errors } = await site.open('/demo/expand-column', {
      viewport: { width: 800, height: 800 },
    });
    await page.locator(demo).getByLabel('expandable.fixed').selectOption('start');
    const cell = (selector: string) => page.locator(`${demo} tbody tr.rc-table-row`).first().locator(selector);
    const order = cell('td:nth-child(1)');
    const expand = cell('td.rc-table-row-expand-icon-cell');
    await expect.poll(() => expand.evaluate((td) => td.classList.contains('rc-table-cell-fix-start'))).toBe(true);
    await page.locator(`${demo} .rc-table-content`).evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect
      .poll(async () =>
        Math.round(
          (await expand.boundingBox())!.x - ((await order.boundingBox())!.x + (await order.boundingBox())!.width),
        ),
      )
      .toBe(0);
    expect(errors).toEqual([]);
  });
});
