import { expect, it } from 'vitest';
import { data, name, render, type Row } from './render.ts';

it('docs/demo/simple.md: "A table needs two things: columns, which say what each column shows, and data, the records to show."', () => {
  const html = render({ columns: [name], data });
  expect(html).toContain('>Name</th>');
  expect(html).toContain('>Bo</td>');
});
it('docs/demo/simple.md: "Numbers read best aligned to the right with align: \'right\', and a render function formats a value without changing the record."', () => {
  const rows = [{ key: 1, name: 'Ann', total: 1234.5 }];
  const html = render({
    columns: [
      { title: 'Total', dataIndex: 'total', key: 't', align: 'right', render: (value: number) => value.toFixed(2) },
    ],
    data: rows as unknown as Row[],
  });
  expect(html).toContain('<td class="rc-table-cell" style="text-align:right">1234.50</td>');
  expect(rows[0].total).toBe(1234.5);
});
