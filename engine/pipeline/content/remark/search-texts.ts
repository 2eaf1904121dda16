/**
 * The texts search finds a page by: each paragraph, list item, quote and table row (a props row says which), and the
 * commands of an install block, each with the table-of-contents entry it sits under. Demos and components add none.
 */
import type { Root, RootContent, TableRow } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import type { PageText } from '../../../core/types.ts';
import './page-data.ts';

export const textOfRow = (row: TableRow) => row.children.map((cell) => toString(cell)).join(' | ');

/** The searchable texts of one block, with the props row each belongs to. */
function textsOf(node: RootContent): Pick<PageText, 'value' | 'row'>[] {
  if (node.data?.searchText !== undefined) return [{ value: node.data.searchText }];
  if (node.data?.segment) return [];
  switch (node.type) {
    case 'list':
      return node.children.map((item) => ({ value: toString(item) }));
    case 'table':
      return node.children.map((row) => ({
        value: textOfRow(row),
        ...(row.data?.apiRow ? { row: row.data.apiRow } : {}),
      }));
    case 'paragraph':
    case 'blockquote':
      return [{ value: toString(node) }];
    default:
      return [];
  }
}

export function remarkSearchTexts() {
  return (tree: Root, file: VFile) => {
    const texts: PageText[] = [];
    let tocIndex = -1;
    for (const node of tree.children) {
      if (node.data?.tocIndex !== undefined) tocIndex = node.data.tocIndex;
      for (const { value, row } of textsOf(node))
        if (value.trim())
          texts.push({ paragraphId: texts.length, tocIndex, value: value.trim(), ...(row ? { row } : {}) });
    }
    file.data.texts = texts;
  };
}
