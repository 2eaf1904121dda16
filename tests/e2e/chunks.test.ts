/**
 * A page whose code does not arrive: its chunk request is blocked in the browser, and
 * the doc layout shows which chunk failed, how and where, with a retry, instead of a page reload.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { chunkOf, dynamicImportsOf, readManifest } from '../support/manifest.ts';
import { siteUrl } from '../support/site.ts';
import { it } from '../support/fixtures.ts';

/** The route module and the page's own stylesheet of a page, from the route-files list the page names. */
async function chunksOf(page: Page, routeId: string) {
  const route = await page.evaluate(async (id) => {
    const address = document.getElementById('root')!.dataset.routeFiles!;
    const files = (await (await fetch(address)).json()) as Record<string, { module: string; css: string[] }>;
    return files[id];
  }, routeId);
  // A stylesheet of the route's own, not one the current page already has (the shared table styles).
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  const css = route.css.find((file) => !linked.includes(file));
  return { js: route.module, css: css ?? '' };
}

/** Blocks one asset until `release()`; `hang` leaves the request unanswered instead of failing it. */
async function block(page: Page, file: string, hang = false) {
  let blocked = true;
  await page.route(
    (url) => url.pathname === file,
    (route) => (blocked ? (hang ? undefined : route.abort()) : route.continue()),
  );
  return { release: () => (blocked = false) };
}

const CLIENT = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../../build'), 'client');
const manifest = readManifest(CLIENT);
/** The built file ('name-hash.js', under assets/) of a source module, or of a manifest key. */
const fileOf = (key: string) => path.basename(chunkOf(manifest, key).file);

const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 42);

