import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  joinBase,
  normalizeBasePath,
  normalizeSiteOrigin,
  stripBase,
  withBaseInHtml,
} from '../../core/base-path';
import { headTags, markdownPath } from '../../core/seo';
import { demoIds } from '../../core/content-files';
import { loadSite } from '../../plugins/content/store';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from '../../plugins/seo/files';
import { apiCells } from '../../core/api-types';
import { outlineMarkdown } from '../../plugins/content/markdown';
import {
  apiTable,
  pageMarkdown,
  paragraph,
  printMarkdown,
  text,
  type MarkdownResolver,
} from '../../plugins/seo/page-markdown';
import { apiTables, llmsFullPath, seoFiles } from '../../plugins/seo/vite-plugin';

describe('base path', () => {
  it('defaults to the root and adds the missing slashes', () => {
    expect(normalizeBasePath(undefined)).toBe('/');
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('/')).toBe('/');
    expect(normalizeBasePath('table')).toBe('/table/');
    expect(normalizeBasePath('/table')).toBe('/table/');
    expect(normalizeBasePath('table/')).toBe('/table/');
    expect(normalizeBasePath(' /docs/table/ ')).toBe('/docs/table/');
    expect(normalizeBasePath('/table//')).toBe('/table/');
  });

  it('stops with a message naming the value for anything that is not a path', () => {
    for (const bad of ['http://example.org/table/', 'https:table', '..', '/a/../b', './table', '/a b/', '/t?x', '/t#x'])
      expect(() => normalizeBasePath(bad), bad).toThrow(`BASE_PATH "${bad}" is not a path`);
    // A protocol-relative address names a host.
    expect(() => normalizeBasePath('//example.org/table')).toThrow('it has a scheme or a host');
  });

  it('puts site paths under the base and takes them out again', () => {
    expect(joinBase('/', '/demo')).toBe('/demo');
    expect(joinBase('/table/', '/')).toBe('/table/');
    expect(joinBase('/table/', '/demo/simple')).toBe('/table/demo/simple');
    expect(stripBase('/table/', '/table/demo/simple')).toBe('/demo/simple');
    expect(stripBase('/table/', '/table/')).toBe('/');
    expect(stripBase('/table/', '/table')).toBe('/');
    expect(stripBase('/table/', '/tables/x')).toBeNull();
    expect(stripBase('/', '/demo')).toBe('/demo');
  });

  it('rewrites root-relative links in built HTML, not external or protocol-relative ones', () => {
    const html = '<a href="/demo">a</a><a href="//cdn.example/x">b</a><a href="https://x.org/">c</a><img src="/i.svg">';
    expect(withBaseInHtml(html, '/table/')).toBe(
      '<a href="/table/demo">a</a><a href="//cdn.example/x">b</a><a href="https://x.org/">c</a><img src="/table/i.svg">',
    );
    expect(withBaseInHtml(html, '/')).toBe(html);
  });

  it('reads the public origin, accepting the base path in it and refusing another path', () => {
    expect(normalizeSiteOrigin('https://example.org/', '/')).toBe('https://example.org');
    expect(normalizeSiteOrigin('https://example.org/table', '/table/')).toBe('https://example.org');
    expect(() => normalizeSiteOrigin('https://example.org/docs/', '/table/')).toThrow('base path /table/');
    expect(() => normalizeSiteOrigin('example.org', '/')).toThrow('not an absolute address');
    expect(() => normalizeSiteOrigin('ftp://example.org', '/')).toThrow('http or https');
    expect(absoluteUrl('https://example.org', '/table/', '/zh-CN')).toBe('https://example.org/table/zh-CN');
  });
});

