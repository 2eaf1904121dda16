/** Markdown -> page content: front matter, title, toc, searchable texts and render segments. */
import GithubSlugger from 'github-slugger';
import type { Code, Heading, Html, Root, RootContent, TableRow } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import YAML from 'yaml';
import type { ApiRowRef, PageTab, PageText, TocEntry } from '../../core/types.ts';
import { codeTypes, type CodeSample } from './code-types.ts';
import { isNpmCommands, SHELL_LANGS } from '../../core/install-commands.ts';
import { rowAnchor } from '../../core/heading-ids.ts';
import { readTag, type ComponentName } from '../../core/content-tags.ts';
import { highlight } from './highlight.ts';

export type RawSegment =
  | { type: 'html'; html: string }
  | { type: 'demo'; src: string; attrs: Record<string, string> }
  | { type: 'component'; name: ComponentName; props: Record<string, string> };

/** A run of markdown blocks between demos and components, turned into HTML by `renderOutline`. */
export type OutlineSegment = Exclude<RawSegment, { type: 'html' }> | { type: 'blocks'; nodes: RootContent[] };

/** What a page is made of, without its HTML: enough for routes, nav, toc and search. */
export interface MarkdownOutline {
  frontmatter: Record<string, unknown>;
  title: string;
  toc: TocEntry[];
  texts: PageText[];
  tabs: PageTab[];
  /** Segments per tab key; '' holds the content before the first tab marker. */
  segments: Record<string, OutlineSegment[]>;
}

export interface ParsedMarkdown extends Omit<MarkdownOutline, 'segments'> {
  segments: Record<string, RawSegment[]>;
}

/** Tables this wide read as cards on phones (the API tables have four columns). */
export const CARD_ROWS_MIN_COLUMNS = 4;

const elements = (nodes: ElementContent[], tagName: string) =>
  nodes.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);

/**
 * Each body cell carries its column's heading (`data-label`), and a table of four or more columns the class
 * `card-rows`: narrow screens show each of its rows as a card of labelled cells.
 */
function labelCells(table: Element) {
  const [head] = elements(table.children, 'thead');
  const headings = head ? elements(elements(head.children, 'tr')[0]?.children ?? [], 'th').map(hastToString) : [];
  if (headings.length >= CARD_ROWS_MIN_COLUMNS) table.properties.className = ['card-rows'];
  for (const body of elements(table.children, 'tbody'))
    for (const row of elements(body.children, 'tr'))
      row.children
        .filter((child): child is Element => child.type === 'element')
        .forEach((cell, i) => {
          if (headings[i]) cell.properties.dataLabel = headings[i];
        });
}

const toHtml = unified()
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(() => (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (/^h[2-4]$/.test(node.tagName) && node.properties.id) {
        node.children.push({
          type: 'element',
          tagName: 'a',
          properties: {
            className: ['anchor'],
            href: `#${String(node.properties.id)}`,
            ariaHidden: 'true',
            tabIndex: -1,
          },
          children: [{ type: 'text', value: '#' }],
        });
      }
      if (node.tagName === 'table' && !node.data?.wrapped) {
        labelCells(node);
        // Wide tables scroll inside their own box instead of widening the page.
        const table: Element = { ...node, data: { wrapped: true } };
        node.tagName = 'div';
        node.properties = { className: ['table-wrap'] };
        node.children = [table];
      }
      if (node.tagName === 'a' && /^https?:/.test(String(node.properties.href))) {
        node.properties.rel = ['noopener', 'noreferrer'];
      }
    });
  })
  .use(rehypeStringify, { allowDangerousHtml: true });

async function nodesToHtml(nodes: RootContent[]): Promise<string> {
  const tree: Root = { type: 'root', children: nodes };
  const hast = await toHtml.run(tree);
  return toHtml.stringify(hast as HastRoot);
}

const textOfRow = (row: TableRow) => row.children.map((cell) => toString(cell)).join(' | ');

/** Plain text of the blocks a reader would search: paragraphs, list items, table rows, quotes. */
function textsOf(node: RootContent): string[] {
  switch (node.type) {
    case 'list':
      return node.children.map((item) => toString(item));
    case 'table':
      return node.children.map(textOfRow);
    case 'paragraph':
    case 'blockquote':
      return [toString(node)];
    default:
      return [];
  }
}

/** The raw HTML of a block that is only a tag: an HTML block, or a paragraph of inline tags such as `<code src></code>`. */
function tagOf(node: RootContent): string | undefined {
  if (node.type === 'html') return node.value.trim();
  if (
    node.type === 'paragraph' &&
    node.children.every((child) => child.type === 'html' || (child.type === 'text' && !child.value.trim()))
  ) {
    return node.children
      .map((child) => (child as Html).value ?? '')
      .join('')
      .trim();
  }
  return undefined;
}

