import { describe, expect, it } from 'vitest';
import { rehypeTables } from '../../../../../../engine/pipeline/content/rehype/tables';
import { runRehype } from '../../../../../support/markdown';

const table = (columns: string[]) =>
  `| ${columns.join(' | ')} |\n|${columns.map(() => ' --- |').join('')}\n| ${columns.map((c) => c.toLowerCase()).join(' | ')} |\n`;

describe('rehypeTables', () => {
  it('wraps a table in its own scrolling box and labels each body cell with its column', async () => {
    expect(await runRehype(table(['Name', 'Type']), [rehypeTables])).toBe(
      '<div class="table-wrap"><table><thead><tr><th>Name</th><th>Type</th></tr></thead>' +
        '<tbody><tr><td data-label="Name">name</td><td data-label="Type">type</td></tr></tbody></table></div>',
    );
  });

  it('shows the rows of a table of four columns or more as cards', async () => {
    expect(await runRehype(table(['A', 'B', 'C', 'D']), [rehypeTables])).toMatch(
      /^<div class="table-wrap"><table class="card-rows">/,
    );
    expect(await runRehype(table(['A', 'B', 'C']), [rehypeTables])).not.toContain('card-rows');
  });
});
