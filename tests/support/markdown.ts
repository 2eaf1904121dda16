/** Runs plugins of the content pipeline (engine/pipeline/content/remark/, rehype/) on a Markdown text, for their tests. */
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified, type Pluggable } from 'unified';
import { VFile } from 'vfile';
import '../../engine/pipeline/content/remark/page-data.ts';
import { remarkTitleToc } from '../../engine/pipeline/content/remark/title-toc.ts';

export function runRemark(source: string, plugins: Pluggable[]) {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(plugins);
  const file = new VFile(source);
  const tree = processor.runSync(processor.parse(file), file) as Root;
  return { tree, data: file.data };
}

/** Runs rehype plugins of the content pipeline on the HTML of a Markdown text (headings with ids) and prints it. */
export async function runRehype(source: string, plugins: Pluggable[]): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkTitleToc)
    .use(remarkRehype)
    .use(plugins)
    .use(rehypeStringify);
  return String(await processor.process(source)).replace(/\n/g, '');
}
