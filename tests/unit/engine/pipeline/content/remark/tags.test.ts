import { describe, expect, it } from 'vitest';
import { remarkTags, tagOf } from '../../../../../../engine/pipeline/content/remark/tags';
import { runRemark } from '../../../../../support/markdown';

describe('remarkTags', () => {
  it('makes a demo tag and a component tag stand for their demo and component', () => {
    const source = '<code src="../examples/simple.tsx" iframe="400"></code>\n\n<API id="Table"></API>\n\nText.\n';
    const { tree } = runRemark(source, [[remarkTags, { components: () => ['API', 'DemoIndex'] }]]);
    expect(tree.children.map((node) => node.data?.segment)).toEqual([
      { type: 'demo', src: '../examples/simple.tsx', attrs: { src: '../examples/simple.tsx', iframe: '400' } },
      { type: 'component', name: 'API', props: { id: 'Table' } },
      undefined,
    ]);
  });

  it('reads a tag only from a block that is nothing else', () => {
    const { tree } = runRemark('Text <code src="a.tsx"></code> around.\n\n<div class="x"></div>\n', [
      [remarkTags, { components: () => ['API', 'DemoIndex'] }],
    ]);
    expect(tree.children.map((node) => node.data?.segment)).toEqual([undefined, undefined]);
    expect(tagOf(tree.children[0])).toBeUndefined();
    expect(tagOf(tree.children[1])).toBe('<div class="x"></div>');
  });

  it('stops at a component tag no plugin of the site adds, naming the tags there are', () => {
    for (const block of ['<Badge prop="x"></Badge>', '<Badge />'])
      expect(() => runRemark(`${block}\n`, [[remarkTags, { components: () => ['API', 'DemoIndex'] }]])).toThrow(
        '<Badge> is no tag of the engine or of a plugin the site switches on (plugins in site.config.ts); the tags are API, DemoIndex',
      );
  });
});
