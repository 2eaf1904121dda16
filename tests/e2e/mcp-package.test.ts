/**
 * The MCP server as a user installs it: `npm pack` of mcp/ (its prepack bundles the server and copies the build's
 * data beside it), the tarball installed alone into an empty folder with an empty npm cache and no network
 * (`--offline`), and also run as `npx <tarball>` does, both driven with the official SDK's client. The installed
 * server finds the project's version of the table in the folder it runs in.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_DATA_FILE } from '../../plugins/assistants/core/mcp-data.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-table-docs-mcp-'));
let tarball = '';
let packed: { files: { path: string }[]; size: number } | undefined;

/** npm with a cache of its own, empty at first, and no network. */
const npmOffline = (args: string[], cwd: string) =>
  execFileSync(npm, [...args, '--offline', '--no-audit', '--no-fund', '--cache', path.join(TMP, 'cache')], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' },
  });

async function connect(command: string, args: string[], cwd: string) {
  const client = new Client({ name: 'rc-table-docs-package-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command, args, cwd, stderr: 'pipe' }));
  return client;
}

beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'build', 'client', MCP_DATA_FILE)))
    throw new Error('No build/client/mcp-data.json: run `npm run build` first.');
  // The prepack's own output comes first on stdout; the report is the JSON after it.
  const output = execFileSync(npm, ['pack', '--json', '--pack-destination', TMP], {
    cwd: path.join(ROOT, 'mcp'),
    encoding: 'utf8',
  });
  [packed] = JSON.parse(output.slice(output.indexOf('\n[') + 1)) as {
    files: { path: string }[];
    size: number;
    filename: string;
  }[];
  tarball = path.join(TMP, (packed as unknown as { filename: string }).filename);
}, 120_000);

afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

describe('the packed MCP server', () => {
  it('carries its data and nothing else it needs', () => {
    expect(packed?.files.map((file) => file.path).sort()).toEqual([
      'README.md',
      'dist/mcp-data.json',
      'dist/server.js',
      'package.json',
    ]);
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'mcp/package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest.dependencies).toBeUndefined();
  });

  it('installs alone and offline into an empty folder, and answers for the version installed beside it', async () => {
    const app = path.join(TMP, 'app');
    fs.mkdirSync(app);
    npmOffline(['install', tarball], app);
    // The project's own table, as an install of it leaves it.
    const table = path.join(app, 'node_modules/@rc-component/table');
    fs.mkdirSync(table, { recursive: true });
    fs.writeFileSync(
      path.join(table, 'package.json'),
      JSON.stringify({ name: '@rc-component/table', version: '1.8.0' }),
    );
    const bin = path.join(
      app,
      'node_modules/.bin',
      process.platform === 'win32' ? 'rc-table-docs-mcp.cmd' : 'rc-table-docs-mcp',
    );
    const client = await connect(bin, [], app);
    try {
      expect(client.getInstructions()).toContain('This project uses 1.8.0');
      const result = await client.callTool({ name: 'get_prop', arguments: { name: 'expandable.columnTitle' } });
      const [prop] = JSON.parse((result.content as { text: string }[])[0].text) as { type: string; version: string }[];
      expect(prop).toMatchObject({ version: '1.8.0', type: 'ReactNode' });
    } finally {
      await client.close();
    }
  }, 120_000);

  it('runs as `npx <tarball>` in an empty folder without the network, answering for the newest release there', async () => {
    const empty = path.join(TMP, 'empty');
    fs.mkdirSync(empty);
    // What /assistants gives for a tarball: `npx` with the tarball as a `file:` package.
    const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
    const client = await connect(
      npx,
      ['--yes', '--offline', '--cache', path.join(TMP, 'cache-npx'), `file:${tarball}`],
      empty,
    );
    try {
      expect(client.getInstructions()).toMatch(
        /none found in \S+empty or the folders above it; answering for 1\.\d+\.\d+, the newest/,
      );
      const result = await client.callTool({
        name: 'check_compatibility',
        arguments: { features: ['虚拟滚动', '可展开行'] },
      });
      expect(result.isError).toBeFalsy();
      expect((result.content as { text: string }[])[0].text).toContain('expandable.columnWidth');
    } finally {
      await client.close();
    }
  }, 120_000);
});
