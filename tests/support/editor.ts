/** The live editor of a demo page, as a visitor reaches it: "Show code", then "Edit code". */
import type { Locator, Page } from 'playwright-core';

/** Opens the first demo's editor on the page; resolves with that demo's previewer. */
export async function openEditor(page: Page, timeout = 30_000): Promise<Locator> {
  const previewer = page.locator('.previewer').first();
  await previewer.getByRole('button', { name: 'Show code' }).click();
  await previewer.getByRole('button', { name: 'Edit code' }).click();
  await previewer.locator('.cm-content').waitFor({ timeout });
  return previewer;
}

/** Replaces the whole text of the editor in `scope`, as typing would. */
export async function setCode(page: Page, scope: Locator, code: string) {
  await scope.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}
