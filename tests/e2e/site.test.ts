/** The site's machinery in a real browser: routes, prerendered text, languages, colour, 404, trailing slash. */
import { describe, expect } from 'vitest';
import { allPages, demoPages } from '../support/pages.ts';
import { hydrated, siteUrl, visit } from '../support/site.ts';
import { it } from '../support/fixtures.ts';
import { recordFirstPaintTheme } from '../support/colour.ts';

async function rawHtml(path: string) {
  const response = await fetch(siteUrl() + path);
  const html = await response.text();
  // The words as a reader sees them: tags (such as highlighting spans) removed.
  return { status: response.status, html, text: html.replace(/<[^>]+>/g, '') };
}

/** Client navigation renders in a transition: wait for the new page's heading. */
async function headingIs(page: import('playwright-core').Page, text: string) {
  await page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, text);
}

describe('prerendered pages', () => {
  it('every page answers with its text in the HTML, in both languages', async () => {
    const urls = allPages();
    expect(urls.length).toBeGreaterThanOrEqual(12);
    for (const url of urls) {
      const { status, html } = await rawHtml(url);
      expect(status, url).toBe(200);
      expect(html, url).toMatch(/<h1[^>]*>[^<]+/);
      expect(html, url).toContain(url.startsWith('/zh-CN') ? 'lang="zh-CN"' : 'lang="en"');
    }
  });

  it('has the words of the home, changelog and simple demo pages in the HTML', async () => {
    expect((await rawHtml('/')).text).toContain('npm install @rc-component/table');
    expect((await rawHtml('/changelog')).html).toContain('1.12.0');
    const simple = (await rawHtml('/demo/simple')).html;
    expect(simple).toContain('Amara Okafor');
    expect(simple).toContain('rc-table');
    const zh = (await rawHtml('/zh-CN/demo/simple')).html;
    expect(zh).toContain('基本用法');
    expect(zh).toContain('Amara Okafor');
  });

  it('lists every demo on the /demo overview', async ({ site }) => {
    const { page } = await site.open('/demo');
    const links = await page.locator('.demo-index a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const expected = demoPages()
      .filter((doc) => doc.locale === 'en-US')
      .map((doc) => doc.url);
    expect(links.sort()).toEqual(expected.sort());
    await expect(page.locator('.demo-index a[href="/demo/virtual"]').textContent()).resolves.toContain(
      'Fifty thousand rows, with only the visible ones in the page.',
    );
  });

  it("hydrates the home page's example once its code arrives, showing its table all along", async ({ site }) => {
    const { page, errors } = await site.open('');
    // Counts the moments the example's table is missing from the page, from the first parsed byte on.
    await page.addInitScript(() => {
      const w = window as unknown as { tableGone: number };
      w.tableGone = 0;
      new MutationObserver(() => {
        if (document.querySelector('.previewer') && !document.querySelector('.previewer .rc-table')) w.tableGone++;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${siteUrl()}/`);
    await page.waitForFunction(() => {
      const table = document.querySelector('.previewer .rc-table');
      return !!table && Object.keys(table).some((key) => key.startsWith('__reactFiber'));
    });
    expect(await page.evaluate(() => (window as unknown as { tableGone: number }).tableGone)).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('tabs', () => {
  it('opens the second tab from the address, and switches tabs on the client', async ({ site }) => {
    const { page, errors } = await site.open('/changelog?tab=rc-table');
    // The second tab is not in the prerendered HTML: it arrives with the page's HTML chunk.
    await page.locator('h2#upgrading').waitFor();
    await expect(page.locator('h2[id="1-12-0"]').count()).resolves.toBe(0);
    await page.locator('.page-tabs').getByRole('link', { name: 'Releases' }).click();
    await page.locator('h2[id="1-12-0"]').waitFor();
    await expect(page.locator('h2#upgrading').count()).resolves.toBe(0);
    await page.locator('.page-tabs').getByRole('link', { name: 'From rc-table' }).click();
    await page.locator('h2#upgrading').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('navigation', () => {
  it('removes a trailing slash without reloading', async ({ site }) => {
    const { page } = await site.open('');
    await page.addInitScript(() =>
      sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1)),
    );
    await page.goto(`${siteUrl()}/demo/simple/`);
    await page.waitForFunction(() => window.location.pathname === '/demo/simple');
    expect(await page.evaluate(() => sessionStorage.getItem('loads'))).toBe('1');
  });

  it('shows PAGE NOT FOUND for an unknown path, in its language', async ({ site }) => {
    expect((await rawHtml('/no/such/page')).status).toBe(404);
    const { page } = await site.open('/no/such/page');
    await expect(page.locator('h1').textContent()).resolves.toBe('PAGE NOT FOUND');
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await page.waitForURL(`${siteUrl()}/`);
    await visit(page, `${siteUrl()}/zh-CN/no/such/page`);
    await expect(page.locator('h1').textContent()).resolves.toBe('页面未找到');
    await expect(page.getByRole('link', { name: '返回首页' }).count()).resolves.toBe(1);
  });

  it('switches language and stays on the same page', async ({ site }) => {
    const { page } = await site.open('/demo/fixed-columns');
    await page.getByRole('link', { name: /中文/ }).click();
    await page.waitForURL(`${siteUrl()}/zh-CN/demo/fixed-columns`);
    await headingIs(page, '固定列');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.getByRole('link', { name: /English/ }).click();
    await page.waitForURL(`${siteUrl()}/demo/fixed-columns`);
  });

  it('moves between pages from the sidebar on the client', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator('.sidebar').getByRole('link', { name: 'Virtual table' }).click();
    await page.waitForURL(`${siteUrl()}/demo/virtual`);
    await headingIs(page, 'Virtual table');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  it('opens the menu drawer on a phone', async ({ site }) => {
    const { page } = await site.open('/demo/simple', { viewport: { width: 375, height: 740 } });
    await expect(page.locator('.sidebar').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.locator('.sidebar').getByRole('link', { name: 'Fixed columns', exact: true }).isVisible(),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('shows a demo alone at /~demos/{id}, in the language of ?locale=', async ({ site }) => {
    const { page, errors } = await site.open('/~demos/simple?locale=zh-CN');
    await page.locator('.standalone .rc-table').waitFor();
    // The query is read once hydrated, in a transition that may end after the hydration mark: awaited, not assumed.
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await expect(page.locator('h1').textContent()).resolves.toBe('基本用法');
    await expect(page.locator('.header').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('colour preference', () => {
  it('keeps dark across a reload with no light first paint', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    await page.addInitScript(recordFirstPaintTheme);
    await page.getByLabel('Colour theme').selectOption('dark');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'))).toBe('dark');
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { firstTheme: string }).firstTheme)).toBe('dark');
    await expect(page.getByLabel('Colour theme').inputValue()).resolves.toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
  });

  it('gives light for an unknown stored value', async ({ site }) => {
    const { page } = await site.open('', { colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('prefers-color', 'purple'));
    await visit(page, `${siteUrl()}/`);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'))).toBe('light');
  });

  it('follows the system in auto, live', async ({ site }) => {
    const { page } = await site.open('/', { colorScheme: 'light' });
    await page.getByLabel('Colour theme').selectOption('auto');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'))).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-prefers-color') === 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-prefers-color') === 'light');
  });

  it('still switches when storage throws', async ({ site }) => {
    const { page, errors } = await site.open('');
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('SecurityError: storage is disabled');
        },
      });
    });
    await visit(page, `${siteUrl()}/`);
    await page.getByLabel('Colour theme').selectOption('dark');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'))).toBe('dark');
    expect(errors).toEqual([]);
  });
});
