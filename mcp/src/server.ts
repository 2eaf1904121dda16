/**
 * The MCP server: the tools and resources over the docs (docs.ts), with the official SDK. Every tool answers in
 * text; a question the data cannot answer is a tool error naming what there is, never a crash of the server.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { createDocs, DocsError, type Docs } from './docs.ts';
import type { McpData } from '../../core/mcp-data.ts';

/** The package's own name and version, written into the bundle by mcp/build.ts. */
declare const __PACKAGE__: { name: string; version: string };

/** A page's resource address: docs://rc-table/demo/simple, docs://rc-table/zh-CN/demo/simple. */
export const resourceUri = (path: string) => `docs://rc-table${path === '/' ? '/' : path}`;

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A tool's answer: the text, or the error's message as a tool error (anything else is a fault and is thrown). */
function answer(make: () => string): CallToolResult {
  try {
    return { content: [{ type: 'text', text: make() }] };
  } catch (error) {
    if (error instanceof DocsError) return { isError: true, content: [{ type: 'text', text: error.message }] };
    throw error;
  }
}

export function instructions(data: McpData): string {
  const { library, locales } = data;
  return [
    `Documentation of ${library.name} ${library.version}, the React table component: the pages, props tables and demos of ${data.site.url}, as its build wrote them. Answers describe version ${library.version}; an older or newer version may differ.`,
    `Languages: ${locales.map((locale) => `${locale.id} (${locale.name})`).join(', ')}; tools take "locale", ${locales[0].id} by default.`,
    "search_docs finds what the site's search box finds, in the same order; get_page reads a page as Markdown (its path comes with each hit); get_prop gives a prop's type, default, first release and deprecation; list_demos and get_demo give runnable examples with the packages they import.",
    'The server runs locally and sends nothing anywhere.',
  ].join('\n');
}

/** The server, and its docs (whose default language's index the command builds once the handshake is answered). */
export function createServer(data: McpData, docs: Docs = createDocs(data)): McpServer {
  const locale = z
    .string()
    .optional()
    .describe(`The language: ${docs.locales.join(' or ')} (default ${docs.locales[0]}).`);
  const server = new McpServer(
    { name: __PACKAGE__.name, version: __PACKAGE__.version },
    { instructions: instructions(data) },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        "Searches the site with its own search engine and index: the same hits in the same order as the site's search box. Each hit has the page's path for get_page.",
      inputSchema: { query: z.string().describe('Words, a prop name (scroll.y) or a version.'), locale },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, locale: id }) =>
      answer(() => {
        const hits = docs.search(query, id);
        return hits.length ? json(hits) : `Nothing found for "${query}". Try fewer or other words.`;
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        "A page of the site as Markdown, demos' code and API tables included. The path is a site path ('/', '/demo/sticky-header', '/zh-CN/demo/fixed-columns') or the page's address.",
      inputSchema: { path: z.string().describe('The site path of the page, from a search hit or a resource.') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ path }) => answer(() => docs.page(path).markdown),
  );

  server.registerTool(
    'get_prop',
    {
      title: 'Look up a prop',
      description:
        "A prop of Table, Column, VirtualTable, the summary components (Summary, SummaryRow, SummaryCell) or the ref (Reference), nested names included (scroll.y, expandable.showExpandAll): its type, default, first release ('since'), description and deprecation. A name several components have gives each.",
      inputSchema: {
        name: z.string().describe("The prop's name, e.g. 'rowKey', 'scroll.y' or 'VirtualTable.scroll.y'."),
        component: z.string().optional().describe('Only this component: Table, Column, VirtualTable, Summary, ...'),
        locale,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ name, component, locale: id }) => answer(() => json(docs.props(name, component, id))),
  );

  server.registerTool(
    'list_demos',
    {
      title: 'List the demos',
      description: 'Every demo of the site: its id (for get_demo), title, description and keywords.',
      inputSchema: { locale },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ locale: id }) => answer(() => json(docs.demos(id))),
  );

  server.registerTool(
    'get_demo',
    {
      title: 'Read a demo',
      description:
        'A demo: its description, its code (the demo file first, then the local files it imports) and the packages it imports with the versions the site runs it with.',
      inputSchema: { id: z.string().describe("The demo's id, from list_demos or a search hit."), locale },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id, locale: lang }) => answer(() => json(docs.demo(id, lang))),
  );

  for (const page of data.locales.flatMap((entry) => entry.pages))
    server.registerResource(
      page.path,
      resourceUri(page.path),
      { title: page.title, description: page.description, mimeType: 'text/markdown' },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: page.markdown }] }),
    );
  return server;
}
