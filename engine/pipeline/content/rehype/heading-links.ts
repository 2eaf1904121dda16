/** Headings of levels 2 to 4 with an id end in a `#` link to themselves, for a reader to copy the section's address. */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

export function rehypeHeadingLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!/^h[2-4]$/.test(node.tagName) || !node.properties.id) return;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['anchor'], href: `#${String(node.properties.id)}`, ariaHidden: 'true', tabIndex: -1 },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
