/**
 * What the site lets run: code that arrives with a playground link waits for the visitor's choice, and every
 * built page carries a Content-Security-Policy that its own scripts and styles satisfy (the browser fixtures fail any
 * test whose pages report a violation).
 */
import fs from 'node:fs';
import path from 'node:path';
import LZString from 'lz-string';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { hashSource } from '../../engine/scripts/csp.ts';
import { htmlFiles, inlineScripts } from '../support/built-pages.ts';
import { siteUrl, visit } from '../support/site.ts';
import { it } from '../support/fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT = path.resolve(process.env.BUILD_DIR ?? path.join(ROOT, 'build'), 'client');
const SIMPLE = fs.readFileSync(path.join(ROOT, 'docs/examples/simple.tsx'), 'utf8');
const SLOW = { timeout: 15_000 };

const link = (files: Record<string, string>, locale = '') =>
  `${locale}/~playground?demo=simple#code=${LZString.compressToEncodedURIComponent(JSON.stringify(files))}`;

/** Code that, once run, writes the site's storage, retitles the top window and leaves a mark in the page. */
const HOSTILE = `
localStorage.setItem('hostile', 'ran');
window.top.document.title = 'hostile';
window.parent.document.body.dataset.hostile = 'ran';
export default function Demo() {
  return <p className="hostile">hostile demo</p>;
}
`;

/** What the hostile code would have changed, read from the page. */
const marks = (page: Page) =>
  page.evaluate(() => ({
    storage: localStorage.getItem('hostile'),
    title: document.title,
    body: document.body.dataset.hostile ?? null,
    rendered: document.querySelectorAll('.hostile').length,
  }));