/** Reads a page's structure; no HTML is made (that is `renderOutline`, the costly part, done per page on demand). */
export function outlineMarkdown(source: string): MarkdownOutline {
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).parse(source) as Root;
  const slugger = new GithubSlugger();
  let frontmatter: Record<string, unknown> = {};
  let title = '';
  const toc: TocEntry[] = [];
  const texts: PageText[] = [];
  const tabs: PageTab[] = [];
  const segments: Record<string, OutlineSegment[]> = { '': [] };
  let tab = '';
  let pending: RootContent[] = [];
  // The id of the last heading: a props table's rows are named after it.
  let section = '';
  const rowNames = new Map<string, number>();

  const flush = () => {
    if (pending.length) segments[tab].push({ type: 'blocks', nodes: pending });
    pending = [];
  };

  for (const node of tree.children) {
    if (node.type === 'yaml') {
      frontmatter = (YAML.parse(node.value) as Record<string, unknown>) ?? {};
      continue;
    }
    if (node.type === 'heading' && node.depth === 1 && !title) {
      title = toString(node);
      continue;
    }
    if (node.type === 'heading') {
      const text = toString(node);
      // '1.12.0' -> '1-12-0', so version headings keep distinct, readable anchors.
      const id = slugger.slug(text.replace(/(\d)\.(?=\d)/g, '$1-'));
      (node as Heading).data = { hProperties: { id } };
      section = id;
      if (node.depth <= 3) toc.push({ id, depth: node.depth, title: text, ...(tab ? { tab } : {}) });
    }
    // A block of npm install lines: tabs with the same commands for each package manager (theme/InstallTabs).
    if (node.type === 'code' && SHELL_LANGS.has(node.lang ?? '') && isNpmCommands(node.value)) {
      flush();
      texts.push({ paragraphId: texts.length, tocIndex: toc.length - 1, value: node.value.trim() });
      segments[tab].push({ type: 'component', name: 'InstallTabs', props: { code: node.value.trim() } });
      continue;
    }
    const tag = readTag(tagOf(node) ?? '');
    if (tag?.kind === 'tab') {
      flush();
      tab = tag.key;
      tabs.push({ key: tab, title: tag.title });
      segments[tab] = [];
      continue;
    }
    if (tag?.kind === 'demo') {
      flush();
      segments[tab].push({ type: 'demo', src: tag.attrs.src, attrs: tag.attrs });
      continue;
    }
    if (tag?.kind === 'component') {
      flush();
      segments[tab].push({ type: 'component', name: tag.name, props: tag.props });
      continue;
    }
    if (node.type === 'table') {
      // A props row (its first cell only a prop name in backticks) gets an anchor, and its text says which row it is.
      node.children.forEach((row, i) => {
        const value = textOfRow(row);
        const first = row.children[0]?.children;
        const name = i > 0 && first?.length === 1 && first[0].type === 'inlineCode' ? first[0].value : undefined;
        let ref: ApiRowRef | undefined;
        if (name) {
          const key = `${section}\n${name}`;
          const repeat = (rowNames.get(key) ?? 0) + 1;
          rowNames.set(key, repeat);
          ref = { section, name, ...(repeat > 1 ? { repeat } : {}) };
          row.data = { ...row.data, apiRow: ref, hProperties: { id: rowAnchor(section, name, repeat) } };
        }
        if (value.trim())
          texts.push({
            paragraphId: texts.length,
            tocIndex: toc.length - 1,
            value: value.trim(),
            ...(ref ? { row: ref } : {}),
          });
      });
      pending.push(node);
      continue;
    }
    for (const value of textsOf(node)) {
      if (value.trim()) texts.push({ paragraphId: texts.length, tocIndex: toc.length - 1, value: value.trim() });
    }
    pending.push(node);
  }
  flush();
  if (typeof frontmatter.title === 'string') title = frontmatter.title;
  // A page whose first content comes before any tab marker keeps it on every tab's top.
  if (tabs.length && segments[''].length === 0) delete segments[''];
  return { frontmatter, title, toc, texts, tabs, segments };
}

/** A page's TypeScript code blocks, in order: their types are read together and shown on hover (highlight.ts). */
function typedBlocks(outline: MarkdownOutline): Code[] {
  return Object.values(outline.segments)
    .flat()
    .flatMap((segment) => (segment.type === 'blocks' ? segment.nodes : []))
    .filter((node): node is Code => node.type === 'code' && (node.lang === 'ts' || node.lang === 'tsx'));
}

export const typedSamples = (outline: MarkdownOutline): CodeSample[] =>
  typedBlocks(outline).map((node) => ({ code: node.value, lang: node.lang as CodeSample['lang'] }));

/** The HTML of each run of blocks, code highlighted, names in TypeScript code typed. */
export async function renderOutline(outline: MarkdownOutline): Promise<ParsedMarkdown> {
  const typed = typedBlocks(outline);
  const types = await codeTypes(typedSamples(outline));
  const typesOf = (node: Code) => {
    const i = typed.indexOf(node);
    const hints = types[i];
    return hints ? { hints, idPrefix: `code-${i}-type` } : undefined;
  };
  const render = async (segment: OutlineSegment): Promise<RawSegment> => {
    if (segment.type !== 'blocks') return segment;
    const nodes = await Promise.all(
      segment.nodes.map(async (node): Promise<RootContent> =>
        node.type === 'code'
          ? ({ type: 'html', value: await highlight(node.value, node.lang ?? 'text', typesOf(node)) } as Html)
          : node,
      ),
    );
    return { type: 'html', html: await nodesToHtml(nodes) };
  };
  const entries = await Promise.all(
    Object.entries(outline.segments).map(async ([tab, list]) => [tab, await Promise.all(list.map(render))] as const),
  );
  return { ...outline, segments: Object.fromEntries(entries) };
}

export const parseMarkdown = (source: string): Promise<ParsedMarkdown> => renderOutline(outlineMarkdown(source));

declare module 'mdast' {
  interface TableRowData {
    /** A props row: what its anchor is made of (renamed with its section on a translated page). */
    apiRow?: ApiRowRef;
  }
}

declare module 'hast' {
  interface Data {
    /** Set on a table once it has been put in its scrolling wrapper. */
    wrapped?: boolean;
  }
}
