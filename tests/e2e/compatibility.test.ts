/**
 * The /compatibility page in a real browser: the matrix with every feature on both axes as one keyboard grid, a
 * mark's note in a panel (by click, tap or Enter) with its playground link, the filter of several words narrowing
 * both axes, upright Chinese column names, the row names in view on a phone, every note in the lists (the page
 * without JavaScript), an HTML file no heavier than the home page's, and the playground a cell opens.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  cellConfig,
  cellKey,
  cellNote,
  cellSource,
  explainCell,
  readMatrix,
} from '../../plugins/compatibility/core/compatibility.ts';
import { asSentence } from '../../plugins/compatibility/app/compatibility-view.ts';
import { codeHash } from '../../engine/app/live/playground-url.ts';
import { matrixView } from '../../plugins/compatibility/app/compatibility-view.ts';
import { auditBoth } from '../support/axe.ts';
import { it } from '../support/fixtures.ts';
import { hydrated, reactAttached } from '../support/site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT = path.resolve(process.env.BUILD_DIR ?? path.join(ROOT, 'build'), 'client');
const version = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const results = readMatrix(fs.readFileSync(path.join(ROOT, `facts/compatibility/${version}.json`), 'utf8'));
const pairs = results.cells.filter((cell) => cell.features.length === 2);
const triples = results.cells.filter((cell) => cell.features.length === 3);
const SLOW = { timeout: 30_000 };
const titles = (locale: 'en-US' | 'zh-CN') =>
  results.features.map((feature) => ({ id: feature.id, title: feature.title[locale] }));

/** The features of the focused mark, or null when focus is elsewhere. */
const focusedCell = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);
const focusInMatrix = (page: Page) => page.evaluate(() => document.activeElement?.closest('.compat-matrix') !== null);

/** The matrix's search box, once React handles it (the matrix hydrates after the page's shell). */
async function searchBox(page: Page) {
  const search = page.locator('.compat-search input');
  await reactAttached(search);
  return search;
}

