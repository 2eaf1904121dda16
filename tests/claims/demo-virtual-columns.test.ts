import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { count, data, h, name, renderVirtual } from './render.ts';

const many = Array.from({ length: 5_000 }, (_, i) => ({ key: i, name: `S${i}` }));
const wide = Array.from({ length: 147 }, (_, i) => ({ title: `C${i}`, dataIndex: 'name', key: `c${i}`, width: 60 }));
it('docs/demo/virtual-columns.md: "VirtualTable renders only the rows inside the scroll box"', () => {
  const html = renderVirtual({ columns: wide, data: many, scroll: { x: 147 * 60, y: 300 }, listItemHeight: 24 });
  expect(count(html, 'class="rc-table-row"')).toBeLessThan(20);
});
it('docs/demo/virtual-columns.md: "each rendered row draws all of its cells, here 147"', () => {
  const html = renderVirtual({ columns: wide, data: many.slice(0, 1), scroll: { x: 147 * 60, y: 300 } });
  expect(count(html, 'class="rc-table-cell"')).toBe(147 * 2); // the header's and the row's
});
it('docs/demo/virtual-columns.md: "scroll.x must be a number of pixels; give every column a numeric width and make scroll.x their total"', () => {
  const html = renderVirtual({
    columns: [
      { ...name, width: 100 },
      { title: 'B', dataIndex: 'name', key: 'b', width: 50 },
    ],
    data,
    scroll: { x: 150, y: 300 },
  });
  expect(html).toContain('<col style="width:100px"/><col style="width:50px"/>');
});
it('docs/demo/virtual-columns.md: "The row component the body is given in components.body.row receives the row\'s cells as its children"', () => {
  const rows: { key: unknown; cells: number }[] = [];
  const row = ({ children, ...props }: { children?: unknown; 'data-row-key'?: unknown }) => {
    rows.push({ key: props['data-row-key'], cells: Array.isArray(children) ? children.length : -1 });
    return h('div', props, children as ReactElement[]);
  };
  renderVirtual({
    columns: [
      { ...name, width: 100 },
      { title: 'Key', dataIndex: 'key', key: 'key', width: 50 },
    ],
    data,
    scroll: { x: 150, y: 200 },
    components: { body: { row } },
  });
  expect(rows).toEqual([
    { key: 1, cells: 2 },
    { key: 2, cells: 2 },
  ]);
});
it('docs/demo/virtual-columns.md: "fixed columns still work"', () => {
  const html = renderVirtual({
    columns: [
      { ...name, width: 100, fixed: 'start' },
      { title: 'B', dataIndex: 'name', key: 'b', width: 900 },
      { title: 'P', dataIndex: 'key', key: 'p', width: 80, fixed: 'end' },
    ],
    data,
    scroll: { x: 1080, y: 200 },
  });
  expect(html).toMatch(/class="rc-table-cell rc-table-cell-fix rc-table-cell-fix-start[^"]*">Ann/);
  expect(html).toMatch(/class="rc-table-cell rc-table-cell-fix rc-table-cell-fix-end[^"]*">1</);
});
it('docs/demo/virtual-columns.md: "a string is put on every row as it is, no function needed"', () => {
  const row = (props: { className?: string }) => h('div', props);
  const html = renderVirtual({
    columns: [{ ...name, width: 100 }],
    data,
    scroll: { x: 100, y: 300 },
    rowClassName: 'sensor-row',
    components: { body: { row } },
  });
  expect(count(html, 'class="rc-table-row sensor-row"')).toBe(data.length);
});
