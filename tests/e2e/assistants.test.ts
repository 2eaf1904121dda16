/**
 * The assistants page links to files of the site, not to pages: a click on `llms-full.txt` opens the text file
 * (the app does not route its address, which would show the 404 page), in both languages.
 */
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.ts';

describe('the assistants page', () => {
  it.for([
    ['/assistants', '/llms-full.txt'],
    ['/zh-CN/assistants', '/zh-CN/llms-full.txt'],
  ])('%s opens %s on a click', async ([from, file], { site }) => {
    const { page, errors } = await site.open(from);
    expect(errors).toEqual([]);
    const link = page.locator('.markdown a', { hasText: 'llms-full.txt' }).first();
    expect(new URL(await link.evaluate((a: HTMLAnchorElement) => a.href)).pathname.endsWith(file)).toBe(true);
    await Promise.all([page.waitForURL((url) => url.pathname.endsWith(file)), link.click()]);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.body.innerText.slice(0, 12))).toBe('# rc-table (');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // (The browser then asks for /favicon.ico for the text document, a 404 that is not the site's doing.)
  });
});
