import { describe, expect, it } from 'vitest';
import { documentHtml, type DocumentParts } from '../../../../engine/app/document';
import { START_SCRIPT, startFilesOf } from '../../../../engine/core/start-script';
import { inlineScripts } from '../../../support/built-pages';

const PARTS: DocumentParts = {
  locale: 'zh-CN',
  head: '<title>T</title>',
  styles: '<style>p{}</style>',
  app: '<p>page</p>',
  routeFiles: '/assets/route-files-1.json',
  start: { preloads: ['/assets/site.js'], entry: '/assets/entry.js' },
  firstPaintAfter: 'sidebar',
};

describe('the document around a page', () => {
  it("puts the policy first, made from the exact text of every script it runs, and nothing else's", () => {
    let asked: readonly string[] = [];
    const html = documentHtml(PARTS, (scripts) => ((asked = scripts), 'POLICY'));
    expect(html.indexOf('<meta http-equiv="Content-Security-Policy" content="POLICY">')).toBe(
      html.indexOf('<meta charset="utf-8">') + '<meta charset="utf-8">'.length,
    );
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    // Every script the browser runs, and only those (the start files are data, not run).
    expect([...asked].sort()).toEqual(inlineScripts(html).sort());
    expect(asked).toContain(START_SCRIPT);
    expect(asked.some((text) => text.includes('/assets/site.js'))).toBe(false);
  });

  it('holds the page, its language, its start files and its route-files list', () => {
    const html = documentHtml(PARTS);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-CN"><head>/);
    expect(html).not.toContain('Content-Security-Policy');
    expect(html).toContain(
      '<div id="root" data-prerendered="" data-route-files="/assets/route-files-1.json"><p>page</p></div>',
    );
    expect(startFilesOf(html)).toEqual(PARTS.start);
    expect(html).toContain(`<script type="module">${START_SCRIPT}</script>`);
    expect(html).toContain('<link rel="expect" href="#sidebar" blocking="render">');
    // The head's own tags come after the colour start-up, the styles after them.
    expect(html.indexOf('<title>T</title>')).toBeLessThan(html.indexOf('<style>p{}</style>'));
    expect(html).toMatch(/<noscript><p class="noscript">[^<]+<\/p><\/noscript>/);
  });

  it("is the dev server's empty shell with its entry, no start files and no wait", () => {
    const html = documentHtml({
      locale: 'en-US',
      head: '',
      styles: '',
      app: '',
      scripts: '<script src="/e.tsx"></script>',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root"></div>');
    expect(startFilesOf(html)).toBeNull();
    expect(html).not.toContain(START_SCRIPT);
    expect(html).not.toContain('rel="expect"');
    expect(html).toMatch(/<script src="\/e\.tsx"><\/script><\/body><\/html>$/);
  });
});
