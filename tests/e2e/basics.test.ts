/**
 * The furniture of a docs site: copy buttons on code blocks, a header that holds at every width, "On this page" on
 * phones, anchors that survive a language switch, edit links and the library's version, install tabs, API row
 * anchors, previous/next and titles.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import siteConfig from '../../site.config.ts';
import { scanDocs } from '../../engine/pipeline/content/docs-folder.ts';
import { siteUrl, visit } from '../support/site.ts';
import { it } from '../support/fixtures.ts';

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

describe('copy button on code blocks', () => {
  it.for([
    ['/', 'Copy code', 'Copied!'],
    ['/migration', 'Copy code', 'Copied!'],
    ['/zh-CN', '复制代码', '已复制！'],
  ])(
    '%s: every code block outside the demos copies its code, from the mouse and the keyboard',
    async ([path, name, done], { site }) => {
      const { page, errors } = await site.open(path, CLIPBOARD);
      const blocks = page.locator('.markdown pre');
      const count = await blocks.count();
      expect(count).toBeGreaterThan(0);
      const buttons = page.locator('.markdown .code-copy');
      expect(await buttons.count()).toBe(count);
      for (let i = 0; i < count; i++) {
        const button = buttons.nth(i);
        expect(await button.evaluate((el) => el.tagName)).toBe('BUTTON');
        expect((await button.textContent())?.trim()).toBe(name);
      }
      // The first with the mouse: the code arrives on the clipboard, the button says so, then goes back.
      const code = (await blocks.first().innerText()).trim();
      await buttons.first().click();
      await page.waitForFunction(
        (label) => document.querySelector('.markdown .code-copy')?.textContent?.includes(label),
        done,
      );
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.trim()).toBe(code);
      // The type tooltips inside TypeScript code are not part of it.
      expect(copied).not.toContain('(alias)');
      await page.waitForFunction(
        (label) => !document.querySelector('.markdown .code-copy')?.textContent?.includes(label),
        done,
        { timeout: 5000 },
      );
      // The last from the keyboard.
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await buttons.last().focus();
      await page.keyboard.press('Enter');
      const lastCode = (await blocks.last().innerText()).trim();
      await page.waitForFunction(async (text) => (await navigator.clipboard.readText()).trim() === text, lastCode);
      expect(errors).toEqual([]);
    },
  );
});

describe('"On this page" where the side table of contents is hidden', () => {
  it.for([
    ['/', 375, 'On this page'],
    ['/zh-CN', 375, '本页目录'],
    ['/changelog', 1000, 'On this page'],
  ] as const)(
    '%s at %i px: a control at the top of the content opens the sections and goes to one',
    async ([path, width, name], { site }) => {
      const { page, errors } = await site.open(path, { viewport: { width, height: 740 } });
      expect(await page.locator('.toc:not(.toc-inline)').isVisible()).toBe(false);
      const summary = page.locator('.toc-inline summary');
      expect(await summary.isVisible()).toBe(true);
      expect((await summary.textContent())?.trim()).toBe(name);
      // Above the page's text: reached without scrolling.
      expect((await summary.boundingBox())!.y).toBeLessThan(740);
      const links = page.locator('.toc-inline a');
      expect(await links.first().isVisible()).toBe(false);
      await summary.click();
      const count = await links.count();
      expect(count).toBeGreaterThan(2);
      const last = links.nth(count - 1);
      expect(await last.isVisible()).toBe(true);
      const id = decodeURIComponent((await last.getAttribute('href'))!.slice(1));
      await last.click();
      await page.waitForFunction((hash) => decodeURIComponent(location.hash.slice(1)) === hash, id);
      const heading = await page.evaluate((target) => {
        const box = document.getElementById(target)!.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom };
      }, id);
      expect(heading.top).toBeGreaterThanOrEqual(0);
      expect(heading.bottom).toBeLessThanOrEqual(740);
      // The list closes once an entry is chosen.
      expect(await links.first().isVisible()).toBe(false);
      expect(errors).toEqual([]);
    },
  );

  it('is not shown beside the side table of contents (1280 px)', async ({ site }) => {
    const { page } = await site.open('/changelog');
    expect(await page.locator('.toc:not(.toc-inline)').isVisible()).toBe(true);
    expect(await page.locator('.toc-inline').isVisible()).toBe(false);
  });

  it('keeps the current entry in view inside the side table of contents, without moving the page', async ({ site }) => {
    const { page } = await site.open('/changelog', { viewport: { width: 1280, height: 700 } });
    const toc = page.locator('.toc:not(.toc-inline)');
    // The list is taller than its box: there is something to keep in view.
    expect(await toc.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    await page.evaluate((y) => window.scrollTo(0, y), bottom);
    const current = page.locator('.toc:not(.toc-inline) a[aria-current]');
    const lastEntry = page.locator('.toc:not(.toc-inline) li:last-child a');
    await page.waitForFunction(() =>
      document.querySelector('.toc:not(.toc-inline) li:last-child a')?.hasAttribute('aria-current'),
    );
    expect(await current.count()).toBe(1);
    await page.waitForFunction(() => {
      const box = document.querySelector('.toc:not(.toc-inline)')!.getBoundingClientRect();
      const entry = document.querySelector('.toc:not(.toc-inline) a[aria-current]')!.getBoundingClientRect();
      return entry.top >= box.top - 1 && entry.bottom <= box.bottom + 1;
    });
    expect(await lastEntry.getAttribute('aria-current')).toBe('location');
    // The page stayed where the reader put it.
    expect(await page.evaluate(() => window.scrollY)).toBe(bottom);
    // Back at the top, the first entry comes back into view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => {
      const box = document.querySelector('.toc:not(.toc-inline)')!.getBoundingClientRect();
      const entry = document.querySelector('.toc:not(.toc-inline) li:first-child a')!.getBoundingClientRect();
      return entry.top >= box.top - 1 && entry.bottom <= box.bottom + 1;
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('section anchors across languages', () => {
  /** The ids of a prerendered page's section headings, in order. */
  const headingIds = async (path: string) => {
    const html = await (await fetch(siteUrl() + path)).text();
    return [...html.matchAll(/<h[2-4][^>]*\sid="([^"]+)"/g)].map((match) => match[1]);
  };

  it('every Chinese page gives its sections the ids of its English twin', async () => {
    const twins = scanDocs().filter((doc) => doc.locale !== 'en-US');
    expect(twins.length).toBeGreaterThan(10);
    for (const doc of twins) {
      const english = scanDocs().find((other) => other.locale === 'en-US' && other.path === doc.path);
      if (!english) continue;
      const [zh, en] = await Promise.all([headingIds(doc.url), headingIds(english.url)]);
      expect(zh, doc.url).toEqual(en);
    }
  });

  it('the language switch keeps the section, from English to Chinese and back', async ({ site }) => {
    const { page, errors } = await site.open('/#column-props');
    const inView = (id: string) =>
      page.waitForFunction((target) => {
        const box = document.getElementById(target)?.getBoundingClientRect();
        return !!box && box.top >= 0 && box.top < innerHeight / 2;
      }, id);
    await inView('column-props');
    await page.locator('.header-tools a[hreflang="zh-CN"]').click();
    await page.waitForURL((url) => url.pathname === '/zh-CN' && url.hash === '#column-props');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    expect(await page.locator('#column-props').textContent()).toContain('列属性');
    await inView('column-props');
    await page.locator('.header-tools a[hreflang="en-US"]').click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#column-props');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await inView('column-props');
    expect(errors).toEqual([]);
  });

  it('links inside a Chinese page reach its renamed sections', async ({ site }) => {
    const { page } = await site.open('/zh-CN');
    const hrefs = await page
      .locator('.markdown a[href^="#"], .hero a[href^="#"]')
      .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const id of hrefs) expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
  });
});

