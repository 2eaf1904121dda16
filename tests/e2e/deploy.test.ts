/**
 * The site built for a sub-path (`npm run build:subpath`: BASE_PATH=/table/ into build-subpath/), served by a static
 * server we did not write, with no rewrite rules: http-server answers a file if it exists, else the host's 404.html
 * with status 404, as GitHub Pages does for a project site. Crawled from /table/ and /table/zh-CN over HTTP, then
 * each kind of page and every standalone demo opened in Chromium: every page 200, the 404 page 404, no request outside /table/, no console error,
 * client navigation and search results under /table/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { demoIds } from '../../engine/pipeline/content/docs-folder.ts';
import { crawl } from '../support/crawl.ts';
import { startStaticHost, type StaticHost } from '../support/http-host.ts';
import { allPages } from '../support/pages.ts';
import { siteTest } from '../support/fixtures.ts';

const BASE = '/table/';
const ROOT = path.resolve(import.meta.dirname, '../..');
const client = path.join(ROOT, 'build-subpath', 'client');

let host: StaticHost | undefined;
let origin = '';
const it = siteTest(() => origin + BASE.slice(0, -1));

beforeAll(async () => {
  const index = path.join(client, 'index.html');
  if (!fs.existsSync(index) || !fs.readFileSync(index, 'utf8').includes(`"${BASE}assets/`))
    throw new Error(`No site built for ${BASE} in ${client}: run \`npm run build:subpath\` first.`);
  host = await startStaticHost(client, BASE);
  origin = host.origin;
}, 60_000);

afterAll(() => host?.stop());

const under = (pathname: string) => pathname.startsWith(BASE);

/** In the page: the app has hydrated, and the page has been idle since (its errors logged). */
const hydrated = () =>
  new Promise<boolean>((resolve) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return resolve(false);
    requestAnimationFrame(() => requestIdleCallback(() => resolve(true), { timeout: 2000 }));
  });

