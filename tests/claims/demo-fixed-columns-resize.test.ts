/** docs/demo/fixed-columns-resize.md, server-rendered: what onHeaderCell hands the header cell, and scroll.x. */
import { expect, it } from 'vitest';
import { data, recorder, render, type Row } from './render.ts';

it('docs/demo/fixed-columns-resize.md: "Each column\'s width lives in state, reaches the header cell through onHeaderCell, and scroll.x is the sum of the widths"', () => {
  const onResize = () => undefined;
  const widths = (name: number, city: number) => {
    const cell = recorder<{ width?: number; onResize?: unknown }>('th');
    const columns = [
      { title: 'Name', dataIndex: 'name', key: 'name', width: name, fixed: 'start' as const },
      { title: 'City', dataIndex: 'city', key: 'city', width: city },
    ].map((column) => ({ ...column, onHeaderCell: () => ({ width: column.width, onResize }) as object }));
    const html = render({
      columns: columns as never,
      data: data as Row[],
      scroll: { x: name + city },
      components: { header: { cell: cell.Component } },
    });
    return { html, received: cell.calls.map((props) => [props.width, props.onResize === onResize]) };
  };
  const narrow = widths(100, 200);
  expect(narrow.received).toEqual([
    [100, true],
    [200, true],
  ]);
  expect(narrow.html).toContain('<table style="width:300px;');
  // Widen a column: the header cell gets the new width, and the table the new sum as its scroll width.
  const wide = widths(250, 200);
  expect(wide.received[0]).toEqual([250, true]);
  expect(wide.html).toContain('<table style="width:450px;');
});
