/**
 * docs/assistants.md: sentences the inventory's rule picks up that are about the site's files and its MCP server,
 * not about the library. What they say is checked by tests/e2e/llms-full.test.ts and tests/e2e/mcp.test.ts.
 */
import { WHY, type NotClaim } from './not-claims.ts';

const page = 'docs/assistants.md';
const server = 'about the MCP server in mcp/, which tests/e2e/mcp.test.ts checks, not the library';

export default [
  { page, fragment: 'Two things on this site give it the pages of this one instead', why: WHY.site },
  { page, fragment: 'llms-full.txt holds every English page as Markdown', why: WHY.site },
  { page, fragment: 'llms.txt is the short index that links to it', why: WHY.site },
  { page, fragment: 'A prop of Table, Column, VirtualTable, the summary components or the ref', why: server },
  { page, fragment: 'A wrong path, prop or demo id gets an error that lists the ones there are', why: server },
  { page, fragment: 'An assistant starts it by itself with one of the snippets below', why: WHY.advice },
  { page, fragment: 'without --silent npm prints a banner into the protocol', why: server },
  { page, fragment: 'It runs on your machine, started by your assistant, and sends nothing anywhere', why: server },
] satisfies NotClaim[];
