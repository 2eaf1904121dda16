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
    // Only what the file uses, and the library's stylesheet.
    expect(await code.innerText()).toContain(
      "import { VirtualTable } from '@rc-component/table';\nimport type { VirtualTableProps } from '@rc-component/table';\nimport '@rc-component/table/assets/index.css';",
    );
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
    expect(await problems.innerText()).toContain('Records in the address: 5 is outside 10–100,000, so 10 is used.');
    expect(await problems.innerText()).toContain('Columns in the address: “abc” is not a whole number');
    // Said above the form, where the visitor starts reading.
    const [said, form] = await Promise.all([problems.boundingBox(), page.locator('.composer-form').boundingBox()]);
    expect(said!.y).toBeLessThan(form!.y);
    expect(await page.locator('.composer-code').innerText()).toContain('length: 10 }');
    // A number typed out of bounds is said beside its field, and the table stays as it was.
    const records = page.getByRole('spinbutton', { name: /^Records/ });
    await records.fill('7');
    const hint = page.locator('.composer-invalid');
    await expect
      .poll(() => hint.innerText().catch(() => ''), SLOW)
      .toBe('Enter a whole number from 10 to 100,000: the table keeps the last one that was.');
    expect(await records.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    expect(await page.locator('.composer-code').innerText()).toContain('length: 10 }');
    await records.fill('25');
    await expect.poll(() => page.locator('.composer-code').innerText(), SLOW).toContain('length: 25 }');
    expect(await hint.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says in Chinese what an address got wrong, with the field’s Chinese name', async ({ site }) => {
    const { page } = await site.open('/zh-CN/compose?f=rtl&columns=999999999999999999999');
    const problems = page.locator('.composer-problems');
    await expect
      .poll(() => problems.innerText().catch(() => ''), SLOW)
      .toBe('地址中的列数：999999999999999999999 超出 3–200，改用 200。');
  });

  it('says a combination the matrix never drew was not checked together, in the page and in the file', async ({
    site,
  }) => {
    const { page } = await site.open('/compose?f=sticky,expandable,span');
    const verdict = page.locator('.composer-verdict');
    await expect.poll(() => verdict.innerText(), SLOW).toContain('Not checked together');
    expect(await verdict.innerText()).toContain('nothing has checked them together');
    expect(await verdict.innerText()).not.toContain('Works with a fix The');
    expect(await page.locator('.composer-code').innerText()).toContain(
      'The compatibility matrix has not drawn these features in one table',
    );
    // The file keeps the sticky header above fixed cells with a rule of its own.
    expect(await page.locator('.composer-code').innerText()).toContain('      <style>{stylesheet}</style>');
    // The sticky header sticks to the window, so the preview is no scrolling box of its own; there it stops below the
    // site's top bar, and the page says so.
    const preview = page.locator('.composer-preview');
    await preview.locator('.rc-table').waitFor(SLOW);
    expect(await preview.evaluate((box) => getComputedStyle(box).overflowX)).toBe('visible');
    expect(await page.locator('.composer-sticky-preview').innerText()).toContain('sticky.offsetHeader: 60');
    await page.evaluate(() =>
      window.scrollBy(0, document.querySelector('.composer-preview')!.getBoundingClientRect().top + 200),
    );
    await expect
      .poll(
        () => preview.locator('.rc-table-sticky-holder').evaluate((holder) => holder.getBoundingClientRect().top),
        SLOW,
      )
      .toBe(60);
    // A drawn pair says what the matrix drew.
    const pair = (await site.open('/compose?f=sticky,span')).page.locator('.composer-verdict');
    await expect.poll(() => pair.innerText(), SLOW).toContain('The matrix drew this combination');
  });

  it('reads a shared address before saying anything about it', async ({ site }) => {
    const { page } = await site.open('/compose?f=expandable,tree');
    // The prerendered page, one file for every query, knows no choice yet: it says it is reading the address,
    // never “Works”.
    const html = await (await fetch(page.url())).text();
    expect(html).toContain('Reading the choice from the address…');
    expect(html).not.toMatch(/class="composer-word[^"]*"/);
    await expect.poll(() => page.locator('.composer-verdict').innerText(), SLOW).toContain('Does not work');
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
