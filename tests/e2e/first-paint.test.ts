/**
 * The first paint waits for the HTML alone: no script is asked for until the page has painted, then the page
 * hydrates cleanly; and no page makes more than a dozen requests before its load event.
 */
import { describe, expect, it } from 'vitest';
import { allPages } from '../support/pages.ts';
import { hydrated, siteUrl, useBrowser } from '../support/site.ts';

const browser = useBrowser();

const MAX_REQUESTS_BEFORE_LOAD = 12;

/** One page of every type: landing, demo pages, the demo overview, long text pages, standalone demo, playground. */
const PAGE_TYPES = [
  '/',
  '/demo/simple',
  '/demo/dropdown',
  '/demo',
  '/migration',
  '/zh-CN/changelog',
  '/~demos/simple',
  '/~playground',
];

describe('first paint', () => {
  it.each(PAGE_TYPES)('%s asks for no script before its first paint, then hydrates cleanly', async (url) => {
    const { page, errors, close } = await browser.open(url);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length, 'scripts loaded to hydrate').toBeGreaterThan(0);
    expect(
      scripts.filter((script) => script.startTime < paint),
      `first paint at ${paint}`,
    ).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('hydration', () => {
  it('keeps the prerendered page: no stylesheet asked for again, the API tables not built again', async () => {
    const { page, errors, close } = await browser.open('');
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerendered: Element[] }).prerendered = [...document.querySelectorAll('.api-table')];
      }),
    );
    const stylesheets: string[] = [];
    page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()));
    await page.goto(siteUrl() + '/', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() =>
      (window as unknown as { prerendered: Element[] }).prerendered.map((table) => table.isConnected),
    );
    expect(kept.length, 'API tables on the page').toBeGreaterThan(3);
    expect(kept.every(Boolean)).toBe(true);
    expect(stylesheets).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('requests before load', () => {
  it(`are at most ${MAX_REQUESTS_BEFORE_LOAD} on every page`, { timeout: 300_000 }, async () => {
    const { page, close } = await browser.open('');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    // Requests and load events as the browser reports them, in order, each with its time.
    let events: { url?: string; type?: string; load?: true; at: number }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, type, timestamp }) =>
      events.push({ url: request.url, type, at: timestamp }),
    );
    cdp.on('Page.loadEventFired', ({ timestamp }) => events.push({ load: true, at: timestamp }));
    const over: string[] = [];
    const pages = [...allPages(), '/~demos/simple', '/~playground'];
    for (const url of pages) {
      // A blank page between two: nothing the previous page asked for is counted.
      await page.goto('about:blank');
      events = [];
      await page.goto(siteUrl() + url, { waitUntil: 'load' });
      const loadEvent = () => {
        const start = events.findIndex((event) => event.type === 'Document' && event.url === siteUrl() + url);
        return start === -1 ? undefined : { start, load: events.slice(start).find((event) => event.load) };
      };
      await expect.poll(() => loadEvent()?.load, { message: `${url} loads` }).toBeDefined();
      const { start, load } = loadEvent()!;
      const before = events.slice(start).filter((event) => event.url && event.at < load!.at);
      if (before.length > MAX_REQUESTS_BEFORE_LOAD)
        over.push(`${url}: ${before.length} (${before.map((request) => new URL(request.url!).pathname).join(' ')})`);
    }
    expect(pages.length).toBeGreaterThan(100);
    expect(over).toEqual([]);
    await close();
  });
});
