/**
 * The server's command: reads the data the site's build wrote (data-file.ts says which file) and serves it over
 * stdio. Problems are told on stderr, with exit code 1: stdout is the protocol's.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { dataFile, readData } from './data-file.ts';
import { createDocs } from './docs.ts';
import { createServer } from './server.ts';

try {
  const data = readData(dataFile(process.argv.slice(2), process.env, path.dirname(fileURLToPath(import.meta.url))));
  const docs = createDocs(data);
  await createServer(data, docs).connect(new StdioServerTransport());
  // The default language's search index, built while the client reads the handshake's answer rather than on the
  // first search (a request that comes meanwhile waits for it, as it would have).
  setImmediate(() => docs.prepare());
} catch (error) {
  process.stderr.write(`rc-table-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
