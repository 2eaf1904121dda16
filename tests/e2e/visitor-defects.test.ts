/**
 * What a visitor trips over, each in a real browser: sticky headers and their scroll bar, captions of wide tables,
 * the Links menu, the sidebar on a direct load, phones, the type reference, anchors in tabs, the 404 title, design
 * export names, the colour control before scripts, and expandable rows from the keyboard.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { injectAxe } from '../support/axe.ts';
import { siteUrl } from '../support/site.ts';
import { it } from '../support/fixtures.ts';

const PHONE = { viewport: { width: 375, height: 740 } };

/** Scrolls the window so the first table's top is `offset` pixels above the top of the window. */
async function scrollPastTableTop(page: Page, offset: number) {
  await page.evaluate((by) => {
    const table = document.querySelector('.rc-table')!;
    window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY + by);
  }, offset);
  await page.waitForTimeout(300);
}

describe('sticky header', () => {
  it('keeps the stuck header, fixed columns included, above the body', async ({ site }) => {
    const { page, errors } = await site.open('/demo/sticky-header');
    await scrollPastTableTop(page, 600);
    // Every header cell whose middle is in view, the fixed ones ('#', 'Name') included.
    const hits = await page.evaluate(() => {
      const header = document.querySelector('.rc-table-header')!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>('.rc-table-header th')].flatMap((th) => {
        const box = th.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        if (x < header.left || x > header.right) return [];
        const hit = document.elementFromPoint(x, y);
        return `${th.textContent}: ${hit?.closest('.rc-table-header') ? 'header' : (hit?.textContent ?? 'nothing')}`;
      });
    });
    expect(hits).toContain('Name: header');
    expect(hits.length).toBeGreaterThan(2);
    expect(hits.filter((hit) => !hit.endsWith(': header'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows its horizontal scroll bar inside the window, and a mouse can drag it', async ({ site }) => {
    const { page } = await site.open('/demo/sticky-header');
    await scrollPastTableTop(page, 200);
    const bar = page.locator('.rc-table-sticky-scroll-bar');
    await bar.waitFor();
    const box = (await bar.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.height).toBeGreaterThanOrEqual(6);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 220, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => page.locator('.rc-table-body').evaluate((body) => body.scrollLeft)).toBeGreaterThan(100);
  });
});

describe('captions of wide tables', () => {
  it.for(['/demo/fixed-columns', '/demo/scroll-x', '/demo/expanded-sticky'])(
    'stay in view when %s scrolls sideways',
    async (url, { site }) => {
      const { page } = await site.open(url);
      const caption = page.locator('.rc-table-caption').first();
      const before = (await caption.boundingBox())!;
      await page
        .locator('.rc-table-content')
        .first()
        .evaluate((box) => (box.scrollLeft = 300));
      await page.waitForTimeout(100);
      const after = (await caption.boundingBox())!;
      expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
      expect((await caption.innerText()).length).toBeGreaterThan(0);
    },
  );
});

describe('menus in the header', () => {
  it('closes on Escape, with focus back on its summary, and on navigation', async ({ site }) => {
    const { page } = await site.open('/');
    const menu = page.locator('.header-nav details.nav-menu').first();
    const summary = menu.locator('summary');
    await summary.click();
    expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);

    await summary.click();
    expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    await menu.getByRole('link', { name: 'Styling' }).click();
    await page.waitForURL(/\/styling$/);
    await expect.poll(() => menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
  });
});

describe('sidebar', () => {
  it('shows the current page on a direct load far down the list, without moving the page', async ({ site }) => {
    const { page } = await site.open('/demo/virtual');
    const state = await page.evaluate(() => {
      const link = document.querySelector('#sidebar [aria-current="page"]')!;
      const sidebar = document.getElementById('sidebar')!.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      return { inside: box.top >= sidebar.top && box.bottom <= Math.min(sidebar.bottom, innerHeight), y: scrollY };
    });
    expect(state).toEqual({ inside: true, y: 0 });
  });
});

describe('phones', () => {
  it('shows every cell of the API tables inside the screen at 375 px', async ({ site }) => {
    const { page } = await site.open('/', PHONE);
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.markdown table')].flatMap((table) =>
        [...table.querySelectorAll('tbody tr:first-child > *')]
          .filter((cell) => {
            const box = cell.getBoundingClientRect();
            return box.left < 0 || box.right > innerWidth;
          })
          .map((cell) => `${table.querySelector('tbody tr')!.firstElementChild!.textContent}: ${cell.textContent}`),
      ),
    );
    expect(cut).toEqual([]);
  });

  it('marks a demo table that scrolls sideways with a fading edge, on the side with more', async ({ site }) => {
    const { page } = await site.open('/demo/simple', PHONE);
    const scroller = page.locator('.rc-table-content').first();
    expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    const mask = () => scroller.evaluate((box) => getComputedStyle(box).maskImage);
    await expect.poll(mask).toMatch(/gradient/);
    const atStart = await mask();
    await scroller.evaluate((box) => (box.scrollLeft = box.scrollWidth));
    await expect.poll(mask).not.toBe(atStart);
  });
});