describe('a chunk that fails to load', () => {
  it('shows "Loading chunk {n} failed" with its type and address in the doc layout, and retries', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const { js } = await chunksOf(page, 'page:en-US:demo/animation');
    const chunk = await block(page, js);
    await mark(page);
    const link = page.locator('.sidebar a[href="/demo/animation"]');
    // Hovering prefetches; a failed prefetch must not reload the page either.
    await link.hover();
    await page.waitForTimeout(300);
    await link.click();
    const error = page.locator('main .chunk-error');
    await error.waitFor();
    const name = js.split('/').pop()!.replace(/\.js$/, '');
    await expect(error.locator('.chunk-error-message').textContent()).resolves.toBe(`Loading chunk ${name} failed.`);
    await expect(error.locator('dd').first().textContent()).resolves.toContain('error');
    await expect(error.locator('dd').nth(1).textContent()).resolves.toBe(siteUrl() + js);
    await expect(page.locator('.header').count()).resolves.toBe(1);
    await expect(page.locator('.sidebar').isVisible()).resolves.toBe(true);
    expect(await marked(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/demo/simple');

    chunk.release();
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(`${siteUrl()}/demo/animation`);
    await page.locator('.previewer .rc-table').first().waitFor();
    expect(await marked(page)).toBe(true);
  });

  it('shows "Loading CSS chunk {n} failed" with CSS_CHUNK_LOAD_FAILED, in the page\'s language', async ({ site }) => {
    const { page } = await site.open('/zh-CN/demo/simple');
    const { css } = await chunksOf(page, 'page:zh-CN:demo/animation');
    const chunk = await block(page, css);
    await mark(page);
    const link = page.locator('.sidebar a[href="/zh-CN/demo/animation"]');
    await link.hover();
    await page.waitForTimeout(300);
    await link.click();
    const error = page.locator('main .chunk-error');
    await error.waitFor();
    const name = css
      .split('/')
      .pop()!
      .replace(/\.css$/, '');
    await expect(error.locator('h1').textContent()).resolves.toBe('页面加载失败');
    await expect(error.locator('.chunk-error-message').textContent()).resolves.toBe(`加载样式块 ${name} 失败。`);
    await expect(error.locator('dd').nth(2).textContent()).resolves.toBe('CSS_CHUNK_LOAD_FAILED');
    expect(await marked(page)).toBe(true);

    chunk.release();
    await error.getByRole('button', { name: '重试' }).click();
    await page.waitForURL(`${siteUrl()}/zh-CN/demo/animation`);
    // The stylesheet that failed the first time is applied now.
    await page.waitForFunction(
      (file) =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
          (link) => link.href.includes(file) && link.sheet,
        ),
      css,
    );
    expect(await marked(page)).toBe(true);
  });

  it("loads a page's HTML chunk (left out of its module) before showing it, and reports it when it fails", async ({
    site,
  }) => {
    const { page } = await site.open('/demo/simple');
    const { js } = await chunksOf(page, 'page:en-US:demo/animation');
    // The page module imports its HTML chunk on demand: the chunk of the page's HTML module.
    const htmlChunk = fileOf('virtual:page-html/demo/animation.md');
    expect(dynamicImportsOf(manifest, 'docs/demo/animation.md')).toContain(`/assets/${htmlChunk}`);
    expect(js).toBe(`/${chunkOf(manifest, 'docs/demo/animation.md').file}`);
    const chunk = await block(page, `/assets/${htmlChunk}`);
    await mark(page);
    await page.locator('.sidebar a[href="/demo/animation"]').click();
    const error = page.locator('main .chunk-error');
    await error.waitFor();
    await expect(error.locator('.chunk-error-message').textContent()).resolves.toBe(
      `Loading chunk ${htmlChunk.replace(/\.js$/, '')} failed.`,
    );
    expect(new URL(page.url()).pathname).toBe('/demo/simple');

    chunk.release();
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(`${siteUrl()}/demo/animation`);
    // The prose arrives with the page, not after it (the address may change a frame before the page renders).
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Animated rows');
    await expect(page.locator('main .markdown').first().textContent()).resolves.toContain('components.body.row');
    expect(await marked(page)).toBe(true);
  });

  it('counts a chunk that has not arrived after 120 seconds as failed', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const { js } = await chunksOf(page, 'page:en-US:demo/virtual');
    await block(page, js, true);
    // The page's time moves only when the test moves it: a slow machine adds nothing to the 120 s.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.locator('.sidebar a[href="/demo/virtual"]').click();
    await page.locator('.route-progress').waitFor();
    await page.clock.fastForward(119_000);
    await expect(page.locator('.chunk-error').count()).resolves.toBe(0);
    await page.clock.fastForward(1_000);
    const error = page.locator('main .chunk-error');
    await error.waitFor();
    await expect(error.locator('dd').first().textContent()).resolves.toContain('timeout');
    await expect(page.locator('.route-progress').count()).resolves.toBe(0);
  });

  it('shows a chunk a page loads while rendering (the API table) failing in place of the page, and retries', async ({
    site,
  }) => {
    const api = fileOf('virtual:api/Table');
    // A first load keeps the prerendered tables (no chunk): the home page reached by client navigation loads it.
    const { page } = await site.open('/migration');
    const chunk = await block(page, `/assets/${api}`);
    await page.locator('.header .logo').click();
    await page.waitForURL(`${siteUrl()}/`);
    const error = page.locator('main .chunk-error');
    await error.waitFor();
    await expect(error.locator('.chunk-error-message').textContent()).resolves.toBe(
      `Loading chunk ${api.replace(/\.js$/, '')} failed.`,
    );
    await expect(page.locator('.header').count()).resolves.toBe(1);
    chunk.release();
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.api-table').first().waitFor();
  });

  it('shows a live editor that did not load in its place, with the code still readable, and retries', async ({
    site,
  }) => {
    const editor = fileOf('engine/app/theme/LiveEditor.tsx');
    const { page } = await site.open('/demo/simple');
    const chunk = await block(page, `/assets/${editor}`);
    const previewer = page.locator('.previewer').first();
    await previewer.getByRole('button', { name: 'Show code' }).click();
    await previewer.getByRole('button', { name: 'Edit code' }).click();
    const error = previewer.locator('.chunk-error.compact');
    await error.waitFor();
    await expect(error.locator('.chunk-error-message').textContent()).resolves.toBe(
      `Loading chunk ${editor.replace(/\.js$/, '')} failed.`,
    );
    // The text shown: the names' type tooltips are hidden.
    await expect(previewer.locator('pre').first().innerText()).resolves.toContain(
      "import Table from '@rc-component/table'",
    );
    // Only the editor failed: the page, its demo and the layout stay.
    await expect(page.locator('main .chunk-error:not(.compact)').count()).resolves.toBe(0);
    await expect(previewer.locator('.rc-table').count()).resolves.toBe(1);

    chunk.release();
    await error.getByRole('button', { name: 'Try again' }).click();
    await previewer.locator('.cm-content').waitFor();
    await expect(previewer.locator('.chunk-error').count()).resolves.toBe(0);
  });

  it("shows a landing-page demo whose code did not arrive as the demo's error, and loads it on retry", async ({
    site,
  }) => {
    const { page } = await site.open('/demo/simple');
    const { js } = await chunksOf(page, 'page:en-US:index');
    // The home page imports its example on demand: the one chunk it imports that is not a virtual module.
    const home = 'docs/index.md';
    expect(js).toBe(`/${chunkOf(manifest, home).file}`);
    const examples = (chunkOf(manifest, home).dynamicImports ?? []).filter((key) => !key.startsWith('virtual:'));
    expect(examples).toHaveLength(1);
    const example = fileOf(examples[0]);
    const chunk = await block(page, `/assets/${example}`);
    await page.goto(`${siteUrl()}/`);
    const previewer = page.locator('.previewer').first();
    const error = previewer.locator('.demo-error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain(example);
    // The rest of the page is there and works.
    await expect(page.locator('h2#api').count()).resolves.toBe(1);
    await expect(page.locator('.chunk-error').count()).resolves.toBe(0);

    chunk.release();
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => {
      const table = document.querySelector('.previewer .rc-table');
      return !!table && Object.keys(table).some((key) => key.startsWith('__reactFiber'));
    });
  });

  it('follows the last link clicked, not a slow page clicked before it', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const { js } = await chunksOf(page, 'page:en-US:demo/virtual');
    let held: (() => Promise<void>) | undefined;
    await page.route(
      (url) => url.pathname === js,
      (route) => void (held = () => route.continue()),
    );
    await page.locator('.sidebar a[href="/demo/virtual"]').click();
    await page.locator('.route-progress').waitFor();
    await page.locator('.sidebar a[href="/demo/key"]').click();
    await page.waitForURL(`${siteUrl()}/demo/key`);
    await expect(page.locator('.route-progress').count()).resolves.toBe(0);
    await held?.();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/demo/key');
  });

  it('leaves the error behind when the visitor goes elsewhere', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const { js } = await chunksOf(page, 'page:en-US:demo/virtual');
    await block(page, js);
    await page.locator('.sidebar a[href="/demo/virtual"]').click();
    await page.locator('.chunk-error').waitFor();
    await page.locator('.header').getByRole('link', { name: 'Changelog' }).click();
    await page.waitForURL(`${siteUrl()}/changelog`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Changelog');
    await expect(page.locator('.chunk-error').count()).resolves.toBe(0);
  });
});
