/**
 * Bad addresses and a browser without scripts: each gives a sensible page (the 404 page or
 * the default), never a blank screen, an uncaught error or a hydration mismatch.
 */
import { describe, expect } from 'vitest';
import { siteUrl } from '../support/site.ts';
import { it } from '../support/fixtures.ts';

/** Console lines that are the expected answer to the address, not faults. */
const expected = (line: string) =>
  // The browser logs the 404 status of the document itself.
  line === 'error: Failed to load resource: the server responded with a status of 404 (Not Found)' ||
  // React Router's own warning for a path that does not percent-decode; it then matches the raw path.
  /^warning: The URL path ".*" could not be decoded because it is a malformed URL segment\./.test(line) ||
  // Its warning for a fragment that does not percent-decode: the view stays where it is.
  /^warning: ".*" is not a decodable element ID\. The view will not scroll to it\.$/.test(line);

interface Case {
  path: string;
  status: number;
  h1: string;
  /** The address once the page has settled, when it is not `path`. */
  url?: string;
  lang?: string;
}

const CASES: Case[] = [
  { path: '/no/such/page', status: 404, h1: 'PAGE NOT FOUND' },
  { path: '/demo/%E0%A4%A', status: 404, h1: 'PAGE NOT FOUND' },
  { path: '/%E0%A4%A', status: 404, h1: 'PAGE NOT FOUND' },
  { path: '/zh-CN/%E0%A4%A', status: 404, h1: '页面未找到', lang: 'zh-CN' },
  { path: '/demo//simple', status: 404, h1: 'PAGE NOT FOUND' },
  { path: '/index.html', status: 404, h1: 'PAGE NOT FOUND' },
  { path: '/demo/simple/index.html', status: 404, h1: 'PAGE NOT FOUND' },
  { path: '/demo/simple/', status: 200, h1: 'Simple', url: '/demo/simple' },
  { path: '/zh-CN/changelog/', status: 200, h1: '更新日志', url: '/zh-CN/changelog', lang: 'zh-CN' },
  { path: '/demo/simple#no-such-anchor', status: 200, h1: 'Simple' },
  { path: '/demo/simple#%E0%A4%A', status: 200, h1: 'Simple' },
  { path: '/demo/simple?%E0%A4%A=%E0%A4%A', status: 200, h1: 'Simple' },
  { path: '/changelog?tab=no-such-tab', status: 200, h1: 'Changelog' },
  { path: '/changelog?tab=%E0%A4%A', status: 200, h1: 'Changelog' },
  { path: '/~demos/no-such-demo', status: 404, h1: 'PAGE NOT FOUND' },
  { path: '/~demos/no-such-demo?locale=zh-CN', status: 404, h1: 'PAGE NOT FOUND' },
  { path: '/~demos/%E0%A4%A', status: 404, h1: 'PAGE NOT FOUND' },
  { path: '/~demos/', status: 404, h1: 'PAGE NOT FOUND', url: '/~demos' },
  { path: '/~demos/simple?locale=xx-XX', status: 200, h1: 'Simple', lang: 'en' },
  { path: '/~demos/simple?locale=%E0%A4%A', status: 200, h1: 'Simple', lang: 'en' },
];

describe('bad addresses', () => {
  it.for(CASES)('$path gives "$h1"', async ({ path, status, h1, url, lang = 'en' }, { site }) => {
    expect((await fetch(siteUrl() + path)).status).toBe(status);
    const { page, errors } = await site.open(path);
    await page.waitForFunction((text) => document.querySelector('h1')?.textContent === text, h1);
    if (url) await page.waitForURL(siteUrl() + url);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(20);
    expect(errors.filter((line) => !expected(line))).toEqual([]);
  });

  it('selects the first tab for an unknown ?tab=', async ({ site }) => {
    const { page } = await site.open('/changelog?tab=no-such-tab');
    await expect(page.locator('.page-tabs a').first().getAttribute('aria-current')).resolves.toBe('page');
  });
});

describe('without JavaScript', () => {
  it.for([
    ['/demo/simple', 'Simple', 'Enable JavaScript to run this app.'],
    ['/zh-CN/changelog', '更新日志', '请启用 JavaScript 以运行此应用。'],
  ])('%s is readable and asks for JavaScript', async ([path, h1, notice], { site }) => {
    const { page } = await site.open(path, { javaScriptEnabled: false });
    await expect(page.locator('h1').first().textContent()).resolves.toBe(h1);
    // (getByText does not look inside <noscript>.)
    await expect(page.locator('.noscript').innerText()).resolves.toBe(notice);
    await expect(page.locator('.noscript').isVisible()).resolves.toBe(true);
    await expect(page.locator('main').innerText()).resolves.toMatch(/\S{40}|[\s\S]{400}/);
  });

  it('shows the table of a demo page', async ({ site }) => {
    const { page } = await site.open('/demo/simple', { javaScriptEnabled: false });
    await expect(page.getByRole('cell', { name: 'Amara Okafor' }).isVisible()).resolves.toBe(true);
  });
});
