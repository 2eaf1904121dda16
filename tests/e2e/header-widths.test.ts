/** The header at every window width from a small phone to a wide desktop, in both languages. */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.ts';

/** What overflows or wraps in the header at the window's current width (empty when all is well). */
const headerFaults = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) faults.push(`page ${document.documentElement.scrollWidth} wide`);
    const header = document.querySelector('.header')!.getBoundingClientRect();
    const items = document.querySelectorAll<HTMLElement>(
      '.header .logo, .header .nav-item > a, .header .nav-menu > summary, .header-tools > *, .header-tools a, .header-tools button, .header-tools select',
    );
    for (const item of items) {
      const box = item.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(item).visibility === 'hidden') continue;
      const name = `${item.tagName.toLowerCase()}.${item.className} "${(item.textContent ?? '').trim().slice(0, 20)}"`;
      if (box.left < 0 || box.right > width + 0.5) faults.push(`${name} outside: ${box.left}..${box.right}`);
      if (box.top < header.top || box.bottom > header.bottom) faults.push(`${name} off the bar`);
      // One line of text or an icon: never two lines' height.
      if (box.height > 44) faults.push(`${name} ${box.height} px tall`);
    }
    return faults;
  });

describe('header at every width', () => {
  it.for(['/', '/zh-CN'])(
    '%s from 320 to 1920 px: no sideways scroll, every item on one line and in view',
    async (path, { site }) => {
      const { page } = await site.open(path, { viewport: { width: 1280, height: 700 } });
      const faults: string[] = [];
      for (let width = 320; width <= 1920; width += 10) {
        await page.setViewportSize({ width, height: 700 });
        for (const fault of await headerFaults(page)) faults.push(`${width}: ${fault}`);
      }
      expect(faults).toEqual([]);
    },
  );
});
