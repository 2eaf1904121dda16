/**
 * Prefetching: each file is asked for at most once per page view and every request completes, so the demo
 * overview (links prefetched as they come into view) goes quiet soon after load; a sidebar link the visitor
 * hovered has everything its page needs, so the click asks the network for nothing, and its page is rendered,
 * laid out and hidden, so the click only shows it.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { audit } from '../support/axe.ts';
import { watchNetwork } from '../support/quiet.ts';
import { siteUrl } from '../support/site.ts';
import { it } from '../support/fixtures.ts';

/**
 * Every request the page makes from now on, which of them have finished (answered, or failed), and the addresses
 * the network was asked for more than once (an answer from the browser's cache does not count: a file prefetched
 * into the HTTP cache is read from there when the page imports it).
 */
async function watchRequests(page: Page) {
  const started: Request[] = [];
  const finished = new Set<Request>();
  page.on('request', (request) => started.push(request));
  page.on('requestfinished', (request) => finished.add(request));
  page.on('requestfailed', (request) => finished.add(request));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sent = new Map<string, string>();
  const cached = new Set<string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => sent.set(requestId, request.url));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) cached.add(requestId);
  });
  return {
    started,
    pending: () => started.filter((request) => !finished.has(request)).map((request) => request.url()),
    repeated: () => {
      const counts = new Map<string, number>();
      for (const [id, url] of sent) if (!cached.has(id)) counts.set(url, (counts.get(url) ?? 0) + 1);
      return [...counts].filter(([, count]) => count > 1).map(([url, count]) => `${count}x ${url}`);
    },
  };
}

describe('prefetch', () => {
  it('asks for each file once on the demo overview, finishes every request and goes quiet within a second of load', async ({
    site,
  }) => {
    const { page } = await site.open('');
    const requests = await watchRequests(page);
    await page.goto(`${siteUrl()}/demo`, { waitUntil: 'load' });
    // Hydrated: the links prefetch what is in view from now on.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('.layout') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    await page.waitForTimeout(1000);
    expect(requests.pending()).toEqual([]);
    expect(requests.started.some((request) => new URL(request.url()).pathname.endsWith('.css'))).toBe(true);

    // More links come into view, some are hovered: still each file once, and all of them finish.
    const network = watchNetwork(page);
    for (const link of await page.locator('main a[href^="/demo/"]').all()) {
      await link.scrollIntoViewIfNeeded();
    }
    for (const link of (await page.locator('.sidebar a[href^="/demo/"]').all()).slice(0, 6)) await link.hover();
    await network.quiet({ afterRequest: true });
    expect(requests.pending()).toEqual([]);
    expect(requests.repeated()).toEqual([]);
  });

  it('fetches the pages in view on the demo overview without running their code, which runs once a link is hovered', async ({
    site,
  }) => {
    const { page } = await site.open('');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Debugger.enable');
    const ran: string[] = [];
    cdp.on('Debugger.scriptParsed', ({ url }) => ran.push(url));
    const requests = await watchRequests(page);
    await page.goto(`${siteUrl()}/demo`, { waitUntil: 'load' });
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('.layout') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    const scripts = requests.started.map((request) => request.url()).filter((url) => url.endsWith('.js'));
    const fetchedOnly = scripts.filter((url) => !ran.includes(url));
    expect(ran.length, 'the page itself ran').toBeGreaterThan(0);
    expect(fetchedOnly.length, 'the pages in view were fetched, not run').toBeGreaterThan(3);

    await page.locator('main a[href^="/demo/"]').first().hover();
    await expect.poll(() => fetchedOnly.filter((url) => ran.includes(url)).length).toBeGreaterThan(0);
  });

  it('loads everything a hovered page needs, so the click asks the network for no script, stylesheet or HTML', async ({
    site,
  }) => {
    const { page } = await site.open('/demo/simple');
    const link = page.locator('.sidebar a[href="/demo/animation"]');
    const network = watchNetwork(page);
    await link.hover();
    await network.quiet({ afterRequest: true });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const fromNetwork: string[] = [];
    const fromMemory = new Set<string>();
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const cached = response.fromDiskCache || response.fromPrefetchCache || fromMemory.has(requestId);
      if (!cached && /\.(js|css)$/.test(new URL(response.url).pathname)) fromNetwork.push(response.url);
    });
    await link.click();
    await page.waitForURL(`${siteUrl()}/demo/animation`);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Animated rows');
    await page.locator('main .rc-table').first().waitFor();
    await network.quiet();
    expect(fromNetwork).toEqual([]);
    // The page's prose (its HTML chunk) came with it.
    await expect(page.locator('main .markdown').first().textContent()).resolves.toContain('components.body.row');
  });

  it('renders a hovered page hidden, and the click shows that same page, styled, with nothing hidden left', async ({
    site,
  }) => {
    const { page } = await site.open('/demo/simple');
    const pages = page.locator('main > .content-page');
    await page.locator('.sidebar a[href="/demo/animation"]').hover();
    await expect.poll(() => pages.count()).toBe(2);
    await expect.poll(() => pages.nth(1).locator('h1').textContent()).toBe('Animated rows');
    expect(await pages.nth(1).isVisible(), 'the prepared page is hidden').toBe(false);
    expect(await pages.nth(1).locator('h1').isVisible(), 'and so is its content').toBe(false);
    expect(await pages.nth(0).locator('h1').textContent()).toBe('Simple');
    // Laid out at the width it will be shown at: the table is as wide as the current page's.
    const tableWidth = (nth: number) =>
      pages
        .nth(nth)
        .locator('.rc-table')
        .first()
        .evaluate((table) => table.getBoundingClientRect().width);
    expect(await tableWidth(1)).toBeGreaterThan(300);
    expect(await tableWidth(1)).toBe(await tableWidth(0));
    // Laid out with its own stylesheet, in the document already (it styles only the page's demo).
    const toolbarDisplay = () =>
      pages
        .nth(1)
        .locator('.animation-toolbar')
        .evaluate((toolbar) => getComputedStyle(toolbar).display);
    expect(await toolbarDisplay()).toBe('flex');
    // Hidden from everyone: nothing of it breaks a rule (its ids, headings and controls are not in the page).
    expect(await audit(page, 'light', { colours: 'skip' })).toEqual([]);
    await pages.nth(1).evaluate((element) => Object.assign(element, { prepared: true }));

    await page.locator('.sidebar a[href="/demo/animation"]').click();
    await page.waitForURL(`${siteUrl()}/demo/animation`);
    await expect.poll(() => pages.count()).toBe(1);
    expect(await pages.evaluate((element) => (element as Element & { prepared?: boolean }).prepared)).toBe(true);
    expect(await pages.isVisible()).toBe(true);
    expect(await page.locator('main .animation-toolbar').evaluate((toolbar) => getComputedStyle(toolbar).display)).toBe(
      'flex',
    );
  });
});
