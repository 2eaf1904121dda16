/**
 * axe-core (WCAG 2.1 A and AA rules) where the page walk (tests/support/page-walk.ts) does not reach: a sample of pages at 375 px,
 * and open menus, drawer and search results.
 */
import { describe, expect } from 'vitest';
import { audit, auditBoth, STILL } from '../support/axe.ts';
import { it, type Tab } from '../support/fixtures.ts';

const PHONE = { ...STILL, viewport: { width: 375, height: 740 } };
const PHONE_SAMPLE = [
  '/',
  '/zh-CN',
  '/changelog',
  '/demo',
  '/demo/simple',
  '/demo/fixed-columns',
  '/demo/scroll-xy',
  '/demo/expanded-row-render',
  '/demo/virtual-list-grid',
  '/zh-CN/demo/sticky-header',
  '/zh-CN/demo/column-resize',
  '/no/such/page',
  '/~playground',
  '/zh-CN/~playground?demo=simple',
  // A demo taller than the phone's preview: the preview scrolls, and holds nothing focusable of its own.
  '/~playground?demo=virtual',
  // The version lens applied (props a release lacks in the secondary colour, its notice at the foot of the window),
  // and the upgrade view's pair from the address.
  '/?v=1.0.0',
  '/upgrade?from=1.4.0&to=1.12.0',
];

describe('axe, 375 px, light and dark', () => {
  let tab: Tab;
  it.beforeAll(async ({ openTab }) => {
    tab = await openTab(PHONE);
  });

  it.each(PHONE_SAMPLE)('%s', async (url) => {
    await tab.go(url);
    const { page } = tab;
    // The playground compiles its demo after hydration: audited once the demo's table is there.
    if (url.includes('~playground?demo=')) await page.locator('.playground-preview table').first().waitFor();
    if (url.includes('?v=')) await page.locator('.version-lens-banner').waitFor();
    if (url.includes('?from=')) await page.locator('.upgrade[data-ready]').waitFor();
    expect(await auditBoth(page)).toEqual([]);
  });

  it('the open menu drawer', async ({ site }) => {
    const { page } = await site.open('/demo/simple', PHONE);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('.sidebar.open').waitFor();
    // Both menus open: the guides and the links.
    for (const summary of await page.locator('.drawer-nav summary').all()) await summary.click();
    expect(await auditBoth(page)).toEqual([]);
  });

  it('the open search with results', async ({ site }) => {
    const { page } = await site.open('/zh-CN/demo/simple', PHONE);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.locator('#site-search').fill('fixed');
    await page.locator('.search-hit').first().waitFor();
    expect(await auditBoth(page)).toEqual([]);
  });
});

describe('axe, desktop menus', () => {
  it('the open Guides menu and search results', async ({ site }) => {
    const { page } = await site.open('/changelog', STILL);
    await page.locator('.header-nav summary').first().click();
    expect(await audit(page, 'light')).toEqual([]);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('sticky');
    await page.locator('.search-hit').first().waitFor();
    expect(await auditBoth(page)).toEqual([]);
  });
});

// Between phone and desktop: the search is an icon, the side table of contents gives way to the one at the top.
const NARROW = { ...STILL, viewport: { width: 900, height: 800 } };

describe('axe, 900 px, light and dark', () => {
  let tab: Tab;
  it.beforeAll(async ({ openTab }) => {
    tab = await openTab(NARROW);
  });

  it.each(['/', '/zh-CN', '/changelog', '/zh-CN/migration', '/demo/simple', '/#properties-rowKey'])(
    '%s',
    async (url) => {
      await tab.go(url);
      expect(await auditBoth(tab.page)).toEqual([]);
    },
  );

  it('the open "On this page" list and another package manager chosen', async () => {
    await tab.go('/migration');
    await tab.page.locator('.toc-inline summary').click();
    await tab.page.locator('.install-tabs [role="tab"]', { hasText: 'pnpm' }).first().click();
    expect(await auditBoth(tab.page)).toEqual([]);
  });
});

describe('scroll boxes of tables out of view', () => {
  it('/migration, 375 px: a table box is a keyboard region until shown, then exactly when it overflows', async ({
    site,
  }) => {
    const { page } = await site.open('/migration', PHONE);
    const boxes = page.locator('.markdown .table-wrap');
    const count = await boxes.count();
    expect(count).toBeGreaterThan(2);
    // The last table is far below the first screen: not laid out yet, and offered to the keyboard.
    const last = boxes.last();
    expect(await last.evaluate((box) => box.getBoundingClientRect().top > innerHeight * 2)).toBe(true);
    expect(await last.getAttribute('tabindex')).toBe('0');
    expect(await last.getAttribute('role')).toBe('region');
    // Once each is shown, it stays a region only where its table is wider than its box.
    const overflowing: boolean[] = [];
    for (let i = 0; i < count; i++) {
      const box = boxes.nth(i);
      await box.scrollIntoViewIfNeeded();
      await expect
        .poll(() => box.evaluate((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })))
        .toBe(true);
      const wide = await box.evaluate((el) => el.scrollWidth > el.clientWidth);
      overflowing.push(wide);
      await expect.poll(() => box.getAttribute('role')).toBe(wide ? 'region' : null);
    }
    // Both kinds are on the page, so both rules ran.
    expect(overflowing).toContain(true);
    expect(overflowing).toContain(false);
  });
});
