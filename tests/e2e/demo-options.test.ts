/** Demos of individual options do what their pages say, in a real browser. */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.ts';

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('demos of single options', () => {
  it('sticky inside a scroll box: header, scroll bar and summary keep clear of the box bars', async ({ site }) => {
    const { page } = await site.open('/demo/sticky-container');
    const container = '.previewer-demo .sticky-container';
    await page.locator(container).evaluate((el) => (el.scrollTop = 300));
    await page.locator(`${container} .rc-table-sticky-scroll`).waitFor();
    await page.waitForTimeout(200);
    const outer = await box(page, container);
    const header = await box(page, `${container} .rc-table-header`);
    const bar = await box(page, `${container} .rc-table-sticky-scroll`);
    const summary = await box(page, `${container} .rc-table-summary`);
    // The box has a 1px border; its toolbar is 40px and its status bar 32px.
    expect(header.y - (outer.y + 1)).toBeCloseTo(40, -1);
    expect(outer.y + outer.height - 1 - (bar.y + bar.height)).toBeCloseTo(32, -1);
    expect(summary.y + summary.height).toBeLessThanOrEqual(bar.y + 1);
  });
});