describe('full type reference', () => {
  it('has real headings of normal size, listed in the table of contents', async ({ site }) => {
    const { page } = await site.open('/');
    // The headings after "Full type reference", up to the next heading of its level or above.
    const headings = await page.evaluate(() => {
      const all = [...document.querySelectorAll('.doc :is(h2, h3, h4, h5, h6)')];
      const start = all.findIndex((el) => el.id === 'full-type-reference');
      const level = (el: Element) => Number(el.tagName[1]);
      const found: { id: string; text: string; size: number }[] = [];
      for (const el of all.slice(start + 1)) {
        if (level(el) <= level(all[start])) break;
        found.push({ id: el.id, text: el.textContent!, size: parseFloat(getComputedStyle(el).fontSize) });
      }
      return found;
    });
    expect(headings.map((heading) => heading.text.replace('#', ''))).toContain('TableProps');
    expect(headings.length).toBe(6);
    for (const heading of headings) {
      expect(heading.size).toBeGreaterThanOrEqual(16);
      expect(await page.locator(`.toc a[href="#${heading.id}"]`).count()).toBe(1);
    }
  });
});

describe('anchors inside tabs', () => {
  it('scrolls a direct load of /changelog?tab=rc-table#upgrading to its heading, and the toc follows', async ({
    site,
  }) => {
    // The tab is short: in a window this high the heading starts out of place, and the page can scroll to it (or
    // to its end, when the heading cannot reach the top).
    const { page } = await site.open('/changelog?tab=rc-table#upgrading', {
      viewport: { width: 1280, height: 480 },
    });
    const placed = () =>
      page.evaluate(() => {
        const top = document.getElementById('upgrading')!.getBoundingClientRect().top;
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        return top >= 0 && (top < 200 || (atEnd && window.scrollY > 0));
      });
    await expect.poll(placed).toBe(true);
    await expect.poll(() => page.locator('.toc a[aria-current="location"]').getAttribute('href')).toBe('#upgrading');
  });
});

describe('small ones', () => {
  it('gives the Chinese 404 page a Chinese title', async ({ site }) => {
    const { page } = await site.open('/zh-CN/no/such/page');
    expect(await page.title()).toContain('页面未找到');
  });

  it('names no Sketch layer in Chinese on the English site', async ({ site }) => {
    const { page } = await site.open('/demo/simple', { permissions: ['clipboard-read', 'clipboard-write'] });
    const previewer = page.locator('#demo-simple');
    await previewer.getByRole('button', { name: 'Copy as Sketch layers' }).click();
    await expect
      .poll(() => previewer.getByRole('status').innerText(), { timeout: 20_000 })
      .toBe('Sketch layers copied to the clipboard.');
    const names: string[] = [];
    const walk = (layer: { _class?: string; name?: string; layers?: unknown[] }) => {
      if (layer._class !== 'text' && layer.name) names.push(layer.name);
      for (const child of layer.layers ?? []) walk(child as typeof layer);
    };
    walk(JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { layers: unknown[] });
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /[\u3400-\u9fff]/.test(name))).toEqual([]);
  });

  it('never shows "Light" on the colour control when dark is stored, before the scripts run', async ({ site }) => {
    const { page } = await site.open('');
    await page.context().addInitScript(() => localStorage.setItem('prefers-color', 'dark'));
    // The module scripts never arrive: the page stays as prerendered, with only the inline colour script run.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(siteUrl() + '/demo/simple');
    const select = page.getByTestId('color-switch');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'))).toBe('dark');
    const shown = (await select.isVisible())
      ? await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0].text)
      : 'hidden';
    expect(shown).not.toBe('Light');
  });
});

describe('expandable rows from the keyboard', () => {
  it.for([
    '/demo/expanded-row-render',
    '/demo/expanded-sticky',
    '/demo/sub-table',
    '/demo/children-indent',
    '/zh-CN/demo/expanded-row-render',
  ])('%s: every expand icon is a named button that Enter toggles', async (url, { site }) => {
    const { page, errors } = await site.open(url);
    const icons = page.locator('.previewer-demo .rc-table-tbody .rc-table-row-expand-icon:not(.rc-table-row-spaced)');
    expect(await icons.count()).toBeGreaterThan(0);
    const described = await icons.evaluateAll((els) =>
      els.map((el) => `${el.tagName} ${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('aria-expanded')}`),
    );
    for (const line of described) expect(line).toMatch(/^BUTTON \S.* (true|false)$/);
    const first = page
      .locator('.previewer-demo .rc-table-tbody .rc-table-row-expand-icon[aria-expanded="false"]')
      .first();
    const label = (await first.getAttribute('aria-label'))!;
    await first.focus();
    await page.keyboard.press('Enter');
    const again = page.locator(`.previewer-demo button[aria-label="${label}"]`).first();
    await expect.poll(() => again.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => again.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it.for(['/demo/expanded-row-render', '/demo/expanded-sticky', '/demo/sub-table'])(
    '%s: the expand column has a header axe accepts',
    async (url, { site }) => {
      const { page } = await site.open(url);
      await injectAxe(page);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: object, options: object) => Promise<unknown> } }).axe;
        const result = (await axe.run(
          { include: ['.previewer-demo'] },
          { runOnly: { type: 'rule', values: ['empty-table-header'] } },
        )) as { violations: { nodes: { target: string[] }[] }[] };
        return result.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
      });
      expect(violations).toEqual([]);
    },
  );
});
