/**
 * The /performance page in a real browser, as a visitor uses it: nothing runs until Run; a scenario runs in the
 * lab's frame with its progress and reports the visitor's figures beside the reference ones; Stop ends a long run
 * and the page keeps working; the Chinese page runs too; the charts show every measured release; the lab's code
 * loads only on its page.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { auditBoth } from '../support/axe.ts';
import { it } from '../support/fixtures.ts';
import { reactAttached } from '../support/site.ts';

const SLOW = { timeout: 60_000 };

/** The lab on a page. */
const labOf = (page: Page) => page.locator('.performance-lab');
/** A row of the figures table: its measure, the visitor's cell and the reference cell. */
const row = (page: Page, measure: string) => labOf(page).getByRole('row', { name: new RegExp(`^${measure}`) });
/** Chooses a scenario with the lab's selects. */
async function choose(page: Page, picks: Record<string, string>) {
  for (const [label, value] of Object.entries(picks))
    await labOf(page).getByLabel(label, { exact: true }).selectOption(value);
}

describe('the performance lab', () => {
  it('runs the chosen scenario on request and sets the figures beside the reference', async ({ site }) => {
    const { page } = await site.open('/performance');
    const status = labOf(page).getByRole('status');
    const run = page.getByRole('button', { name: 'Run', exact: true });
    await reactAttached(run);
    // Nothing ran on load: the frame is empty and the visitor's column has no figure.
    expect(await status.innerText()).toBe('Choose a scenario and press Run.');
    expect(await page.frameLocator('iframe[title^="The lab"]').locator('.rc-table').count()).toBe(0);
    expect(await row(page, 'Mount to painted').locator('td').first().innerText()).toBe('–');
    // The reference of the installed release is there before anything runs.
    expect(await page.getByRole('columnheader', { name: /^Reference: 1\.12\.0, headless Chromium/ }).count()).toBe(1);
    expect(await row(page, 'Elements drawn').locator('td').nth(1).innerText()).toMatch(/^\d[\d,]*\n/);

    await choose(page, { Component: 'VirtualTable', Records: '100', Columns: '10' });
    await run.click();
    await expect.poll(() => status.innerText(), SLOW).toMatch(/^Done: [34] runs\.$/);
    const mount = await row(page, 'Mount to painted').locator('td').first().innerText();
    expect(mount).toMatch(/^\d[\d,.]*\n[\d,.]+–[\d,.]+, [23] runs; first run [\d,.]+$/);
    expect(await row(page, 'Elements drawn').locator('td').first().innerText()).toMatch(/^\d+\n/);
    expect(await row(page, 'Scroll frame, 95th percentile').locator('td').first().innerText()).toMatch(/^\d/);
    expect(await auditBoth(page)).toEqual([]);
  });

  it('stops a long run at the visitor’s word, and the page keeps working', async ({ site }) => {
    const { page } = await site.open('/performance');
    const status = labOf(page).getByRole('status');
    const stop = page.getByRole('button', { name: 'Stop' });
    await reactAttached(stop);
    expect(await stop.isDisabled()).toBe(true);
    // Too large a plain Table is refused, not run: it would hold the page for minutes.
    await choose(page, { Component: 'Table', Records: '100000', Columns: '50' });
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    expect(await status.innerText()).toMatch(/^Not run: a plain Table of 5,000,000 cells draws every cell at once/);
    await choose(page, { Records: '1000' });
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => status.innerText(), SLOW).toBe('Run 1, with cold code: mounting…');
    // Focus went from the disabled Run to Stop: the keyboard stops it.
    await expect.poll(() => stop.evaluate((button) => button === document.activeElement)).toBe(true);
    // The choice is locked while it runs.
    expect(await labOf(page).getByLabel('Records', { exact: true }).isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => status.innerText(), SLOW).toBe('Stopped. Nothing was kept from this run.');
    expect(await page.frameLocator('iframe[title^="The lab"]').locator('.rc-table').count()).toBe(0);
    await choose(page, { Component: 'VirtualTable', Records: '100', Columns: '10' });
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => status.innerText(), SLOW).toMatch(/^Done: /);
    // Outside a headless run with collections the heap is not a figure to trust, so it is not reported.
    expect(await row(page, 'Heap taken by the mount').locator('td').first().innerText()).toBe('not reported');
  });

  it('runs in Chinese on the Chinese page', async ({ site }) => {
    const { page } = await site.open('/zh-CN/performance');
    const run = page.getByRole('button', { name: '运行', exact: true });
    await reactAttached(run);
    await choose(page, { 组件: 'VirtualTable', 记录数: '100', 列数: '10' });
    await labOf(page).getByLabel('变体', { exact: true }).selectOption({ label: '可展开行' });
    await run.click();
    await expect.poll(() => labOf(page).getByRole('status').innerText(), SLOW).toMatch(/^完成：共 [34] 次。$/);
    expect(await row(page, '挂载到绘制完成').locator('td').first().innerText()).toMatch(/，[23] 次；首次 /);
  });

  it('charts the chosen size over every measured release, with a table of the same figures', async ({ site }) => {
    const { page } = await site.open('/performance');
    const charts = labOf(page).locator('figure');
    expect(await charts.count()).toBe(3);
    const first = charts.first();
    expect(await first.locator('figcaption').innerText()).toBe(
      'Mount to painted (ms) of 10,000 × 50, plain cells, by release',
    );
    // Ten releases at least, each with its benchmark index, the installed one last.
    const labels = await first.locator('svg[role="img"] text').allTextContents();
    const versions = labels.filter((label) => /^\d+\.\d+\.\d+$/.test(label));
    expect(versions.length).toBeGreaterThanOrEqual(10);
    expect(versions.at(-1)).toBe('1.12.0');
    await first.getByText('The figures as a table').click();
    const rows = first.locator('tbody tr');
    expect(await rows.count()).toBe(versions.length);
    expect(await rows.last().innerText()).toMatch(/^1\.12\.0\t\d+/);
    // Choosing another size redraws the charts.
    await reactAttached(labOf(page).getByLabel('Records', { exact: true }));
    await choose(page, { Records: '100' });
    await expect.poll(() => first.locator('figcaption').innerText()).toContain('100 × 50');
  });

  it('loads its code only on its own page', async ({ site }) => {
    const { page } = await site.open('/');
    await page.waitForLoadState('networkidle');
    const home = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(home.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(3);
    expect(home.filter((url) => /PerformanceLab-/.test(url))).toEqual([]);
    const own = (await site.open('/performance')).page;
    await reactAttached(own.getByRole('button', { name: 'Run', exact: true }));
    const loaded = await own.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.some((url) => /PerformanceLab-/.test(url))).toBe(true);
  });
});
