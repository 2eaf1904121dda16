/**
 * docs/assistants.md: sentences the inventory's rule picks up that are about the site's files and its MCP server,
 * not about the library. What they say is checked by tests/e2e/llms-full.test.ts, tests/e2e/mcp.test.ts and
 * tests/e2e/mcp-package.test.ts.
 */
import { WHY, type NotClaim } from './not-claims.ts';

const page = 'docs/assistants.md';
const server = 'about the MCP server in mcp/, which tests/e2e/mcp.test.ts checks, not the library';
const packaged =
  'about the packed MCP server, which tests/e2e/mcp-package.test.ts installs and runs offline, not the library';

export default [
  { page, fragment: 'Two things on this site give it the pages of this one instead', why: WHY.site },
  { page, fragment: 'llms-full.txt holds every English page as Markdown', why: WHY.site },
  { page, fragment: 'llms.txt is the short index that links to it', why: WHY.site },
  { page, fragment: 'Every tool also takes a version', why: server },
  { page, fragment: 'A prop of Table, Column, VirtualTable, the summary components or the ref', why: server },
  {
    page,
    fragment: 'Whether two or three features work together, as the compatibility matrix measured it',
    why: server,
  },
  { page, fragment: 'The classes and classNames/styles keys of a part of the table', why: server },
  { page, fragment: 'What to change between two releases, action first', why: server },
  { page, fragment: 'Each tool but get_page (whose path names the language) takes locale', why: server },
  { page, fragment: 'It needs Node.js 20.19 or newer', why: packaged },
  { page, fragment: "the line writes Codex's configuration for every project", why: WHY.advice },
  { page, fragment: 'When they say none was found, the server ran in another folder', why: server },
  { page, fragment: 'A wrong version, feature, part, page, prop or demo id gets an error', why: server },
  { page, fragment: 'Each line starts the server with npx', why: packaged },
  { page, fragment: 'To check it, ask your assistant which version of the table', why: server },
  { page, fragment: 'Copy it anywhere and use npx -y file:', why: packaged },
  { page, fragment: "For an older release it gives that release's types", why: server },
  { page, fragment: 'It runs on your machine, started by your assistant, and sends nothing anywhere', why: server },
] satisfies NotClaim[];
