/**
 * The MCP server as an assistant meets it: its `bin` (mcp/dist/server.js, bundled by `npm run build`) started over
 * stdio on the build's data (build/client/mcp-data.json), talked to with the official SDK's client. It lists its
 * tools, searches (the same hits in the same order as the site's own engine over the search file the site serves),
 * reads pages, props and demos in both languages, and answers bad input with an error naming what exists, staying up.
 * No browser.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndex, search } from '../../engine/core/search-engine.ts';
import { demoIds, scanDocs } from '../../engine/pipeline/content/docs-folder.ts';
import { MCP_DATA_FILE, type McpProp as Prop } from '../../plugins/assistants/core/mcp-data.ts';
import type { Hit } from '../../mcp/src/docs.ts';
import { searchFileName, type SearchData } from '../../engine/core/search-data.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT = path.join(ROOT, process.env.BUILD_DIR ?? 'build', 'client');
const BIN = path.join(ROOT, 'mcp', 'dist', 'server.js');
const DATA = path.join(CLIENT, MCP_DATA_FILE);
const VERSION = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8')) as {
    version: string;
  }
).version;

let client: Client;

beforeAll(async () => {
  for (const file of [BIN, DATA]) if (!fs.existsSync(file)) throw new Error(`No ${file}: run \`npm run build\` first.`);
  client = new Client({ name: 'rc-table-docs-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [BIN, '--data', DATA], stderr: 'pipe' }),
  );
}, 60_000);

afterAll(() => client?.close());

/** A tool's text answer, and whether it is a tool error. */
async function call(name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text: string }[];
  expect(content.map((part) => part.type)).toEqual(['text']);
  return { text: content[0].text, error: result.isError === true };
}
const answer = async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
  const { text, error } = await call(name, args);
  expect(error, text).toBe(false);
  return JSON.parse(text) as T;
};

const hitsOf = async (args: Record<string, unknown>) => (await answer<{ hits: Hit[] }>('search_docs', args)).hits;

