import Table from '@rc-component/table';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { data, h, name, render } from './render.ts';

it('docs/demo/click-summary-row.md: "Table.Summary.Row passes onClick, className and style on to its <tr>"', () => {
  const clicks: string[] = [];
  const onClick = () => clicks.push('row');
  const row = Table.Summary.Row({ onClick, className: 'sum', style: { color: 'red' }, children: 'x' }) as ReactElement<{
    onClick: () => void;
  }>;
  expect(row.type).toBe('tr');
  row.props.onClick();
  expect(clicks).toEqual(['row']);
  const html = render({
    columns: [name],
    data,
    summary: () =>
      h(
        Table.Summary.Row,
        { className: 'sum', style: { color: 'red' }, onClick },
        h(Table.Summary.Cell, { index: 0 }, 'T'),
      ),
  });
  expect(html).toContain(
    '<tfoot class="rc-table-summary"><tr class="sum" style="color:red"><td class="rc-table-cell">T</td></tr>',
  );
});
it('docs/demo/click-summary-row.md: "Table.Summary.Cell has no click handler of its own in this version"', () => {
  const html = render({
    columns: [name],
    data,
    summary: () => h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0, onClick: () => {} } as never, 'T')),
  });
  expect(html).toContain('<td class="rc-table-cell">T</td>');
});
