/**
 * The MCP server: the tools and resources over the docs (docs.ts) and the releases (releases.ts), with the official
 * SDK. Every tool answers in text for one release: the `version` asked, else the project's (found at start, see
 * workspace.ts), else the pinned one. A question the data cannot answer is a tool error naming what there is, never
 * a crash of the server.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { createDocs, DocsError, type Docs } from './docs.ts';
import type { McpData } from '../../plugins/assistants/core/mcp-data.ts';
import type { FoundVersion } from './workspace.ts';
import type { LocaleId } from '../../engine/core/types.ts';
import {
  compatibility,
  demoNeeds,
  historyProps,
  lensOf,
  propsAt,
  styling,
  upgrade,
  type Lens,
  type Workspace,
} from './releases.ts';

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

export function instructions(data: McpData, lens: Lens = lensOf(data, undefined, undefined)): string {
  const { library, locales } = data;
  return [
    `Documentation of ${library.name}, the React table component, from ${data.site.url}: its pages, props tables, demos, compatibility matrix, styling parts and upgrade view, with every prop's type in every release from ${data.releases.history.releases[0]} to ${library.version}.`,
    `This project uses ${lens.version}: ${lens.how}. Answers are for ${lens.version} unless a tool is given another "version" (a version, a range such as ^1.8.0, or a package.json line).`,
    `Languages: ${locales.map((locale) => `${locale.id} (${locale.name})`).join(', ')}; tools take "locale", ${locales[0].id} by default (a query in Chinese searches the Chinese pages).`,
    "get_prop gives a prop's type in that version, its history and whether the version has it yet; check_compatibility says whether features work together (verdict, why, what to do, a playground link); get_styling gives the classes and classNames/styles keys of a part of the table; get_upgrade lists what to change between two releases, action first; search_docs finds what the site's search box finds; get_page reads a page as Markdown; list_demos and get_demo give runnable examples.",
    'The server runs locally and sends nothing anywhere.',
  ].join('\n');
}

/** The server, and its docs (whose default language's index the command builds once the handshake is answered). */
export function createServer(
  data: McpData,
  docs: Docs = createDocs(data),
  found?: FoundVersion,
  workspace?: Workspace,
): McpServer {
  const pinned = data.library.version;
  const locale = z
    .string()
    .optional()
    .describe(`The language: ${docs.locales.join(' or ')} (default ${docs.locales[0]}).`);
  const version = z
    .string()
    .optional()
    .describe(
      `The release to answer for: 1.8.2, 1.8, ^1.8.0, latest, a package.json line, or an rc-table 7.x release. Default: the project's (${lensOf(data, undefined, found, workspace).version}).`,
    );
  const lens = (asked: string | undefined) => lensOf(data, asked, found, workspace);
  /** A note for answers that show the pinned release's docs to a project on another. */
  const docsNote = (at: Lens) =>
    at.version === pinned
      ? {}
      : {
          note: `The docs describe ${pinned}; this project uses ${at.version}. get_prop, check_compatibility and get_styling answer for ${at.version}; get_upgrade lists what differs.`,
        };
  const server = new McpServer(
    { name: __PACKAGE__.name, version: __PACKAGE__.version },
    { instructions: instructions(data, lens(undefined)) },
  );
  const zh = docs.locales.find((id) => id.startsWith('zh'));
  /** The language asked, else Chinese for a query written in Chinese, else the default. */
  const queryLocale = (query: string, asked: string | undefined) =>
    asked || (zh && /\p{Script=Han}/u.test(query) ? zh : undefined);

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        "Searches the site with its own search engine and index: the same hits in the same order as the site's search box, compatibility verdicts and styling parts included. Each hit has the page's path for get_page.",
      inputSchema: { query: z.string().describe('Words, a prop name (scroll.y) or a version.'), locale, version },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, locale: id, version: asked }) =>
      answer(() => {
        const at = lens(asked);
        const hits = docs.search(query, queryLocale(query, id));
        if (!hits.length) return `Nothing found for "${query}". Try fewer or other words.`;
        return json({ version: at.version, ...docsNote(at), hits });
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        "A page of the site as Markdown, demos' code and API tables included. The path is a site path ('/', '/demo/sticky-header', '/zh-CN/demo/fixed-columns') or the page's address; '/upgrade?from=1.4.0&to=1.12.0' gives that pair.",
      inputSchema: {
        path: z.string().describe('The site path of the page, from a search hit or a resource.'),
        version,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ path, version: asked }) =>
      answer(() => {
        const at = lens(asked);
        const page = docs.page(path);
        const query = new URLSearchParams(/\?([^#]*)/.exec(path)?.[1] ?? '');
        if (/\/upgrade$/.test(page.path) && (query.has('from') || query.has('to') || asked))
          return `# ${page.title}\n\n${upgrade(data, query.get('from') ?? undefined, query.get('to') ?? undefined, at, docs.locale(zh && page.path.startsWith(`/${zh}/`) ? zh : undefined) as LocaleId)}`;
        const note = docsNote(at).note;
        return note ? `> ${note}\n\n${page.markdown}` : page.markdown;
      }),
  );

  server.registerTool(
    'get_prop',
    {
      title: 'Look up a prop',
      description:
        'A prop of Table, Column, VirtualTable, the summary components (Summary, SummaryRow, SummaryCell) or the ref (Reference), nested names included (scroll.y, expandable.showExpandAll), in one release: whether that release has it, its type there, its history release by release, its default, description and deprecation. A name several components have gives each.',
      inputSchema: {
        name: z.string().describe("The prop's name, e.g. 'rowKey', 'scroll.y' or 'VirtualTable.scroll.y'."),
        component: z.string().optional().describe('Only this component: Table, Column, VirtualTable, Summary, ...'),
        locale,
        version,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ name, component, locale: id, version: asked }) =>
      answer(() => {
        const at = lens(asked);
        docs.locale(id);
        let found;
        try {
          found = docs.props(name, component, id);
        } catch (error) {
          // A prop the docs' tables no longer list (a removed one) is still in the history.
          found = error instanceof DocsError ? historyProps(data, name.trim(), component?.trim() || undefined) : [];
          if (!found.length) throw error;
        }
        return json(propsAt(data, found, at));
      }),
  );

  server.registerTool(
    'check_compatibility',
    {
      title: 'Check features together',
      description:
        "Whether two or three features of the table work together in one release, as the site's compatibility matrix measured it by rendering the library: the verdict (works, works with a fix, caveat, fails, n/a), what goes wrong, why, what to do, the prop that fixes it, and a playground link running the combination. Features by id or by name in English or Chinese: 'virtual', 'VirtualTable', '虚拟滚动', 'fixed columns', 'expandable rows', 'tree data', 'sticky header', 'colSpan'.",
      inputSchema: {
        features: z.array(z.string()).describe("Two or three features, e.g. ['virtual', 'expandable rows']."),
        locale,
        version,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ features, locale: id, version: asked }) =>
      answer(() =>
        json(compatibility(data, features, lens(asked), docs.locale(queryLocale(features.join(' '), id)) as LocaleId)),
      ),
  );

  server.registerTool(
    'get_styling',
    {
      title: 'Style a part',
      description:
        "Which classes and which classNames/styles keys reach a part of the table, each with when it is there, as the library draws it: by part ('header cell', '表头单元格'), class ('rc-table-cell-fix-start') or key ('header.cell', 'classNames.body.row'). Also the keys the types declare that land on no element.",
      inputSchema: { part: z.string().describe("A part's name, a class or a key."), locale, version },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ part, locale: id, version: asked }) =>
      answer(() => json(styling(data, part, lens(asked), docs.locale(queryLocale(part, id)) as LocaleId))),
  );

  server.registerTool(
    'get_upgrade',
    {
      title: 'What changes between releases',
      description:
        "What a project must change going from one release to another, as the site's upgrade view lists it: must act (renamed package, peer dependency, changed behaviour, with code before and after), deprecated, props it can use, type changes, checks whose result differs, compatibility verdicts that differ, and the changelog in between. From defaults to the project's release, to to the newest.",
      inputSchema: {
        from: z.string().optional().describe("The release now: 1.4.0, ^1.4.0, 7.54.0. Default: the project's."),
        to: z.string().optional().describe(`The release to move to. Default: ${pinned}.`),
        locale,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ from, to, locale: id }) => answer(() => upgrade(data, from, to, lens(undefined), docs.locale(id) as LocaleId)),
  );

  server.registerTool(
    'list_demos',
    {
      title: 'List the demos',
      description: 'Every demo of the site: its id (for get_demo), title, description and keywords.',
      inputSchema: { locale, version },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ locale: id, version: asked }) =>
      answer(() => {
        const at = lens(asked);
        return json({ version: pinned, ...docsNote(at), demos: docs.demos(id) });
      }),
  );

  server.registerTool(
    'get_demo',
    {
      title: 'Read a demo',
      description:
        'A demo: its description, its code (the demo file first, then the local files it imports) and the packages it imports with the versions the site runs it with.',
      inputSchema: { id: z.string().describe("The demo's id, from list_demos or a search hit."), locale, version },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id, locale: lang, version: asked }) =>
      answer(() => {
        const at = lens(asked);
        const demo = docs.demo(id, lang);
        const needs = demoNeeds(data, demo.files.map((file) => file.code).join('\n'), at);
        // What the project's release lacks comes first, before the code that needs it.
        return json({
          ...(needs.length
            ? { needsNote: `The demo uses props ${at.version} does not have: ${needs.join(', ')}.`, needs }
            : {}),
          ...demo,
          ...docsNote(at),
        });
      }),
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
