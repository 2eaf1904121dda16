import Table, { convertChildrenToColumns } from '@rc-component/table';
import { expect, it } from 'vitest';
import { city, count, data, h, head, name, render, tags, type Row } from './render.ts';

const jsx = [
  h(Table.Column<Row>, { key: 'name', title: 'Name', dataIndex: 'name' }),
  h(Table.ColumnGroup<Row>, {
    key: 'where',
    title: 'Where',
    children: h(Table.Column<Row>, { key: 'city', title: 'City', dataIndex: 'city' }),
  }),
];
it('docs/demo/jsx-columns.md: "a table can take its columns as children: Table.Column for a column and Table.ColumnGroup for a group"', () => {
  expect(render({ data, children: jsx })).toBe(
    render({ data, columns: [name, { title: 'Where', key: 'where', children: [city] }] }),
  );
});
it('docs/demo/jsx-columns.md: "The elements render nothing themselves; the table reads their props (with the element\'s key as the column key)"', () => {
  expect(render({ data, children: [h(Table.Column<Row>, { key: 'k', title: 'T', dataIndex: 'name' })] })).toContain(
    '>Ann</td>',
  );
  expect(convertChildrenToColumns(jsx)).toMatchObject([{ key: 'name' }, { key: 'where', children: [{ key: 'city' }] }]);
});
it('docs/demo/jsx-columns.md: "when columns is given, the children are ignored"', () => {
  const html = render({ data, columns: [city], children: jsx });
  expect(html).not.toContain('Name');
  expect(count(head(html), '<th ')).toBe(1);
});
it('docs/demo/jsx-columns.md: "a column\'s own colSpan and rowSpan, which apply to its header cell"', () => {
  const html = render({
    data,
    children: [
      h(Table.Column<Row>, { key: 'name', title: 'Phone', dataIndex: 'name', colSpan: 2 }),
      h(Table.Column<Row>, { key: 'city', title: 'Number', dataIndex: 'city', colSpan: 0 }),
    ],
  });
  expect(tags(head(html), /^<th[ >]/)).toHaveLength(1);
  expect(html).toContain('>Lagos</td>');
});
it('docs/demo/jsx-columns.md: "the table already works that out for columns outside a group, so set it only to override"', () => {
  const html = render({ data, children: jsx });
  expect(tags(head(html), /^<th[ >]/)[0]).toContain('rowSpan="2"');
  const overridden = render({
    data,
    children: [h(Table.Column<Row>, { key: 'name', title: 'Name', dataIndex: 'name', rowSpan: 1 }), jsx[1]],
  });
  expect(tags(head(overridden), /^<th[ >]/)[0]).not.toContain('rowSpan');
});
it('docs/demo/jsx-columns.md: "The table\'s id and style go on its outer element."', () => {
  expect(render({ data, columns: [name], id: 'people', style: { maxWidth: 600 } })).toMatch(
    /^<div class="rc-table" style="max-width:600px" id="people">/,
  );
});
it('docs/demo/jsx-columns.md: "convertChildrenToColumns, exported since 1.10.2, turns such children into an array"', () => {
  const columns = convertChildrenToColumns<Row>(jsx);
  expect(render({ data, columns })).toBe(render({ data, children: jsx }));
});
it('docs/demo/jsx-columns.md: "Phone spans two columns (colSpan={2}), and the number column\'s header is not drawn (colSpan={0})"', () => {
  const html = render({
    columns: convertChildrenToColumns<Row>([
      h(Table.Column<Row>, { key: 'name', title: 'Name', dataIndex: 'name' }),
      h(Table.Column<Row>, { key: 'type', title: 'Phone', dataIndex: 'city', colSpan: 2 }),
      h(Table.Column<Row>, { key: 'number', title: 'Number', dataIndex: 'name', colSpan: 0 }),
    ]),
    data,
  });
  const header = tags(head(html), /^<th[\s>]/);
  expect(header).toHaveLength(2);
  expect(header[1]).toContain('colSpan="2"');
  expect(head(html)).not.toContain('Number');
  // The body still has all three columns.
  expect(count(html, '<td')).toBe(3 * data.length);
});