describe('head tags', () => {
  const site = { title: 'rc-table', description: 'Site summary.', origin: 'https://example.org', base: '/table/' };
  it('names the canonical address, both languages and x-default, the Markdown and the card', () => {
    const tags = headTags(
      {
        title: 'Simple - rc-table',
        locale: 'zh-CN',
        url: '/zh-CN/demo/simple',
        alternates: { 'en-US': '/demo/simple', 'zh-CN': '/zh-CN/demo/simple' },
        markdown: true,
      },
      site,
    );
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://example.org/table/zh-CN/demo/simple',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://example.org/table/demo/simple',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://example.org/table/demo/simple',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'text/markdown',
      href: '/table/zh-CN/demo/simple.md',
    });
    expect(tags).toContainEqual({ property: 'og:description', content: 'Site summary.' });
    expect(tags).toContainEqual({ name: 'twitter:title', content: 'Simple - rc-table' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'zh_CN' });
  });
  it('gives a page without address or twin no canonical link and no alternates', () => {
    const tags = headTags({ title: 'Not found', locale: 'en-US' }, site);
    expect(tags.some((tag) => 'rel' in tag)).toBe(false);
    expect(tags).toContainEqual({ property: 'og:title', content: 'Not found' });
  });
  it('places each page text at a stable .md address', () => {
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/zh-CN')).toBe('/zh-CN.md');
    expect(markdownPath('/demo/simple')).toBe('/demo/simple.md');
  });
});

