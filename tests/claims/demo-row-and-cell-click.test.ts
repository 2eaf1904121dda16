import { expect, it } from 'vitest';
import { data, has, name, render, type Row } from './render.ts';

it('docs/demo/row-and-cell-click.md: "onRow(record, index) returns props for each body <tr>"', () => {
  const html = render({
    columns: [
      {
        ...name,
        onCell: (row: Row, index?: number) => ({ title: `cell ${row.key}/${index}` }),
        onHeaderCell: () => ({ title: 'one header' }),
      },
    ],
    data,
    onRow: (row, index) => ({ title: `row ${row.key}/${index}`, tabIndex: 0 }),
    onHeaderRow: (columns, index) => ({ title: `header ${columns.length}/${index}` }),
  });
  expect(has(html, 'tr', { title: 'row 2/1', tabindex: '0' })).toBe(true);
  expect(has(html, 'td', { title: 'cell 2/1' })).toBe(true);
  expect(has(html, 'tr', { title: 'header 1/0' })).toBe(true);
  expect(has(html, 'th', { title: 'one header' })).toBe(true);
});

/** A header row given a class, a style and a title by onHeaderRow, and a class by the table's classNames. */
const headerRow = () =>
  render({
    columns: [name],
    data,
    classNames: { header: { row: 'from-table' } },
    onHeaderRow: () => ({ className: 'from-handler', style: { color: 'red' }, title: 'kept' }),
  });

it('docs/demo/row-and-cell-click.md: "except className and style, which the table takes from classNames.header.row and styles.header.row instead"', () => {
  const html = headerRow();
  expect(has(html, 'tr', { title: 'kept', class: 'from-table' })).toBe(true);
  expect(html).not.toContain('from-handler');
  expect(html).not.toContain('color:red');
  const styled = render({
    columns: [name],
    data,
    styles: { header: { row: { color: 'blue' } } },
    onHeaderRow: () => ({ style: { color: 'red' } }),
  });
  expect(styled).toMatch(/<tr[^>]*style="color:blue"/);
});
