import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../../engine/pipeline/content/markdown';

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
