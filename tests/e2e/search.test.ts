/** Site search in a real browser: the box, the worker, the index files, keyboard use, languages and hostile input. */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { scanDocs } from '../../engine/pipeline/content/docs-folder.ts';
import { siteUrl, visit } from '../support/site.ts';
import { it } from '../support/fixtures.ts';

const INPUT = '#site-search';
const OPTION = '#site-search-listbox [role="option"]';

async function searchFor(page: Page, keywords: string) {
  await page.locator(INPUT).click();
  await page.locator(INPUT).fill(keywords);
}

/** Waits for the results of the last keywords: options, or the panel's message. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const panel = document.querySelector('.search-panel');
    return panel && !panel.hasAttribute('hidden') && panel.getAttribute('aria-busy') === 'false';
  });
}

const hrefs = (page: Page) =>
  page.locator(OPTION).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe('search', () => {
  it('loads nothing of search until the box is focused, then the worker and one index', async ({ site }) => {
    const { page, errors, offsite } = await site.open('');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await visit(page, siteUrl() + '/');
    expect(requests.filter((path) => /search|worker/.test(path))).toEqual([]);
    await page.locator(INPUT).focus();
    await page.waitForResponse((response) => response.url().endsWith('/search/en-US.json'));
    expect(requests.some((path) => /\/assets\/worker-[\w-]+\.js$/.test(path))).toBe(true);
    expect(requests).not.toContain('/search/zh-CN.json');
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
  });

  it('finds the fixed-columns pages for "fixed", with highlighted pieces', async ({ site }) => {
    const { page, errors } = await site.open('/');
    await searchFor(page, 'fixed');
    await page.locator(OPTION).first().waitFor();
    const links = await hrefs(page);
    const fixedPages = scanDocs().filter((doc) => doc.locale === 'en-US' && doc.path.startsWith('demo/fixed-columns'));
    expect(fixedPages.length).toBeGreaterThan(0);
    for (const doc of fixedPages) expect(links).toContain(doc.url);
    expect(links.every((link) => link && !link.startsWith('/zh-CN'))).toBe(true);
    const marks = await page.locator(`${OPTION} mark`).allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toBe('fixed');
    await expect(page.locator(INPUT).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.locator(INPUT).getAttribute('aria-activedescendant')).resolves.toBe('site-search-option-0');
    expect(await page.locator('#site-search-listbox [role="group"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('finds Chinese text on a Chinese page', async ({ site }) => {
    const { page, errors } = await site.open('/zh-CN/');
    await searchFor(page, '固定');
    await page.locator(OPTION).first().waitFor();
    const links = await hrefs(page);
    expect(links).toContain('/zh-CN/demo/fixed-columns');
    expect(links.every((link) => link?.startsWith('/zh-CN'))).toBe(true);
    expect(await page.locator(`${OPTION} mark`).first().textContent()).toBe('固定');
    expect(errors).toEqual([]);
  });

  it('forgives a typo and finds the page titled like the query first, in both languages', async ({ site }) => {
    const { page, errors } = await site.open('/');
    await searchFor(page, 'stikcy header');
    await page.locator(OPTION).first().waitFor();
    expect((await hrefs(page))[0]).toBe('/demo/sticky-header');
    await visit(page, siteUrl() + '/zh-CN/');
    // 冻结 is not a word of the site: its synonym 固定 is.
    await searchFor(page, '冻结列');
    await page.locator(OPTION).first().waitFor();
    expect((await hrefs(page))[0]).toBe('/zh-CN/demo/fixed-columns');
    expect(errors).toEqual([]);
  });

  it('treats markup as text: no dialog, no injected element', async ({ site }) => {
    const { page, errors } = await site.open('/');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const images = await page.locator('img').count();
    await searchFor(page, '<img src=x onerror=alert(1)>');
    await settled(page);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(await page.locator('img').count()).toBe(images);
    expect(await page.locator('.search img, img[src="x"]').count()).toBe(0);
    expect(await page.locator('.search-panel').textContent()).toContain('No content was found');
    // Pattern characters are text too.
    await page.locator(INPUT).fill('.*(');
    await settled(page);
    expect(await page.locator('.search-panel').textContent()).toContain('No content was found');
    expect(errors).toEqual([]);
  });

  it('moves with the arrow keys and opens the active hit with Enter, at its anchor', async ({ site }) => {
    const { page, errors } = await site.open('/changelog');
    await searchFor(page, 'install');
    await page.locator(OPTION).first().waitFor();
    const count = await page.locator(OPTION).count();
    await page.keyboard.press('ArrowDown');
    const second = count > 1 ? 'site-search-option-1' : 'site-search-option-0';
    await expect(page.locator(INPUT).getAttribute('aria-activedescendant')).resolves.toBe(second);
    await page.keyboard.press('ArrowUp');
    const first = page.locator('#site-search-option-0');
    await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/#/);
    await page.keyboard.press('Enter');
    await page.waitForFunction((expected) => location.pathname + location.search + location.hash === expected, href);
    const id = decodeURIComponent(href.split('#')[1]);
    await page.waitForFunction((target) => {
      const heading = document.getElementById(target);
      return heading !== null && heading.getBoundingClientRect().top < window.innerHeight;
    }, id);
    expect(await page.locator('.search-panel').isHidden()).toBe(true);
    // Enter pressed before the results arrive opens the first hit of the keywords typed.
    await page.locator(INPUT).focus();
    await page.locator(INPUT).fill('license');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/' && location.hash === '#license');
    expect(errors).toEqual([]);
  });

  it('closes with Escape and opens with Ctrl+K', async ({ site }) => {
    const { page } = await site.open('/');
    await page.keyboard.press('Control+k');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('site-search');
    await page.keyboard.type('table');
    await page.locator(OPTION).first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.search-panel').waitFor({ state: 'hidden' });
    await expect(page.locator(INPUT).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.locator(INPUT).getAttribute('aria-activedescendant')).resolves.toBeNull();
  });

  it('shows nothing for blank keywords, and clears the results when the box is emptied', async ({ site }) => {
    const { page } = await site.open('/');
    await searchFor(page, '   ');
    await page.waitForTimeout(500);
    expect(await page.locator('.search-panel').isHidden()).toBe(true);
    expect(await page.locator(OPTION).count()).toBe(0);
    await page.locator(INPUT).fill('table');
    await page.locator(OPTION).first().waitFor();
    await page.locator(INPUT).fill(' ');
    await page.locator('.search-panel').waitFor({ state: 'hidden' });
    expect(await page.locator(OPTION).count()).toBe(0);
  });

  it('says "No content was found" for a nonsense term, in both languages', async ({ site }) => {
    const { page } = await site.open('/');
    await searchFor(page, 'qzxwvplk');
    await settled(page);
    expect(await page.locator('.search-message').textContent()).toBe('No content was found');
    await visit(page, siteUrl() + '/zh-CN');
    await searchFor(page, 'qzxwvplk');
    await settled(page);
    expect(await page.locator('.search-message').textContent()).toBe('没有找到相关内容');
  });

  it('fits a 375 px phone: an icon opens a full-width box and panel', async ({ site }) => {
    const { page, errors } = await site.open('/', {
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    expect(await page.locator(INPUT).isVisible()).toBe(false);
    await page.locator('.search-trigger').click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('site-search');
    await page.locator(INPUT).fill('fixed');
    await page.locator(OPTION).first().waitFor();
    const panel = (await page.locator('.search-panel').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await page.locator(INPUT).isVisible()).toBe(false);
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toContain('search-trigger');
    expect(errors).toEqual([]);
  });
});