describe('the site under /table/ on a plain static host', () => {
  let crawled: Awaited<ReturnType<typeof crawl>>;
  beforeAll(async () => {
    crawled = await crawl(origin, [BASE, `${BASE}zh-CN`]);
  }, 120_000);

  it('answers every linked address with 200, all of them under /table/', () => {
    const { pages, links, assets } = crawled;
    expect(links.filter(([, url]) => !under(url.pathname)).map(([from, url]) => `${from} -> ${url.href}`)).toEqual([]);
    expect([...pages].filter(([, page]) => page.status !== 200).map(([address]) => address)).toEqual([]);
    expect([...assets].filter(([address, status]) => status !== 200 || !under(address))).toEqual([]);
    console.log(`deploy: crawled ${pages.size} addresses and ${assets.size} assets under ${BASE}`);
  });

  it('reaches every page in both languages, every standalone demo and the playground as files', () => {
    const reached = [...crawled.pages.keys()];
    for (const url of allPages()) expect(reached, url).toContain(url === '/' ? BASE : BASE + url.slice(1));
    for (const id of demoIds()) expect(reached, id).toContain(`${BASE}~demos/${id}`);
    expect(reached).toContain(`${BASE}~playground`);
    for (const file of ['index.html', '~demos/simple/index.html', '~playground/index.html'])
      expect(fs.existsSync(path.join(client, file)), file).toBe(true);
  });

  it('answers a missing address with the 404 page and status 404, an unknown demo too', async () => {
    for (const address of [`${BASE}no-such-page`, `${BASE}~demos/no-such-demo`, `${BASE}demo/no-such-demo`]) {
      const response = await fetch(origin + address);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).toContain('PAGE NOT FOUND');
    }
  });

  it.for([
    ['no-such-page', 'PAGE NOT FOUND', 'en'],
    ['zh-CN/no-such-page', '页面未找到', 'zh-CN'],
  ])(
    'shows the 404 page at /table/%s in its language, hydrated without an error',
    async ([address, h1, lang], { site }) => {
      // The host has one 404 page, the English one: a Chinese address turns Chinese once hydrated.
      const { page, errors } = await site.open(`/${address}`);
      await page.waitForFunction((text) => document.querySelector('h1')?.textContent === text, h1);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const home = await page
        .getByRole('link', { name: lang === 'en' ? 'Back to homepage' : '返回首页' })
        .getAttribute('href');
      expect(home).toBe(lang === 'en' ? BASE : `${BASE}zh-CN`);
      expect(errors.filter((line) => !line.includes('status of 404'))).toEqual([]);
    },
  );

  it('publishes sitemap.xml, robots.txt and llms.txt with absolute addresses under /table/', async () => {
    const get = async (file: string) => {
      const response = await fetch(origin + BASE + file);
      expect(response.status, file).toBe(200);
      return response.text();
    };
    const sitemap = await get('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
    expect(locs).toHaveLength(allPages().length);
    expect(locs.every((url) => url.protocol === 'https:' && under(url.pathname))).toBe(true);
    expect(await get('robots.txt')).toMatch(/^Sitemap: https:\/\/[^/]+\/table\/sitemap\.xml$/m);
    const llms = await get('llms.txt');
    expect(llms.startsWith('# rc-table\n\n> ')).toBe(true);
    expect(llms).toMatch(/\(https:\/\/[^/]+\/table\/demo\/simple\.md\)/);
    expect(await get('demo/simple.md')).toMatch(/^# Simple\n/);
  });

  // Every content page is also visited at the root by the page walks (pages-*.test.ts); here each kind of page is
  // opened under /table/, and every standalone demo, which no other test opens one by one.
  it('loads each kind of page and every standalone demo in Chromium without a console error or a request outside /table/', async ({
    site,
  }) => {
    const samples = ['', 'zh-CN', 'demo', 'demo/simple', 'zh-CN/demo/simple', 'changelog', 'zh-CN/migration'];
    const addresses = [
      ...[...crawled.pages.keys()].filter(
        (address) => address.startsWith(`${BASE}~`) || samples.some((sample) => address === BASE + sample),
      ),
      `${BASE}~demos/simple?locale=zh-CN`,
      `${BASE}~playground?demo=simple&locale=zh-CN`,
    ];
    const problems: string[] = [];
    // Three tabs, each loading its share of the addresses one after another.
    const queue = [...addresses];
    await Promise.all(
      [0, 1, 2].map(async () => {
        const { page, errors, offsite } = await site.open('');
        const outside: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.origin === origin && !under(url.pathname)) outside.push(url.pathname);
        });
        while (queue.length) {
          const address = queue.shift()!;
          try {
            await page.goto(origin + address, { waitUntil: 'load', timeout: 90_000 });
            await page.waitForFunction(hydrated, undefined, { timeout: 90_000 });
          } catch (error) {
            problems.push(`${address}: ${(error as Error).message.split('\n')[0]}`);
          }
          const found = [...errors, ...offsite.map((url) => `off-site ${url}`), ...outside.map((p) => `outside ${p}`)];
          problems.push(...found.map((line) => `${address}: ${line}`));
          errors.length = offsite.length = outside.length = 0;
        }
      }),
    );
    expect(addresses.length).toBeGreaterThan(demoIds().length + samples.length);
    expect(problems).toEqual([]);
  }, 600_000);

  it('loads and prepares a hovered page under /table/, so the click asks for no script', async ({ site }) => {
    const { page, errors } = await site.open('/demo/simple');
    const link = page.locator(`.sidebar a[href="${BASE}demo/animation"]`);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await link.hover();
    await expect.poll(() => page.locator('main > .content-page').count()).toBe(2);
    expect(requested.filter((address) => address.endsWith('.js')).length).toBeGreaterThan(0);
    expect(requested.filter((address) => !under(address))).toEqual([]);
    requested.length = 0;
    await link.click();
    await page.waitForURL(`${origin}${BASE}demo/animation`);
    await page.locator('h1', { hasText: 'Animated rows' }).waitFor();
    // No script: the page's modules ran on hover. (Its stylesheet may be asked for again: this host says no-cache.)
    expect(requested.filter((address) => address.endsWith('.js'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps client navigation, the language switch and search results under /table/', async ({ site }) => {
    const { page, errors } = await site.open('/');
    await page.locator('.header nav a', { hasText: 'Demo' }).first().click();
    await page.waitForURL(`${origin}${BASE}demo`);
    await page.locator('.sidebar a', { hasText: 'Simple' }).first().click();
    await page.waitForURL(`${origin}${BASE}demo/simple`);
    await page.locator('h1', { hasText: 'Simple' }).waitFor();
    await page.getByRole('link', { name: '中文' }).click();
    await page.waitForURL(`${origin}${BASE}zh-CN/demo/simple`);
    await page.locator('#site-search').click();
    await page.locator('#site-search').fill('sticky');
    await page.locator('#site-search-listbox [role="option"]').first().waitFor();
    const hrefs = await page
      .locator('#site-search-listbox [role="option"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href.startsWith(`${BASE}zh-CN`))).toEqual([]);
    await page.keyboard.press('ArrowDown');
    // Enter opens the option the arrow chose, whichever it is.
    const chosen = await page
      .locator('#site-search-listbox [role="option"][aria-selected="true"]')
      .getAttribute('href');
    expect(hrefs).toContain(chosen);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.pathname + url.hash) === chosen);
    // The iframe demo and its standalone page are under /table/ too.
    // Its load and hydration, not network quiet: the demo frame's own loading can keep the network busy.
    await page.goto(`${origin}${BASE}demo/iframe`, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const src = await page.locator('.previewer iframe').first().getAttribute('src');
    expect(src?.startsWith(`${BASE}~demos/`)).toBe(true);
    expect(errors).toEqual([]);
  });
});
