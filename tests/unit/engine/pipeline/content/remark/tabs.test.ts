import { describe, expect, it } from 'vitest';
import { remarkTabs } from '../../../../../../engine/pipeline/content/remark/tabs';
import { runRemark } from '../../../../../support/markdown';

describe('remarkTabs', () => {
  it('takes the markers out, lists the tabs and gives each block after a marker its tab', () => {
    const source = 'Before.\n\n<!-- tab: a | First -->\n\n## One\n\nText.\n\n<!-- tab: b | Second -->\n\nMore.\n';
    const { tree, data } = runRemark(source, [remarkTabs]);
    expect(data.tabs).toEqual([
      { key: 'a', title: 'First' },
      { key: 'b', title: 'Second' },
    ]);
    expect(tree.children.map((node) => [node.type, node.data?.tab])).toEqual([
      ['paragraph', undefined],
      ['heading', 'a'],
      ['paragraph', 'a'],
      ['paragraph', 'b'],
    ]);
  });

  it('leaves a page without markers untouched, with no tabs', () => {
    const { tree, data } = runRemark('<!-- a comment -->\n\nText.\n', [remarkTabs]);
    expect(data.tabs).toEqual([]);
    expect(tree.children.map((node) => node.data?.tab)).toEqual([undefined, undefined]);
  });
});
