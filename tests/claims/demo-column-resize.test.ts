import { expect, it } from 'vitest';
import { city, data, name, recorder, render, tableStyle } from './render.ts';

it('docs/demo/column-resize.md: "rc-table draws every header cell through components.header.cell, and onHeaderCell decides which extra props each cell receives."', () => {
  const cells = recorder<Record<string, unknown>>('th');
  render({
    columns: [{ ...name, width: 120, onHeaderCell: () => ({ 'data-width': 120 }) as never }, city],
    data,
    components: { header: { cell: cells.Component } },
  });
  expect(cells.calls).toHaveLength(2);
  expect(cells.calls[0]['data-width']).toBe(120);
  expect(cells.calls[1]).not.toHaveProperty('data-width');
});
it('docs/demo/column-resize.md: "tableLayout="fixed" makes the browser use the given widths exactly"', () => {
  const html = render({ columns: [{ ...name, width: 120 }, city], data, tableLayout: 'fixed' });
  expect(tableStyle(html)).toBe('table-layout:fixed');
  expect(html).toContain('<colgroup><col style="width:120px"/></colgroup>');
});