describe('the compatibility page', () => {
  for (const [address, title] of [
    ['/compatibility', 'Fixed columns at the start'],
    ['/zh-CN/compatibility', '起始侧固定列'],
  ] as const)
    it(`${address} shows every feature on both axes, a mark for every pair, and each triple`, async ({ site }) => {
      const { page } = await site.open(address);
      const matrix = page.locator('.compat-matrix[role="grid"]');
      expect(await matrix.locator('thead th').count()).toBe(results.features.length);
      expect(await matrix.locator('tbody th').count()).toBe(results.features.length);
      // Each pair twice (both halves of the square), each triple once in its list.
      expect(await matrix.locator('button.compat-mark').count()).toBe(pairs.length * 2);
      expect(await matrix.locator('tbody th').first().innerText()).toBe(title);
      expect(await page.locator('.compat-triples button.compat-mark').count()).toBe(triples.length);
      // Marks open notes; nothing in the matrix navigates.
      expect(await matrix.locator('a').count()).toBe(0);
      expect(await auditBoth(page)).toEqual([]);
    });

  for (const [address, expected] of [
    ['/compatibility', 'Fixed columns at the start'],
    ['/zh-CN/compatibility', '起始侧固定列'],
  ] as const)
    it(`${address} sets the column names vertically, CJK upright and nothing turned over`, async ({ site }) => {
      const { page } = await site.open(address);
      const name = page.locator('.compat-matrix thead th > span').first();
      expect(await name.innerText()).toBe(expected);
      const style = await name.evaluate((el) => {
        const css = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return { writing: css.writingMode, orientation: css.textOrientation, transform: css.transform, box };
      });
      expect(style.writing).toBe('vertical-rl');
      // `mixed` sets CJK upright and turns Latin a quarter; `upright` sets both upright. Neither turns glyphs over.
      expect(['mixed', 'upright']).toContain(style.orientation);
      expect(style.transform).toBe('none');
      expect(style.box.height).toBeGreaterThan(style.box.width);
    });

  it('is one Tab stop whose arrows move between marks, Enter opens a note and Escape returns to the mark', async ({
    site,
  }) => {
    const { page } = await site.open('/compatibility');
    const search = await searchBox(page);
    await reactAttached(page.locator('.compat-matrix button.compat-mark').first());
    await search.focus();
    // One Tab into the matrix (its first mark), one out of it.
    await page.keyboard.press('Tab');
    expect(await focusInMatrix(page)).toBe(true);
    const first = await focusedCell(page);
    expect(first).toBe(cellKey(results.features.slice(0, 2).map((feature) => feature.id)));
    await page.keyboard.press('Tab');
    expect(await focusInMatrix(page)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedCell(page)).toBe(first);

    const ids = results.features.map((feature) => feature.id);
    const at = (row: number, col: number) =>
      cellKey([ids[row], ids[col]].sort((a, b) => ids.indexOf(a) - ids.indexOf(b)));
    // Row 0, column 1 to column 2; down to row 1 (column 2); left over the diagonal to column 0, the edge; End; Home.
    await page.keyboard.press('ArrowRight');
    expect(await focusedCell(page)).toBe(at(0, 2));
    await page.keyboard.press('ArrowDown');
    expect(await focusedCell(page)).toBe(at(1, 2));
    await page.keyboard.press('ArrowLeft');
    expect(await focusedCell(page)).toBe(at(1, 0));
    await page.keyboard.press('ArrowLeft');
    expect(await focusedCell(page)).toBe(at(1, 0));
    await page.keyboard.press('End');
    expect(await focusedCell(page)).toBe(at(1, ids.length - 1));
    await page.keyboard.press('Home');
    expect(await focusedCell(page)).toBe(at(1, 0));
    await page.keyboard.press('ControlOrMeta+End');
    expect(await focusedCell(page)).toBe(at(ids.length - 1, ids.length - 2));
    await page.keyboard.press('ControlOrMeta+Home');
    expect(await focusedCell(page)).toBe(first);
    await page.keyboard.press('ArrowDown');
    const cell = await focusedCell(page);
    const url = page.url();

    // The last cell focused is the one Tab comes back to.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedCell(page)).toBe(cell);

    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog');
    await panel.waitFor();
    expect(await panel.getAttribute('data-cell')).toBe(cell);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    const opened = results.cells.find((candidate) => cellKey(candidate.features) === cell)!;
    for (const check of explainCell(opened, 'en-US').checked) expect(await panel.innerText()).toContain(check);
    expect(await panel.getByRole('link', { name: /Open in the playground/ }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await focusedCell(page)).toBe(cell);
    // Space opens it too; nothing navigated.
    await page.keyboard.press(' ');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await focusedCell(page)).toBe(cell);
    expect(page.url()).toBe(url);
    expect(await auditBoth(page)).toEqual([]);
  });

  it('on a phone, keeps the row names in view in half the width and shows a tapped mark’s note in place', async ({
    site,
  }) => {
    const { page } = await site.open('/compatibility', {
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const wrap = page.locator('.compat-wrap');
    expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Scrolled to its far end, the matrix still shows each row's name at its start, in at most half its width.
    await wrap.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const rows = await page.locator('.compat-matrix tbody th').evaluateAll((names) =>
      names.map((name) => {
        const box = name.getBoundingClientRect();
        const outer = name.closest('.compat-wrap')!.getBoundingClientRect();
        return { left: box.left - outer.left, width: box.width, of: outer.width };
      }),
    );
    expect(rows.length).toBe(results.features.length);
    for (const row of rows) {
      expect(Math.abs(row.left)).toBeLessThanOrEqual(1);
      expect(row.width).toBeLessThanOrEqual(row.of / 2);
    }
    const failing = pairs.find((cell) => cell.verdict === 'fails') ?? pairs[0];
    const mark = page.locator(`.compat-matrix button[data-cell="${cellKey(failing.features)}"]`).first();
    await reactAttached(mark);
    const url = page.url();
    await mark.scrollIntoViewIfNeeded();
    await mark.tap();
    const panel = page.getByRole('dialog');
    await panel.waitFor();
    expect(page.url()).toBe(url);
    const words = explainCell(failing, 'en-US');
    expect(await panel.innerText()).toContain(asSentence(words.seen!, '.'));
    expect(await panel.getByRole('link', { name: /Open in the playground/ }).isVisible()).toBe(true);
    // The panel fits the window.
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await auditBoth(page)).toEqual([]);
  });

  it('without JavaScript, lists every cell’s note once', async ({ site }) => {
    const { page } = await site.open('/compatibility', { javaScriptEnabled: false });
    const notes = await page
      .locator('.compat-notes li')
      .evaluateAll((items) => items.map((item) => [item.getAttribute('data-cell'), item.textContent ?? ''] as const));
    expect(notes.map(([key]) => key).sort()).toEqual(results.cells.map((cell) => cellKey(cell.features)).sort());
    for (const cell of results.cells) {
      const [, text] = notes.find(([key]) => key === cellKey(cell.features))!;
      expect(text).toContain(cellNote(cell, 'en-US'));
    }
  });

  for (const [address, query, locale] of [
    ['/compatibility', 'virtual fixed', 'en-US'],
    ['/zh-CN/compatibility', '虚拟 固定', 'zh-CN'],
  ] as const)
    it(`${address} narrows both axes to the features several words match (“${query}”)`, async ({ site }) => {
      const { page } = await site.open(address);
      const expected = matrixView(titles(locale), query);
      expect(expected.rows.length).toBeGreaterThan(2);
      expect(expected.rows.length).toBeLessThan(results.features.length);
      await (await searchBox(page)).fill(query);
      const matrix = page.locator('.compat-matrix');
      await page.waitForFunction(
        (count) => document.querySelectorAll('.compat-matrix tbody tr').length === count,
        expected.rows.length,
        SLOW,
      );
      const axis = (selector: string) =>
        matrix
          .locator(selector)
          .evaluateAll((cells) => cells.map((cell) => cell.closest('[data-feature]')!.getAttribute('data-feature')));
      expect(await axis('thead th')).toEqual(expected.columns);
      expect(await axis('tbody th')).toEqual(expected.rows);
      // The notes narrow with it: every note left names two of the matched features.
      const listed = await page
        .locator('.compat-notes li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-cell')!));
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThan(results.cells.length);
      for (const key of listed)
        expect(key.split('+').filter((id) => expected.rows.includes(id)).length).toBeGreaterThanOrEqual(2);
    });

  it('keeps one matched feature against every feature, and says so when nothing matches', async ({ site }) => {
    const { page } = await site.open('/compatibility');
    const search = await searchBox(page);
    await search.fill('virtual');
    await page.waitForFunction(() => document.querySelectorAll('.compat-matrix tbody tr').length === 1, null, SLOW);
    expect(await page.locator('.compat-matrix tbody th').innerText()).toBe('VirtualTable');
    expect(await page.locator('.compat-matrix thead th').count()).toBe(results.features.length);
    await search.fill('nothing like this');
    await page.getByRole('status').filter({ hasText: 'No feature matches “nothing like this”.' }).waitFor();
  });

  it('weighs no more in HTML than the home page, its playground code made only when a mark opens', () => {
    for (const prefix of ['', 'zh-CN/']) {
      const matrix = fs.readFileSync(path.join(CLIENT, prefix, 'compatibility/index.html'), 'utf8');
      const home = fs.statSync(path.join(CLIENT, prefix, 'index.html')).size;
      expect(Buffer.byteLength(matrix)).toBeLessThanOrEqual(home);
      expect(matrix).not.toContain('#code=');
    }
  });

  it('opens the playground titled with the combination, saying what to look at, and loads a new link in place', async ({
    site,
  }) => {
    const { page } = await site.open('/compatibility');
    const cell = results.cells.find((candidate) => cellKey(candidate.features) === 'fixed-start+virtual')!;
    const mark = page.locator(`.compat-matrix button[data-cell="${cellKey(cell.features)}"]`).first();
    await reactAttached(mark);
    await mark.click();
    const link = page.getByRole('dialog').getByRole('link', { name: /Open in the playground/ });
    expect(await link.getAttribute('href')).toMatch(/^\/~playground\?demo=simple#code=[^&]+&title=[^&]+&note=[^&]+$/);
    await link.click();
    await page.waitForURL(/~playground/);
    await hydrated(page);
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
    const heading = page.locator('.playground-bar h1');
    expect(await heading.innerText()).toContain('Fixed columns at the start + VirtualTable');
    expect(await page.title()).toContain('Fixed columns at the start + VirtualTable');
    const note = await page.locator('.playground-note').innerText();
    const words = explainCell(cell, 'en-US');
    for (const check of words.checked) expect(note).toContain(check);
    if (words.seen) expect(note).toContain(words.seen);

    // Another cell's link pasted into the address bar: only the hash changes, the same document loads its code.
    const other = ['fixed-start', 'tree'];
    const source = cellSource(cellConfig(other));
    const title = 'Fixed columns at the start + Tree data (children)';
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.goto(
      `${new URL(page.url()).origin}/~playground?demo=simple${codeHash({ 'simple.tsx': source }, { title })}`,
    );
    await page.waitForFunction(
      (text) => document.querySelector('.playground-bar h1')?.textContent?.includes(text),
      title,
      SLOW,
    );
    // Code that came with a link, not from a page of the site, waits for Run; the editor shows it.
    await page.locator('.playground-held').waitFor(SLOW);
    // Its first lines are on screen (the editor draws the lines in view): the new code imports no VirtualTable.
    await page.waitForFunction(
      () =>
        document
          .querySelector('.playground-code .cm-content')
          ?.textContent?.includes("import Table from '@rc-component/table';"),
      null,
      SLOW,
    );
    expect(await page.locator('.playground-code .cm-content').innerText()).not.toContain('VirtualTable');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.locator('.playground-note').count()).toBe(0);
    // A hash without code (a demo's own `<a href="#">`) is no new link: the code on screen stays.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener(
            'hashchange',
            () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            {
              once: true,
            },
          );
          location.hash = '#';
        }),
    );
    expect(await page.locator('.playground-bar h1').innerText()).toContain(title);
    expect(await page.locator('.playground-code .cm-content').innerText()).toContain(
      "import Table from '@rc-component/table';",
    );
  });
});

describe('a verdict found by search from another page', () => {
  for (const [from, query, anchor] of [
    ['/', 'does expandable work with tree data', '/compatibility#cell-expandable-tree'],
    ['/zh-CN', '表头单元格样式', '/zh-CN/styling#part-header-cell'],
  ] as const)
    it(`opens ${anchor} scrolled to its entry, after a client navigation`, async ({ site }) => {
      const { page, errors } = await site.open(from);
      await page.locator('#site-search').click();
      await page.locator('#site-search').fill(query);
      const first = page.locator('#site-search-listbox a').first();
      await expect.poll(() => first.getAttribute('href'), SLOW).toBe(anchor);
      await first.click();
      await page.waitForURL((url) => url.pathname + url.hash === anchor);
      const id = anchor.slice(anchor.indexOf('#') + 1);
      // The entry arrives with its page's code; then it is in view.
      await page.waitForFunction(
        (target) => {
          const box = document.getElementById(target)?.getBoundingClientRect();
          return !!box && box.top >= 0 && box.top < window.innerHeight;
        },
        id,
        SLOW,
      );
      expect(errors).toEqual([]);
    });
});