describe('edit link and the documented version', () => {
  it.for([
    ['/', 'Edit this page', 'docs/index.md'],
    ['/zh-CN/changelog', '编辑此页', 'docs/changelog.zh-CN.md'],
    ['/demo/simple', 'Edit this page', 'docs/demo/simple.md'],
    ['/zh-CN/demo', '编辑此页', 'docs/demo/index.zh-CN.md'],
  ])("%s links to its source file's editor", async ([path, text, file], { site }) => {
    expect(fs.existsSync(file), file).toBe(true);
    const { page } = await site.open(path);
    const link = page.locator('.edit-link');
    expect((await link.textContent())?.trim()).toBe(text);
    expect(await link.getAttribute('href')).toBe(`${siteConfig.repository}/edit/${siteConfig.editLink.branch}/${file}`);
  });

  it('pages without a source file have no edit link', async ({ site }) => {
    const { page } = await site.open('/~playground');
    expect(await page.locator('.edit-link').count()).toBe(0);
  });

  it.for([
    ['/', '/changelog'],
    ['/zh-CN/demo/simple', '/zh-CN/changelog'],
  ])(
    '%s shows the installed version in the header, linked to its changelog entry',
    async ([path, changelog], { site }) => {
      const installed = (
        JSON.parse(fs.readFileSync('node_modules/@rc-component/table/package.json', 'utf8')) as { version: string }
      ).version;
      const { page } = await site.open(path);
      const version = page.locator('.header .version-link');
      expect(await version.isVisible()).toBe(true);
      expect((await version.textContent())?.trim()).toBe(`v${installed}`);
      const anchor = installed.replace(/\./g, '-');
      expect(await version.getAttribute('href')).toBe(`${changelog}#${anchor}`);
      await version.click();
      await page.waitForURL((url) => url.pathname === changelog && url.hash === `#${anchor}`);
      await page.waitForFunction(
        (id) => document.getElementById(id)?.textContent?.startsWith(id.replace(/-/g, '.')),
        anchor,
      );
    },
  );
});

