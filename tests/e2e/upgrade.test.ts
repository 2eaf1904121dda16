/**
 * The upgrade view (/upgrade) and the API rows' history, as a visitor meets them: the default pair without scripts,
 * a pair from the address, choosing releases, bad versions in the address, the rows' disclosures by keyboard, in
 * both languages.
 */
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures.ts';
import { siteUrl, visit } from '../support/site.ts';

const items = (page: import('playwright-core').Page, heading: RegExp) =>
  page.evaluate((source) => {
    const pattern = new RegExp(source);
    const h3 = [...document.querySelectorAll('.upgrade h3')].find((h) => pattern.test(h.textContent ?? ''));
    const list = h3?.nextElementSibling;
    return list?.tagName === 'UL' ? [...list.children].map((li) => li.textContent ?? '') : [];
  }, heading.source);

describe('the upgrade view', () => {
  it('shows rc-table 7.55.1 to the pinned release without scripts, linked from the migration page', async ({
    site,
  }) => {
    const { page } = await site.open('', { javaScriptEnabled: false });
    await page.goto(`${siteUrl()}/migration`);
    await page.locator('article.doc a[href="/upgrade"]').first().click();
    await page.waitForURL(/\/upgrade$/);
    expect(await page.locator('.upgrade').getAttribute('data-upgrade')).toBe('7.55.1..1.12.0');
    expect(await items(page, /^Added/)).toEqual(
      expect.arrayContaining([expect.stringContaining('expandable.showExpandAll')]),
    );
    expect(await page.locator('.upgrade h3', { hasText: /^Removed \(0\)/ }).count()).toBe(1);
    // Every release's changelog entry, newest first, each linked to its place in the changelog.
    const releases = await page
      .locator('.upgrade h4 a')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(releases[0]).toEqual(['1.12.0', '/changelog#1-12-0']);
    expect(releases.at(-1)).toEqual(['1.0.0', '/changelog#1-0-0']);
    // Choosing needs the page to run: the selects wait for it.
    expect(await page.locator('.upgrade select[name="from"]').isDisabled()).toBe(true);
  });

  it('shows the pair in the address: additions, changes and the changelog entries of 1.4.1 through 1.12.0', async ({
    site,
  }) => {
    const { page, errors } = await site.open('/upgrade?from=1.4.0&to=1.12.0');
    await page.locator('.upgrade[data-upgrade="1.4.0..1.12.0"]').waitFor();
    const added = await items(page, /^Added/);
    expect(added.some((line) => line.startsWith('measureRowRender'))).toBe(true);
    const releases = await page.locator('.upgrade h4').allTextContents();
    expect(releases[0]).toBe('1.12.0');
    expect(releases.at(-1)).toBe('1.4.1');
    expect(releases).not.toContain('1.4.0');
    const changed = await items(page, /^Type changed/);
    expect(changed.some((line) => line.startsWith('expandable.columnTitle') && line.includes('(1.12.0)'))).toBe(true);
    // A prop links to its row on the home page, which the address then names.
    await page.locator('.upgrade a', { hasText: 'measureRowRender' }).first().click();
    await page.waitForURL(/\/#properties-measureRowRender$/);
    await page.locator('tr#properties-measureRowRender').waitFor();
    expect(errors).toEqual([]);
  });

  it('puts the chosen releases in the address, which opens the same view when shared', async ({ site }) => {
    const { page } = await site.open('/zh-CN/upgrade');
    await page.locator('.upgrade fieldset:not([disabled])').waitFor();
    await page.locator('.upgrade select[name="from"]').selectOption('1.10.0');
    await page.waitForURL(/\?from=1\.10\.0&to=1\.12\.0$/);
    await page.locator('.upgrade[data-upgrade="1.10.0..1.12.0"]').waitFor();
    expect(await page.locator('.upgrade h3').first().textContent()).toMatch(/^新增/);
    const address = page.url();
    const other = await site.open('');
    await visit(other.page, address);
    await other.page.locator('.upgrade[data-upgrade="1.10.0..1.12.0"]').waitFor();
    expect(await other.page.locator('.upgrade h4').allTextContents()).toEqual([
      '1.12.0',
      '1.11.1',
      '1.11.0',
      '1.10.4',
      '1.10.3',
      '1.10.2',
      '1.10.1',
    ]);
  });

  it.for<[string, string, RegExp]>([
    [
      '/upgrade?from=1.5.1&to=1.12.0',
      '1.5.0..1.12.0',
      /There is no release 1\.5\.1; showing 1\.5\.0\. Releases: rc-table 7\.55\.1, 1\.0\.0, /,
    ],
    ['/upgrade?from=1.12.0&to=1.4.0', '1.4.0..1.12.0', /The newer release came first: showing 1\.4\.0 → 1\.12\.0\./],
    ['/upgrade?from=%3Cb%3E&to=99', '7.55.1..1.12.0', /There is no release <b>; showing rc-table 7\.55\.1\./],
    ['/zh-CN/upgrade?to=2.0.0', '7.55.1..1.12.0', /没有 2\.0\.0 这个版本，改为显示 1\.12\.0。现有版本：/],
  ])('%s: says which releases exist and shows the nearest valid view', async ([path, pair, message], { site }) => {
    const { page, errors } = await site.open(path);
    // The prerendered page has no query: the problem is said once the client has read the address.
    await page.locator('.upgrade-problem', { hasText: message }).first().waitFor();
    await page.locator(`.upgrade[data-upgrade="${pair}"]`).waitFor();
    expect(await page.locator('.upgrade b').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('history in the API rows', () => {
  it.for([
    ['/', 'function form since 1.12.0'],
    ['/zh-CN', '1.12.0 起可传函数'],
  ])(
    '%s: expandable.columnTitle says when its function form came, and opens by keyboard',
    async ([path, words], { site }) => {
      const { page } = await site.open(path);
      const row = page.locator('tr#properties-expandable-columnTitle');
      const summary = row.locator('details.prop-history > summary');
      expect(await summary.textContent()).toBe(words);
      const change = row.locator('.prop-history-change');
      expect(await change.isVisible()).toBe(false);
      await summary.focus();
      await page.keyboard.press('Enter');
      await change.waitFor({ state: 'visible' });
      expect(await change.textContent()).toBe(
        '1.12.0: ReactNode → ReactNode | ((props: ExpandColumnTitleProps) => ReactNode).',
      );
    },
  );
});

describe('the version lens', () => {
  const lensReady = (page: import('playwright-core').Page) =>
    page.locator('form[data-version-lens] select[name="v"]:not([disabled])').waitFor();

  it('marks the props a chosen release lacks and shows its types, kept on reload and in the address', async ({
    site,
  }) => {
    const { page, errors } = await site.open('/');
    await lensReady(page);
    // The prerendered tables are the pinned release's: nothing marked.
    expect(await page.locator('tr[data-lens]').count()).toBe(0);
    await page.locator('form[data-version-lens] select').selectOption('1.8.0');
    await page.waitForURL(/\/\?v=1\.8\.0$/);
    const showAll = page.locator('tr[data-prop="Table:expandable.showExpandAll"]');
    expect(await showAll.getAttribute('data-lens')).toBe('missing');
    expect(await showAll.locator('th, td').first().textContent()).toContain('not in 1.8.0');
    const title = page.locator('tr[data-prop="Table:expandable.columnTitle"]');
    expect(await title.getAttribute('data-lens')).toBe('type');
    expect(await title.locator('.version-lens-type').textContent()).toBe('1.8.0: ReactNode');
    expect(await page.locator('tr[data-prop="Table:data"]').getAttribute('data-lens')).toBeNull();
    expect(await page.locator('.version-lens-status').textContent()).toMatch(/^Seen from 1\.8\.0: \d+ props/);
    // Hidden on request, shown again.
    await page.locator('form[data-version-lens] input[name="hide"]').check();
    await showAll.waitFor({ state: 'hidden' });
    await page.locator('form[data-version-lens] input[name="hide"]').uncheck();
    await showAll.waitFor({ state: 'visible' });
    // Reload: the address keeps it.
    await page.reload();
    await lensReady(page);
    await page.locator('tr[data-prop="Table:expandable.showExpandAll"][data-lens="missing"]').waitFor();
    // The plain address: the remembered choice, put back in the address.
    await visit(page, `${siteUrl()}/`);
    await lensReady(page);
    await page.locator('tr[data-prop="Table:expandable.showExpandAll"][data-lens="missing"]').waitFor();
    expect(page.url()).toMatch(/\/\?v=1\.8\.0$/);
    // Back to the pinned release: no marks, no query.
    await page.locator('form[data-version-lens] select').selectOption('1.12.0');
    await page.waitForURL(/\/$/);
    expect(await page.locator('tr[data-lens]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a shared address shows its release to someone who never chose one, in Chinese too', async ({ site }) => {
    const { page } = await site.open('/zh-CN?v=1.10.0');
    await lensReady(page);
    await page.locator('tr[data-prop="Table:expandable.forceRender"][data-lens="missing"]').waitFor();
    expect(await page.locator('form[data-version-lens] select').inputValue()).toBe('1.10.0');
    expect(await page.locator('.version-lens-status').textContent()).toMatch(/^以 1\.10\.0 来看/);
  });

  it('an unknown version says which releases exist and shows the nearest', async ({ site }) => {
    const { page, errors } = await site.open('/?v=1.7.5');
    await lensReady(page);
    expect(await page.locator('form[data-version-lens] select').inputValue()).toBe('1.7.0');
    expect(await page.locator('.version-lens-status').textContent()).toMatch(
      /^There is no release 1\.7\.5; showing 1\.7\.0\. Releases: rc-table 7\.55\.1, 1\.0\.0, .*1\.12\.0\. Seen from 1\.7\.0/,
    );
    expect(page.url()).toMatch(/\?v=1\.7\.0$/);
    expect(errors).toEqual([]);
  });

  it('moves nothing when it applies a release from the address after hydration', async ({ site }) => {
    const { page, errors } = await site.open('', { viewport: { width: 1280, height: 900 } });
    await page.addInitScript(`window.shifts = [];
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shifts.push(
        entry.sources.map((source) => source.node ? source.node.nodeName + '.' + source.node.className : '?').join(' ')
        + ' ' + entry.value.toFixed(4)); }).observe({ type: 'layout-shift', buffered: true });`);
    // The lens's code is held back until the tables are in view and laid out, so that what it does is seen.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/version-lens-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${siteUrl()}/?v=1.0.0`, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const frames = (n: number) =>
      page.evaluate(
        (count) =>
          new Promise<void>((done) => {
            const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : done());
            step(count);
          }),
        n,
      );
    await page.locator('tr[data-prop="Table:expandable.columnTitle"]').scrollIntoViewIfNeeded();
    await frames(5);
    await page.evaluate('window.shifts.length = 0');
    release();
    await lensReady(page);
    await page.locator('tr[data-prop="Table:expandable.columnTitle"][data-lens="type"]').waitFor();
    expect(await page.locator('tr[data-lens="missing"]').count()).toBeGreaterThan(5);
    await frames(3);
    const shifts = (await page.evaluate('window.shifts')) as string[];
    expect(shifts).toEqual([]);
    expect(errors).toEqual([]);
  });
});
