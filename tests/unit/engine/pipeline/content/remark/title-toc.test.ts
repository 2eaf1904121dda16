import { describe, expect, it } from 'vitest';
import { remarkFrontMatterData } from '../../../../../../engine/pipeline/content/remark/front-matter';
import { remarkTabs } from '../../../../../../engine/pipeline/content/remark/tabs';
import { remarkTitleToc } from '../../../../../../engine/pipeline/content/remark/title-toc';
import { runRemark } from '../../../../../support/markdown';

const run = (source: string) => runRemark(source, [remarkFrontMatterData, remarkTabs, remarkTitleToc]);

describe('remarkTitleToc', () => {
  it('takes the first # heading as the title, out of the body', () => {
    const { tree, data } = run('# Fixed columns\n\nText.\n\n# Another top heading\n');
    expect(data.title).toBe('Fixed columns');
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'heading']);
  });

  it('prefers the front matter title, and still takes the # heading out', () => {
    const { tree, data } = run('---\ntitle: Given\n---\n\n# Written\n\nText.\n');
    expect(data.title).toBe('Given');
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph']);
  });

  it('gives headings ids with version dots kept apart, and lists levels 2 and 3 with their tab', () => {
    const { tree, data } = run('# T\n\n## 1.12.0\n\n### API\n\n#### Deep\n\n<!-- tab: more | More -->\n\n## API\n');
    expect(data.toc).toEqual([
      { id: '1-12-0', depth: 2, title: '1.12.0' },
      { id: 'api', depth: 3, title: 'API' },
      { id: 'api-1', depth: 2, title: 'API', tab: 'more' },
    ]);
    const deep = tree.children.find((node) => node.type === 'heading' && node.depth === 4);
    expect(deep?.data).toEqual({ hProperties: { id: 'deep' } });
    expect(tree.children.flatMap((node) => (node.data?.tocIndex === undefined ? [] : [node.data.tocIndex]))).toEqual([
      0, 1, 2,
    ]);
  });

  it('gives an empty title to a page with neither', () => {
    expect(run('Text.\n').data.title).toBe('');
  });
});
