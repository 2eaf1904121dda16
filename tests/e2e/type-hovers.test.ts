/**
 * Types in code: a name in a TypeScript code block, or in a demo's code, shows its type when the pointer is on it
 * and when it has the focus; the keyboard reaches the names through the block (one tab stop, then arrow keys).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { audit, STILL } from '../support/axe.ts';
import { it } from '../support/fixtures.ts';

/** The typed names in `block` written `text` (their own text, without the tooltip). */
const named = (block: Locator, text: string) =>
  block.locator(`.type-ref:has(> span:not(.type-tip):text-is("${text}"))`);

/** The text of the focused element's description, and whether its tooltip is shown. */
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement!;
    const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
    const described = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    const tip = el.querySelector(':scope > .type-tip');
    return { described, shown: !!tip && getComputedStyle(tip).display !== 'none', tag: el.tagName.toLowerCase() };
  });

/** Where a shown tooltip is, against its name and the window. */
async function placement(page: Page, name: Locator) {
  const tip = name.locator(':scope > .type-tip');
  expect(await tip.isVisible()).toBe(true);
  const [tipBox, nameBox, width] = await Promise.all([
    tip.boundingBox(),
    name.boundingBox(),
    page.evaluate(() => window.innerWidth),
  ]);
  return { tip: tipBox!, name: nameBox!, width };
}

describe('types in code', () => {
  it('a markdown code block shows the type of a name under the pointer, below it and inside the window', async ({
    site,
  }) => {
    const { page, errors } = await site.open('/', STILL);
    const block = page.locator('.markdown pre[data-types]').first();
    const columns = named(block, 'columns').first();
    const tip = columns.locator(':scope > .type-tip');
    expect(await tip.isVisible()).toBe(false);
    await columns.hover();
    expect(await tip.textContent()).toMatch(/^const columns: \{\n\s+title: string;/);
    const { tip: box, name, width } = await placement(page, columns);
    expect(box.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
    expect(Math.abs(box.x - name.x)).toBeLessThan(2);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Copying the code copies the code, not the types.
    const selected = await block.evaluate((pre) => {
      getSelection()!.selectAllChildren(pre);
      return getSelection()!.toString();
    });
    expect(selected).toMatch(/^import Table from '@rc-component\/table';\n\nconst columns = \[\n/);
    expect(selected).not.toContain('const columns: {');
    expect(errors).toEqual([]);
  });

  it("a demo's code panel shows types from the library, placed at the name when the code is scrolled sideways", async ({
    site,
  }) => {
    const { page, errors } = await site.open('/demo/simple', {
      ...STILL,
      viewport: { width: 420, height: 800 },
    });
    await page.getByRole('button', { name: 'Show code' }).first().click();
    const block = page.locator('.code-panel pre[data-types]');
    await block.waitFor();
    const declared = named(block, 'columns').first();
    await declared.hover();
    expect(await declared.locator(':scope > .type-tip').textContent()).toBe('const columns: ColumnsType<Order>');
    const caption = named(block, 'caption');
    await block.evaluate((pre) => (pre.scrollLeft = pre.scrollWidth));
    await caption.hover();
    expect(await caption.locator(':scope > .type-tip').textContent()).toBe(
      '(property) TableProps<Order>.caption?: React.ReactNode',
    );
    const { tip, name, width } = await placement(page, caption);
    expect(await block.evaluate((pre) => pre.scrollLeft)).toBeGreaterThan(0);
    expect(tip.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
    expect(tip.x).toBeLessThanOrEqual(Math.max(name.x, 8) + 1);
    expect(tip.x).toBeGreaterThanOrEqual(0);
    expect(tip.x + tip.width).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
  });

  it('the keyboard reaches the types: the block is one tab stop, arrow keys move between names, Escape and Tab leave', async ({
    site,
  }) => {
    const { page } = await site.open('/', STILL);
    const block = page.locator('.markdown pre[data-types]').first();
    let steps = 0;
    while (!(await block.evaluate((pre) => pre === document.activeElement))) {
      await page.keyboard.press('Tab');
      if (++steps > 150) throw new Error('Tab never reached the first code block');
    }
    expect((await focusedDescription(page)).described).toMatch(/^Arrow keys move between the names/);
    await page.keyboard.press('ArrowRight');
    expect(await focusedDescription(page)).toEqual({
      described: '(alias) const Table: ImmutableTableType\nimport Table',
      shown: true,
      tag: 'span',
    });
    await page.keyboard.press('ArrowDown');
    expect(await focusedDescription(page)).toMatchObject({
      described: expect.stringMatching(/^const columns:/),
      shown: true,
    });
    await page.keyboard.press('ArrowRight');
    expect(await focusedDescription(page)).toMatchObject({ described: '(property) title: string', shown: true });
    await page.keyboard.press('Escape');
    expect(await block.evaluate((pre) => pre === document.activeElement)).toBe(true);
    // The names are not tab stops: Tab from one goes past the block.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    expect(await block.evaluate((pre) => pre.contains(document.activeElement))).toBe(false);
  });

  it('a shown type is readable in light and dark (axe), and the Chinese page says the keys in Chinese', async ({
    site,
  }) => {
    const { page } = await site.open('/zh-CN', STILL);
    const block = page.locator('.markdown pre[data-types]').first();
    await block.focus();
    expect((await focusedDescription(page)).described).toMatch(/^方向键/);
    await page.keyboard.press('ArrowDown');
    expect((await focusedDescription(page)).shown).toBe(true);
    const colours = () =>
      page.evaluate(() => {
        const tip = document.activeElement!.querySelector(':scope > .type-tip')!;
        return [getComputedStyle(tip).color, getComputedStyle(tip).backgroundColor];
      });
    expect(await audit(page, 'light')).toEqual([]);
    const light = await colours();
    expect(await audit(page, 'dark')).toEqual([]);
    const dark = await colours();
    expect(dark).not.toEqual(light);
    expect((await focusedDescription(page)).shown).toBe(true);
  });
});
