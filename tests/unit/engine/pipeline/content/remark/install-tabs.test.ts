import { describe, expect, it } from 'vitest';
import { remarkInstallTabs } from '../../../../../../engine/pipeline/content/remark/install-tabs';
import { runRemark } from '../../../../../support/markdown';

describe('remarkInstallTabs', () => {
  it('makes a shell block of only npm commands the install tabs, found by its commands', () => {
    const { tree } = runRemark('```bash\nnpm install @rc-component/table\n```\n', [remarkInstallTabs]);
    expect(tree.children[0].data).toEqual({
      searchText: 'npm install @rc-component/table',
      segment: { type: 'component', name: 'InstallTabs', props: { code: 'npm install @rc-component/table' } },
    });
  });

  it('leaves other code alone: another command, another language', () => {
    const { tree } = runRemark('```bash\ngit clone x\n```\n\n```ts\nnpm install x\n```\n', [remarkInstallTabs]);
    expect(tree.children.map((node) => node.data)).toEqual([undefined, undefined]);
  });
});