describe('sitemap, robots.txt and llms.txt builders', () => {
  it('writes a sitemap with escaped absolute addresses, dates and alternates', () => {
    const xml = sitemapXml([
      {
        loc: 'https://example.org/a?b&c',
        lastModified: Date.UTC(2024, 0, 2),
        alternates: [{ hreflang: 'en', href: 'https://example.org/a' }],
      },
    ]);
    expect(xml).toContain('<loc>https://example.org/a?b&amp;c</loc>');
    expect(xml).toContain('<lastmod>2024-01-02</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.org/a"/>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });
  it('names the sitemap in robots.txt', () => {
    expect(robotsTxt('https://example.org/table/sitemap.xml')).toContain(
      'Sitemap: https://example.org/table/sitemap.xml',
    );
  });
  it('writes llms.txt as title, summary, details and linked sections', () => {
    const text = llmsTxt('rc-table', 'A  table.', 'More.', [
      { title: 'Docs', links: [{ title: 'A [b]', url: 'https://x.org/a.md', description: 'About a.' }] },
    ]);
    expect(text).toBe('# rc-table\n\n> A table.\n\nMore.\n\n## Docs\n\n- [A \\[b\\]](https://x.org/a.md): About a.\n');
  });
  it('writes llms-full.txt as title, summary, then each page after a rule and its address', () => {
    const text = llmsFullTxt('rc-table  1.0', 'A\ntable.', [
      { url: 'https://x.org/', markdown: '# Home\n\nHi.\n\n' },
      { url: 'https://x.org/demo', markdown: '# Demo\n' },
    ]);
    expect(text).toBe(
      '# rc-table 1.0\n\n> A table.\n\n---\n\nSource: https://x.org/\n\n# Home\n\nHi.\n\n---\n\nSource: https://x.org/demo\n\n# Demo\n',
    );
  });
});

describe('page text as Markdown', () => {
  const resolver: MarkdownResolver = {
    demo: (attrs) => [paragraph(text(`DEMO ${attrs.src}`))],
    components: {
      API: (props) => [paragraph(text(`API ${props.id}`))],
      DemoIndex: () => [paragraph(text('DEMO INDEX'))],
      Compatibility: () => [paragraph(text('MATRIX'))],
      Styling: () => [paragraph(text('PARTS'))],
      InstallTabs: (props) => [{ type: 'code', lang: 'bash', value: props.code }],
      Upgrade: () => [paragraph(text('UPGRADE'))],
      VersionLens: () => [],
    },
    absolute: (path) => `https://x.org/table${path}`,
  };
  it('titles the page, replaces the site tags and makes links absolute, leaving code blocks alone', () => {
    const source = [
      '---',
      'title: Simple',
      'description: The smallest table.',
      '---',
      '',
      'See [the changelog](/changelog?tab=rc-table) and [npm](https://npmjs.com).',
      '',
      '<code src="../examples/simple.tsx"></code>',
      '',
      '<!-- tab: releases | Releases -->',
      '',
      '<API id="Table"></API>',
      '',
      '```md',
      '<code src="../examples/kept.tsx"></code>',
      '[kept](/as-is)',
      '```',
      '',
      '```bash',
      'npm install @rc-component/table',
      '```',
    ].join('\n');
    expect(
      pageMarkdown(outlineMarkdown(source), { title: 'Simple', description: 'The smallest table.' }, resolver),
    ).toBe(
      [
        '# Simple',
        '',
        '> The smallest table.',
        '',
        'See [the changelog](https://x.org/table/changelog?tab=rc-table) and [npm](https://npmjs.com).',
        '',
        'DEMO ../examples/simple.tsx',
        '',
        '## Releases',
        '',
        'API Table',
        '',
        '```md',
        '<code src="../examples/kept.tsx"></code>',
        '[kept](/as-is)',
        '```',
        '',
        '```bash',
        'npm install @rc-component/table',
        '```',
        '',
      ].join('\n'),
    );
  });
  it('makes links relative to the page absolute when asked (llms-full.txt), and leaves other hosts alone', () => {
    const source =
      'See [columns](#column-props), [a demo](./virtual-list), [npm](https://npmjs.com), [mail](mailto:a@b.c).';
    const relative = (url: string) => new URL(url, 'https://x.org/table/demo/simple').href;
    expect(pageMarkdown(outlineMarkdown(source), { title: 'T' }, { ...resolver, relative })).toBe(
      '# T\n\nSee [columns](https://x.org/table/demo/simple#column-props), [a demo](https://x.org/table/demo/virtual-list), [npm](https://npmjs.com), [mail](mailto:a@b.c).\n',
    );
    expect(pageMarkdown(outlineMarkdown(source), { title: 'T' }, resolver)).toContain('[columns](#column-props)');
  });
  it('writes a props table cell for cell: marks beside the name, the deprecation after the description', () => {
    const say = (key: string) =>
      ({ 'api.deprecated': 'deprecated', 'api.internal': 'internal', 'api.yes': 'Yes', 'api.no': 'No' })[key] ?? key;
    const rows = [
      { name: 'a', type: 'string | number', optional: true, description: 'The `a`\nvalue.', deprecated: 'Use `b`.' },
      { name: 'b', type: 'number', optional: false, internal: true },
    ].map((prop) => apiCells(prop, say));
    const tree = { type: 'root' as const, children: [apiTable(['Name', 'Type', 'Required', 'Description'], rows)] };
    expect(printMarkdown(tree)).toBe(
      [
        '| Name | Type | Required | Description |',
        '| - | - | - | - |',
        '| `a` *deprecated* | `string \\| number` | No | The `a` value. Use `b`. |',
        '| `b` *internal* | `number` | Yes | |',
        '',
      ].join('\n'),
    );
  });
});

describe('the built files', async () => {
  const site = await loadSite();
  const files = seoFiles(site, 'https://example.org', '/table/', await apiTables());
  it('lists every page in the sitemap and llms.txt, and writes every page as Markdown', () => {
    for (const { meta } of site.pages) {
      expect(files['sitemap.xml']).toContain(
        `<loc>https://example.org/table${meta.url === '/' ? '/' : meta.url}</loc>`,
      );
      expect(files['llms.txt']).toContain(`(https://example.org/table${markdownPath(meta.url)})`);
      expect(files[markdownPath(meta.url).slice(1)]).toContain(`# ${meta.title}`);
    }
    expect(files['robots.txt']).toContain('Sitemap: https://example.org/table/sitemap.xml');
  });
  it('writes every page into the llms-full.txt of its language, named in llms.txt', () => {
    for (const { meta } of site.pages) {
      const full = files[llmsFullPath(meta.locale).slice(1)];
      expect(full).toContain(
        `\nSource: https://example.org/table${meta.url === '/' ? '/' : meta.url}\n\n# ${meta.title}\n`,
      );
      expect(files['llms.txt']).toContain(`(https://example.org/table${llmsFullPath(meta.locale)})`);
    }
    expect(Object.keys(files).filter((name) => name.endsWith('llms-full.txt'))).toEqual([
      'llms-full.txt',
      'zh-CN/llms-full.txt',
    ]);
  });
  it('writes a demo page with its code and a demo list with its links', () => {
    expect(files['demo/simple.md']).toMatch(/```tsx\n[\s\S]*from '@rc-component\/table'/);
    expect(files['demo/simple.md']).not.toContain('<code src=');
    expect(files['demo.md']).toContain('(https://example.org/table/demo/simple)');
    expect(files['index.md']).toContain('| `columns` |');
  });
  it('prerenders a standalone page for every demo the pages show', () => {
    expect(demoIds()).toEqual(Object.keys(site.demos['en-US']).sort());
  });
});
