/**
 * Markdown -> page content: front matter, title, toc, searchable texts and render segments. Reading a page is one
 * remark plugin per feature (remark/); making its HTML, one rehype plugin per feature (rehype/) after highlighting.
 */
import type { Code, Html, Root, RootContent } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import type { Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import type { PageTab } from '../../core/types.ts';
import type { MarkdownOutline, OutlineSegment, ParsedMarkdown, RawSegment } from './segments.ts';
import { codeTypes, type CodeSample } from './code-types.ts';
import { highlight } from './highlight.ts';
import { remarkFrontMatterData } from './remark/front-matter.ts';
import { remarkInstallTabs } from './remark/install-tabs.ts';
import { remarkRowAnchors } from './remark/row-anchors.ts';
import { remarkSearchTexts } from './remark/search-texts.ts';
import { remarkTabs } from './remark/tabs.ts';
import { remarkTags } from './remark/tags.ts';
import { tagNames } from '../site-plugins.ts';
import { remarkTitleToc } from './remark/title-toc.ts';
import { rehypeExternalLinks } from './rehype/external-links.ts';
import { rehypeHeadingLinks } from './rehype/heading-links.ts';
import { rehypeTables } from './rehype/tables.ts';

export type { OutlineSegment, RawSegment } from './segments.ts';

export type { MarkdownOutline, ParsedMarkdown } from './segments.ts';

/** Markdown blocks to HTML: heading links, tables made for narrow screens, external links opened safely. */
const toHtml = unified()
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeHeadingLinks)
  .use(rehypeTables)
  .use(rehypeExternalLinks)
  .use(rehypeStringify, { allowDangerousHtml: true });

async function nodesToHtml(nodes: RootContent[]): Promise<string> {
  const tree: Root = { type: 'root', children: nodes };
  const hast = await toHtml.run(tree);
  return toHtml.stringify(hast as HastRoot);
}

/** The reading of a page: one remark plugin per feature (engine/pipeline/content/remark/), in this order. */
const reader = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkFrontMatterData)
  .use(remarkTabs)
  .use(remarkTitleToc)
  .use(remarkInstallTabs)
  .use(remarkTags, { components: tagNames })
  .use(remarkRowAnchors)
  .use(remarkSearchTexts);

/**
 * The page's blocks by tab ('' for those before the first tab marker), each run of Markdown blocks between demos and
 * components kept together.
 */
function segmentsOf(tree: Root, tabs: PageTab[]): Record<string, OutlineSegment[]> {
  const segments: Record<string, OutlineSegment[]> = { '': [] };
  for (const { key } of tabs) segments[key] = [];
  for (const node of tree.children) {
    const list = segments[node.data?.tab ?? ''];
    const last = list.at(-1);
    if (node.data?.segment) list.push(node.data.segment);
    else if (last?.type === 'blocks') last.nodes.push(node);
    else list.push({ type: 'blocks', nodes: [node] });
  }
  // A page whose first content comes after its first tab marker has no untabbed part.
  if (tabs.length && segments[''].length === 0) delete segments[''];
  return segments;
}

/** Reads a page's structure; no HTML is made (that is `renderOutline`, the costly part, done per page on demand). */
export function outlineMarkdown(source: string): MarkdownOutline {
  const file = new VFile(source);
  const tree = reader.runSync(reader.parse(file), file) as Root;
  const { frontmatter, title, toc, texts, tabs } = file.data as Required<typeof file.data>;
  return { frontmatter, title, toc, texts, tabs, segments: segmentsOf(tree, tabs) };
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
