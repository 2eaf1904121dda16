/**
 * The site's links are plain anchors that navigate on the client: a plain click changes the page without loading a
 * document and adds one history entry (none for a link to the address the browser is at), a click with a modifier
 * key is the browser's own, and a query link (a page's tab) keeps the page's path (without a trailing slash, also in
 * the prerendered HTML) and scroll position.
 */
import { describe, expect } from 'vitest';
import { siteUrl } from '../support/site.ts';
import { it } from '../support/fixtures.ts';

/** Marks the window: the mark survives a client navigation, not a document load. */
const mark = "window.__sameDocument = 'yes'";
const marked = "window.__sameDocument ?? 'no'";

describe('site links', () => {
  it('navigates on the client with one history entry, and none for the page already shown', async ({ site }) => {
    const { page, errors } = await site.open('/demo/simple');
    await page.evaluate(mark);
    const entries = await page.evaluate(() => history.length);
    await page.locator('.sidebar a[href="/demo/animation"]').click();
    await page.waitForURL(`${siteUrl()}/demo/animation`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Animated rows');
    expect(await page.evaluate(marked)).toBe('yes');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    // The current page's own link: the page stays, and so does the history.
    await page.locator('.sidebar a[href="/demo/animation"]').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(page.url()).toBe(`${siteUrl()}/demo/animation`);
    await page.goBack();
    await page.waitForURL(`${siteUrl()}/demo/simple`);
    expect(await page.evaluate(marked)).toBe('yes');
    expect(errors).toEqual([]);
  });

  it('leaves a click with a modifier key to the browser', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const opened = page.context().waitForEvent('page');
    await page.locator('.sidebar a[href="/demo/animation"]').click({ modifiers: ['ControlOrMeta'] });
    const other = await opened;
    await other.waitForURL(`${siteUrl()}/demo/animation`);
    expect(page.url()).toBe(`${siteUrl()}/demo/simple`);
  });

  it('switches a tab in place: same path, same scroll position, no document load', async ({ site }) => {
    const { page, errors } = await site.open('/changelog');
    await page.evaluate(mark);
    await page.evaluate(() => window.scrollTo(0, 120));
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
    const tab = page.locator('.page-tabs').getByRole('link', { name: 'From rc-table' });
    expect(await tab.getAttribute('href')).toBe('/changelog?tab=rc-table');
    await tab.click();
    await page.locator('h2#upgrading').waitFor();
    expect(page.url()).toBe(`${siteUrl()}/changelog?tab=rc-table`);
    // Not back at the top (the new tab's content may shift the position a little).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(60);
    expect(await page.evaluate(marked)).toBe('yes');
    expect(errors).toEqual([]);
  });
});
