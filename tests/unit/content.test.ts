import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, packageNameOf } from '../../plugins/content/demo-source';
import { parseMarkdown } from '../../plugins/content/markdown';
import { docPathOf, routeIdOf, urlOf } from '../../core/content-files';
import { demoIdOf } from '../../core/content-files';
import { resolveRequest } from '../../scripts/static-server';

describe('content files to routes', () => {
  it('maps file names to locale and path', () => {
    expect(docPathOf('index.md')).toEqual({ locale: 'en-US', path: '' });
    expect(docPathOf('index.zh-CN.md')).toEqual({ locale: 'zh-CN', path: '' });
    expect(docPathOf('demo/index.md')).toEqual({ locale: 'en-US', path: 'demo' });
    expect(docPathOf('demo/fixed-columns.zh-CN.md')).toEqual({ locale: 'zh-CN', path: 'demo/fixed-columns' });
    expect(urlOf('en-US', '')).toBe('/');
    expect(urlOf('zh-CN', '')).toBe('/zh-CN');
    expect(urlOf('zh-CN', 'changelog')).toBe('/zh-CN/changelog');
    expect(routeIdOf('en-US', '')).toBe('page:en-US:index');
  });

  it('names demos by their example file, camel case to hyphens', () => {
    expect(demoIdOf('/x/docs/examples/fixedColumns.tsx')).toBe('fixed-columns');
    expect(demoIdOf('fixedColumns-auto-height.tsx')).toBe('fixed-columns-auto-height');
    expect(demoIdOf('fixedColumnsAndHeaderRtl.tsx')).toBe('fixed-columns-and-header-rtl');
    expect(demoIdOf('react-dnd.tsx')).toBe('react-dnd');
  });
});

describe('demo sources', () => {
  it('finds every import, bare and relative', () => {
    const source = `import Table from '@rc-component/table';\nimport type { ColumnsType } from '@rc-component/table/es/interface';\nimport { List } from "react-window";\nimport './demo.css';\nexport { x } from './data/x';`;
    expect(importsOf(source)).toEqual([
      '@rc-component/table',
      '@rc-component/table/es/interface',
      'react-window',
      './demo.css',
      './data/x',
    ]);
    expect(packageNameOf('@rc-component/table/es/interface')).toBe('@rc-component/table');
    expect(packageNameOf('react-dom/client')).toBe('react-dom');
  });
});

describe('markdown pages', () => {
  it('reads front matter, title, toc, texts and splits segments at demos', async () => {
    const md = `---\ntitle: Fixed\ngroup: scroll\n---\n\n# Ignored\n\nIntro with \`code\`.\n\n## When to use\n\n- one\n- two\n\n<code src="../examples/x.tsx" iframe="400"></code>\n\n### Details\n\n| a | b |\n|---|---|\n| 1 | 2 |\n`;
    const page = await parseMarkdown(md);
    expect(page.title).toBe('Fixed');
    expect(page.frontmatter.group).toBe('scroll');
    expect(page.toc).toEqual([
      { id: 'when-to-use', depth: 2, title: 'When to use' },
      { id: 'details', depth: 3, title: 'Details' },
    ]);
    expect(page.texts.map((t) => [t.value, t.tocIndex])).toEqual([
      ['Intro with code.', -1],
      ['one', 0],
      ['two', 0],
      ['a | b', 1],
      ['1 | 2', 1],
    ]);
    const types = page.segments[''].map((s) => s.type);
    expect(types).toEqual(['html', 'demo', 'html']);
    expect(page.segments[''][1]).toMatchObject({ type: 'demo', src: '../examples/x.tsx', attrs: { iframe: '400' } });
    const html = (page.segments[''][0] as { html: string }).html;
    expect(html).toContain('<h2 id="when-to-use">');
    expect(html).toContain('href="#when-to-use"');
  });

  it('splits tabs and tags their headings', async () => {
    const page = await parseMarkdown(
      `# Log\n\n<!-- tab: releases | Releases -->\n\n## 1.0.0\n\ntext\n\n<!-- tab: old | Older -->\n\n## Before\n\nmore\n`,
    );
    expect(page.tabs).toEqual([
      { key: 'releases', title: 'Releases' },
      { key: 'old', title: 'Older' },
    ]);
    expect(Object.keys(page.segments)).toEqual(['releases', 'old']);
    expect(page.toc.map((t) => t.tab)).toEqual(['releases', 'old']);
  });

  it('gives version headings readable, distinct anchors', async () => {
    const page = await parseMarkdown('## 1.12.0\n\n## 1.1.20\n\n## Fixes\n\n## Fixes\n');
    expect(page.toc.map((t) => t.id)).toEqual(['1-12-0', '1-1-20', 'fixes', 'fixes-1']);
  });

  it('highlights code at build time, with both themes', async () => {
    const page = await parseMarkdown('```tsx\nconst a = <Table />;\n```\n');
    const html = (page.segments[''][0] as { html: string }).html;
    expect(html).toContain('shiki');
    expect(html).toContain('--shiki-dark');
  }, 60_000); // TypeScript code has its types read too: the compiler starts up first

  it("labels each body cell of a table with its column's heading", async () => {
    const page = await parseMarkdown('| Name | `Type` |\n| --- | --- |\n| `data` | string |\n| `rowKey` |  |\n');
    const html = (page.segments[''][0] as { html: string }).html;
    expect(html).toContain('<td data-label="Name"><code>data</code></td>');
    expect(html).toContain('<td data-label="Type">string</td>');
    expect(html).toContain('<td data-label="Name"><code>rowKey</code></td>');
  });

  it('marks a table of four or more columns to read as cards on phones, and no narrower one', async () => {
    const row = (n: number) => `| ${Array.from({ length: n }, (_, i) => `c${i}`).join(' | ')} |`;
    const table = (n: number) => `${row(n)}\n${row(n).replace(/c\d/g, '---')}\n${row(n)}\n`;
    const html = async (n: number) => ((await parseMarkdown(table(n))).segments[''][0] as { html: string }).html;
    expect(await html(4)).toContain('<table class="card-rows">');
    expect(await html(5)).toContain('<table class="card-rows">');
    expect(await html(3)).toContain('<table>');
  });

  it('places known components and leaves other HTML alone', async () => {
    const page = await parseMarkdown('<DemoIndex></DemoIndex>\n\n<div class="note">hi</div>\n');
    expect(page.segments[''][0]).toEqual({ type: 'component', name: 'DemoIndex', props: {} });
    expect(page.segments[''][1]).toMatchObject({ type: 'html' });
  });
});

