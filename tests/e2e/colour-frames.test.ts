/** Iframe demos and standalone demo pages take the colour mode before first paint and follow the switch live. */
import { describe, expect } from 'vitest';
import { siteUrl, visit } from '../support/site.ts';
import { it } from '../support/fixtures.ts';
import { recordFirstPaintTheme } from '../support/colour.ts';

const theme = () => document.documentElement.getAttribute('data-prefers-color');

describe('colour in demo frames and standalone pages', () => {
  it('an iframe demo follows the page colour switch without a reload', async ({ site }) => {
    const { page, errors } = await site.open('/demo/iframe');
    const frame = page.frameLocator('.previewer iframe').first();
    await frame.locator('.standalone-demo .rc-table').waitFor();
    const inFrame = () =>
      page
        .locator('.previewer iframe')
        .first()
        .evaluate((el) => {
          const root = (el as HTMLIFrameElement).contentDocument!.documentElement;
          return root.getAttribute('data-prefers-color');
        });
    expect(await inFrame()).toBe('light');
    await page.getByLabel('Colour theme').selectOption('dark');
    await expect.poll(inFrame).toBe('dark');
    await page.getByLabel('Colour theme').selectOption('light');
    await expect.poll(inFrame).toBe('light');
    expect(errors).toEqual([]);
  });

  it('a standalone demo page open in another tab follows the switch', async ({ site }) => {
    const { page, errors } = await site.open('/demo/simple');
    const other = await page.context().newPage();
    await visit(other, `${siteUrl()}/~demos/simple`);
    expect(await other.evaluate(theme)).toBe('light');
    await page.getByLabel('Colour theme').selectOption('dark');
    await other.waitForFunction(() => document.documentElement.getAttribute('data-prefers-color') === 'dark');
    expect(errors).toEqual([]);
  });

  it.for(['/~demos/simple', '/~demos/simple?locale=zh-CN', '/~playground?demo=simple'])(
    '%s paints in the stored dark mode from the first paint, without a hydration error',
    async (address, { site }) => {
      const { page, errors } = await site.open('');
      await page.addInitScript(() => localStorage.setItem('prefers-color', 'dark'));
      await page.addInitScript(recordFirstPaintTheme);
      await visit(page, siteUrl() + address);
      expect(await page.evaluate(() => (window as unknown as { firstTheme: string }).firstTheme)).toBe('dark');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
      expect(errors).toEqual([]);
    },
  );
});
