/**
 * The /compatibility page in a real browser: the matrix with every feature on both axes, a mark per pair with its
 * words on hover and focus, the filter, and a mark's link running that combination in the playground.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { FEATURES, matrixCells, readMatrix } from '../../core/compatibility.ts';
import { auditBoth } from '../support/axe.ts';
import { it } from '../support/fixtures.ts';
import { reactAttached } from '../support/site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const version = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const results = readMatrix(fs.readFileSync(path.join(ROOT, `facts/compatibility/${version}.json`), 'utf8'));
const SLOW = { timeout: 30_000 };

describe('the compatibility page', () => {
  for (const [address, title] of [
    ['/compatibility', 'Fixed columns at the start'],
    ['/zh-CN/compatibility', '起始侧固定列'],
  ] as const)
    it(`${address} shows every feature on both axes and a mark for every pair`, async ({ site }) => {
      const { page } = await site.open(address);
      const matrix = page.locator('.compat-matrix');
      expect(await matrix.locator('thead th').count()).toBe(FEATURES.length);
      expect(await matrix.locator('tbody th').count()).toBe(FEATURES.length);
      // Each pair twice (both halves of the square), each triple once in its list.
      const pairs = matrixCells().filter((cell) => cell.length === 2).length;
      expect(await matrix.locator('a.compat-mark').count()).toBe(pairs * 2);
      expect(await matrix.locator('tbody th').first().innerText()).toBe(title);
      expect(await page.locator('.compat-list').first().locator('a.compat-mark').count()).toBe(10);
      expect(await auditBoth(page)).toEqual([]);
    });

  it('on a phone, the matrix scrolls in its own box and every note is in the lists', async ({ site }) => {
    const { page } = await site.open('/compatibility', { viewport: { width: 375, height: 800 } });
    const wrap = page.locator('.compat-wrap');
    expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const lists = await page.locator('.compat-list').last().innerText();
    for (const cell of results.cells.filter((c) => c.note && c.features.length === 2))
      expect(lists).toContain(cell.note!['en-US']);
    expect(await auditBoth(page)).toEqual([]);
  });

  it('gives a mark its verdict as its name and its note on hover and on focus', async ({ site }) => {
    const { page } = await site.open('/compatibility');
    const failing = results.cells.find((cell) => cell.verdict === 'fails' && cell.features.length === 2)!;
    const mark = page.locator(`.compat-matrix a[data-cell="${failing.features.join('+')}"]`).first();
    expect(await mark.getAttribute('aria-label')).toContain('does not work');
    const tip = mark.locator('[role="tooltip"]');
    expect(await tip.isVisible()).toBe(false);
    await mark.hover();
    await tip.waitFor({ state: 'visible' });
    expect(await tip.innerText()).toContain(failing.note!['en-US']);
    await page.mouse.move(0, 0);
    await tip.waitFor({ state: 'hidden' });
    await mark.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await tip.waitFor({ state: 'visible' });
    // The same words in the list below the table, for phones and screen readers.
    expect(await page.locator('.compat-list').last().innerText()).toContain(failing.note!['en-US']);
  });

  it('filters the rows by feature, and says so when nothing matches', async ({ site }) => {
    const { page } = await site.open('/compatibility');
    const search = page.getByLabel('Filter features');
    // The matrix hydrates once its code arrives, after the page's shell: text typed before that is lost.
    await reactAttached(search);
    await search.fill('virtual');
    await page.waitForFunction(() => document.querySelectorAll('.compat-matrix tbody tr').length === 1, null, SLOW);
    expect(await page.locator('.compat-matrix tbody th').innerText()).toBe('VirtualTable');
    await search.fill('nothing like this');
    await page.getByRole('status').filter({ hasText: 'No feature matches “nothing like this”.' }).waitFor();
  });

  it('opens the playground running the combination of a mark', async ({ site }) => {
    const { page } = await site.open('/compatibility');
    const mark = page.locator('.compat-matrix a[data-cell="fixed-start+virtual"]').first();
    expect(await mark.getAttribute('href')).toMatch(/^\/~playground\?demo=simple#code=/);
    // The matrix hydrates once its code arrives, after the page's shell: until React has attached the mark's click
    // handler (which marks the code as the site's), a click is a plain link and the playground holds the code.
    await reactAttached(mark);
    await mark.click();
    await page.waitForURL(/~playground/);
    // The site's own link runs at once: the virtual table with its fixed column is drawn, nothing held.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.playground-preview .rc-table-cell')].some(
          (cell) => cell.textContent?.trim() === 'Row 1',
        ) && document.querySelector('.playground-preview .rc-table-tbody-virtual') !== null,
      null,
      SLOW,
    );
    expect(await page.locator('.playground-held').count()).toBe(0);
  });
});
