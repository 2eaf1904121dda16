import { describe, expect, it } from 'vitest';
import { apiCells } from '../../../../../engine/core/api-types';
import { outlineMarkdown } from '../../../../../engine/pipeline/content/markdown';
import {
  apiTable,
  pageMarkdown,
  paragraph,
  printMarkdown,
  text,
  type MarkdownResolver,
} from '../../../../../engine/pipeline/seo/page-markdown';

describe('page text as Markdown', () => {
  const resolver: MarkdownResolver = {
    demo: (attrs) => [paragraph(text(`DEMO ${attrs.src}`))],
    components: {
      API: (props) => [paragraph(text(`API ${props.id}`))],
      DemoIndex: () => [paragraph(text('DEMO INDEX'))],
      Compatibility: () => [paragraph(text('MATRIX'))],
      Styling: () => [paragraph(text('LIVE TABLE'))],
      StylingParts: () => [paragraph(text('PARTS'))],
      StyleBuilder: () => [paragraph(text('BUILDER'))],
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
