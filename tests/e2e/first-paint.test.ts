/**
 * The first paint waits for the HTML alone: no script is asked for until the page has painted, then the page
 * hydrates cleanly, having made at most a dozen requests before its load event (the page walks count them on every
 * content page; this file on every type of page, the standalone demo and the playground among them). Hydration keeps
 * what the HTML drew, and the long pages do not move while they load: the header is drawn whole or not at all.
 */
import { describe, expect } from 'vitest';
import { MAX_REQUESTS_BEFORE_LOAD } from '../../bench/budgets.ts';
import { hydrated, requestsBeforeLoad, siteUrl } from '../support/site.ts';
import { it } from '../support/fixtures.ts';
import { startPiecewiseProxy } from '../support/piecewise.ts';

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
  it.for(PAGE_TYPES)('%s asks for no script before its first paint, then hydrates cleanly', async (url, { site }) => {
    const { page, errors } = await site.open(url);
    const beforeLoad = await requestsBeforeLoad(page);
    expect(beforeLoad.length, `requests before load: ${beforeLoad.join(' ')}`).toBeLessThanOrEqual(
      MAX_REQUESTS_BEFORE_LOAD,
    );
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
  });
});

/** Before the page's own scripts: every layout shift from the first frame on, as the browser reports it, in `shifts`. */
const RECORD_SHIFTS = `window.shifts = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.shifts.push(
  entry.sources.map((source) => source.node ? source.node.nodeName + '.' + source.node.className : '?').join(' ')
  + ' ' + entry.value.toFixed(4)); }).observe({ type: 'layout-shift', buffered: true });`;

describe('the header', () => {
  it('is not drawn until all of it has arrived; what follows it is drawn as it arrives', async ({ site }) => {
    const html = Buffer.from(await (await fetch(siteUrl() + '/demo/simple')).arrayBuffer());
    // The first part ends inside the header's tools, after the search box; the second inside the page's content.
    const cuts: [number, number] = [html.indexOf('class="search-panel"'), html.indexOf('<main') + 400];
    expect(cuts[0], 'the search box in the header').toBeGreaterThan(0);
    expect(html.indexOf('</header>'), 'the header ends in the second part').toBeGreaterThan(cuts[0]);
    // The first part at once, the second and the rest when the test sends them (`next`).
    const served = await startPiecewiseProxy(siteUrl(), () => cuts);
    try {
      const { page } = await site.open('');
      await page.addInitScript(RECORD_SHIFTS);
      await page.goto(served.url + '/demo/simple', { waitUntil: 'commit' });
      const painted = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await page.waitForFunction(() => document.querySelector('.header .search-box'));
      // Half a second with half the header parsed: a browser that drew it would have painted by now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await painted(), 'painted with half the header').toBe(false);
      served.next();
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      expect(await page.evaluate(() => document.readyState), 'painted before the whole page had arrived').toBe(
        'loading',
      );
      served.next();
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = (await page.evaluate('window.shifts')) as string[];
      expect(shifts.filter((nodes) => /header/.test(nodes))).toEqual([]);
    } finally {
      served.close();
    }
  });
});

describe('hydration', () => {
  it('keeps the prerendered page: no stylesheet asked for again, the API tables not built again', async ({ site }) => {
    const { page, errors } = await site.open('');
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
  });

  it.for(['/~demos/simple', '/~demos/simple?locale=zh-CN'])(
    '%s keeps its prerendered table while its code arrives after hydration (6x slower CPU): no loading state',
    async (url, { site }) => {
      const { page, errors } = await site.open('');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      // From the parsed HTML on: was the prerendered table ever taken out of the page?
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const state = window as unknown as { lost: boolean; table: Element | null };
          state.table = document.querySelector('.rc-table');
          state.lost = false;
          new MutationObserver(() => (state.lost ||= !state.table?.isConnected)).observe(document.body, {
            childList: true,
            subtree: true,
          });
        }),
      );
      await page.goto(siteUrl() + url, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const { table, lost } = await page.evaluate(() => {
        const state = window as unknown as { lost: boolean; table: Element | null };
        return { table: !!state.table?.isConnected, lost: state.lost };
      });
      expect(table, 'the prerendered table is the one shown').toBe(true);
      expect(lost, 'the prerendered table was replaced for a while').toBe(false);
      expect(errors).toEqual([]);
    },
  );

  it.for([
    ['/', 412],
    ['/', 1280],
    ['/zh-CN', 1280],
    ['/migration', 1280],
    ['/migration', 412],
    ['/zh-CN/changelog', 412],
    // Expanded rows of a table with fixed columns: their content's width is known only once the table is mounted.
    ['/demo/expanded-sticky', 1280],
    ['/zh-CN/demo/expanded-sticky', 1280],
  ] as const)(
    '%s at %i px: nothing moves while it loads and hydrates (layout shift under 0.01)',
    async ([url, width], { site }) => {
      const { page, errors } = await site.open('', { viewport: { width, height: 823 } });
      // A slower CPU (6x) makes the browser paint the page before it has parsed all of it, as a slow network does:
      // what arrives later in the HTML (the side list of sections) must not move what was drawn.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      // Every layout shift from the first frame on (the figure behind CLS).
      await page.addInitScript(RECORD_SHIFTS);
      await page.goto(siteUrl() + url, { waitUntil: 'load' });
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // The sum is the page's layout shift score; a block of text moving is 0.04 and more.
      const shifts = (await page.evaluate('window.shifts')) as string[];
      const score = shifts.reduce((sum, shift) => sum + Number(shift.split(' ').at(-1)), 0);
      expect(score, shifts.join(', ')).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    },
  );
});
