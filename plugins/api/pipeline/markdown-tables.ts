/** Reads the hand-written API tables out of a markdown page, so tests can hold them against the types. */
import type { Root, TableCell } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { apiMarker } from '../../../engine/core/content-tags.ts';

export interface DocRow {
  /** The prop name: the first cell's only content, in backticks; undefined when the cell is anything else. */
  name: string | undefined;
  /** Every cell as plain text, the first included. */
  cells: string[];
  line: number;
}

export interface DocTable {
  /** The component id from the marker, if the table has one. */
  id: string | undefined;
  /** Text of the h2 the table sits under, and of its nearest heading. */
  section: string;
  heading: string;
  header: string[];
  rows: DocRow[];
  line: number;
}

function nameOf(cell: TableCell): string | undefined {
  const [only, ...rest] = cell.children;
  return only?.type === 'inlineCode' && rest.length === 0 ? only.value : undefined;
}

/** Every GFM table on the page, in order, with the marker and headings it sits under. */
export function parseDocTables(markdown: string): DocTable[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const tables: DocTable[] = [];
  let section = '';
  let heading = '';
  let marker: string | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      heading = toString(node);
      if (node.depth <= 2) section = heading;
    }
    if (node.type === 'table') {
      const [head, ...body] = node.children;
      tables.push({
        id: marker,
        section,
        heading,
        header: head.children.map((cell) => toString(cell)),
        rows: body.map((row) => ({
          name: nameOf(row.children[0]),
          cells: row.children.map((cell) => toString(cell)),
          line: row.position?.start.line ?? 0,
        })),
        line: node.position?.start.line ?? 0,
      });
    }
    // A marker applies to the very next block only.
    marker = node.type === 'html' ? apiMarker(node.value) : undefined;
  }
  return tables;
}
