import { describe, expect, it } from 'vitest';
import { remarkInstallTabs } from '../../../../../../engine/pipeline/content/remark/install-tabs';
import { remarkRowAnchors } from '../../../../../../engine/pipeline/content/remark/row-anchors';
import { remarkSearchTexts } from '../../../../../../engine/pipeline/content/remark/search-texts';
import { remarkTags } from '../../../../../../engine/pipeline/content/remark/tags';
import { remarkTitleToc } from '../../../../../../engine/pipeline/content/remark/title-toc';
import { runRemark } from '../../../../../support/markdown';

const run = (source: string) =>
  runRemark(source, [
    remarkTitleToc,
    remarkInstallTabs,
    [remarkTags, { components: () => ['API', 'DemoIndex'] }],
    remarkRowAnchors,
    remarkSearchTexts,
  ]).data.texts;

describe('remarkSearchTexts', () => {
  it('keeps paragraphs, list items, quotes and table rows, each under its table-of-contents entry', () => {
    const source =
      '# T\n\nIntro.\n\n## A\n\n- one\n- two\n\n> quoted\n\n## B\n\n| Name | Type |\n| --- | --- |\n| `x` | `number` |\n';
    expect(run(source)).toEqual([
      { paragraphId: 0, tocIndex: -1, value: 'Intro.' },
      { paragraphId: 1, tocIndex: 0, value: 'one' },
      { paragraphId: 2, tocIndex: 0, value: 'two' },
      { paragraphId: 3, tocIndex: 0, value: 'quoted' },
      { paragraphId: 4, tocIndex: 1, value: 'Name | Type' },
      { paragraphId: 5, tocIndex: 1, value: 'x | number', row: { section: 'b', name: 'x' } },
    ]);
  });

  it('finds an install block by its commands, and a demo or component by nothing', () => {
    const source = '```bash\nnpm install x\n```\n\n<code src="a.tsx"></code>\n\n<API id="Table"></API>\n';
    expect(run(source)).toEqual([{ paragraphId: 0, tocIndex: -1, value: 'npm install x' }]);
  });
});
