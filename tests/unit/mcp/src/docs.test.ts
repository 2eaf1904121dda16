/**
 * The MCP server's answers as pure functions (mcp/src/docs.ts) over small hand-made data, the data file it picks
 * (mcp/src/data-file.ts), and the props rows the build writes for it (plugins/assistants/pipeline/vite-plugin.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { McpData, McpLocale } from '../../../../plugins/assistants/core/mcp-data';
import { createDocs, DocsError, nearest } from '../../../../mcp/src/docs';
import { dataFile } from '../../../../mcp/src/data-file';
import { propsOfPage } from '../../../../plugins/assistants/pipeline/vite-plugin';

const locale = (id: string, prefix: string, title: string): McpLocale => ({
  id,
  name: id,
  pages: [
    { path: prefix || '/', url: `https://x.org/t${prefix}/`, title: 'Home', markdown: `# Home ${id}\n` },
    { path: `${prefix}/demo/sticky`, url: `https://x.org/t${prefix}/demo/sticky`, title, markdown: `# ${title}\n` },
  ],
  search: {
    locale: id as McpData['locales'][number]['search']['locale'],
    pages: [
      {
        url: `${prefix}/demo/sticky`,
        title,
        group: 'Demo',
        priority: 1000,
        sections: [{ id: 'offset', title: 'Offset' }],
        texts: [[0, 'The header stays on top with offsetHeader.']],
        demos: [],
      },
    ],
  },
  demos: [{ id: 'sticky', title, page: `${prefix}/demo/sticky`, url: 'https://x.org/t/~demos/sticky' }],
  props: [
    { component: 'Table', name: 'scroll.y', type: 'number', default: '-', since: '1.0.0', description: 'y', url: '' },
    { component: 'Table', name: 'rowKey', type: 'string', default: "'key'", since: '1.0.0', description: 'k', url: '' },
    {
      component: 'VirtualTable',
      name: 'scroll.y',
      type: 'number',
      default: '-',
      since: '1.0.0',
      description: 'v',
      url: '',
    },
  ],
});

const data: McpData = {
  format: 2,
  library: { name: '@rc-component/table', version: '1.12.0' },
  site: { title: 'rc-table', url: 'https://x.org/t/' },
  locales: [locale('en-US', '', 'Sticky header'), locale('zh-CN', '/zh-CN', '吸顶表头')],
  demoCode: { sticky: { files: [{ name: 'sticky.tsx', code: 'export default 1;' }], packages: { react: '19.0.0' } } },
  // The answers about releases have their own tests (releases.test.ts); these read none of it.
  releases: {} as McpData['releases'],
};
const docs = createDocs(data);
const fails = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DocsError);
    return (error as Error).message;
  }
  throw new Error('expected a DocsError');
};

describe('the MCP server’s answers', () => {
  it('searches with the site engine: hits in order, with the page path and the absolute address', () => {
    const hits = docs.search('sticky header');
    expect(hits[0]).toMatchObject({ type: 'page', title: 'Sticky header', pagePath: '/demo/sticky' });
    expect(hits[0].url).toBe('https://x.org/t/demo/sticky');
    const offset = docs.search('offsetHeader');
    expect(offset.map((hit) => hit.path)).toContain('/demo/sticky#offset');
    expect(offset.find((hit) => hit.type === 'content')?.text).toContain('**offsetHeader**');
    expect(docs.search('吸顶', 'zh-CN')[0].pagePath).toBe('/zh-CN/demo/sticky');
    expect(fails(() => docs.search(' '))).toContain('The query is empty');
    expect(fails(() => docs.search('x', 'fr'))).toBe('Unknown locale "fr". The docs are in: en-US, zh-CN.');
    expect(fails(() => docs.prepare('fr'))).toContain('Unknown locale "fr"');
    expect(() => docs.prepare('zh-CN')).not.toThrow();
  });

  it('reads a page by path, address, Markdown address or with a trailing slash', () => {
    expect(docs.page('/demo/sticky').title).toBe('Sticky header');
    expect(docs.page('https://x.org/t/zh-CN/demo/sticky.md').title).toBe('吸顶表头');
    expect(docs.page('demo/sticky/').title).toBe('Sticky header');
    expect(docs.page('/index.md').markdown).toBe('# Home en-US\n');
    expect(docs.page('/zh-CN').markdown).toBe('# Home zh-CN\n');
    const message = fails(() => docs.page('/demo/stick'));
    expect(message).toContain('Did you mean: /demo/sticky');
    expect(message).toContain('The pages are: /, /demo/sticky, /zh-CN, /zh-CN/demo/sticky.');
  });

  it('gives a prop of every component that has it, or of one, named with it or apart', () => {
    expect(docs.props('scroll.y').map((prop) => prop.component)).toEqual(['Table', 'VirtualTable']);
    expect(docs.props('VirtualTable.scroll.y').map((prop) => prop.description)).toEqual(['v']);
    expect(docs.props('scroll.y', 'Table').map((prop) => prop.description)).toEqual(['y']);
    expect(docs.props('rowkey')[0].name).toBe('rowKey');
    const message = fails(() => docs.props('scrol.y'));
    expect(message).toContain('Did you mean: scroll.y');
    expect(message).toContain('Table: scroll.y, rowKey. VirtualTable: scroll.y.');
    expect(fails(() => docs.props('x', 'Grid'))).toBe(
      'Unknown component "Grid". The props tables cover: Table, VirtualTable.',
    );
  });

  it('lists and gives demos, their code shared by every language', () => {
    expect(docs.demos('zh-CN')).toEqual([{ id: 'sticky', title: '吸顶表头' }]);
    expect(docs.demo('sticky', 'zh-CN')).toMatchObject({ title: '吸顶表头', packages: { react: '19.0.0' } });
    expect(fails(() => docs.demo('stiky'))).toBe('No demo "stiky". Did you mean: sticky? The demos are: sticky.');
  });

  it('ranks near names: holding the word first, then by shared letters, unrelated names left out', () => {
    expect(nearest('scroll', ['rowKey', 'scroll.x', 'scroll.y', 'sticky'])).toEqual(['scroll.x', 'scroll.y']);
    expect(nearest('qqq', ['rowKey'])).toEqual([]);
  });
});

describe('the data file the server reads', () => {
  it('is the one given, else the variable, else mcp-data.json beside the server', () => {
    expect(dataFile(['--data', 'a.json'], {}, '/srv')).toBe(path.resolve('a.json'));
    expect(dataFile(['--data=b.json'], { RC_TABLE_DOCS_DATA: 'c.json' }, '/srv')).toBe(path.resolve('b.json'));
    expect(dataFile([], { RC_TABLE_DOCS_DATA: 'c.json' }, '/srv')).toBe(path.resolve('c.json'));
    expect(dataFile([], {}, '/srv')).toBe(path.join('/srv', 'mcp-data.json'));
    expect(() => dataFile(['--data'], {}, '/srv')).toThrow('--data needs a file');
  });
});

describe('the props rows of the build', () => {
  it('reads the marked tables: type, default, first release from since.json, deprecation from the text or types', () => {
    const markdown = [
      '<!-- api: Table -->',
      '',
      '| Name | Type | Default | Description | Version |',
      '| --- | --- | --- | --- | --- |',
      "| `rowKey` | `string` | `'key'` | The key. | |",
      '| `expandable.expandIcon` | `() => ReactNode` | - | Deprecated: use `components.ExpandIcon`. | |',
      '| `old` | `number` | - | Old. | 1.2.0 |',
      '',
      '| `unmarked` | `string` |',
      '| --- | --- |',
      '| `x` | `y` |',
    ].join('\n');
    const tables = (id: string) =>
      id === 'Table'
        ? { id, source: 'TableProps', props: [{ name: 'old', type: 'number', optional: true, deprecated: 'Use new.' }] }
        : undefined;
    const rows = propsOfPage(markdown, 'https://x.org/', tables, { Table: { rowKey: '1.0.0' } });
    expect(rows).toEqual([
      expect.objectContaining({ name: 'rowKey', type: 'string', default: "'key'", since: '1.0.0' }),
      expect.objectContaining({ name: 'expandable.expandIcon', deprecated: 'use components.ExpandIcon.' }),
      expect.objectContaining({ name: 'old', since: '1.2.0', deprecated: 'Use new.' }),
    ]);
    expect(rows[0].deprecated).toBeUndefined();
  });
});
