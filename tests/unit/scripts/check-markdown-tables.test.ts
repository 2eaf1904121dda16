import { describe, expect, it } from 'vitest';
import { repositoryNotes, tableProblems } from '../../../scripts/check-markdown-tables';

describe('tableProblems', () => {
  it('passes rows with their header’s cells, escaped pipes included', () => {
    expect(tableProblems('| a | b |\n| --- | --- |\n| `x \\| y` | z |\n| 1 | 2 |\n')).toEqual([]);
  });

  it('finds a row that an unescaped pipe in a code span splits, and rows with too few or too many cells', () => {
    const markdown = 'Intro.\n\n| a | b |\n| --- | --- |\n| `x | y` | z |\n| one |\n| 1 | 2 |\n';
    expect(tableProblems(markdown)).toEqual([
      'line 5: the row has 3 cells, its header 2',
      'line 6: the row has 1 cells, its header 2',
    ]);
  });
});

describe('repositoryNotes', () => {
  it('takes the repository’s Markdown, not the site’s content', () => {
    expect(repositoryNotes(['README.md', 'facts/README.md', 'docs/index.md', 'docs/demo/a.md', 'app/x.ts'])).toEqual([
      'README.md',
      'facts/README.md',
    ]);
  });
});
