/** Hand-written API tables read from Markdown (plugins/api/pipeline/markdown-tables.ts). */
import { describe, expect, it } from 'vitest';
import { parseDocTables } from '../../../../../plugins/api/pipeline/markdown-tables';
import { GOOD, page } from '../../../../support/api-table-fixtures';

describe('parseDocTables', () => {
  it('reads each table with its marker, section, heading, header and rows', () => {
    const [install, api] = parseDocTables(page(GOOD));
    expect(install).toMatchObject({ id: undefined, section: 'Install', heading: 'Install', header: ['not', 'api'] });
    expect(api).toMatchObject({
      id: 'Demo',
      section: 'API',
      heading: 'Properties',
      header: ['Name', 'Type', 'Default', 'Description', 'Version'],
    });
    expect(api.rows.map((row) => row.name)).toEqual(['limit', 'scroll', 'scroll.x', 'scroll.y', 'jump']);
    expect(api.rows[0].cells).toEqual(['limit', 'number', '-', 'How many.', '1.2.0']);
  });

  it('keeps escaped pipes inside a cell, and gives no name to a cell that is not only code', () => {
    const [, api] = parseDocTables(
      page('| `limit` | `number \\| string` | - | x | |\n| limit | x | - | x | |\n| `a` or `b` | x | - | x | |'),
    );
    expect(api.rows[0].cells[1]).toBe('number | string');
    expect(api.rows.map((row) => row.name)).toEqual(['limit', undefined, undefined]);
  });

  it('ties a marker to the very next block only', () => {
    const [table] = parseDocTables('<!-- api: Demo -->\n\nSome text.\n\n| a |\n| - |\n| `b` |\n');
    expect(table.id).toBeUndefined();
  });
});
