/**
 * The previewer in a real browser: live editing inline and in an iframe, the sandboxes' POSTs (intercepted:
 * nothing leaves this machine), the playground's address, tooltips and the design export.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core';
import LZString from 'lz-string';
import { describe, expect } from 'vitest';
import { demoPages } from '../support/pages.ts';
import { hydrated, siteUrl, visit } from '../support/site.ts';
import { it, type Tab } from '../support/fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SIMPLE = fs.readFileSync(path.join(ROOT, 'docs/examples/simple.tsx'), 'utf8');
const version = (pkg: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version;

/** Replaces the whole text of the editor in `scope`, as typing would. */
async function setCode(page: Page, scope: Locator, code: string) {
  const editor = scope.locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

/** The text of an element, or '' while there is none (never waits for it to appear). */
const textOf = async (locator: Locator) => ((await locator.count()) ? locator.first().innerText() : '');
// Compiling and rendering in a frame can take seconds when the machine runs other browser tests beside this one.
const SLOW = { timeout: 30_000 };

async function openEditor(scope: Locator) {
  await scope.getByRole('button', { name: 'Show code' }).click();
  await scope.getByRole('button', { name: 'Edit code' }).click();
  await scope.locator('.cm-content').waitFor();
}

const headers = (where: Page | Frame, selector: string) =>
  where
    .locator(`${selector} th`)
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.trim()));

async function waitForHeader(where: Page | Frame, selector: string, text: string) {
  await where.waitForFunction(
    ([sel, expected]) => [...document.querySelectorAll(`${sel} th`)].some((th) => th.textContent?.trim() === expected),
    [selector, text] as const,
    SLOW,
  );
}

/** Every request off the site is answered here (sandbox POSTs recorded), so nothing leaves the machine. */
async function interceptOffsite(context: BrowserContext) {
  const posts: { url: string; body: string }[] = [];
  const origin = new URL(siteUrl()).origin;
  await context.route(
    (url) => url.origin !== origin,
    async (route) => {
      const request = route.request();
      if (request.method() === 'POST') posts.push({ url: request.url(), body: request.postData() ?? '' });
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>intercepted</p>' });
    },
  );
  return posts;
}

describe('live editing, inline', () => {
  it('re-renders on edit, keeps the last render on a syntax error, recovers, refuses unknown modules, resets', async ({
    site,
  }) => {
    const { page } = await site.open('/demo/simple');
    const previewer = page.locator('#demo-simple');
    const sel = '#demo-simple .previewer-demo';
    expect(await headers(page, sel)).toContain('Customer');
    await openEditor(previewer);

    await setCode(page, previewer, SIMPLE.replace("title: 'Customer'", "title: 'Client'"));
    await waitForHeader(page, sel, 'Client');
    await expect.poll(() => previewer.getAttribute('data-live-state'), SLOW).toBe('rendered');
    await previewer.getByText('Edited').waitFor();

    await setCode(
      page,
      previewer,
      SIMPLE.replace("title: 'Customer'", "title: 'Client'").replace(
        'const data: Order[] = [',
        'const data: Order[] = [[[',
      ),
    );
    const error = previewer.locator('.live-error');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/simple\.tsx:\d+:\d+: Unexpected token/);
    expect(await headers(page, sel)).toContain('Client'); // the previous render stays
    expect(await page.locator(`${sel} tbody tr`).count()).toBe(5);
    await page.locator(`${sel} tbody tr`).first().hover(); // and is still a live table
    await previewer.getByRole('button', { name: 'Hide code' }).waitFor();

    await setCode(page, previewer, SIMPLE.replace("title: 'Customer'", "title: 'Buyer'"));
    await waitForHeader(page, sel, 'Buyer');
    await error.waitFor({ state: 'detached' });

    await setCode(page, previewer, `import pad from 'left-pad';\n${SIMPLE}`);
    await expect.poll(() => textOf(error), SLOW).toContain('Cannot find module: left-pad');
    await setCode(page, previewer, `import { useDrag } from 'react-dnd';\n${SIMPLE}`);
    await expect.poll(() => textOf(error), SLOW).toContain('Cannot find module: react-dnd');

    // A render error shows too, and the last demo that rendered stays.
    await setCode(
      page,
      previewer,
      SIMPLE.replace('return <Table', "throw new Error('render broke');\n  return <Table"),
    );
    await expect.poll(() => textOf(error), SLOW).toContain('render broke');
    expect(await headers(page, sel)).toContain('Buyer');

    await previewer.getByRole('button', { name: 'Reset code' }).click();
    await waitForHeader(page, sel, 'Customer');
    expect(await previewer.locator('.live-error').count()).toBe(0);
    expect(await previewer.getByRole('button', { name: 'Reset code' }).count()).toBe(0);
    const restored = await previewer.locator('.cm-content').innerText();
    expect(restored).toContain("title: 'Customer'");
    expect(restored).not.toContain('render broke');
  });

  it('shows a loading indicator only when a compile is slow', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const previewer = page.locator('#demo-simple');
    await openEditor(previewer);
    await setCode(page, previewer, SIMPLE.replace("title: 'Customer'", "title: 'Quick'"));
    await waitForHeader(page, '#demo-simple .previewer-demo', 'Quick');
    expect(await previewer.locator('.live-progress').innerText()).toBe('');
  });
});

