/** The page's YAML front matter, as written (engine/pipeline/content/front-matter.ts checks it): taken out of the tree. */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import YAML from 'yaml';
import './page-data.ts';

export function remarkFrontMatterData() {
  return (tree: Root, file: VFile) => {
    const yaml = tree.children.find((node) => node.type === 'yaml');
    file.data.frontmatter = yaml ? ((YAML.parse(yaml.value) as Record<string, unknown> | null) ?? {}) : {};
    tree.children = tree.children.filter((node) => node.type !== 'yaml');
  };
}
