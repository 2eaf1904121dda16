/**
 * Tables for narrow screens: each scrolls inside its own box (`div.table-wrap`) instead of widening the page; each
 * body cell carries its column's heading (`data-label`), and a table of four or more columns the class `card-rows`,
 * which shows each of its rows as a card of labelled cells on phones.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** Tables this wide read as cards on phones (the API tables have four columns). */
export const CARD_ROWS_MIN_COLUMNS = 4;

const elements = (nodes: ElementContent[], tagName: string) =>
  nodes.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);

function labelCells(table: Element) {
  const [head] = elements(table.children, 'thead');
  const headings = head ? elements(elements(head.children, 'tr')[0]?.children ?? [], 'th').map(toString) : [];
  if (headings.length >= CARD_ROWS_MIN_COLUMNS) table.properties.className = ['card-rows'];
  for (const body of elements(table.children, 'tbody'))
    for (const row of elements(body.children, 'tr'))
      row.children
        .filter((child): child is Element => child.type === 'element')
        .forEach((cell, i) => {
          if (headings[i]) cell.properties.dataLabel = headings[i];
        });
}

export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'table' || node.data?.wrapped) return;
      labelCells(node);
      const table: Element = { ...node, data: { wrapped: true } };
      node.tagName = 'div';
      node.properties = { className: ['table-wrap'] };
      node.children = [table];
    });
  };
}

declare module 'hast' {
  interface Data {
    /** Set on a table once it has been put in its scrolling wrapper. */
    wrapped?: boolean;
  }
}
