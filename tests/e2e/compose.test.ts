/**
 * The /compose page in a real browser, as a visitor uses it: features ticked by click or keyboard put the choice in
 * the address and show the verdict, a live table and its code (with the fix's comment); a combination that does not
 * work is refused with links to the nearest that do; a strange address is read as far as it can be and says what
 * it left out; a heavy Table waits to be asked for; the matrix's panel and the home page link here; the composer's
 * code loads only on its page.
 */
import { describe, expect } from 'vitest';
import { auditBoth } from '../support/axe.ts';
import { it } from '../support/fixtures.ts';
import { reactAttached } from '../support/site.ts';

const SLOW = { timeout: 30_000 };

describe('the composer', () => {
  it('writes the table of the features ticked, with the fix and its comment, and runs it live', async ({ site }) => {
    const { page } = await site.open('/compose');
    const virtual = page.getByRole('checkbox', { name: /^VirtualTable/ });
    await reactAttached(virtual);
    await virtual.check();
    // The keyboard: Tab to the next box and Space ticks it.
    await page.getByRole('checkbox', { name: /^Expandable rows/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.url(), SLOW).toMatch(/\/compose\?f=virtual,expandable$/);
    await expect.poll(() => page.locator('.composer-verdict').innerText(), SLOW).toContain('Works with a fix');
    const code = page.locator('.composer-code');
    expect(await code.innerText()).toContain('columnWidth: 48');
    expect(await code.innerText()).toMatch(/\/\/ VirtualTable places every column by its width/);
    expect(await code.innerText()).toContain("import Table, { VirtualTable } from '@rc-component/table';");
    // The live preview is the code run: a virtual table with its expand column.
    const preview = page.locator('.composer-preview');
    await preview.locator('.rc-table-row-expand-icon').first().waitFor(SLOW);
    expect(await preview.getByText('Details of Row 1').count()).toBeGreaterThan(0);
    expect(await preview.locator('[data-row-key]').count()).toBeLessThan(100);
    // Download and the playground carry the same code.
    const download = page.getByRole('link', { name: 'Download compose.tsx' });
    expect(decodeURIComponent((await download.getAttribute('href'))!.split(',').slice(1).join(','))).toBe(
      await code.innerText(),
    );
    expect(await page.getByRole('link', { name: 'Open in the playground' }).getAttribute('href')).toMatch(
      /\/~playground\?demo=simple#code=/,
    );
    expect(await auditBoth(page)).toEqual([]);
  });

  it('refuses a combination that does not work, and a nearest choice works', async ({ site }) => {
    const { page } = await site.open('/zh-CN/compose?f=tree,expandable');
    const verdict = page.locator('.composer-verdict');
    await expect.poll(() => verdict.innerText(), SLOW).toContain('不可用');
    expect(await verdict.innerText()).toContain('这个组合不可用，因此不生成代码。');
    expect(await page.locator('.composer-code').count()).toBe(0);
    await verdict.getByRole('link', { name: '树形数据（children）' }).click();
    await page.waitForURL(/\/zh-CN\/compose\?f=tree$/, SLOW);
    await expect.poll(() => verdict.innerText(), SLOW).toContain('可用');
    await page.locator('.composer-preview').getByText('Child 1-1').waitFor(SLOW);
    expect(await page.locator('.composer-code').innerText()).toContain('indentSize: 15');
  });

  it('reads a strange address as far as it can, says what it left out, and keeps the page working', async ({
    site,
  }) => {
    const { page, errors } = await site.open('/compose?f=virtual,<b>x</b>&records=5&columns=abc');
    const problems = page.locator('.composer-problems');
    await expect.poll(() => problems.innerText().catch(() => ''), SLOW).toContain('“<b>x</b>”');
    expect(await problems.innerText()).toContain('outside 10–100,000: 10 is used');
    expect(await problems.innerText()).toContain('“abc” is not a whole number');
    expect(await page.locator('.composer-code').innerText()).toContain('length: 10 }');
    expect(errors).toEqual([]);
  });

  it('asks before drawing a Table of many cells, and draws it when asked', async ({ site }) => {
    const { page } = await site.open('/compose?f=scroll-y&records=5000&columns=10');
    const draw = page.getByRole('button', { name: 'Draw the preview' });
    await reactAttached(draw);
    expect(await page.locator('.composer-heavy').innerText()).toContain('50,000 cells');
    await draw.click();
    await page
      .locator('.composer-preview')
      .getByText('Row 5000', { exact: true })
      .waitFor({ state: 'attached', timeout: 60_000 });
  });

  it('is linked from each note of the matrix and from the home page', async ({ site }) => {
    const { page } = await site.open('/compatibility');
    const mark = page.locator('.compat-matrix button.compat-mark[data-cell="virtual+expandable"]').first();
    await reactAttached(mark);
    await mark.click();
    await page.getByRole('link', { name: 'Compose this table' }).click();
    await page.waitForURL(/\/compose\?f=virtual,expandable$/, SLOW);
    const home = (await site.open('/')).page;
    expect(await home.getByRole('link', { name: 'compose a table of your own' }).getAttribute('href')).toBe('/compose');
  });

  it('loads its code only on its own page', async ({ site }) => {
    const { page } = await site.open('/');
    await page.waitForLoadState('networkidle');
    const home = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(home.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(3);
    expect(home.filter((url) => /Composer-/.test(url))).toEqual([]);
    const own = (await site.open('/compose?f=rtl')).page;
    await own.locator('.composer-preview .rc-table').waitFor(SLOW);
    const loaded = await own.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.some((url) => /Composer-/.test(url))).toBe(true);
  });
});
