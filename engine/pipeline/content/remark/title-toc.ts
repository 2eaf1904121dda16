/**
 * The page's title and table of contents. The title is the front matter's `title`, else the first `# heading`
 * (which leaves the body: the page shows its title itself). Every other heading gets an id, GitHub's slug of its
 * text with version dots kept apart ('1.12.0' -> '1-12-0'); headings down to level 3 are listed in the table of
 * contents, with their tab.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import './page-data.ts';

export const headingId = (slugger: GithubSlugger, text: string) => slugger.slug(text.replace(/(\d)\.(?=\d)/g, '$1-'));

export function remarkTitleToc() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const first = tree.children.find((node): node is Heading => node.type === 'heading' && node.depth === 1);
    tree.children = tree.children.filter((node) => node !== first);
    const given = file.data.frontmatter?.title;
    file.data.title = typeof given === 'string' ? given : first ? toString(first) : '';
    const toc: VFile['data']['toc'] = [];
    for (const node of tree.children) {
      if (node.type !== 'heading') continue;
      const title = toString(node);
      const id = headingId(slugger, title);
      node.data = { ...node.data, hProperties: { id } };
      if (node.depth > 3) continue;
      node.data.tocIndex = toc.length;
      toc.push({ id, depth: node.depth, title, ...(node.data.tab ? { tab: node.data.tab } : {}) });
    }
    file.data.toc = toc;
  };
}
