/**
 * The core flows, the same in every engine (one test file per engine calls `engineFlows`): each page type loads and
 * hydrates in both languages, client navigation and back, search, the colour switch (iframe demos follow), the
 * language switch keeping the anchor, live edit with a compile error and the loop guard, the playground from a link,
 * a performance lab run, the keyboard path through the header and a demo's toolbar, and a chunk that fails offline and
 * its retry. A flow
 * fails on any error the page or its frames record (probe.js), whatever else it checks.
 */
import LZString from 'lz-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type EngineName, type EnginePage } from './driver.ts';
import { startProxy, type Proxy } from './proxy.ts';

const SLOW = { timeout: 120_000 };

/** Each page type, in both languages, with an element only a whole page of that type shows. */
const PAGE_TYPES: [path: string, shows: string][] = [
  ['/', '#column-props'],
  ['/demo', '.demo-index, main a[href$="/demo/simple"]'],
  ['/demo/simple', '.previewer .rc-table'],
  ['/changelog', 'main h2'],
  ['/migration', 'main h1'],
  ['/~demos/simple', '.standalone-demo .rc-table'],
  ['/~playground?demo=simple', '.cm-content'],
  ['/no/such/page', 'main h1'],
];
/** The Chinese twin of an address: the standalone demo is one page for both languages, chosen by its query. */
const zh = (path: string) =>
  path.startsWith('/~demos/') ? `${path}?locale=zh-CN` : path === '/' ? '/zh-CN' : `/zh-CN${path}`;

const js = (value: unknown) => JSON.stringify(value);

/** Clicks the first element of `selector` whose text or label is `text`. */
async function clickNamed(page: EnginePage, selector: string, text: string) {
  const find = `[...document.querySelectorAll(${js(selector)})].find((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() === ${js(text)})`;
  await page.waitUntil(find, `"${text}" in ${selector}`);
  await page.eval(`(${find}).setAttribute('data-engine-target', ''), true`);
  await page.click('[data-engine-target]');
  await page.eval(`document.querySelector('[data-engine-target]')?.removeAttribute('data-engine-target'), true`);
}

const path = (page: EnginePage) => page.eval<string>('location.pathname + location.search + location.hash');

async function noErrors(page: EnginePage) {
  expect(await page.errors()).toEqual([]);
}