describe('live editing, every demo, recompiles it from its own source with only the modules its context allows', () => {
  // One test per demo page, walked in one tab from demo to demo by the sidebar's links, as a visitor goes (client
  // navigation, no reload): no test walks all of them, so none nears its time-out on a busy machine.
  const demos = demoPages()
    .filter((d) => d.locale === 'en-US')
    .map((d) => d.url);
  let tab: Tab;
  it.beforeAll(async ({ openTab }) => {
    tab = await openTab();
    await tab.go(demos[0]);
  });

  it.each(demos)('%s', { timeout: 120_000 }, async (url) => {
    const { page } = tab;
    if (new URL(page.url()).pathname !== url) {
      const before = await page.locator('main h1').first().textContent();
      await page.locator(`.sidebar a[href="${url}"]`).first().click();
      await page.waitForURL(siteUrl() + url);
      // Until the new page shows, however long a busy machine takes (the test's time-out bounds it, not a poll's).
      await page.waitForFunction((title) => document.querySelector('main h1')?.textContent !== title, before);
    }
    // The shown page's demos only: a page prepared on hover (hidden, .prepared) may be in the document too.
    const previewers = page.locator('.content-page:not(.prepared) .previewer:not(:has(iframe))');
    for (let i = 0; i < (await previewers.count()); i++) {
      const previewer = previewers.nth(i);
      await openEditor(previewer);
      await previewer.locator('.cm-content').click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.insertText('\n// edited\n');
      await expect.poll(() => previewer.getAttribute('data-live-state'), SLOW).toMatch(/^(rendered|error)$/);
      const error = previewer.locator('.live-error');
      expect((await error.count()) ? await error.innerText() : '', url).toBe('');
    }
    const errors = tab.errors.splice(0);
    expect(errors.filter((e) => !/^warning/.test(e))).toEqual([]);
  });
});

describe('live editing, iframe mode', () => {
  it(
    'posts the source into the iframe, which renders it and reports errors back',
    { timeout: 180_000 },
    async ({ site }) => {
      // Waits for the page's load, not for network quiet: the demo frame's own loading can keep the network busy.
      const { page } = await site.open('');
      await visit(page, `${siteUrl()}/demo/iframe`);
      const previewer = page.locator('#demo-simple');
      const iframe = previewer.locator('iframe');
      expect(await iframe.count(), 'docs/demo/iframe.md must show its demo in an iframe (iframe="360")').toBe(1);
      expect(await iframe.evaluate((el) => el.getBoundingClientRect().height)).toBe(360);
      const frame = (await iframe.elementHandle())!.contentFrame();
      const inner = (await frame)!;
      await waitForHeader(inner, '.standalone', 'Customer');
      await openEditor(previewer);

      await setCode(page, previewer, SIMPLE.replace("title: 'Customer'", "title: 'Client'"));
      await waitForHeader(inner, '.standalone', 'Client');
      await expect.poll(() => previewer.getAttribute('data-live-state'), SLOW).toBe('rendered');

      await setCode(
        page,
        previewer,
        SIMPLE.replace("title: 'Customer'", "title: 'Client'").replace(
          'const data: Order[] = [',
          'const data: Order[] = [[[',
        ),
      );
      const error = previewer.locator('.live-error');
      await expect.poll(() => textOf(error), SLOW).toMatch(/Unexpected token/);
      expect(await headers(inner, '.standalone')).toContain('Client');

      await setCode(page, previewer, SIMPLE.replace("title: 'Customer'", "title: 'Buyer'"));
      await waitForHeader(inner, '.standalone', 'Buyer');
      await error.waitFor({ state: 'detached' });

      await setCode(page, previewer, `import pad from 'left-pad';\n${SIMPLE}`);
      await expect.poll(() => textOf(error), SLOW).toContain('Cannot find module: left-pad');

      await previewer.getByRole('button', { name: 'Reset code' }).click();
      await expect.poll(() => previewer.locator('.live-error').count(), SLOW).toBe(0);
      const fresh = (await (await previewer.locator('iframe').elementHandle())!.contentFrame())!;
      await waitForHeader(fresh, '.standalone', 'Customer');
    },
  );

  it('ignores messages from another origin or of the wrong shape', async ({ site }) => {
    const { page } = await site.open('/~demos/simple');
    await waitForHeader(page, '.standalone', 'Customer');
    // Not framed: the page listens to its parent only, and here it has none; a message to itself changes nothing.
    await page.evaluate(
      (code) => window.postMessage({ type: 'demo-source', id: 'simple', code, seq: 1 }, '*'),
      SIMPLE.replace("'Customer'", "'Hacked'"),
    );
    await page.waitForTimeout(600);
    expect(await headers(page, '.standalone')).toContain('Customer');
  });
});