describe('code that arrives with a playground link', () => {
  it('is shown with a notice and runs only when the visitor chooses Run', async ({ site }) => {
    const { page, errors } = await site.open(link({ 'simple.tsx': HOSTILE }));
    const notice = page.locator('.playground-held[role="alert"]');
    await notice.waitFor(SLOW);
    expect(await notice.innerText()).toContain('This link carries code that is not part of the site.');
    await page.locator('.cm-content, .playground-fallback').first().waitFor(SLOW);
    expect(await page.locator('.playground-code').innerText()).toContain("localStorage.setItem('hostile'");
    await page.waitForTimeout(1000);
    const before = await marks(page);
    expect(before).toEqual({ storage: null, title: expect.not.stringContaining('hostile'), body: null, rendered: 0 });
    // The page keeps the link's address while the visitor decides.
    expect(page.url()).toBe(siteUrl() + link({ 'simple.tsx': HOSTILE }));

    await notice.getByRole('button', { name: 'Run this code' }).click();
    await page.locator('.hostile').waitFor(SLOW);
    expect(await marks(page)).toEqual({ storage: 'ran', title: 'hostile', body: 'ran', rendered: 1 });
    expect(errors).toEqual([]);
  });

  it('does not navigate the visitor away without the choice', async ({ site }) => {
    const leave = `location.href = '/changelog';\nexport default function Demo() { return null; }\n`;
    const { page } = await site.open(link({ 'simple.tsx': leave }, '/zh-CN'));
    const notice = page.locator('.playground-held[role="alert"]');
    await notice.waitFor(SLOW);
    expect(await notice.innerText()).toContain('此链接携带的代码不属于本站。');
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/zh-CN/~playground');
    // Choosing the site's demo instead runs the site's code, not the link's.
    await notice.getByRole('button', { name: '改为打开本站的示例' }).click();
    await page.locator('.playground-preview th', { hasText: 'Customer' }).first().waitFor(SLOW);
    expect(new URL(page.url()).pathname).toBe('/zh-CN/~playground');
  });

  it('reports an unreadable or oversized value, and runs nothing', async ({ site }) => {
    for (const [hash, message] of [
      ['#code=not-lz-at-all!', 'The code in this link cannot be read'],
      [`#code=${'A'.repeat(20_000)}`, 'more code than the playground accepts'],
    ]) {
      const { page } = await site.open(`/~playground?demo=simple${hash}`);
      const notice = page.locator('.playground-held[role="alert"]');
      await notice.waitFor(SLOW);
      expect(await notice.innerText()).toContain(message);
      expect(await page.locator('.playground-preview table').count()).toBe(0);
      await notice.getByRole('button', { name: 'Open the site’s demo' }).click();
      await page.locator('.playground-preview th', { hasText: 'Customer' }).first().waitFor(SLOW);
    }
  });

  it("runs at once when the link carries only the site's own code", async ({ site }) => {
    const { page, errors } = await site.open(link({ 'simple.tsx': SIMPLE }));
    await page.locator('.playground-preview th', { hasText: 'Customer' }).first().waitFor(SLOW);
    expect(await page.locator('.playground-held').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("runs the visitor's own edits at once, through a language switch and in a new visit", async ({ site }) => {
    const { page } = await site.open('/~playground?demo=simple');
    await page.locator('.cm-content').waitFor(SLOW);
    await page.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(SIMPLE.replace("title: 'Customer'", "title: 'Mine'"));
    await page.locator('.playground-preview th', { hasText: 'Mine' }).first().waitFor(SLOW);
    await expect.poll(() => page.evaluate(() => window.location.hash), SLOW).toMatch(/^#code=/);
    await page.locator('.header').getByRole('link', { name: /中文/ }).click();
    await page.waitForURL(/\/zh-CN\/~playground\?demo=simple#code=/);
    await page.locator('.playground-preview th', { hasText: 'Mine' }).first().waitFor(SLOW);
    const address = page.url();
    const second = await page.context().newPage();
    await visit(second, address);
    await second.locator('.playground-preview th', { hasText: 'Mine' }).first().waitFor(SLOW);
    expect(await second.locator('.playground-held').count()).toBe(0);
  });
});

describe('content security policy', () => {
  const files = htmlFiles(CLIENT);

  it('is in every built HTML file, before any script, with the hash of each inline script', () => {
    expect(files.length).toBeGreaterThan(50);
    const wrong = files.flatMap((file) => {
      const html = fs.readFileSync(file, 'utf8');
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
      const name = path.relative(CLIENT, file);
      if (!meta) return [`${name}: no policy`];
      if (html.search(/<script\b/) < meta.index) return [`${name}: a script before the policy`];
      const missing = inlineScripts(html).filter((text) => !meta[1].includes(hashSource(text)));
      return missing.length ? [`${name}: ${missing.length} inline scripts without their hash`] : [];
    });
    expect(wrong).toEqual([]);
  });

  // Every content page loads under the policy in the page walks (pages-*.test.ts) and every standalone demo in
  // deploy.test.ts: the browser fixtures fail any test that meets a violation. These are the pages neither visits.
  it('is kept by the 404 pages, a standalone demo and the playground as they load and hydrate', async ({ site }) => {
    const { page, errors } = await site.open('');
    for (const url of ['/404', '/zh-CN/no-such-page', '/~demos/simple', '/~playground', '/zh-CN/~playground']) {
      await visit(page, siteUrl() + url);
      await page.locator('html[data-prefers-color]').waitFor();
    }
    expect(errors.filter((error) => error.startsWith('csp:'))).toEqual([]);
  });

  it('lets the live editor run edited code', async ({ site }) => {
    const { page, errors } = await site.open('/demo/simple');
    const previewer = page.locator('#demo-simple');
    await previewer.getByRole('button', { name: 'Show code' }).click();
    await previewer.getByRole('button', { name: 'Edit code' }).click();
    await previewer.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(SIMPLE.replace("title: 'Customer'", "title: 'Edited'"));
    await previewer.locator('th', { hasText: 'Edited' }).first().waitFor(SLOW);
    expect(errors).toEqual([]);
  });

  it('marks every link that leaves the site noopener noreferrer', async ({ site }) => {
    const { page } = await site.open('/');
    for (const url of ['/', '/zh-CN', '/changelog', '/demo/simple']) {
      await visit(page, siteUrl() + url);
      const rels = await page.$$eval('a[href^="http"]', (links) =>
        (links as HTMLAnchorElement[])
          .filter((a) => new URL(a.href).origin !== location.origin)
          .map((a) => `${a.href} ${a.rel}`),
      );
      expect(rels.length).toBeGreaterThan(0);
      expect(rels.filter((rel) => !/\bnoopener\b/.test(rel) || !/\bnoreferrer\b/.test(rel))).toEqual([]);
    }
  });
});