export function engineFlows(engine: EngineName) {
  describe(`the core flows in ${engine}`, () => {
    let proxy: Proxy;
    let page: EnginePage;
    beforeAll(async () => {
      const site = process.env.TEST_SITE_URL;
      if (!site) throw new Error('TEST_SITE_URL is not set: run through vitest (tests/e2e/global-setup.ts).');
      proxy = await startProxy(site);
      page = await openEngine(engine, proxy.url);
    }, 120_000);
    afterAll(async () => {
      await page?.close();
      await proxy?.close();
    });

    it.each(
      PAGE_TYPES.flatMap(
        ([path, shows]) =>
          [
            [path, shows],
            [zh(path), shows],
          ] as const,
      ),
    )('%s loads and hydrates with no error', SLOW, async (address, shows) => {
      await page.goto(address);
      await page.waitUntil(`document.querySelector(${js(shows)})`, shows);
      // A standalone demo reads its language from the query once hydrated, so its lang may come a moment later.
      const lang = address.startsWith('/zh-CN') || address.includes('locale=zh-CN') ? 'zh-CN' : 'en';
      await page.waitUntil(`document.documentElement.lang === ${js(lang)}`, `lang="${lang}"`);
      await noErrors(page);
    });

    it('moves to another page on the client from the sidebar, and back', SLOW, async () => {
      await page.goto('/demo/simple');
      await page.eval('(window.__samePage = 42)');
      await page.click('.sidebar a[href="/demo/animation"]');
      await page.waitUntil(
        `location.pathname === '/demo/animation' && document.querySelector('.previewer .rc-table')`,
        'the animation demo',
      );
      await page.eval('history.back(), true');
      await page.waitUntil(
        `location.pathname === '/demo/simple' && document.querySelector('.previewer .rc-table')`,
        'the simple demo again',
      );
      expect(await page.eval('window.__samePage')).toBe(42);
      await noErrors(page);
    });

    it('searches as the visitor types, moves with the keys and opens a hit', SLOW, async () => {
      await page.goto('/changelog');
      await page.click('#site-search');
      await page.type('fixed');
      const options = `document.querySelectorAll('#site-search-listbox [role="option"]')`;
      await page.waitUntil(`${options}.length > 1`, 'hits for "fixed"');
      await page.press('ArrowDown');
      expect(await page.eval(`document.querySelector('#site-search').getAttribute('aria-activedescendant')`)).toBe(
        'site-search-option-1',
      );
      await page.press('ArrowUp');
      const href = await page.eval<string>(`document.querySelector('#site-search-option-0').getAttribute('href')`);
      await page.press('Enter');
      await page.waitUntil(`location.pathname + location.search + location.hash === ${js(href)}`, `the hit ${href}`);
      // Chinese words, split by Intl.Segmenter in the search worker.
      await page.goto('/zh-CN');
      await page.click('#site-search');
      await page.type('固定列');
      await page.waitUntil(
        `[...${options}].some((option) => option.getAttribute('href').startsWith('/zh-CN/demo/fixed-columns'))`,
        'the fixed-columns page among the hits',
      );
      await noErrors(page);
    });

    it('switches colour, and an iframe demo follows', SLOW, async () => {
      await page.goto('/demo/iframe');
      const inFrame = `document.querySelector('.previewer iframe')?.contentDocument?.documentElement?.getAttribute('data-prefers-color')`;
      await page.waitUntil(
        `${inFrame} === 'light' && document.querySelector('.previewer iframe').contentDocument.querySelector('.rc-table')`,
        'the framed demo in light',
      );
      await page.eval(
        `(() => { const select = document.querySelector('[data-testid="color-switch"]'); select.value = 'dark'; select.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`,
      );
      await page.waitUntil(
        `document.documentElement.getAttribute('data-prefers-color') === 'dark' && ${inFrame} === 'dark'`,
        'dark in the page and its frame',
      );
      await page.eval(
        `(() => { const select = document.querySelector('[data-testid="color-switch"]'); select.value = 'light'; select.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`,
      );
      await page.waitUntil(`${inFrame} === 'light'`, 'light again in the frame');
      await noErrors(page);
    });

    it('switches language and keeps the anchor, in the link itself too', SLOW, async () => {
      await page.goto('/demo/simple#demo-simple');
      const link = `.header-tools a[hreflang="zh-CN"]`;
      await page.waitUntil(
        `document.querySelector(${js(link)}).getAttribute('href') === '/zh-CN/demo/simple#demo-simple'`,
        'the link to keep the anchor',
      );
      await page.click(link);
      await page.waitUntil(
        `location.pathname === '/zh-CN/demo/simple' && location.hash === '#demo-simple' && document.documentElement.lang === 'zh-CN'`,
        'the Chinese page at the anchor',
      );
      await noErrors(page);
    });

    it('compiles an edit, shows a compile error, and stops an endless loop', SLOW, async () => {
      await page.goto('/demo/simple');
      await clickNamed(page, '.previewer-toolbar button', 'Show code');
      await clickNamed(page, '.previewer .code-actions button', 'Edit code');
      await page.waitUntil(`document.activeElement?.closest('.cm-editor')`, 'the editor to take the focus');
      // At the end of the module: a statement that does not parse, then, once fixed, a loop that never ends.
      await page.press('End', { control: true });
      await page.type('\n)');
      const alert = `document.querySelector('.previewer .live-error[role="alert"]')?.textContent ?? ''`;
      await page.waitUntil(`/simple\\.tsx:\\d+/.test(${alert})`, 'the compile error with its line');
      await page.press('Backspace');
      await page.type('while (true) {}');
      await page.waitUntil(`${alert}.includes('A loop ran for over 1 s')`, 'the loop guard', 60_000);
      // The page still answers.
      await page.eval(`document.querySelector('[data-testid="color-switch"]').focus(), true`);
      expect(await page.eval('document.activeElement.dataset.testid')).toBe('color-switch');
      const errors = (await page.errors()).filter(
        (line) => !/loop ran|error boundary|above error|simple\.tsx/i.test(line),
      );
      expect(errors).toEqual([]);
    });

    it('opens the playground from a link and runs its code after Run', SLOW, async () => {
      await page.goto('/demo/simple');
      const code = `import Table from '@rc-component/table';\n\nexport default function Demo() {\n  return <Table caption="Linked from afar" columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]} data={[{ key: 1, name: 'Ada' }]} />;\n}\n`;
      const link = `/~playground?demo=simple#code=${LZString.compressToEncodedURIComponent(JSON.stringify({ 'simple.tsx': code }))}`;
      await page.goto(link);
      await clickNamed(page, 'button', 'Run this code');
      await page.waitUntil(
        `[...document.querySelectorAll('caption')].some((c) => c.textContent === 'Linked from afar')`,
        'the linked code rendered',
      );
      await noErrors(page);
    });

    it('runs a performance lab scenario when asked, and reports its figures', SLOW, async () => {
      await page.goto('/performance');
      // The lab's code comes after the page hydrates: its form answers once React has attached to it.
      await page.waitUntil(
        `Object.keys(document.querySelector('.performance-lab select') ?? {}).some((key) => key.startsWith('__reactProps'))`,
        'the lab’s form',
      );
      // A small scenario: VirtualTable, 100 records, 10 columns, chosen as a visitor's select would.
      await page.eval(
        `(() => { const picks = { Component: 'VirtualTable', Records: '100', Columns: '10' };
          for (const label of document.querySelectorAll('.performance-lab label')) {
            const select = document.getElementById(label.htmlFor);
            const name = label.textContent.trim();
            if (select && picks[name]) { select.value = picks[name]; select.dispatchEvent(new Event('change', { bubbles: true })); }
          }
          return true; })()`,
      );
      await page.waitUntil(
        `document.querySelector('.performance-lab legend')?.textContent === 'VirtualTable, 100 × 10, plain cells'`,
        'the chosen scenario',
      );
      await clickNamed(page, 'button', 'Run');
      await page.waitUntil(
        `/^Done: \\d runs\\.$/.test(document.querySelector('.performance-lab [role=status]')?.textContent ?? '')`,
        'the runs done',
      );
      const mount = await page.eval<string>(`document.querySelector('.performance-lab tbody tr td').textContent`);
      expect(mount).toMatch(/^\d[\d,.]*[\d,.]+–[\d,.]+, [23] runs; first run [\d,.]+$/);
      await noErrors(page);
    });

    it('reaches the header and a demo’s toolbar with Tab, and opens the code with Enter', SLOW, async () => {
      await page.goto('/demo/simple');
      const focused = `(() => { const el = document.activeElement; return el && el !== document.body ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40) : ''; })()`;
      await page.press('Tab');
      expect(await page.eval(focused)).toMatch(/^Skip to content/);
      const seen: string[] = [];
      for (let i = 0; i < 80 && seen.at(-1) !== 'Show code'; i++) {
        await page.press('Tab');
        seen.push(await page.eval<string>(focused));
      }
      expect(seen.some((name) => name.endsWith('中文'))).toBe(true);
      expect(seen.some((name) => /search/i.test(name))).toBe(true);
      expect(seen.at(-1)).toBe('Show code');
      await page.press('Enter');
      await page.waitUntil(`document.querySelector('.previewer pre')`, 'the code panel');
      await noErrors(page);
    });

    it('says which chunk failed when offline, and Try again loads it once online', SLOW, async () => {
      await page.goto('/demo/simple');
      // The list of each page's files comes at an idle moment after hydration; the page's own chunk is to fail here.
      await page.waitUntil(
        `performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/route-files-'))`,
        'the route-files list',
      );
      await page.eval('(window.__samePage = 7)');
      proxy.setOffline(true);
      try {
        await page.click('.sidebar a[href="/demo/grouping-columns"]');
        await page.waitUntil(`document.querySelector('main .chunk-error')`, 'the chunk error');
        expect(await path(page)).toBe('/demo/simple');
      } finally {
        proxy.setOffline(false);
      }
      await clickNamed(page, 'main .chunk-error button', 'Try again');
      await page.waitUntil(
        `location.pathname === '/demo/grouping-columns' && document.querySelector('.previewer .rc-table')`,
        'the page after the retry',
      );
      // Chromium and WebKit import the chunk again in the same document. Firefox keeps a failed module for the
      // document's life, so the site loads the page as a whole document instead (ChunkLoadError.stale).
      expect(await page.eval('window.__samePage ?? null')).toBe(engine === 'firefox' ? null : 7);
      // The failed requests were reported by the browser as it lost them; nothing else may be.
      const errors = (await page.errors()).filter((line) => !/chunk|fetch|import|network|load/i.test(line));
      expect(errors).toEqual([]);
    });
  });
}
