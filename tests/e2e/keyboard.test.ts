/**
 * Everything from the keyboard: skip link, visible focus, nav menu, sidebar, search, language and colour switches,
 * a demo's toolbar and its code editor.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { UNTIL_QUIET } from '../../bench/trace.ts';
import { siteUrl } from '../support/site.ts';
import { it } from '../support/fixtures.ts';

const PHONE = { viewport: { width: 375, height: 740 } };

/** A short description of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`
      : 'none';
  });

/** Presses Tab until `test` holds for the focused element (at most `max` times). */
async function tabTo(page: Page, test: (el: Element) => boolean, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${test.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`Tab never reached the element; focus is on ${await focused(page)}`);
}

describe('keyboard', () => {
  it('the skip link is the first stop, shows when focused and moves focus to the main content', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^a Skip to content/);
    const box = await page.locator('.skip-link').boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'content');
    // The next Tab starts inside the content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('content')!.contains(document.activeElement))).toBe(true);
  });

  it.for(['/demo/simple', '/', '/zh-CN/changelog', '/demo/fixed-columns'])(
    'shows a focus indicator on every stop of %s',
    async (url, { site }) => {
      const { page } = await site.open(url);
      const seen: string[] = [];
      for (let i = 0; i < 70; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const ring = (s: CSSStyleDeclaration) =>
            (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
          // The search box draws its ring around the input's container.
          const container = el.closest('.search-box');
          return {
            name: `${el.tagName.toLowerCase()}.${el.className} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}`,
            visible: ring(style) || (!!container && ring(getComputedStyle(container))),
          };
        });
        if (!stop) break;
        seen.push(stop.name);
        expect(stop.visible, stop.name).toBe(true);
      }
      expect(seen.length).toBeGreaterThan(30);
    },
  );

  it("shows a demo's code, edits it and leaves the editor, from the keyboard alone", async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const named = (name: string) =>
      `(el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() === ${JSON.stringify(name)}`;
    const tabToNamed = async (name: string) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(`(${named(name)})(document.activeElement)`)) return;
      }
      throw new Error(`Tab never reached "${name}"; focus is on ${await focused(page)}`);
    };
    await tabToNamed('Show code');
    await page.keyboard.press('Enter');
    await page.locator('.previewer pre').first().waitFor();
    await tabToNamed('Edit code');
    await page.keyboard.press('Enter');
    // The editor loads and takes the focus.
    await page.waitForFunction(() => !!document.activeElement?.closest('.cm-editor'));
    const code = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/examples/simple.tsx'), 'utf8');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(code.replace('Recent orders', 'Orders typed in'));
    await page.locator('.previewer caption', { hasText: 'Orders typed in' }).waitFor();
    // Escape, then Tab, leaves the editor (as its hint says), onto the next control. CodeMirror's rule: the Tab
    // within two seconds of the Escape, as the page sees them; so both are pressed once the page has gone idle after
    // the edit (running the new code, checking its types), not while a busy machine could hold the Tab back.
    await page.evaluate(UNTIL_QUIET);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => !document.activeElement?.closest('.cm-editor') && document.activeElement !== document.body,
      ),
    ).toBe(true);
  });

  it('opens the Guides menu with Enter and reaches its links, then the Links menu', async ({ site }) => {
    const { page } = await site.open('/');
    const [guides, links] = await page.locator('.header-nav details').all();
    await tabTo(page, (el) => el.tagName === 'SUMMARY' && !!el.closest('.header-nav'));
    await page.keyboard.press('Enter');
    await expect(guides.getAttribute('open')).resolves.toBe('');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^a Compatibility/);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(guides.getAttribute('open')).resolves.toBeNull();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(links.getAttribute('open')).resolves.toBe('');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^a GitHub/);
  });

  it('moves through the sidebar and opens a page with Enter', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    await tabTo(page, (el) => el.getAttribute('href') === '/demo/virtual' && !!el.closest('.sidebar'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${siteUrl()}/demo/virtual`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Virtual table');
  });

  it('searches with Ctrl+K, the arrow keys and Enter, and closes with Escape', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    await page.keyboard.press('Control+k');
    expect(await focused(page)).toMatch(/^input#site-search/);
    await page.keyboard.type('sticky header');
    await page.locator('.search-hit').first().waitFor();
    await page.keyboard.press('Escape');
    await expect(page.locator('.search-panel').isHidden()).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.locator('.search-hit').first().waitFor();
    // The results of the whole query, not of a part typed so far: the list no longer busy.
    await page.waitForFunction(() => document.querySelector('.search-panel')?.getAttribute('aria-busy') === 'false');
    await page.keyboard.press('ArrowDown');
    const second = await page.locator('.search-hit[aria-selected="true"]').getAttribute('href');
    expect(await page.locator('#site-search').getAttribute('aria-activedescendant')).toBe('site-search-option-1');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === second);
  });

  it('switches language with Enter and colour with the arrow keys', async ({ site }) => {
    const { page } = await site.open('/demo/fixed-columns');
    await tabTo(page, (el) => el.getAttribute('hreflang') === 'zh-CN');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${siteUrl()}/zh-CN/demo/fixed-columns`);
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await tabTo(page, (el) => el.tagName === 'SELECT');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-prefers-color') === 'dark');
  });

  it('opens and closes the phone menu, and gives focus back to its button on Escape', async ({ site }) => {
    const { page } = await site.open('/demo/simple', PHONE);
    await tabTo(page, (el) => el.getAttribute('aria-controls') === 'sidebar');
    await page.keyboard.press('Enter');
    await page.locator('.sidebar.open').waitFor();
    await tabTo(page, (el) => !!el.closest('.sidebar') && el.getAttribute('href') === '/demo/key');
    await page.keyboard.press('Escape');
    await expect(page.locator('.sidebar.open').count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('sidebar');
  });

  it('opens search on a phone from its button and gives focus back on Escape', async ({ site }) => {
    const { page } = await site.open('/demo/simple', PHONE);
    await tabTo(page, (el) => el.classList.contains('search-trigger'));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'site-search');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.classList.contains('search-trigger'));
  });
});