describe('static host rules', () => {
  const root = '/site';
  const files = new Set([
    '/site/index.html',
    '/site/demo/simple/index.html',
    '/site/assets/a.js',
    '/site/404.html',
    '/site/zh-CN/404.html',
  ]);
  const exists = (file: string) => files.has(file);
  it('serves files and directory indexes', () => {
    expect(resolveRequest(root, '/', exists)).toEqual({ file: '/site/index.html', status: 200 });
    expect(resolveRequest(root, '/demo/simple', exists)).toEqual({ file: '/site/demo/simple/index.html', status: 200 });
    expect(resolveRequest(root, '/demo/simple/', exists)).toEqual({
      file: '/site/demo/simple/index.html',
      status: 200,
    });
    expect(resolveRequest(root, '/assets/a.js', exists).status).toBe(200);
  });
  it('answers unknown paths with the 404 page of their language, and never leaves the root', () => {
    expect(resolveRequest(root, '/nope', exists)).toEqual({ file: path.join(root, '404.html'), status: 404 });
    expect(resolveRequest(root, '/zh-CN/nope', exists)).toEqual({
      file: path.join(root, 'zh-CN/404.html'),
      status: 404,
    });
    expect(resolveRequest(root, '/../../etc/passwd', exists).status).toBe(404);
    expect(resolveRequest(root, '/%E0%A4%A', exists).status).toBe(404);
  });
  it('serves standalone demo pages and the playground from their prerendered files, unknown ids as 404', () => {
    const withDemos = (file: string) =>
      exists(file) || file === '/site/~demos/simple/index.html' || file === '/site/~playground/index.html';
    expect(resolveRequest(root, '/~demos/simple', withDemos)).toEqual({
      file: '/site/~demos/simple/index.html',
      status: 200,
    });
    expect(resolveRequest(root, '/%7Edemos/simple', withDemos).status).toBe(200);
    expect(resolveRequest(root, '/~playground', withDemos)).toEqual({
      file: '/site/~playground/index.html',
      status: 200,
    });
    expect(resolveRequest(root, '/~demos/nope', withDemos)).toEqual({ file: '/site/404.html', status: 404 });
    expect(resolveRequest(root, '/~demos/%E0%A4%A', withDemos).status).toBe(404);
  });
  it('serves the site under a base path, and nothing outside it', () => {
    expect(resolveRequest(root, '/table/', exists, '/table/')).toEqual({ file: '/site/index.html', status: 200 });
    expect(resolveRequest(root, '/table/demo/simple', exists, '/table/')).toEqual({
      file: '/site/demo/simple/index.html',
      status: 200,
    });
    expect(resolveRequest(root, '/table/zh-CN/nope', exists, '/table/')).toEqual({
      file: '/site/zh-CN/404.html',
      status: 404,
    });
    expect(resolveRequest(root, '/demo/simple', exists, '/table/')).toEqual({ file: '/site/404.html', status: 404 });
    expect(resolveRequest(root, '/tablet/demo/simple', exists, '/table/').status).toBe(404);
  });
  it('gives the 404 page wherever the client would render it: bad encoding, odd spellings, .html names', () => {
    expect(resolveRequest(root, '/zh-CN/%E0%A4%A', exists)).toEqual({
      file: path.join(root, 'zh-CN/404.html'),
      status: 404,
    });
    expect(resolveRequest(root, '/demo//simple', exists).status).toBe(404);
    expect(resolveRequest(root, '/demo/./simple', exists).status).toBe(404);
    expect(resolveRequest(root, '/demo/%2E%2E/demo/simple', exists).status).toBe(404);
    expect(resolveRequest(root, '/index.html', exists).status).toBe(404);
    expect(resolveRequest(root, '/demo/simple/index.html', exists).status).toBe(404);
  });
});