describe('sandboxes', () => {
  it('POSTs the demo’s files, an entry, the stylesheet and exact versions to CodeSandbox and StackBlitz', async ({
    site,
  }) => {
    const { page } = await site.open('');
    const posts = await interceptOffsite(page.context());
    await visit(page, siteUrl() + '/demo/simple');
    const previewer = page.locator('#demo-simple');
    await openEditor(previewer);
    await setCode(page, previewer, SIMPLE.replace("title: 'Customer'", "title: 'Client'"));
    await waitForHeader(page, '#demo-simple .previewer-demo', 'Client');
    const expected = {
      '@rc-component/table': version('@rc-component/table'),
      react: version('react'),
      'react-dom': version('react-dom'),
    };

    const popup = page.context().waitForEvent('page');
    await previewer.getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await (await popup).waitForLoadState();
    await expect.poll(() => posts.length, SLOW).toBe(1);
    expect(posts[0].url).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    const form = new URLSearchParams(posts[0].body);
    const json = LZString.decompressFromBase64(form.get('parameters')!.replace(/-/g, '+').replace(/_/g, '/'));
    const { files } = JSON.parse(json) as { files: Record<string, { content: string }> };
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['package.json', 'index.html', 'src/main.tsx', 'src/simple.tsx', 'src/table.css']),
    );
    expect(files['src/simple.tsx'].content).toContain("title: 'Client'");
    expect(files['src/main.tsx'].content).toContain("import Demo from './simple';");
    expect(files['src/table.css'].content).toContain('.rc-table-cell');
    expect(JSON.parse(files['package.json'].content).dependencies).toEqual(expected);

    const popup2 = page.context().waitForEvent('page');
    await previewer.getByRole('button', { name: 'Open in StackBlitz' }).click();
    await (await popup2).waitForLoadState();
    await expect.poll(() => posts.length, SLOW).toBe(2);
    expect(posts[1].url.startsWith('https://stackblitz.com/run')).toBe(true);
    const fields = new URLSearchParams(posts[1].body);
    const lf = (text: string | null) => (text ?? '').replace(/\r\n/g, '\n');
    expect(fields.get('project[template]')).toBe('node');
    expect(lf(fields.get('project[files][src/simple.tsx]'))).toContain("title: 'Client'");
    expect(lf(fields.get('project[files][src/table.css]'))).toContain('.rc-table-cell');
    expect(JSON.parse(lf(fields.get('project[files][package.json]'))).dependencies).toEqual(expected);
    expect(JSON.parse(fields.get('project[dependencies]')!)).toEqual(expected);
  });
});