describe('the MCP server over stdio', () => {
  it('lists its tools and names the library version it describes', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'check_compatibility',
      'get_demo',
      'get_page',
      'get_prop',
      'get_styling',
      'get_upgrade',
      'list_demos',
      'search_docs',
    ]);
    // Every tool answers for a release: each takes one, but the upgrade's, which takes two.
    for (const tool of tools)
      expect(Object.keys(tool.inputSchema.properties ?? {}), tool.name).toContain(
        tool.name === 'get_upgrade' ? 'from' : 'version',
      );
    // Started in the repository, the server finds the release installed there.
    expect(client.getInstructions()).toContain(`This project uses ${VERSION}: installed in the project`);
    expect(client.getServerVersion()?.name).toBe('rc-table-docs-mcp');
  });

  it('finds the sticky-header demo first for "sticky header", and the fixed-columns page for 固定列', async () => {
    // A demo titled like its page is found as that page (the engine does not repeat the page's hit).
    const sticky = await hitsOf({ query: 'sticky header' });
    const demo = await answer<{ page: string; title: string }>('get_demo', { id: 'sticky-header' });
    expect(sticky[0]).toMatchObject({ type: 'page', title: demo.title, pagePath: demo.page });
    expect(demo.page).toBe('/demo/sticky-header');
    const fixed = await hitsOf({ query: '固定列', locale: 'zh-CN' });
    expect(fixed[0].pagePath).toBe('/zh-CN/demo/fixed-columns');
    expect(fixed[0].url).toMatch(/^https?:\/\/[^/]+\/(?:.*\/)?zh-CN\/demo\/fixed-columns/);
  });

  it('answers whether two features work together with the verdict itself, in both languages', async () => {
    const virtual = await hitsOf({ query: 'virtual fixed columns' });
    expect(virtual[0]).toMatchObject({ type: 'answer', path: '/compatibility#cell-fixed-start-virtual' });
    expect(virtual[0].text).toContain('Checked:');
    const tree = await hitsOf({ query: '可展开行 树形数据' });
    expect(tree[0]).toMatchObject({ type: 'answer', path: '/zh-CN/compatibility#cell-expandable-tree' });
    expect(tree[0].text).toContain('原因：');
  });

  it('gives the hits of the search box, in its order: the site engine over the search file the site serves', async () => {
    const queries: [string, string][] = [
      ['en-US', 'sticky header'],
      ['en-US', 'scroll.y'],
      ['en-US', 'expand all rows'],
      ['en-US', 'virtual'],
      ['zh-CN', '固定列'],
      ['zh-CN', '展开'],
    ];
    for (const [locale, query] of queries) {
      const data = JSON.parse(fs.readFileSync(path.join(CLIENT, searchFileName(locale)), 'utf8')) as SearchData;
      const box = search(createIndex(data), query).flatMap((group) => group.hits.map((hit) => hit.link));
      expect(box.length, query).toBeGreaterThan(2);
      const hits = await hitsOf({ query, locale });
      expect(
        hits.map((hit) => hit.path),
        query,
      ).toEqual(box);
    }
  });

  it('reads a page in each language, by path, address or Markdown address', async () => {
    const page = await call('get_page', { path: '/demo/sticky-header' });
    expect(page.error).toBe(false);
    expect(page.text).toMatch(/^# Sticky header\n/);
    expect(page.text).toContain('```tsx');
    const llms = fs.readFileSync(path.join(CLIENT, 'llms-full.txt'), 'utf8');
    expect(llms).toContain(page.text.trimEnd());
    const zh = await call('get_page', { path: '/zh-CN/demo/fixed-columns.md' });
    expect(zh.error).toBe(false);
    expect(zh.text).toMatch(/^# 固定列\n/);
    const home = await call('get_page', { path: '/' });
    expect(home.text).toContain('| `rowKey` |');
  });

  it('gives a prop with its type, default, first release and deprecation, nested names and both languages', async () => {
    const scrollY = await answer<Prop[]>('get_prop', { name: 'scroll.y' });
    expect(scrollY.map((prop) => prop.component).sort()).toEqual(['Table', 'VirtualTable']);
    expect(scrollY.find((prop) => prop.component === 'Table')).toMatchObject({
      type: 'number | string',
      since: '1.0.0',
    });
    const virtual = await answer<Prop[]>('get_prop', { name: 'VirtualTable.scroll.y' });
    expect(virtual).toEqual([expect.objectContaining({ component: 'VirtualTable', type: 'number' })]);
    const expandAll = await answer<Prop[]>('get_prop', { name: 'expandable.showExpandAll' });
    expect(expandAll).toEqual([expect.objectContaining({ default: 'false', since: '1.12.0' })]);
    expect(expandAll[0].deprecated).toBeUndefined();
    const icon = await answer<Prop[]>('get_prop', { name: 'expandable.expandIcon', locale: 'zh-CN' });
    expect(icon[0].deprecated).toContain('components.ExpandIcon');
    expect(icon[0].description).toMatch(/^已废弃/);
    const cell = await answer<Prop[]>('get_prop', { name: 'colSpan', component: 'SummaryCell' });
    expect(cell).toHaveLength(1);
  });

  it('lists every demo and gives one with its code and packages', async () => {
    const { demos } = await answer<{ demos: { id: string; title: string }[] }>('list_demos', {});
    expect(demos.map((demo) => demo.id).sort()).toEqual(demoIds().sort());
    const demo = await answer<{
      title: string;
      files: { name: string; code: string }[];
      packages: Record<string, string>;
    }>('get_demo', { id: 'sticky-header', locale: 'zh-CN' });
    expect(demo.files[0]).toEqual({
      name: 'stickyHeader.tsx',
      code: fs.readFileSync(path.join(ROOT, 'docs/examples/stickyHeader.tsx'), 'utf8'),
    });
    expect(demo.packages['@rc-component/table']).toBe(VERSION);
    expect(demo.title).toMatch(/\p{Script=Han}/u);
  });

  it('offers every page as a resource', async () => {
    const { resources } = await client.listResources();
    expect(resources.length).toBe(scanDocs().length);
    const read = await client.readResource({ uri: 'docs://rc-table/zh-CN/demo/sticky-header' });
    expect((read.contents[0] as { text: string }).text).toMatch(/^# /);
  });

  it('answers bad input with an error naming what exists, and keeps answering', async () => {
    const page = await call('get_page', { path: '/demo/no-such-page' });
    expect(page.error).toBe(true);
    expect(page.text).toContain('No page at "/demo/no-such-page"');
    expect(page.text).toContain('/demo/sticky-header');
    const prop = await call('get_prop', { name: 'scrol.y' });
    expect(prop.error).toBe(true);
    expect(prop.text).toMatch(/Did you mean: [^?]*scroll\.y/);
    const component = await call('get_prop', { name: 'rowKey', component: 'Grid' });
    expect(component).toEqual({ error: true, text: expect.stringContaining('Table, Column') });
    const demo = await call('get_demo', { id: 'nope' });
    expect(demo.error).toBe(true);
    expect(demo.text).toContain('sticky-header');
    const empty = await call('search_docs', { query: '  ' });
    expect(empty).toEqual({ error: true, text: expect.stringContaining('The query is empty') });
    const locale = await call('search_docs', { query: 'table', locale: 'fr-FR' });
    expect(locale).toEqual({ error: true, text: expect.stringContaining('en-US, zh-CN') });
    const missing = await client.callTool({ name: 'get_page', arguments: {} });
    expect(missing.isError).toBe(true);
    // Still up.
    expect((await hitsOf({ query: 'rowKey' })).length).toBeGreaterThan(0);
  });

  it('is what `npm run --silent mcp` starts (quiet: npm prints no banner into the protocol)', async () => {
    const viaNpm = new Client({ name: 'rc-table-docs-test', version: '1.0.0' });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    await viaNpm.connect(new StdioClientTransport({ command: npm, args: ['run', '--silent', 'mcp'], cwd: ROOT }));
    try {
      expect((await viaNpm.listTools()).tools).toHaveLength(8);
    } finally {
      await viaNpm.close();
    }
  });

  it('needs nothing but Node at run time: the bundle imports node: modules only', () => {
    const code = fs.readFileSync(BIN, 'utf8');
    // The bundle's static imports open it, one statement after another; dynamic ones are `import("...")` anywhere.
    const head = /^#![^\n]*\n((?:import[^;]*;)*)/.exec(code)?.[1] ?? '';
    const imports = [
      ...[...head.matchAll(/from\s*["']([^"']+)["']/g)].map((match) => match[1]),
      ...[...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]),
    ];
    expect(imports).toContain('node:fs');
    expect(imports.filter((specifier) => !specifier.startsWith('node:'))).toEqual([]);
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'mcp/package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({ name: 'rc-table-docs-mcp', bin: { 'rc-table-docs-mcp': 'dist/server.js' } });
    expect(manifest.dependencies).toBeUndefined();
  });

  it('says on stderr, with exit code 1, when it has no data', () => {
    const run = spawnSync(process.execPath, [BIN, '--data', path.join(ROOT, 'no-such-data.json')], {
      encoding: 'utf8',
      input: '',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('No docs data at');
  });
});

describe('the MCP server in a project on an older release', () => {
  let project: Client;
  let folder = '';
  const text = async (name: string, args: Record<string, unknown>) => {
    const result = await project.callTool({ name, arguments: args });
    return { text: (result.content as { text: string }[])[0].text, error: result.isError === true };
  };
  const json = async <T>(name: string, args: Record<string, unknown>) => {
    const { text: body, error } = await text(name, args);
    expect(error, body).toBe(false);
    return JSON.parse(body) as T;
  };

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-table-project-'));
    fs.writeFileSync(
      path.join(folder, 'package.json'),
      JSON.stringify({ name: 'app', dependencies: { '@rc-component/table': '~1.8.0', react: '^18.3.1' } }),
    );
    project = new Client({ name: 'rc-table-docs-test', version: '1.0.0' });
    // Started elsewhere (here, the repository, which has the pinned release), told where the project is.
    await project.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN, '--data', DATA, '--workspace', folder],
        cwd: ROOT,
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await project?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("names the project's release and where it was found", () => {
    expect(project.getInstructions()).toContain(
      `This project uses 1.8.2: the newest release in the range of the project's package.json`,
    );
    expect(project.getInstructions()).toContain('~1.8.0');
  });

  it('answers a prop for that release, and for another when asked', async () => {
    const [early] = await json<{ exists: boolean; note: string }[]>('get_prop', { name: 'expandable.showExpandAll' });
    expect(early).toMatchObject({ exists: false, note: expect.stringContaining('arrived in 1.12.0') });
    const [now] = await json<{ exists: boolean; type: string }[]>('get_prop', {
      name: 'expandable.showExpandAll',
      version: 'latest',
    });
    expect(now).toMatchObject({ exists: true, type: 'boolean' });
    const [title] = await json<{ type: string }[]>('get_prop', { name: 'expandable.columnTitle' });
    expect(title.type).toBe('ReactNode');
  });

  it("checks features together on the project's measured release, in either language", async () => {
    const answer = await json<{ measuredOn: string; cells: { verdict: string; fix?: { prop: string } }[] }>(
      'check_compatibility',
      { features: ['虚拟滚动', 'expandable rows'] },
    );
    expect(answer.measuredOn).toBe('1.8.2');
    expect(answer.cells[0]).toMatchObject({ verdict: 'fixed', fix: { prop: 'expandable.columnWidth' } });
  });

  it('gives the classes and keys of a part', async () => {
    const answer = await json<{ parts: { part: string; keys: { name: string }[] }[] }>('get_styling', {
      part: '表头单元格',
    });
    expect(answer.parts[0].part).toBe('header-cell');
    expect(answer.parts[0].keys.map((key) => key.name)).toContain('classNames.header.cell');
  });

  it("lists what to change from the project's release, action first, and any pair as the upgrade page", async () => {
    const upgrade = await text('get_upgrade', {});
    expect(upgrade.error).toBe(false);
    expect(upgrade.text).toContain('From 1.8.2 To');
    expect(upgrade.text.indexOf('Must act')).toBeLessThan(upgrade.text.indexOf('scrollTo'));
    const page = await text('get_page', { path: '/zh-CN/upgrade?from=1.4.0&to=1.12.0' });
    expect(page.text).toMatch(/^# .+\n/);
    expect(page.text).toContain('1.4.0');
    expect(page.text).toContain('必须处理');
  });

  it("says what a demo needs that the project's release lacks, before its code", async () => {
    const { text: body } = await text('get_demo', { id: 'expand-icon' });
    expect(Object.keys(JSON.parse(body) as object)[0]).toBe('needsNote');
    expect(body).toContain('Table expandable.showExpandAll (from 1.12.0)');
  });

  it("gives the classes and keys as the project's release draws them", async () => {
    const answer = await json<{ drawnBy: string; typesWithoutElement: { VirtualTable: string[] } }>('get_styling', {
      part: 'classNames.body.row',
    });
    expect(answer.drawnBy).toBe('1.8.2');
    expect(answer.typesWithoutElement.VirtualTable).toContain('body.row');
  });

  it('notes that search hits describe the pinned release', async () => {
    const answer = await json<{ version: string; note: string; hits: Hit[] }>('search_docs', { query: 'scroll.y' });
    expect(answer.version).toBe('1.8.2');
    expect(answer.note).toContain('this project uses 1.8.2');
    expect(answer.hits.length).toBeGreaterThan(0);
  });

  it('answers bad input with an error naming what exists', async () => {
    expect(await text('check_compatibility', { features: ['virtual', 'pagination'] })).toEqual({
      error: true,
      text: expect.stringContaining('Unknown feature "pagination". The features: fixed-start'),
    });
    expect(await text('get_styling', { part: 'toolbar' })).toEqual({
      error: true,
      text: expect.stringContaining('Keys of classNames and styles: body.cell'),
    });
    expect(await text('get_upgrade', { from: '2.0.0' })).toEqual({
      error: true,
      text: expect.stringContaining('There is no release "2.0.0"'),
    });
    expect(await text('get_prop', { name: 'rowKey', locale: 'fr-FR' })).toEqual({
      error: true,
      text: expect.stringContaining('Unknown locale "fr-FR"'),
    });
    expect(await text('get_prop', { name: 'rowKey', version: 'banana' })).toEqual({
      error: true,
      text: expect.stringContaining('1.8.2, 1.9.0'),
    });
  });
});
