/**
 * TypeScript in the live editor: a type error is marked at its line as the visitor types, completion lists the
 * table's props, and the type of a name shows under the pointer; the checker loads only once editing starts.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { openEditor } from '../support/editor.ts';
import { it } from '../support/fixtures.ts';

const SLOW = { timeout: 30_000 };

/**
 * Puts the cursor at the end of the line that holds `text`. The editor draws only the lines in view, so it is
 * scrolled (the wheel over it) until that line is drawn.
 */
async function endOfLine(page: Page, scope: Locator, text: string) {
  const line = scope.locator('.cm-line', { hasText: text }).first();
  await scope.locator('.cm-content').scrollIntoViewIfNeeded();
  await scope.locator('.cm-content').hover();
  for (let tries = 0; tries < 40 && !(await line.count()); tries++) await page.mouse.wheel(0, 300);
  await line.click();
  await page.keyboard.press('End');
}

describe('types in the live editor', () => {
  it('loads the checker only when editing starts, then marks a type error at its line', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const previewer = page.locator('.previewer').first();
    await previewer.getByRole('button', { name: 'Show code' }).click();
    expect(workers.filter((url) => url.includes('ts-worker'))).toEqual([]);
    await previewer.getByRole('button', { name: 'Edit code' }).click();
    await previewer.locator('.cm-content').waitFor(SLOW);
    await endOfLine(page, previewer, 'const dollars');
    await page.keyboard.insertText("\nconst count: number = 'seven';");
    const marked = previewer.locator('.cm-lintRange-error', { hasText: 'count' });
    await marked.waitFor(SLOW);
    expect(workers.some((url) => url.includes('ts-worker'))).toBe(true);
    // The gutter sign is on the line typed, and its message is the compiler's.
    const line = previewer.locator('.cm-line', { hasText: "const count: number = 'seven';" });
    expect(await line.count()).toBe(1);
    await marked.hover();
    const tooltip = page.locator('.cm-tooltip-lint');
    await tooltip.waitFor(SLOW);
    expect(await tooltip.innerText()).toContain("Type 'string' is not assignable to type 'number'.");
  });

  it('completes a Table prop and shows the type under the pointer', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const previewer = await openEditor(page);
    await endOfLine(page, previewer, 'caption="Recent orders"');
    // Inside the JSX element, before its closing "/>": a new prop.
    const line = await previewer.locator('.cm-line', { hasText: 'caption="Recent orders"' }).innerText();
    const back = line.length - line.indexOf(' />');
    for (let i = 0; i < back; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(' scro');
    const list = page.locator('.cm-tooltip-autocomplete');
    await list.waitFor(SLOW);
    expect(await list.locator('li').allInnerTexts()).toContain('scroll');
    await page.keyboard.press('Escape');
    await previewer
      .locator('.cm-line span', { hasText: /^columns$/ })
      .first()
      .hover();
    const info = page.locator('.cm-type-info');
    await info.waitFor(SLOW);
    expect(await info.innerText()).toMatch(/const columns: ColumnsType<Order>/);
  });
});
