/**
 * The repository's own Markdown (README, ARCHITECTURE, CONTRIBUTING, SECURITY and the notes in folders; not the
 * site's content in docs/, which the build reads) parsed as GitHub renders it: a table row must have as many cells as
 * its header. GitHub drops the extra cells of a longer row, so an unescaped `|`, even inside a code span, hides the
 * rest of the row. Run by `npm run lint`; exit code 1 with one line per broken row.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const ROOT = path.resolve(import.meta.dirname, '..');

/** `line N: the row has X cells, its header Y` for every table row of `markdown` whose cells do not match. */
export function tableProblems(markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  return tree.children.flatMap((node) => {
    if (node.type !== 'table') return [];
    const [header, ...rows] = node.children;
    const want = header.children.length;
    return rows.flatMap((row) =>
      row.children.length === want
        ? []
        : [`line ${row.position?.start.line}: the row has ${row.children.length} cells, its header ${want}`],
    );
  });
}

/** The Markdown files of the repository that are not site content. */
export const repositoryNotes = (files: string[]) =>
  files.filter((file) => file.endsWith('.md') && !file.startsWith('docs/'));

if (import.meta.url === `file://${process.argv[1]}`) {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).split('\n');
  const problems = repositoryNotes(tracked)
    .filter((file) => fs.existsSync(path.join(ROOT, file)))
    .flatMap((file) => tableProblems(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file} ${line}`));
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(
      'Markdown tables: escape a | inside a cell as \\| (in code spans too), or give the row its header’s cells.',
    );
    process.exit(1);
  }
}
