import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as renderer from '../../../../../engine/app/entry.prerender';
import { startFilesOf } from '../../../../../engine/core/start-script';
import { ROUTE_FILES_KEY } from '../../../../../engine/pipeline/deploy/route-files';
import { hashSource } from '../../../../../engine/scripts/csp';
import { CLIENT_ENTRY, fileOf, prerenderSite } from '../../../../../engine/scripts/prerender/site';
import { inlineScripts } from '../../../../support/built-pages';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-site-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// A browser build as the bundler's manifest describes it: the entry with the site's stylesheet, the routes' chunks.
const manifest = {
  [CLIENT_ENTRY]: { file: 'assets/entry.js', imports: ['_site.js'], css: ['assets/site.css'] },
  '_site.js': { file: 'assets/site.js' },
  'engine/app/routes/doc-layout.tsx': { file: 'assets/layout.js', imports: ['_site.js'] },
  'docs/demo/simple.md': { file: 'assets/simple.js', imports: ['_site.js', '_library.js'], css: ['assets/simple.css'] },
  '_library.js': { file: 'assets/library.js' },
  'engine/app/routes/not-found.tsx': { file: 'assets/not-found.js', imports: ['_site.js'] },
  [ROUTE_FILES_KEY]: { file: 'assets/route-files-1.json' },
};
fs.mkdirSync(path.join(dir, 'assets'));
fs.writeFileSync(path.join(dir, 'assets/site.css'), 'body{margin:0}');

describe('the prerender', () => {
  it('writes each page whole: policy, stylesheets, start files, route-files list', async () => {
    const written = await prerenderSite({ dir, manifest, base: '/table/' }, renderer, ['/demo/simple', '/zh-CN/404']);
    expect(written).toEqual([path.join(dir, 'demo/simple/index.html'), path.join(dir, 'zh-CN/404.html')]);
    const html = fs.readFileSync(written[0], 'utf8');
    // The site's stylesheet inlined (its link disabled), the route's own linked.
    expect(html).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/table/assets/site.css" disabled>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/table/assets/simple.css">');
    expect(startFilesOf(html)).toEqual({
      preloads: [
        '/table/assets/entry.js',
        '/table/assets/site.js',
        '/table/assets/layout.js',
        '/table/assets/simple.js',
        '/table/assets/library.js',
      ],
      entry: '/table/assets/entry.js',
    });
    expect(html).toContain('data-route-files="/table/assets/route-files-1.json"');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)![1];
    expect(inlineScripts(html).length).toBeGreaterThan(2);
    for (const script of inlineScripts(html)) expect(policy).toContain(hashSource(script));
    expect(fs.readFileSync(written[1], 'utf8')).toContain('<html lang="zh-CN">');
  });

  it("puts a page where a static host looks for it, each language's 404 page beside its folder", () => {
    expect(fileOf('/c', '/')).toBe('/c/index.html');
    expect(fileOf('/c', '/demo/simple')).toBe('/c/demo/simple/index.html');
    expect(fileOf('/c', '/404')).toBe('/c/404.html');
    expect(fileOf('/c', '/zh-CN/404')).toBe('/c/zh-CN/404.html');
  });

  it('fails on a route the build does not hold', async () => {
    await expect(prerenderSite({ dir, manifest, base: '/' }, renderer, ['/demo/ellipsis'])).rejects.toThrow(
      'the build manifest has no docs/demo/ellipsis.md',
    );
  });
});

describe('a page that fails to render', () => {
  it('stops the prerender with the address of the page and the error', async () => {
    const failing = {
      ...renderer,
      renderPage: async () => {
        throw new Error('boom from a demo');
      },
    };
    await expect(prerenderSite({ dir, manifest, base: '/' }, failing, ['/demo/simple'])).rejects.toThrow(
      'prerender: the page at /demo/simple failed to render: Error: boom from a demo',
    );
  });
});
