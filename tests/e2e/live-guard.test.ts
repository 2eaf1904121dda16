/**
 * Live code cannot hang the page: an endless loop, in a demo's editor or in a playground link, is stopped with an
 * error naming its line while the page stays responsive; errors are marked in the editor at their line; a
 * playground link whose code was stopped asks again before it runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import LZString from 'lz-string';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { openEditor, setCode } from '../support/editor.ts';
import { it } from '../support/fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SIMPLE = fs.readFileSync(path.join(ROOT, 'docs/examples/simple.tsx'), 'utf8');
const SLOW = { timeout: 30_000 };

/** The simple demo with `line` put first in its component's body; the line it lands on is returned too. */
function simpleWith(line: string): { code: string; lineNumber: number } {
  const lines = SIMPLE.split('\n');
  const at = lines.findIndex((text) => text.startsWith('export default function')) + 1;
  lines.splice(at, 0, `  ${line}`);
  return { code: lines.join('\n'), lineNumber: at + 1 };
}

/** The page answers: choosing dark colours in the header changes the document within the default timeout. */
async function responsive(page: Page) {
  const select = page.getByTestId('color-switch').first();
  const next = (await select.inputValue()) === 'dark' ? 'light' : 'dark';
  await select.selectOption(next);
  await page.waitForFunction((mode) => document.documentElement.dataset.prefersColor === mode, next, SLOW);
}

const playgroundLink = (code: string) =>
  `/~playground?demo=simple#code=${LZString.compressToEncodedURIComponent(JSON.stringify({ 'simple.tsx': code }))}`;

describe('live code that never ends', () => {
  it('stops an endless loop typed into a demo, names its line, and keeps the page responsive', async ({ site }) => {
    const { page, errors } = await site.open('/demo/simple');
    const previewer = await openEditor(page);
    const { code, lineNumber } = simpleWith('while (true) {}');
    await setCode(page, previewer, code);
    const alert = previewer.locator('.live-error[role="alert"]');
    await alert.waitFor(SLOW);
    expect(await alert.innerText()).toContain(
      `simple.tsx:${lineNumber}: A loop ran for over 1 s without ending and was stopped.`,
    );
    await responsive(page);
    // Marked in the editor at its line, with the message beside it.
    const marked = previewer.locator('.cm-error-line');
    await marked.waitFor(SLOW);
    expect(await marked.innerText()).toContain('while (true) {}');
    expect(await previewer.locator('.cm-error-message').innerText()).toContain('A loop ran for over 1 s');
    // The gutter sign comes with the editor's next lint pass (the type checker's findings and the run's error).
    await expect.poll(() => previewer.locator('.cm-gutter-lint .cm-lint-marker-error').count(), SLOW).toBe(1);
    // Fixing the code clears the mark and renders the demo.
    await setCode(page, previewer, SIMPLE.replace('caption="Recent orders"', 'caption="Fixed orders"'));
    await previewer.locator('caption', { hasText: 'Fixed orders' }).waitFor(SLOW);
    expect(await previewer.locator('.cm-error-line').count()).toBe(0);
    expect(errors.filter((line) => !/loop ran|error boundary|above error/i.test(line))).toEqual([]);
  });

  it('reports recursion that overflows the stack at its line', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const previewer = await openEditor(page);
    const { code, lineNumber } = simpleWith('const deep = (n: number): number => deep(n + 1); deep(0);');
    await setCode(page, previewer, code);
    const alert = previewer.locator('.live-error[role="alert"]');
    await alert.waitFor(SLOW);
    expect(await alert.innerText()).toMatch(new RegExp(`simple\\.tsx:${lineNumber}:\\d+: Too much recursion`));
    await responsive(page);
  });

  it('marks a syntax error at its line', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const previewer = await openEditor(page);
    const { code, lineNumber } = simpleWith('const broken = (;');
    await setCode(page, previewer, code);
    const alert = previewer.locator('.live-error[role="alert"]');
    await alert.waitFor(SLOW);
    expect(await alert.innerText()).toMatch(new RegExp(`simple\\.tsx:${lineNumber}:\\d+: Unexpected token`));
    const marked = previewer.locator('.cm-error-line');
    await marked.waitFor(SLOW);
    expect(await marked.innerText()).toContain('const broken = (;');
  });

  it('stops an endless loop from a playground link after Run, and the link asks again next time', async ({ site }) => {
    const { code, lineNumber } = simpleWith('for (;;) {}');
    const link = playgroundLink(code);
    const { page } = await site.open(link);
    const held = page.locator('.playground-held[role="alert"]');
    await held.waitFor(SLOW);
    await held.getByRole('button', { name: 'Run this code' }).click();
    const alert = page.locator('.live-error[role="alert"]');
    await alert.waitFor(SLOW);
    expect(await alert.innerText()).toContain(`simple.tsx:${lineNumber}: A loop ran`);
    await responsive(page);
    // The same link again: the code that was stopped is not run without asking.
    await page.goto(page.url().split('#')[0] + '#' + link.split('#')[1], { waitUntil: 'load' });
    await page.reload({ waitUntil: 'load' });
    await page.locator('.playground-held[role="alert"]').waitFor(SLOW);
    expect(await page.locator('.live-error').count()).toBe(0);
  });
});

describe('live code whose files do not arrive', () => {
  it('shows the chunk error with Try again when "Show code" is pressed offline, and recovers once online', async ({
    site,
  }) => {
    const { page, errors } = await site.open('/demo/simple');
    const previewer = page.locator('.previewer').first();
    await page.context().setOffline(true);
    await previewer.getByRole('button', { name: 'Show code' }).click();
    const alert = previewer.locator('.chunk-error[role="alert"]');
    await alert.waitFor(SLOW);
    expect(await alert.innerText()).toMatch(/Loading chunk .+ failed/);
    await page.context().setOffline(false);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await previewer.locator('.code-panel, [role="tabpanel"]').first().waitFor(SLOW);
    expect(await previewer.locator('.chunk-error').count()).toBe(0);
    expect(await previewer.getByRole('button', { name: 'Edit code' }).isVisible()).toBe(true);
    expect(
      errors.filter((line) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(line)),
    ).toEqual([]);
  });
});
