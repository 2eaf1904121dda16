/**
 * The furniture of a docs site: copy buttons on code blocks, a header that holds at every width, "On this page" on
 * phones, anchors that survive a language switch, edit links and the library's version, install tabs, API row
 * anchors, previous/next and titles.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/site.ts';

const browser = useBrowser();
const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

describe('copy button on code blocks', () => {
  it.each([
    ['/', 'Copy code', 'Copied!'],
    ['/migration', 'Copy code', 'Copied!'],
    ['/zh-CN', '复制代码', '已复制！'],
  ])(
    '%s: every code block outside the demos copies its code, from the mouse and the keyboard',
    async (path, name, done) => {
      const { page, errors, close } = await browser.open(path, CLIPBOARD);
      const blocks = page.locator('.markdown pre');
      const count = await blocks.count();
      expect(count).toBeGreaterThan(0);
      const buttons = page.locator('.markdown .code-copy');
      expect(await buttons.count()).toBe(count);
      for (let i = 0; i < count; i++) {
        const button = buttons.nth(i);
        expect(await button.evaluate((el) => el.tagName)).toBe('BUTTON');
        expect((await button.textContent())?.trim()).toBe(name);
      }
      // The first with the mouse: the code arrives on the clipboard, the button says so, then goes back.
      const code = (await blocks.first().innerText()).trim();
      await buttons.first().click();
      await page.waitForFunction(
        (label) => document.querySelector('.markdown .code-copy')?.textContent?.includes(label),
        done,
      );
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.trim()).toBe(code);
      // The type tooltips inside TypeScript code are not part of it.
      expect(copied).not.toContain('(alias)');
      await page.waitForFunction(
        (label) => !document.querySelector('.markdown .code-copy')?.textContent?.includes(label),
        done,
        { timeout: 5000 },
      );
      // The last from the keyboard.
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await buttons.last().focus();
      await page.keyboard.press('Enter');
      const lastCode = (await blocks.last().innerText()).trim();
      await page.waitForFunction(async (text) => (await navigator.clipboard.readText()).trim() === text, lastCode);
      expect(errors).toEqual([]);
      await close();
    },
  );
});
