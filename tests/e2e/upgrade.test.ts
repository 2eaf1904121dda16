/**
 * The upgrade view (/upgrade) and the API rows' history, as a visitor meets them: the default pair without scripts,
 * a pair from the address with what to do first, choosing releases, versions as people write them (in the address
 * and pasted), bad versions, the rows' disclosures by keyboard, in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { behaviourChanges, type BehaviourFile } from '../../plugins/claims/core/behaviour.ts';
import { it } from '../support/fixtures.ts';
import { siteUrl, visit } from '../support/site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A desktop and a phone window, where a shared address must move nothing on screen. */
const SHIFT_VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 800 },
];
/** Sums the page's layout shifts not caused by input into `window.shift`, from its first one on. */
const SUM_SHIFTS = `window.shift = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput)
    window.shift += entry.value; }).observe({ type: 'layout-shift', buffered: true });`;

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
    // What to do comes first: the package's new name, with its code before and after.
    expect(await page.locator('.upgrade h3').first().textContent()).toBe('Must act (5)');
    expect(await page.locator('.upgrade-action').first().getAttribute('data-action')).toBe('package-name');
    expect(await page.locator('.upgrade-action').first().locator('pre').allTextContents()).toEqual([
      "import Table from 'rc-table';\nimport 'rc-table/assets/index.css';",
      "import Table from '@rc-component/table';\nimport '@rc-component/table/assets/index.css';",
    ]);
    expect(await items(page, /^Can use/)).toEqual(
      expect.arrayContaining([expect.stringContaining('expandable.showExpandAll')]),
    );
    // Every release's changelog entry, newest first, each linked to its place in the changelog.
    const releases = await page
      .locator('.upgrade h4 a')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(releases[0]).toEqual(['1.12.0', '/changelog#1-12-0']);
    expect(releases.at(-1)).toEqual(['1.0.0', '/changelog#1-0-0']);
    // Choosing needs the page to run: the selects wait for it.
    expect(await page.locator('.upgrade select[name="from"]').isDisabled()).toBe(true);
  });

  it('shows the pair in the address: what to do first, then additions, types and the changelog of 1.4.1 through 1.12.0', async ({
    site,
  }) => {
    const { page, errors } = await site.open('/upgrade?from=1.4.0&to=1.12.0');
    await page.locator('.upgrade[data-upgrade="1.4.0..1.12.0"]').waitFor();
    // The React 18 peer dependency and scrollTo's alignment, before any type change, each with its check.
    const order = await page
      .locator('.upgrade h3, .upgrade-action, .upgrade details > summary')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-action') ?? node.textContent));
    expect(order.slice(0, 4)).toEqual(['Must act (3)', 'group-fixed', 'react-18', 'scroll-to-align']);
    expect(order.indexOf('scroll-to-align')).toBeLessThan(order.findIndex((text) => /^Types only/.test(text ?? '')));
    const scroll = page.locator('.upgrade-action[data-action="scroll-to-align"]');
    expect(await scroll.locator('pre').nth(1).textContent()).toBe(
      "tableRef.current?.scrollTo({ index: 50, align: 'start' });",
    );
    expect(await scroll.locator('.upgrade-check a').getAttribute('href')).toBe(
      'https://github.com/react-component/table/blob/main/tests/claims/index.browser.test.ts',
    );
    const added = await items(page, /^Can use/);
    expect(added.some((line) => line.startsWith('measureRowRender'))).toBe(true);
    // Types only: collapsed, React's rename counted once for its eight props.
    const types = page.locator('.upgrade details', { has: page.locator('summary', { hasText: /^Types only \(4\)/ }) });
    expect(await types.getAttribute('open')).toBeNull();
    await types.locator('summary').click();
    const lines = await types.locator('li').allTextContents();
    expect(lines.filter((line) => line.startsWith('ReactHTML → IntrinsicElements (1.8.0) in 8 props:'))).toHaveLength(
      1,
    );
    expect(lines.some((line) => line.includes('expandable.columnTitle') && line.includes('(1.12.0)'))).toBe(true);
    const releases = await page.locator('.upgrade h4').allTextContents();
    expect(releases[0]).toBe('1.12.0');
    expect(releases.at(-1)).toBe('1.4.1');
    expect(releases).not.toContain('1.4.0');
    // A prop links to its row on the home page, which the address then names.
    await page.locator('.upgrade a', { hasText: 'measureRowRender' }).first().click();
    await page.waitForURL(/\/#properties-measureRowRender$/);
    await page.locator('tr#properties-measureRowRender').waitFor();
    expect(errors).toEqual([]);
  });

  it.for<[string, string, string[]]>([
    [
      '/upgrade?from=1.0.0&to=1.12.0',
      '1.0.0..1.12.0',
      ['header-row-class', 'group-fixed', 'react-18', 'scroll-to-align'],
    ],
    ['/upgrade?from=1.5.0&to=1.6.0', '1.5.0..1.6.0', ['group-fixed', 'avoid-1.6.0']],
    ['/zh-CN/upgrade?from=1.5.2&to=1.6.0', '1.5.2..1.6.0', ['avoid-1.6.0']],
  ])('%s: must act on %j', async ([path, pair, actions], { site }) => {
    const { page, errors } = await site.open(path);
    await page.locator(`.upgrade[data-upgrade="${pair}"]`).waitFor();
    const listed = await page
      .locator('.upgrade-action')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-action')));
    expect(listed).toEqual(actions);
    if (actions.includes('avoid-1.6.0'))
      expect(await page.locator('.upgrade-action[data-action="avoid-1.6.0"]').textContent()).toMatch(
        /(Do not use|请勿使用) 1\.6\.0/,
      );
    expect(errors).toEqual([]);
  });

  it('reads a version as people write it: in the address, and pasted from package.json', async ({ site }) => {
    const { page, errors } = await site.open('/upgrade?from=1.4&to=latest');
    await page.locator('.upgrade[data-upgrade="1.4.1..1.12.0"]').waitFor();
    expect(await page.locator('.upgrade-note').allTextContents()).toEqual(
      expect.arrayContaining(['1.4 reads as 1.4.1.', 'latest reads as 1.12.0.']),
    );
    await page.locator('.upgrade-paste input').fill('"@rc-component/table": "~1.8.0",');
    await page.locator('.upgrade-paste input').press('Enter');
    await page.locator('.upgrade[data-upgrade="1.8.2..1.12.0"]').waitFor();
    await page.locator('.upgrade-paste input').fill('"react": "^18.0.0"');
    await page.getByRole('button', { name: 'Read' }).click();
    await page
      .locator('.upgrade-paste ~ .upgrade-problem', { hasText: 'There is no release "react": "^18.0.0"' })
      .waitFor();
    expect(await page.locator('.upgrade').getAttribute('data-upgrade')).toBe('1.8.2..1.12.0');
    // An empty field reads nothing and says nothing.
    await page.locator('.upgrade-paste input').fill('  ');
    await page.locator('.upgrade-paste input').press('Enter');
    expect(await page.locator('.upgrade-paste ~ .upgrade-problem').count()).toBe(1);
    // A release the registry does not have is marked in the selects and said under them.
    await visit(page, `${siteUrl()}/upgrade?from=1.5.2&to=1.6.1`);
    await page.locator('.upgrade-note', { hasText: '1.6.1 is not on the npm registry' }).waitFor();
    expect(await page.locator('.upgrade select[name="to"] option[value="1.6.1"]').textContent()).toBe(
      '1.6.1 (not on npm)',
    );
    expect(await page.locator('.upgrade select[name="to"] option[value="1.8.1"]').textContent()).toBe('1.8.1');
    // rc-table 7.54.0, the release Ant Design 5 pins, is taken as itself.
    await visit(page, `${siteUrl()}/upgrade?from=7.54.0`);
    await page
      .locator('.upgrade-problem', { hasText: 'rc-table 7.54.0: its props are read from rc-table 7.55.1' })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('puts the chosen releases in the address, which opens the same view when shared', async ({ site }) => {
    const { page } = await site.open('/zh-CN/upgrade');
    await page.locator('.upgrade fieldset:not([disabled])').first().waitFor();
    await page.locator('.upgrade select[name="from"]').selectOption('1.10.0');
    await page.waitForURL(/\?from=1\.10\.0&to=1\.12\.0$/);
    await page.locator('.upgrade[data-upgrade="1.10.0..1.12.0"]').waitFor();
    expect(await page.locator('.upgrade h3').first().textContent()).toMatch(/^必须处理/);
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
      '7.55.1..1.12.0',
      /There is no release 1\.5\.1; showing rc-table 7\.55\.1\. Releases: 1\.0\.0, 1\.0\.1, .*1\.12\.0; rc-table 7\.x\./,
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

describe('checks that differ between two releases', () => {
  it('lists every claims check whose result differs between 1.9.1 and 1.12.0, found by running both', async ({
    site,
  }) => {
    const results = (version: string) =>
      (JSON.parse(fs.readFileSync(path.join(ROOT, `facts/behaviour/${version}.json`), 'utf8')) as BehaviourFile).checks;
    const expected = behaviourChanges(
      { version: '1.9.1', checks: results('1.9.1') },
      { version: '1.12.0', checks: results('1.12.0') },
    );
    expect(expected.length).toBeGreaterThan(0);
    const { page, errors } = await site.open('/upgrade?from=1.9.1&to=1.12.0');
    await page.locator('.upgrade[data-ready][data-upgrade="1.9.1..1.12.0"]').waitFor();
    const section = page.locator('details', {
      has: page.locator('h3', { hasText: 'Checks that differ, 1.9.1 → 1.12.0' }),
    });
    expect(await section.locator('h3').textContent()).toBe(`Checks that differ, 1.9.1 → 1.12.0 (${expected.length})`);
    await section.locator('summary').click();
    const lines = await section.locator('li').allTextContents();
    expect(lines).toHaveLength(expected.length);
    // The expand-all control came in 1.12.0: its check fails on 1.9.1 and passes on 1.12.0, and links to its page.
    const expandAll = section.locator('li', { hasText: 'every expandable row' }).first();
    expect(await expandAll.textContent()).toMatch(/^fails → passes /);
    expect(await section.locator('li a').first().getAttribute('href')).toMatch(/^\/(changelog|demo\/|migration|$)/);
    expect(errors).toEqual([]);
  });
});

describe('a shared upgrade link', () => {
  it.for([
    ['/upgrade?from=1.4.0&to=1.12.0', '1.4.0..1.12.0'],
    ['/zh-CN/upgrade?from=1.4.0&to=1.12.0', '1.4.0..1.12.0'],
    ['/upgrade?from=1.12.0&to=1.12.0', '1.12.0..1.12.0'],
  ])('%s shows its own pair without moving what is on screen', async ([path, pair], { site }) => {
    for (const viewport of SHIFT_VIEWPORTS) {
      const { page, errors } = await site.open('', { viewport });
      await page.addInitScript(SUM_SHIFTS);
      await page.goto(`${siteUrl()}${path}`, { waitUntil: 'load' });
      await page.locator(`.upgrade[data-ready][data-upgrade="${pair}"]`).waitFor();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.locator('.upgrade-view').isVisible()).toBe(true);
      expect(await page.evaluate('window.shift'), `${viewport.width} px`).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    }
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

describe('the API tables on a wide window', () => {
  it.for([1024, 1280, 1440])(
    'at %i px keep every name in their first column whole, and fit',
    async (width, { site }) => {
      for (const path of ['/', '/zh-CN']) {
        const { page } = await site.open(path, { viewport: { width, height: 900 } });
        const broken = await page.evaluate(() =>
          [...document.querySelectorAll('.markdown table tr > :first-child code')]
            .filter((code) => code.getClientRects().length > 1)
            .map((code) => code.textContent),
        );
        expect(broken, path).toEqual([]);
        const overflowing = await page.evaluate(
          () =>
            [...document.querySelectorAll('.table-wrap')].filter((wrap) => wrap.scrollWidth > wrap.clientWidth + 1)
              .length,
        );
        expect(overflowing, path).toBe(0);
      }
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

  it('says in its notice when the address names no release', async ({ site }) => {
    const { page } = await site.open('/?v=banana');
    await page.locator('.version-lens-banner', { hasText: 'There is no release banana; showing 1.12.0.' }).waitFor();
    expect(await page.locator('.version-lens-banner').textContent()).not.toContain('The API tables on this page show');
    await page.locator('.version-lens-banner button[data-lens-action="close"]').click();
    expect(await page.locator('.version-lens-banner').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('v');
  });

  it('reads a partial version as its newest release; an unknown one says which releases exist', async ({ site }) => {
    const { page, errors } = await site.open('/?v=1.7');
    await lensReady(page);
    expect(await page.locator('form[data-version-lens] select').inputValue()).toBe('1.7.0');
    expect(page.url()).toMatch(/\?v=1\.7\.0$/);
    await visit(page, `${siteUrl()}/?v=1.7.5`);
    await lensReady(page);
    expect(await page.locator('form[data-version-lens] select').inputValue()).toBe('1.12.0');
    expect(await page.locator('.version-lens-status').textContent()).toMatch(
      /^There is no release 1\.7\.5; showing 1\.12\.0\. Releases: rc-table 7\.55\.1, 1\.0\.0, .*1\.12\.0\./,
    );
    expect(page.url()).not.toContain('?v=');
    expect(errors).toEqual([]);
  });

  it('says on the first screen which release a shared address shows, moving nothing, with a way back', async ({
    site,
  }) => {
    for (const viewport of SHIFT_VIEWPORTS) {
      const { page, errors } = await site.open('', { viewport });
      await page.addInitScript(SUM_SHIFTS);
      await page.goto(`${siteUrl()}/?v=1.0.0`, { waitUntil: 'load' });
      const banner = page.locator('.version-lens-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain('The API tables on this page show 1.0.0');
      expect(await banner.locator('a', { hasText: 'What changed since 1.0.0' }).getAttribute('href')).toBe(
        '/upgrade?from=1.0.0',
      );
      const box = (await banner.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(await page.evaluate('window.shift'), `${viewport.width} px`).toBeLessThan(0.01);
      // The old type stands beside the current one: both visible, nothing to scroll.
      const title = page.locator('tr[data-prop="Table:expandable.columnTitle"]');
      await banner.locator('button[data-lens-action="jump"]').click();
      await title.scrollIntoViewIfNeeded();
      const cell = title.locator('td').nth(1);
      expect(await cell.locator('.version-lens-type').textContent()).toBe('1.0.0: ReactNode');
      const current = cell.locator(':scope > code').first();
      expect(await current.isVisible()).toBe(true);
      // Not covered: the current type's box and the old type's do not overlap.
      const [top, below] = [(await current.boundingBox())!, (await cell.locator('.version-lens-type').boundingBox())!];
      expect(below.y).toBeGreaterThanOrEqual(top.y + top.height - 1);
      expect(await cell.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
      // Back to the newest: marks, notice and query gone.
      await banner.locator('button[data-lens-action="back"]').click();
      await page.waitForURL(/\/$/);
      expect(await page.locator('tr[data-lens]').count()).toBe(0);
      expect(await banner.count()).toBe(0);
      expect(errors).toEqual([]);
    }
  });
});
