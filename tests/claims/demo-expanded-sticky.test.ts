import { expect, it } from 'vitest';
import { city, data, name, render, tags, type Row } from './render.ts';

const details = (row: Row) => `Details of ${row.name}`;
const columns = [
  { ...name, fixed: 'start' as const, width: 100 },
  { ...city, width: 900 },
];
it('docs/demo/expanded-sticky.md: "rc-table wraps the expanded content in a block that is as wide as the visible area and sticks to its left edge"', () => {
  const html = render({
    columns,
    data,
    scroll: { x: 1000 },
    expandable: { expandedRowRender: details, defaultExpandAllRows: true },
  });
  // Its width is the scroll box's, measured in the browser (0 on the server).
  expect(html).toContain(
    '<div style="width:0;position:sticky;left:0;overflow:hidden" class="rc-table-expanded-row-fixed">Details of Ann</div>',
  );
  const plain = render({
    columns: [name, city],
    data,
    expandable: { expandedRowRender: details, defaultExpandAllRows: true },
  });
  expect(plain).not.toContain('rc-table-expanded-row-fixed');
});
it('docs/demo/expanded-sticky.md: "the first columns (here the expand column and Order) are left out of the expanded row"', () => {
  const html = render({
    columns,
    data,
    scroll: { x: 1000 },
    expandable: { expandedRowRender: details, defaultExpandAllRows: true, expandedRowOffset: 2 },
  });
  expect(html).toMatch(/<tr class="rc-table-expanded-row[^"]*"><td class="rc-table-cell">/);
  expect(html.match(/<td rowSpan="2"/g)).toHaveLength(4);
});
it('docs/demo/expanded-sticky.md: "expandable.fixed: \'start\' keeps the expand column itself at the start as well"', () => {
  const html = render({
    columns: [name, city],
    data,
    scroll: { x: 1000 },
    expandable: { expandedRowRender: details, fixed: 'start' },
  });
  expect(tags(html, /^<th[ >]/)[0]).toContain(
    'rc-table-row-expand-icon-cell rc-table-cell-fix rc-table-cell-fix-start',
  );
});
it('docs/demo/expanded-sticky.md: "In a table wider than its box, an expanded row spans every column"', () => {
  const html = render({
    columns,
    data,
    scroll: { x: 1000 },
    expandable: { expandedRowRender: details, defaultExpandAllRows: true },
  });
  expect(html).toMatch(/<tr class="rc-table-expanded-row[^"]*"><td class="rc-table-cell" colSpan="3">/);
});
