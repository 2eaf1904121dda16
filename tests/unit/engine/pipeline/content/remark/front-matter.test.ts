import { describe, expect, it } from 'vitest';
import { remarkFrontMatterData } from '../../../../../../engine/pipeline/content/remark/front-matter';
import { runRemark } from '../../../../../support/markdown';

describe('remarkFrontMatterData', () => {
  it('reads the YAML as written and takes it out of the page', () => {
    const { tree, data } = runRemark('---\ntitle: Fixed\norder: 2\nkeywords: [a, b]\n---\n\nText.\n', [
      remarkFrontMatterData,
    ]);
    expect(data.frontmatter).toEqual({ title: 'Fixed', order: 2, keywords: ['a', 'b'] });
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph']);
  });

  it('gives an empty record for a page without front matter, or with an empty one', () => {
    expect(runRemark('Text.\n', [remarkFrontMatterData]).data.frontmatter).toEqual({});
    expect(runRemark('---\n---\n\nText.\n', [remarkFrontMatterData]).data.frontmatter).toEqual({});
  });
});
