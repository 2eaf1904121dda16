import { expect, it } from 'vitest';
import { city, data, name, render, tags } from './render.ts';

it("docs/demo/fixed-columns.md: \"Set fixed: 'start' on the leading columns and fixed: 'end' on the trailing ones\"", () => {
  const html = render({
    columns: [
      { ...name, fixed: 'start', width: 100 },
      { ...city, width: 800 },
      { title: 'K', dataIndex: 'key', key: 'k', fixed: 'end', width: 80 },
    ],
    data,
    scroll: { x: 1000 },
  });
  const cells = tags(html.split('data-row-key="1"')[1], /^<td[ >]/).slice(0, 3);
  expect(cells[0]).toContain('rc-table-cell-fix-start');
  expect(cells[0]).toContain('inset-inline-start:0');
  expect(cells[1]).not.toContain('fix');
  expect(cells[2]).toContain('rc-table-cell-fix-end');
  expect(cells[2]).toContain('inset-inline-end:0');
  expect(html).toContain('overflow-x:auto');
});
