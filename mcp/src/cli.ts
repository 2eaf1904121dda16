/**
 * The server's command: reads the data the site's build wrote (data-file.ts says which file), finds the version of
 * the table the project in its folder uses (workspace.ts; the folder is `--workspace <dir>` or `--workspace=<dir>`,
 * else the RC_TABLE_DOCS_WORKSPACE variable, else the one it was started in; one that does not exist is said on
 * stderr and in the instructions) and serves both over stdio. Problems are told on
 * stderr, with exit code 1: stdout is the protocol's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { dataFile, readData } from './data-file.ts';
import { createDocs } from './docs.ts';
import { createServer } from './server.ts';
import { findVersion } from './workspace.ts';

/** A file's text, or undefined when it cannot be read. */
function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

try {
  const args = process.argv.slice(2);
  const data = readData(dataFile(args, process.env, path.dirname(fileURLToPath(import.meta.url))));
  const at = args.indexOf('--workspace');
  const given =
    (at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--workspace='))?.slice('--workspace='.length)) ??
    process.env.RC_TABLE_DOCS_WORKSPACE;
  const folder = path.resolve(given || process.cwd());
  const workspace = { folder, exists: fs.existsSync(folder) };
  if (!workspace.exists)
    process.stderr.write(
      `rc-table-docs-mcp: the workspace ${folder} does not exist; answering for the newest release\n`,
    );
  const found = findVersion(folder, readText, data.releases.known);
  const docs = createDocs(data);
  await createServer(data, docs, found, workspace).connect(new StdioServerTransport());
  // The default language's search index, built while the client reads the handshake's answer rather than on the
  // first search (a request that comes meanwhile waits for it, as it would have).
  setImmediate(() => docs.prepare());
} catch (error) {
  process.stderr.write(`rc-table-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
