/** A doc page's Markdown (its link and the copy button) and the head tags search engines and link previews read. */
import { describe, expect } from 'vitest';
import { siteUrl } from '../support/site.ts';
import { it } from '../support/fixtures.ts';

describe("a page's text as Markdown", () => {
  it.for([
    ['/demo/simple', 'Copy page as Markdown', 'Copied', '# Simple'],
    ['/zh-CN/demo/simple', '复制本页为 Markdown', '已复制', '# 基本用法'],
  ])('%s copies its Markdown to the clipboard', async ([path, label, done, title], { site }) => {
    const { page, errors } = await site.open(path, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.getByRole('button', { name: label }).click();
    await page.getByRole('button', { name: done }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(`${title}\n`)).toBe(true);
    expect(copied).toMatch(/```tsx\n[\s\S]*@rc-component\/table/);
    const link = await page.locator('.page-markdown a').getAttribute('href');
    expect(link).toBe(`${path}.md`);
    const response = await fetch(siteUrl() + link);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(copied);
    expect(errors).toEqual([]);
  });

  it('says so when the Markdown cannot be fetched', async ({ site }) => {
    const { page } = await site.open('/demo/simple', { permissions: ['clipboard-write'] });
    await page.route('**/*.md', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Could not copy the page' }).textContent(),
    ).resolves.toMatch(/503/);
  });
});

describe('head tags', () => {
  it('names the canonical page, its twin, x-default, the Markdown and the link preview', async () => {
    const html = await (await fetch(`${siteUrl()}/zh-CN/demo/simple`)).text();
    const origin = 'https://react-component.github.io';
    expect(html).toContain(`<link rel="canonical" href="${origin}/zh-CN/demo/simple">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/demo/simple">`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh-CN" href="${origin}/zh-CN/demo/simple">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/demo/simple">`);
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/zh-CN/demo/simple.md">');
    expect(html).toMatch(/<meta property="og:title" content="基本用法 – rc-table">/);
    expect(html).toMatch(/<meta name="twitter:description" content="[^"]+">/);
    const demo = await (await fetch(`${siteUrl()}/~demos/simple`)).text();
    expect(demo).toContain(`<link rel="canonical" href="${origin}/~demos/simple">`);
  });
});
