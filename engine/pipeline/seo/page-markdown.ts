/**
 * A page's text as Markdown, for readers that want the words without the site (llms.txt, "Copy page as Markdown").
 * Printed from the same syntax tree as the page's HTML (engine/pipeline/content/markdown.ts), so both say the same: the
 * title and summary first, each tab under a heading of its title, site-relative links made absolute, and each
 * demo and component (engine/core/content-tags.ts) as the Markdown the given resolver makes of it. Pure.
 */
import type { Heading, Paragraph, PhrasingContent, Root, RootContent, TableCell, Text } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { visit } from 'unist-util-visit';
import type { ApiCells, DocPart } from '../../core/api-types.ts';
import type { ComponentName } from '../../core/content-tags.ts';
import type { MarkdownOutline } from '../content/markdown.ts';

export interface MarkdownResolver {
  /** The blocks for a demo tag (`<code src="...">`, its attributes). */
  demo: (attrs: Record<string, string>) => RootContent[];
  /** The blocks for a component, by name; a component without an entry prints nothing. */
  components: Record<ComponentName, (props: Record<string, string>) => RootContent[]>;
  /** The absolute address of a site path: '/demo/simple' -> 'https://example.org/table/demo/simple'. */
  absolute: (path: string) => string;
  /**
   * When given, the absolute address of a link relative to the page ('#column-props', './virtual-list'): for text
   * read away from the page's address, such as llms-full.txt. Without it such links stay as written.
   */
  relative?: (url: string) => string;
}

export const text = (value: string): Text => ({ type: 'text', value });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const heading = (depth: Heading['depth'], title: string): Heading => ({
  type: 'heading',
  depth,
  children: [text(title)],
});

export function pageMarkdown(
  outline: Pick<MarkdownOutline, 'segments' | 'tabs'>,
  page: { title: string; description?: string },
  resolver: MarkdownResolver,
): string {
  const children: RootContent[] = [heading(1, page.title)];
  if (page.description) children.push({ type: 'blockquote', children: [paragraph(text(page.description))] });
  for (const [tab, segments] of Object.entries(outline.segments)) {
    const title = outline.tabs.find((item) => item.key === tab)?.title;
    if (title) children.push(heading(2, title));
    for (const segment of segments)
      children.push(
        ...(segment.type === 'blocks'
          ? structuredClone(segment.nodes)
          : segment.type === 'demo'
            ? resolver.demo(segment.attrs)
            : Object.hasOwn(resolver.components, segment.name)
              ? resolver.components[segment.name](segment.props)
              : []),
      );
  }
  const tree: Root = { type: 'root', children };
  // Site-relative links and images: [text](/path) -> [text](https://host/base/path); with `relative`, links
  // relative to the page too ('#id', './page'). A link with a scheme or to another host stays.
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    if (/^\/(?!\/)/.test(node.url)) node.url = resolver.absolute(node.url);
    else if (resolver.relative && !/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(node.url))
      node.url = resolver.relative(node.url);
  });
  return printMarkdown(tree);
}

/** Markdown text of a tree: GitHub's tables (unpadded), `-` bullets. */
export const printMarkdown = (tree: Root): string =>
  toMarkdown(tree, { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', rule: '-' });

/** JSDoc text as inline Markdown, on one line (a table cell's). */
const docPhrasing = (parts: DocPart[]): PhrasingContent[] =>
  parts.map((part) =>
    part.code ? { type: 'inlineCode', value: part.text } : text(part.text.replace(/\s*\n\s*/g, ' ')),
  );

/** A generated props table (engine/core/api-types.ts `apiCells`) as a Markdown table, cell for cell what the page shows. */
export function apiTable(headings: string[], rows: ApiCells[]): RootContent {
  const cell = (...children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
  return {
    type: 'table',
    children: [
      { type: 'tableRow', children: headings.map((title) => cell(text(title))) },
      ...rows.map((row) => ({
        type: 'tableRow' as const,
        children: [
          cell(
            { type: 'inlineCode', value: row.name },
            ...row.marks.flatMap((mark): PhrasingContent[] => [
              text(' '),
              { type: 'emphasis', children: [text(mark)] },
            ]),
          ),
          cell({ type: 'inlineCode', value: row.type }),
          cell(text(row.required)),
          cell(...docPhrasing(row.description)),
        ],
      })),
    ],
  };
}
