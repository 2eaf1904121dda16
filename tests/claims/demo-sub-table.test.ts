import Table from '@rc-component/table';
import { expect, it } from 'vitest';
import { count, data, h, name, render, type Row } from './render.ts';

it('docs/demo/sub-table.md: "expandable.expandedRowRender can return any React node, including another Table."', () => {
  const html = render({
    columns: [name],
    data,
    expandable: {
      defaultExpandedRowKeys: [1],
      expandedRowRender: (row) =>
        h(Table<Row>, {
          columns: [name],
          data: [{ key: 9, name: `${row.name}'s order` }],
          rowKey: 'key',
          caption: `Orders of ${row.name}`,
        }),
    },
  });
  expect(count(html, '<div class="rc-table">')).toBe(2);
  expect(html).toContain('<caption class="rc-table-caption">Orders of Ann</caption>');
});
it('docs/demo/sub-table.md: "rowExpandable decides which rows get an expand icon at all."', () => {
  const html = render({
    columns: [name],
    data,
    expandable: { expandedRowRender: () => 'x', rowExpandable: (row) => row.key === 1 },
  });
  expect(count(html, 'rc-table-row-expand-icon rc-table-row-collapsed')).toBe(1);
  expect(count(html, 'rc-table-row-expand-icon rc-table-row-spaced')).toBe(1);
});
it('docs/demo/sub-table.md: "columnTitle gives the expand column\'s header a name"', () => {
  const html = render({
    columns: [name],
    data,
    expandable: { expandedRowRender: () => 'x', columnTitle: h('span', { className: 'sr-only' }, 'Orders') },
  });
  expect(html).toMatch(
    /<th class="rc-table-cell rc-table-row-expand-icon-cell"[^>]*><span class="sr-only">Orders<\/span><\/th>/,
  );
});
it('docs/demo/sub-table.md: "With expandRowByClick a click anywhere on a customer\'s row opens or closes it"', () => {
  const expands: unknown[] = [];
  const rows: { onClick?: (event: object) => void }[] = [];
  const Row = (props: { onClick?: (event: object) => void }) => (rows.push(props), h('tr', null));
  render({
    columns: [name],
    data,
    components: { body: { row: Row } },
    expandable: {
      expandedRowRender: () => 'x',
      expandRowByClick: true,
      onExpand: (open, row) => expands.push([open, row.key]),
    },
  });
  rows[1].onClick!({});
  expect(expands).toEqual([[true, 2]]);
});
it('docs/demo/sub-table.md: "the row shows only an empty space where the icon would be. defaultExpandedRowKeys opens the first customer"', () => {
  const html = render({
    columns: [name],
    data,
    expandable: {
      expandedRowRender: (row) => `Orders of ${row.name}`,
      rowExpandable: (row) => row.key === 1,
      defaultExpandedRowKeys: [1],
    },
  });
  expect(html).toContain('<span class="rc-table-row-expand-icon rc-table-row-spaced"></span>');
  expect(html).toContain('Orders of Ann');
});
it('docs/demo/sub-table.md: "The newest customer has not ordered yet, so there is nothing to open and the row shows only an empty space where the icon would be."', () => {
  const html = render({
    columns: [name],
    data,
    expandable: { expandedRowRender: () => 'Orders', rowExpandable: (row) => row.key !== 2 },
  });
  const icons = [...html.matchAll(/<tr[^>]*data-row-key="(\d)"[^>]*><td[^>]*>(<[^>]*>)/g)].map((match) => [
    match[1],
    match[2],
  ]);
  expect(icons).toHaveLength(2);
  expect(icons[0][1]).toMatch(/rc-table-row-expand-icon rc-table-row-collapsed/);
  expect(icons[1][1]).toMatch(/class="rc-table-row-expand-icon rc-table-row-spaced"/);
  expect(icons[1][1]).not.toMatch(/aria-label|role="button"|<button/);
});
it('docs/demo/sub-table.md: "defaultExpandedRowKeys opens the first customer so the nested table is visible when the page loads"', () => {
  const html = render({
    columns: [name],
    data,
    expandable: { expandedRowRender: (row) => `Orders of ${row.name}`, defaultExpandedRowKeys: [1] },
  });
  expect(html).toContain('Orders of Ann');
  expect(html).not.toContain('Orders of Bo');
});
