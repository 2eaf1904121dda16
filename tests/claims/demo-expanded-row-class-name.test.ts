import { expect, it } from 'vitest';
import { data, name, render, type Row } from './render.ts';

const details = (row: Row) => `Details of ${row.name}`;
it('docs/demo/expanded-row-class-name.md: "expandable.expandedRowClassName adds a class to the extra <tr> that holds the expanded content."', () => {
  const html = render({
    columns: [name],
    data,
    rowClassName: 'own',
    expandable: { expandedRowRender: details, defaultExpandAllRows: true, expandedRowClassName: 'x' },
  });
  expect(html).toMatch(
    /<tr class="rc-table-expanded-row rc-table-expanded-row-level-1 x"[^>]*><td[^>]*>Details of Ann/,
  );
  expect(html).toContain('class="rc-table-row rc-table-row-level-0 own"');
  expect(html).not.toContain('own x');
});
it('docs/demo/expanded-row-class-name.md: "or a function of (record, index, indent) that picks a class per record"', () => {
  const html = render({
    columns: [name],
    data,
    expandable: {
      expandedRowRender: details,
      defaultExpandAllRows: true,
      expandedRowClassName: (row, index, indent) => `${row.name}-${index}-${indent}`,
    },
  });
  expect(html).toContain('rc-table-expanded-row-level-1 Bo-1-0');
});
it('docs/demo/expanded-row-class-name.md: "showExpandColumn: false leaves out the column of expand icons"', () => {
  const html = render({
    columns: [name],
    data,
    expandable: { expandedRowRender: details, defaultExpandAllRows: true, showExpandColumn: false },
  });
  expect(html).toContain('Details of Bo');
  expect(html).not.toContain('expand-icon');
});
