/**
 * A code block of only npm commands becomes the install tabs (engine/app/theme/InstallTabs.tsx): the same commands for
 * each package manager. Search finds it by its commands.
 */
import type { Root } from 'mdast';
import { isNpmCommands, SHELL_LANGS } from '../../../core/install-commands.ts';
import './page-data.ts';

export function remarkInstallTabs() {
  return (tree: Root) => {
    for (const node of tree.children) {
      if (node.type !== 'code' || !SHELL_LANGS.has(node.lang ?? '') || !isNpmCommands(node.value)) continue;
      const code = node.value.trim();
      node.data = {
        ...node.data,
        searchText: code,
        segment: { type: 'component', name: 'InstallTabs', props: { code } },
      };
    }
  };
}
