/**
 * A block that is only a demo tag or a component tag (engine/core/content-tags.ts) stands for that demo or component: the
 * page shows it in the block's place instead of the block's HTML.
 */
import type { Html, Root, RootContent } from 'mdast';
import { componentTagName, readTag } from '../../../core/content-tags.ts';
import './page-data.ts';

/** The raw HTML of a block that is only a tag: an HTML block, or a paragraph of inline tags such as `<code src></code>`. */
export function tagOf(node: RootContent): string | undefined {
  if (node.type === 'html') return node.value.trim();
  if (
    node.type === 'paragraph' &&
    node.children.every((child) => child.type === 'html' || (child.type === 'text' && !child.value.trim()))
  ) {
    return node.children
      .map((child) => (child as Html).value ?? '')
      .join('')
      .trim();
  }
  return undefined;
}

/**
 * `components` gives the names of the components a page may place with a tag (content-tags.ts). A block that is only
 * a component-shaped tag of any other name (`<Badge></Badge>`) stops the build: its plugin is not switched on, or
 * the name is misspelt, and the page would show nothing in its place.
 */
export function remarkTags({ components }: { components: () => readonly string[] }) {
  return (tree: Root, file?: { path?: string }) => {
    const names = components();
    for (const node of tree.children) {
      const raw = tagOf(node) ?? '';
      const unknown = componentTagName(raw);
      if (unknown && !names.includes(unknown))
        throw new Error(
          `${file?.path ?? 'a page'}: <${unknown}> is no tag of the engine or of a plugin the site switches on ` +
            `(plugins in site.config.ts); the tags are ${names.join(', ')}`,
        );
      const tag = readTag(raw, names);
      if (tag?.kind === 'demo')
        node.data = { ...node.data, segment: { type: 'demo', src: tag.attrs.src, attrs: tag.attrs } };
      if (tag?.kind === 'component')
        node.data = { ...node.data, segment: { type: 'component', name: tag.name, props: tag.props } };
    }
  };
}
