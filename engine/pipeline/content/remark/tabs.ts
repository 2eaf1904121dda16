/**
 * Tab markers (`<!-- tab: key | Title -->`, engine/core/content-tags.ts) split a page into tabs: each marker goes, and every
 * block after it, up to the next marker, belongs to its tab. The page's tabs, in order, are `file.data.tabs`.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { readTag } from '../../../core/content-tags.ts';
import { tagOf } from './tags.ts';
import './page-data.ts';

export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    const tabs: VFile['data']['tabs'] = [];
    let tab: string | undefined;
    tree.children = tree.children.filter((node) => {
      const tag = readTag(tagOf(node) ?? '');
      if (tag?.kind === 'tab') {
        tab = tag.key;
        tabs.push({ key: tag.key, title: tag.title });
        return false;
      }
      if (tab !== undefined) node.data = { ...node.data, tab };
      return true;
    });
    file.data.tabs = tabs;
  };
}
