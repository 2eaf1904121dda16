import { expect, it } from 'vitest';
import { data, name, render } from './render.ts';

it('docs/demo/class-name.md: "rowClassName takes a string, or a function that gets the record and its index"', () => {
  expect(render({ columns: [name], data, rowClassName: 'r' })).toContain('class="rc-table-row rc-table-row-level-0 r"');
  const html = render({ columns: [name], data, rowClassName: (row, index) => `${row.name}-${index}` });
  expect(html).toContain('class="rc-table-row rc-table-row-level-0 Bo-1"');
});
it('docs/demo/class-name.md: "A column\'s className goes on its header cell and every body cell"', () => {
  const html = render({ columns: [{ ...name, className: 'amount' }], data });
  expect(html.match(/class="rc-table-cell amount"/g)).toHaveLength(3);
});
it('docs/demo/class-name.md: "classNames and styles reach the table\'s parts by name"', () => {
  const html = render({
    columns: [name],
    data,
    title: () => 'T',
    footer: () => 'F',
    classNames: { section: 's', content: 'c', header: { cell: 'hc' }, body: { row: 'br' } },
    styles: { title: { color: 'red' }, footer: { color: 'blue' } },
  });
  for (const part of ['rc-table-container s', 'rc-table-content c', 'rc-table-cell hc', 'rc-table-row-level-0 br'])
    expect(html).toContain(part);
  expect(html).toContain('<div class="rc-table-title" style="color:red">T</div>');
  expect(html).toContain('<div class="rc-table-footer" style="color:blue">F</div>');
});