describe('install commands for every package manager', () => {
  const tabs = (page: Page) => page.locator('.install-tabs').first().getByRole('tab');
  const panelText = async (page: Page) =>
    (await page.locator('.install-tabs').first().getByRole('tabpanel').locator('pre').innerText()).trim();

  it('the prerendered page shows npm first', async () => {
    const html = await (await fetch(siteUrl() + '/')).text();
    expect(html).toMatch(/class="[^"]*install-tabs[^"]*"><div role="tablist"/);
    expect(html).toMatch(/aria-selected="true"[^>]*>npm</);
  });

  it('an accessible tablist of npm, yarn, pnpm and bun; the choice is kept across pages', async ({ site }) => {
    const { page, errors } = await site.open('/', CLIPBOARD);
    expect(await page.locator('.install-tabs').first().getByRole('tablist').getAttribute('aria-label')).toBeTruthy();
    expect(await tabs(page).allTextContents()).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(await tabs(page).first().getAttribute('aria-selected')).toBe('true');
    expect(await panelText(page)).toBe('npm install @rc-component/table');
    await tabs(page).nth(2).click();
    expect(await tabs(page).nth(2).getAttribute('aria-selected')).toBe('true');
    expect(await panelText(page)).toBe('pnpm add @rc-component/table');
    // Arrow keys move between the tabs; only the selected one is a tab stop.
    await tabs(page).nth(2).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('bun');
    expect(await tabs(page).nth(3).getAttribute('aria-selected')).toBe('true');
    expect(await tabs(page).evaluateAll((all) => all.map((tab) => tab.getAttribute('tabindex')))).toEqual([
      '-1',
      '-1',
      '-1',
      '0',
    ]);
    expect(await panelText(page)).toBe('bun add @rc-component/table');
    // The copy button copies the command shown.
    await page.locator('.install-tabs').first().locator('.code-copy').click();
    await page.waitForFunction(
      async () => (await navigator.clipboard.readText()).trim() === 'bun add @rc-component/table',
    );
    // Another page, loaded afresh: the choice holds, and uninstalling speaks the same tool.
    await page.goto(siteUrl() + '/zh-CN/migration');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForFunction(
      () => document.querySelector('.install-tabs [aria-selected="true"]')?.textContent === 'bun',
    );
    expect(await panelText(page)).toBe('bun remove rc-table\nbun add @rc-component/table');
    expect(errors).toEqual([]);
  });
});