describe('playground', () => {
  it('carries edited code in its address, through a reload', async ({ site }) => {
    const { page, errors } = await site.open('/~playground?demo=simple');
    const sel = '.playground-preview';
    await waitForHeader(page, sel, 'Customer');
    expect(page.url()).toContain('#code=');
    const playground = page.locator('.playground');
    await setCode(page, playground, SIMPLE.replace("title: 'Customer'", "title: 'Shared'"));
    await waitForHeader(page, sel, 'Shared');
    await expect.poll(() => page.evaluate(() => window.location.hash), SLOW).not.toBe('');
    const address = page.url();
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    await waitForHeader(page, sel, 'Shared');
    expect(page.url()).toBe(address);
    expect(await page.locator('.cm-content').innerText()).toContain("title: 'Shared'");
    expect(errors).toEqual([]);
  });

  it('is linked from the previewer with the edited code', async ({ site }) => {
    const { page } = await site.open('/demo/simple');
    const previewer = page.locator('#demo-simple');
    const link = previewer.getByRole('link', { name: 'Open in playground' });
    expect(await link.getAttribute('href')).toBe('/~playground?demo=simple');
    await openEditor(previewer);
    await setCode(page, previewer, SIMPLE.replace("title: 'Customer'", "title: 'Linked'"));
    await waitForHeader(page, '#demo-simple .previewer-demo', 'Linked');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/~playground\?demo=simple#code=/);
    // The visitor's own edits, sent by this link, run in the playground without asking.
    const popup = page.context().waitForEvent('page');
    await link.click();
    const playground = await popup;
    await waitForHeader(playground, '.playground-preview', 'Linked');
    expect(await playground.locator('.playground-held').count()).toBe(0);
  });
});

describe('toolbar', () => {
  it('has named buttons with tooltips that hide 0.1 s after the pointer leaves', async ({ site }) => {
    const { page, errors } = await site.open('/demo/simple');
    const toolbar = page.locator('#demo-simple [role="toolbar"]');
    for (const name of ['Show code', 'Open in CodeSandbox', 'Open in StackBlitz', 'Copy as Sketch layers'])
      await toolbar.getByRole('button', { name }).waitFor();
    for (const name of ['Open in playground', 'Open in a new tab']) await toolbar.getByRole('link', { name }).waitFor();
    expect(await toolbar.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe('/~demos/simple');
    const button = toolbar.getByRole('button', { name: 'Open in StackBlitz' });
    const tooltip = button.locator('xpath=following-sibling::*[contains(@class, "tooltip")]');
    await button.hover();
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    expect(await tooltip.innerText()).toBe('Open in StackBlitz');
    // The delay is timed in the page (pointer leaving -> bubble closed), so a busy machine cannot blur it.
    await button.evaluate((control) => {
      const anchor = control.closest('.tooltip-anchor')!;
      const bubble = anchor.querySelector('.tooltip')!;
      const w = window as unknown as { left?: number; closedAfter?: number };
      anchor.addEventListener('pointerleave', () => (w.left = performance.now()), { once: true });
      new MutationObserver((_, observer) => {
        if (!bubble.hasAttribute('data-open') && w.left !== undefined) {
          w.closedAfter = performance.now() - w.left;
          observer.disconnect();
        }
      }).observe(bubble, { attributes: true });
    });
    await page.mouse.move(0, 0);
    await expect.poll(() => tooltip.isVisible(), { timeout: 2000 }).toBe(false);
    const closedAfter = await page.evaluate(() => (window as unknown as { closedAfter: number }).closedAfter);
    expect(closedAfter).toBeGreaterThanOrEqual(95);
    expect(closedAfter).toBeLessThan(1000);
    expect(errors).toEqual([]);
  });

  it('copies the rendered demo as Sketch layers', async ({ site }) => {
    const { page } = await site.open('/demo/simple', { permissions: ['clipboard-read', 'clipboard-write'] });
    const previewer = page.locator('#demo-simple');
    await previewer.getByRole('button', { name: 'Copy as Sketch layers' }).click();
    await expect
      .poll(() => previewer.getByRole('status').innerText(), { timeout: 20_000 })
      .toBe('Sketch layers copied to the clipboard.');
    const json = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      _class: string;
      layers: unknown[];
    };
    expect(json._class).toBe('group');
    expect(json.layers.length).toBeGreaterThan(0);
  });

  it('keeps the first load free of the editor until a visitor edits', async ({ site }) => {
    const { page } = await site.open('');
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await visit(page, siteUrl() + '/demo/simple');
    expect(scripts.filter((url) => /\/assets\/(LiveEditor|runtime|design-export)-/.test(url))).toEqual([]);
    await openEditor(page.locator('#demo-simple'));
    await expect.poll(() => scripts.filter((url) => /\/assets\/(LiveEditor|runtime)-/.test(url)).length, SLOW).toBe(2);
  });
});
