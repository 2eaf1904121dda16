import { expect, it } from 'vitest';
import { city, data, h, name, recorder, render } from './render.ts';

it('docs/demo/components.md: "The components prop lets you supply the elements rc-table renders"', () => {
  const mark = (tag: string, id: string) => (props: object) => h(tag, { ...props, 'data-part': id });
  const html = render({
    columns: [name],
    data,
    components: {
      table: mark('table', 'table'),
      header: { wrapper: mark('thead', 'hw'), row: mark('tr', 'hr'), cell: mark('th', 'hc') },
      body: { wrapper: mark('tbody', 'bw'), row: mark('tr', 'br'), cell: mark('td', 'bc') },
    },
  });
  for (const id of ['table', 'hw', 'hr', 'hc', 'bw', 'br', 'bc']) expect(html).toContain(`data-part="${id}"`);
});
it('docs/demo/components.md: "Each one receives the props the table has already worked out"', () => {
  const cells = recorder<Record<string, unknown>>('td');
  const rows = recorder<Record<string, unknown>>('tr');
  render({
    columns: [
      { ...name, onCell: () => ({ colSpan: 2 }) },
      { ...city, onCell: () => ({ colSpan: 0 }) },
    ],
    data,
    components: { body: { cell: cells.Component, row: rows.Component } },
  });
  expect(cells.calls[0]).toMatchObject({ className: 'rc-table-cell', colSpan: 2 });
  expect(typeof cells.calls[0].onMouseEnter).toBe('function');
  expect(rows.calls[0]).toMatchObject({ className: 'rc-table-row rc-table-row-level-0', 'data-row-key': 1 });
  expect(rows.calls[0].children).toBeDefined();
});
it('docs/demo/components.md: "whatever onRow returns is passed to the row component as props"', () => {
  const rows = recorder<Record<string, unknown>>('tr');
  const html = render({
    columns: [name],
    data,
    onRow: (row) => ({ 'data-status': row.name }) as never,
    components: { body: { row: rows.Component } },
  });
  expect(rows.calls.map((props) => props['data-status'])).toEqual(['Ann', 'Bo']);
  expect(html).toContain('data-status="Bo"');
});
