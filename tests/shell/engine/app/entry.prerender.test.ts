import { describe, expect, it } from 'vitest';
import { prerenderAddresses, renderPage } from '../../../../engine/app/entry.prerender';

describe('the prerender renderer', () => {
  it('draws a content page whole: its prose, its demo, its head, the sources of its routes', async () => {
    const page = await renderPage('/demo/simple');
    expect(page.locale).toBe('en-US');
    expect(page.sources).toEqual(['engine/app/routes/doc-layout.tsx', 'docs/demo/simple.md']);
    expect(page.head).toMatch(/^<title>Simple – /);
    expect(page.head).toContain('hreflang="zh-CN"');
    // The demo's table and the page's text are in the HTML, not left to a script.
    expect(page.app).toMatch(/<table[\s>]/);
    expect(page.app).toContain('class="content-page"');
    expect(page.app).not.toContain('<template');
    expect(page.firstPaintAfter).toBe('sidebar');
  });

  it("draws the 404 page at any unknown address, in the address's language", async () => {
    const english = await renderPage('/no/such/page');
    expect(english.sources).toEqual(['engine/app/routes/doc-layout.tsx', 'engine/app/routes/not-found.tsx']);
    expect(english.app).toContain('404');
    expect(english.head).toContain('noindex');
    const chinese = await renderPage('/zh-CN/404');
    expect(chinese.locale).toBe('zh-CN');
    expect(chinese.head).not.toBe(english.head);
  });

  it('draws a standalone demo outside the doc layout', async () => {
    const page = await renderPage('/~demos/simple');
    expect(page.sources).toEqual(['engine/app/routes/standalone-demo.tsx']);
    expect(page.app).toMatch(/<table[\s>]/);
    expect(page.app).not.toContain('class="layout');
  });

  it('lists every address of its route table once, each language’s 404 page, and no pattern', () => {
    const addresses = prerenderAddresses();
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toEqual(
      expect.arrayContaining(['/', '/zh-CN', '/demo/simple', '/~playground', '/~demos/simple', '/404', '/zh-CN/404']),
    );
    expect(addresses.filter((address) => /[*:]/.test(address))).toEqual([]);
  });
});
