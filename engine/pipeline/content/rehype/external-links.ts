/** A link to another site opens it without handing it this page (`rel="noopener noreferrer"`). */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

export function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'a' && /^https?:/.test(String(node.properties.href)))
        node.properties.rel = ['noopener', 'noreferrer'];
    });
  };
}
