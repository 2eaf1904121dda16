/**
 * axe-core (WCAG 2.1 A and AA rules) on every page, in both languages and both colour modes at desktop width, and
 * on a sample of pages and open menus at 375 px. axe is injected from node_modules, never from a CDN.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allPages } from '../support/pages.ts';
import { useBrowser } from '../support/site.ts';

const browser = useBrowser();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// Reduced motion: the colour switch below must not be audited halfway through a demo's colour transition.
const STILL = { reducedMotion: 'reduce' } as const;
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
];

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

/** Violations as one line per element, in the colour mode given (set the way app/site/prefers-color.ts sets it). */
async function audit(page: Page, mode: 'light' | 'dark'): Promise<string[]> {
  await page.evaluate((value) => document.documentElement.setAttribute('data-prefers-color', value), mode);
  // Evaluated by the test driver: an injected <script> would be refused by the pages' Content-Security-Policy.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(fs.readFileSync(AXE, 'utf8'));
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags } },
      ),
    TAGS,
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${mode}: ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

describe('axe, desktop, light and dark', () => {
  it.each(allPages())('%s', async (url) => {
    const { page, close } = await browser.open(url, STILL);
    expect([...(await audit(page, 'light')), ...(await audit(page, 'dark'))]).toEqual([]);
    await close();
  });
});

describe('axe, 375 px, light and dark', () => {
  it.each(PHONE_SAMPLE)('%s', async (url) => {
    const { page, close } = await browser.open(url, PHONE);
    expect([...(await audit(page, 'light')), ...(await audit(page, 'dark'))]).toEqual([]);
    await close();
  });

  it('the open menu drawer', async () => {
    const { page, close } = await browser.open('/demo/simple', PHONE);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('.sidebar.open').waitFor();
    await page.locator('.drawer-nav summary').click();
    expect([...(await audit(page, 'light')), ...(await audit(page, 'dark'))]).toEqual([]);
    await close();
  });

  it('the open search with results', async () => {
    const { page, close } = await browser.open('/zh-CN/demo/simple', PHONE);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.locator('#site-search').fill('fixed');
    await page.locator('.search-hit').first().waitFor();
    expect([...(await audit(page, 'light')), ...(await audit(page, 'dark'))]).toEqual([]);
    await close();
  });
});

describe('axe, desktop menus', () => {
  it('the open Links menu and search results', async () => {
    const { page, close } = await browser.open('/changelog', STILL);
    await page.locator('.header-nav summary').click();
    expect(await audit(page, 'light')).toEqual([]);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('sticky');
    await page.locator('.search-hit').first().waitFor();
    expect([...(await audit(page, 'light')), ...(await audit(page, 'dark'))]).toEqual([]);
    await close();
  });
});
