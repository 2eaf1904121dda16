import { expect, it } from 'vitest';
import { city, data, name, render, tags } from './render.ts';

it('docs/demo/fixed-columns-and-header.md: "scroll.y keeps the header above a body of fixed height, scroll.x lets the body scroll sideways"', () => {
  const html = render({
    columns: [
      { ...name, fixed: 'start', width: 100 },
      { ...city, width: 900 },
    ],
    data,
    scroll: { x: 1000, y: 300 },
  });
  expect(html).toContain('<div style="overflow-x:auto;overflow-y:scroll;max-height:300px" class="rc-table-body">');
  expect(html).toMatch(/class="rc-table-header"/);
});
it('docs/demo/fixed-columns-and-header.md: "its fixed titles stay above their fixed columns"', () => {
  const html = render({
    columns: [
      { ...name, fixed: 'start', width: 100 },
      { ...city, width: 900 },
    ],
    data,
    scroll: { x: 1000, y: 300 },
  });
  const header = /class="rc-table-header"[\s\S]*?<\/thead>/.exec(html)![0];
  expect(tags(header, /^<th[ >]/)[0]).toContain('rc-table-cell-fix rc-table-cell-fix-start');
});
