/**
 * The styling page's stylesheet builder (plugins/styling/app/StyleBuilder.tsx) drawn alone in Chromium: every control is named
 * by its own label (a list's options or a field's value are no part of its name), the colour mode is a choice with
 * light only first, each mode says in one sentence what the download does, and the download holds what that sentence
 * says.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import texts from '../../../plugins/styling/core/styling-texts.json';
import { openLibraryPage, type LibraryPage } from '../browser.ts';

declare global {
  interface Window {
    builder: typeof import('./builder-entry.ts');
  }
}

let opened: LibraryPage;
let page: Page;
const en = (key: keyof typeof texts.builder) => texts.builder[key]['en-US'];

beforeAll(async () => {
  opened = await openLibraryPage({ entry: path.join(import.meta.dirname, 'builder-entry.ts'), name: 'builder' });
  page = opened.page;
  await page.evaluate(() => window.builder.mount('en-US'));
}, 120_000);
afterAll(() => opened?.close());

/** The stylesheet the download link holds. */
const download = async () => {
  const href = (await page.locator('a[download]').getAttribute('href'))!;
  return decodeURIComponent(href.replace(/^data:text\/css;charset=utf-8,/, ''));
};

describe('the stylesheet builder', () => {
  it('names every list and field by its label alone', async () => {
    // The names in Chromium's accessibility tree.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string } }[];
    };
    const named = (role: string) => nodes.filter((n) => n.role?.value === role).map((n) => n.name?.value);
    expect(named('combobox')).toEqual([en('preset'), en('colours'), en('borderStyle')]);
    expect(named('spinbutton')).toEqual([en('rowHeight'), en('paddingY'), en('paddingX'), en('radius')]);
    expect(named('checkbox')).toEqual([en('striped'), en('shadow')]);
    // In any engine: no list or field sits inside its label, where some engines add its options or value to the name.
    expect(await page.locator('label select, label input:not([type="radio"])').count()).toBe(0);
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const label of await page.locator('label[for]').all())
      expect(await page.locator(`[id="${await label.getAttribute('for')}"]`).count()).toBe(1);
  });

  it('starts light only, says what the download does in each mode, and the download does that', async () => {
    const mode = page.getByRole('combobox', { name: en('colours'), exact: true });
    expect(await mode.inputValue()).toBe('light');
    const note = async () =>
      (await mode.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)!.textContent))!;

    expect(await note()).toBe(en('colours.light.note'));
    let css = await download();
    expect(css).not.toContain('prefers-color-scheme');
    expect(css).not.toContain('--rc-table-bg: #15171a;');

    await mode.selectOption('dark');
    expect(await note()).toBe(en('colours.dark.note'));
    css = await download();
    expect(css).toContain('--rc-table-bg: #15171a;');
    expect(css).not.toContain('--rc-table-bg: #ffffff;');

    await mode.selectOption('system');
    expect(await note()).toBe(en('colours.system.note'));
    expect(await download()).toContain('@media (prefers-color-scheme: dark)');

    await mode.selectOption('attribute');
    await page.getByRole('textbox', { name: en('attributeName'), exact: true }).fill('data-mode');
    await page.getByRole('textbox', { name: en('attributeDark'), exact: true }).fill('night');
    expect(await note()).toContain('data-mode is "night"');
    expect(await note()).toContain('data-mode is "light"');
    css = await download();
    expect(css).toContain("[data-mode='night'] {");
    expect(css).not.toContain('prefers-color-scheme');

    // A value a selector cannot hold says why, in place of the stylesheet.
    await page.getByRole('textbox', { name: en('attributeDark'), exact: true }).fill("x']");
    expect(await page.getByRole('alert').innerText()).toMatch(/^dark value/);
    await mode.selectOption('light');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('says how to stripe VirtualTable when the stripes are on', async () => {
    const stripes = page.getByRole('checkbox', { name: en('striped'), exact: true });
    await stripes.uncheck();
    expect(await page.getByText('VirtualTable draws only the rows in view').count()).toBe(0);
    await stripes.check();
    const note = page.getByText('VirtualTable draws only the rows in view');
    expect(await note.innerText()).toContain("rowClassName={(_, index) => (index % 2 ? 'rc-table-row-stripe' : '')}");
    expect(await download()).toContain('.rc-table-tbody-virtual :where(.rc-table-row-stripe) > .rc-table-cell');
  });
});
