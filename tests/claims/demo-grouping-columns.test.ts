import { expect, it } from 'vitest';
import { city, count, data, head, name, render, tags } from './render.ts';

it('docs/demo/grouping-columns.md: "its title spans all the columns below it, and the header grows a row for every level of nesting"', () => {
  const html = render({
    columns: [
      {
        title: 'Top',
        key: 'top',
        children: [
          { title: 'Mid', key: 'mid', children: [name, city] },
          { ...name, key: 'n2' },
        ],
      },
      { title: 'Alone', dataIndex: 'city', key: 'alone' },
    ],
    data,
  });
  expect(count(head(html), '<tr')).toBe(3);
  const header = tags(head(html), /^<th[ >]/);
  expect(header[0]).toContain('colSpan="3"');
  expect(header[1]).toContain('rowSpan="3"'); // Alone: a leaf outside the group spans the full height
});
it('docs/demo/grouping-columns.md: "a fixed set on a group is passed down to the children that do not set their own"', () => {
  const html = render({
    columns: [
      {
        title: 'G',
        key: 'g',
        fixed: 'start' as const,
        children: [
          { ...name, width: 100 },
          { ...city, width: 100, fixed: false as never },
        ],
      },
      { title: 'Other', dataIndex: 'name', key: 'other', width: 600 },
    ],
    data,
    scroll: { x: 1000 },
  });
  const cells = tags(html.split('data-row-key="1"')[1], /^<td[ >]/);
  expect(cells[0]).toContain('rc-table-cell-fix-start');
  expect(cells[1]).not.toContain('rc-table-cell-fix');
  expect(cells[2]).not.toContain('rc-table-cell-fix');
});