describe('API rows', () => {
  /** Each props table row's id and prop name, on the page as built. */
  const rows = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.markdown table tbody tr')]
        .filter((row) => {
          const first = row.firstElementChild;
          return first?.childElementCount === 1 && first.firstElementChild?.tagName === 'CODE';
        })
        .map((row) => ({ id: row.id, name: row.firstElementChild!.firstElementChild!.textContent! })),
    );

  it('every props row has a stable anchor from its table and prop name, the same in both languages', async ({
    site,
  }) => {
    const { page } = await site.open('/');
    const en = await rows(page);
    expect(en.length).toBeGreaterThan(60);
    for (const row of en) expect(row.id, row.name).toMatch(new RegExp(`^[\\w-]+-${row.name.replace(/\./g, '-')}$`));
    expect(new Set(en.map((row) => row.id)).size).toBe(en.length);
    expect(en.map((row) => row.id)).toContain('properties-rowKey');
    expect(en.map((row) => row.id)).toContain('Table-rowKey');
    await visit(page, siteUrl() + '/zh-CN');
    expect((await rows(page)).map((row) => row.id)).toEqual(en.map((row) => row.id));
    // The table of contents reaches the props tables.
    expect(await page.locator('.toc a[href="#properties"]').count()).toBe(1);
  });

  it("a search hit on a prop opens the prop's row and marks it", async ({ site }) => {
    const data = (await (await fetch(siteUrl() + '/search/en-US.json')).json()) as {
      pages: { url: string; sections: { id: string; title: string }[]; texts: [number, string][] }[];
    };
    const home = data.pages.find((page) => page.url === '/')!;
    const at = home.sections.findIndex((section) => section.id === 'properties-rowKey');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(home.texts.some(([section, text]) => section === at && text.startsWith('rowKey |'))).toBe(true);

    const { page, errors } = await site.open('/demo/simple');
    await page.locator('#site-search').click();
    await page.locator('#site-search').fill('rowKey');
    const hit = page.locator('#site-search-listbox [role="option"][href="/#properties-rowKey"]').first();
    await hit.waitFor();
    await hit.click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#properties-rowKey');
    await page.waitForFunction(() => {
      const row = document.getElementById('properties-rowKey');
      const box = row?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.bottom <= innerHeight;
    });
    // Marked: its background is not its neighbour's.
    await page.waitForFunction(() => {
      const row = document.getElementById('properties-rowKey')!;
      const other = row.nextElementSibling!;
      const background = (el: Element) => getComputedStyle(el.firstElementChild!).backgroundColor;
      return background(row) !== background(other);
    });
    // Loaded at that address, the row is marked as well.
    await visit(page, siteUrl() + '/zh-CN#Table-rowKey');
    expect(await page.evaluate(() => document.getElementById('Table-rowKey')!.matches(':target'))).toBe(true);
    expect(
      await page.evaluate(() => {
        const row = document.getElementById('Table-rowKey')!;
        const cell = (el: Element) => getComputedStyle(el.firstElementChild!).backgroundColor;
        return cell(row) !== cell(row.nextElementSibling!);
      }),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('the small things', () => {
  const html = async (path: string) => (await fetch(siteUrl() + path)).text();
  const between = (text: string, pattern: RegExp) => pattern.exec(text)?.[1].replace(/<[^>]+>/g, '');

  it.each(['en-US', 'zh-CN'])('%s: previous and next lead through every page in reading order', async (locale) => {
    const pages = scanDocs().filter((doc) => doc.locale === locale);
    const home = pages.find((doc) => doc.path === '')!;
    const seen: string[] = [];
    let at: string | undefined = home.url;
    let before: string | undefined;
    while (at && seen.length <= pages.length) {
      seen.push(at);
      const text = await html(at);
      const prev = /<a[^>]*class="prev"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*class="prev"/.exec(text);
      expect(prev?.[1] ?? prev?.[2], `previous of ${at}`).toBe(before);
      const next = /<a[^>]*class="next"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*class="next"/.exec(text);
      before = at;
      at = next?.[1] ?? next?.[2];
    }
    expect([...seen].sort()).toEqual(pages.map((doc) => doc.url).sort());
  });

  it('a section of one page has no sidebar', async () => {
    for (const path of ['/changelog', '/zh-CN/migration']) {
      const text = await html(path);
      expect(text, path).not.toContain('class="layout has-sidebar"');
    }
    expect(await html('/demo/simple')).toContain('class="layout has-sidebar"');
  });

  it('every page has one title pattern, in both languages; the 404 title is not in capitals', async ({ site }) => {
    for (const doc of scanDocs()) {
      const text = await html(doc.url);
      const title = between(text, /<title>([^<]*)<\/title>/);
      if (doc.path === '') expect(title, doc.url).toMatch(/^rc-table – \S.+$/);
      else expect(title, doc.url).toBe(`${between(text, /<h1[^>]*>([\s\S]*?)<\/h1>/)} – rc-table`);
    }
    expect(between(await html('/~playground'), /<title>([^<]*)<\/title>/)).toBe('Playground – rc-table');
    for (const [path, expected] of [
      ['/no/such/page', 'Page not found – rc-table'],
      ['/zh-CN/no/such/page', '页面未找到 – rc-table'],
    ]) {
      const { page } = await site.open(path);
      expect(await page.title()).toBe(expected);
    }
  });

  it.for([
    ['dark', 'Dark'],
    ['auto', 'Auto'],
    ['light', 'Light'],
  ])('the colour control shows "%s" before the scripts run', async ([mode, label], { site }) => {
    const { page } = await site.open('');
    await page.context().addInitScript((stored) => localStorage.setItem('prefers-color', stored), mode);
    // No script of the site arrives: the page stays as its HTML and the inline colour script made it.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(siteUrl() + '/', { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    const shown = await page.evaluate(() => {
      const control = document.querySelector('.color-switch')!;
      return [...control.querySelectorAll<HTMLElement>('*')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && getComputedStyle(el).visibility === 'visible' && !el.closest('.visually-hidden');
        })
        .filter(
          (el) =>
            el.tagName !== 'OPTION' &&
            (el.tagName === 'SELECT' || ![...el.children].some((child) => child.getBoundingClientRect().width > 0)),
        )
        .map((el) => (el instanceof HTMLSelectElement ? el.selectedOptions[0]?.text : el.textContent?.trim()))
        .filter(Boolean);
    });
    expect(shown).toEqual([label]);
  });

  it('the GitHub link shows a filled mark of our own, not an outline', async ({ site }) => {
    const { page } = await site.open('/');
    const svg = page.locator('.github-link svg');
    expect(await svg.getAttribute('stroke')).toBeNull();
    expect(await svg.locator('[fill="currentColor"]').count()).toBeGreaterThan(0);
    expect(await svg.locator('mask').count()).toBe(1);
  });

  it.for([
    ['/~playground?demo=unknown', 'There is no demo with the id “unknown”.'],
    ['/zh-CN/~playground?demo=unknown', '没有 id 为“unknown”的示例。'],
  ])('%s says the demo is unknown and still offers the picker', async ([path, message], { site }) => {
    const { page, errors } = await site.open(path);
    await page.getByText(message).waitFor();
    expect(await page.locator('.playground-choose .card a').count()).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });
});
