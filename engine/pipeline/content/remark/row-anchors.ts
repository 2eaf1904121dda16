/**
 * A props row (a table row after the header whose first cell is only a prop name in backticks) gets an anchor named
 * after its section (the id of the heading above it) and the prop, numbered when a section lists a name twice
 * (engine/core/heading-ids.ts, rowAnchor), and says which row it is (`data.apiRow`) for search and the prop history.
 */
import type { Root } from 'mdast';
import { rowAnchor } from '../../../core/heading-ids.ts';
import './page-data.ts';

export function remarkRowAnchors() {
  return (tree: Root) => {
    let section = '';
    const seen = new Map<string, number>();
    for (const node of tree.children) {
      if (node.type === 'heading') section = String(node.data?.hProperties?.id ?? '');
      if (node.type !== 'table') continue;
      node.children.forEach((row, i) => {
        const first = row.children[0]?.children;
        if (i === 0 || first?.length !== 1 || first[0].type !== 'inlineCode') return;
        const name = first[0].value;
        const key = `${section}\n${name}`;
        const repeat = (seen.get(key) ?? 0) + 1;
        seen.set(key, repeat);
        const apiRow = { section, name, ...(repeat > 1 ? { repeat } : {}) };
        row.data = { ...row.data, apiRow, hProperties: { id: rowAnchor(section, name, repeat) } };
      });
    }
  };
}
