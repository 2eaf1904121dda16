import { describe, expect, it } from 'vitest';
import { markdownPath } from '../../../../../engine/core/seo';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from '../../../../../engine/pipeline/seo/files';
import { demoIds } from '../../../../../engine/pipeline/content/docs-folder';
import { loadSite } from '../../../../../engine/pipeline/content/store';
import { llmsFullPath, seoFiles } from '../../../../../engine/pipeline/seo/vite-plugin';

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

describe('the built files', async () => {
  const site = await loadSite();
  const files = seoFiles(site, 'https://example.org', '/table/');
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
