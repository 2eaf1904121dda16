import { describe, expect, it } from 'vitest';
import type { Table } from 'mdast';
import { remarkRowAnchors } from '../../../../../../engine/pipeline/content/remark/row-anchors';
import { remarkTitleToc } from '../../../../../../engine/pipeline/content/remark/title-toc';
import { runRemark } from '../../../../../support/markdown';

const TABLE = '| Name | Type |\n| --- | --- |\n| `scroll` | `object` |\n| `scroll` | again |\n| plain | x |\n';

describe('remarkRowAnchors', () => {
  it('names a props row after its section and the prop, a repeat numbered, and leaves other rows alone', () => {
    const { tree } = runRemark(`## Properties\n\n${TABLE}`, [remarkTitleToc, remarkRowAnchors]);
    const table = tree.children.find((node): node is Table => node.type === 'table')!;
    expect(table.children.map((row) => row.data)).toEqual([
      undefined,
      { apiRow: { section: 'properties', name: 'scroll' }, hProperties: { id: 'properties-scroll' } },
      { apiRow: { section: 'properties', name: 'scroll', repeat: 2 }, hProperties: { id: 'properties-scroll-2' } },
      undefined,
    ]);
  });

  it('uses the nearest heading above the table as the section', () => {
    const { tree } = runRemark(`## A\n\n### Column\n\n${TABLE}`, [remarkTitleToc, remarkRowAnchors]);
    const table = tree.children.find((node): node is Table => node.type === 'table')!;
    expect(table.children[1].data?.apiRow).toEqual({ section: 'column', name: 'scroll' });
  });
});
