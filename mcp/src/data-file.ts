/**
 * Which data file the server reads, and reading it: the one given (`--data <file>`, or the RC_TABLE_DOCS_DATA
 * variable), else `mcp-data.json` beside the server (where a published package carries it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { MCP_DATA_FILE, MCP_DATA_FORMAT, type McpData } from '../../plugins/assistants/core/mcp-data.ts';

/** The data file a command line names, or the one beside the server. */
export function dataFile(args: string[], env: Record<string, string | undefined>, here: string): string {
  const at = args.indexOf('--data');
  if (at >= 0) {
    const file = args[at + 1];
    if (!file) throw new Error('--data needs a file: --data build/client/mcp-data.json');
    return path.resolve(file);
  }
  const given = args.find((arg) => arg.startsWith('--data='))?.slice('--data='.length) ?? env.RC_TABLE_DOCS_DATA;
  return given ? path.resolve(given) : path.join(here, MCP_DATA_FILE);
}

/** The data, checked for the format this server reads. */
export function readData(file: string): McpData {
  if (!fs.existsSync(file))
    throw new Error(
      `No docs data at ${file}. Build the site (npm run build) and pass --data <client dir>/${MCP_DATA_FILE}.`,
    );
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as McpData;
  if (data.format !== MCP_DATA_FORMAT)
    throw new Error(
      `${file} has data format ${data.format}; this server reads format ${MCP_DATA_FORMAT}. Build both from one checkout.`,
    );
  return data;
}
