import { expect, it } from 'vitest';
import { data, name, render, tableStyle } from './render.ts';

it('docs/demo/scroll-x.md: "The table keeps that width and scrolls sideways inside its own box"', () => {
  const html = render({ columns: [name], data, scroll: { x: 1200 } });
  expect(html).toContain(
    '<div style="overflow-x:auto;overflow-y:hidden" class="rc-table-content"><table style="width:1200px;min-width:100%;',
  );
});
it("docs/demo/scroll-x.md: \"A column can also have a minWidth, which the table writes into the column's <col> element as min-width while the layout is 'auto'\"", () => {
  const email = { title: 'Email', dataIndex: 'name', key: 'email', width: 200, minWidth: 180 };
  expect(render({ columns: [email], data, scroll: { x: 1200 } })).toContain(
    '<col style="width:200px;min-width:180px"/>',
  );
  const fixed = render({ columns: [email], data, scroll: { x: 1200 }, tableLayout: 'fixed' });
  expect(fixed).toContain('<col style="width:200px"/>');
});
it('docs/demo/scroll-x.md: "scroll.x also accepts true or \'max-content\' when the widths come from the content instead."', () => {
  expect(tableStyle(render({ columns: [name], data, scroll: { x: true } }))).toContain('width:auto');
  expect(tableStyle(render({ columns: [name], data, scroll: { x: 'max-content' } }))).toContain('width:max-content');
});
it('docs/demo/scroll-x.md: "When the columns need more room than the container has, set scroll.x to the width the table should have."', () => {
  for (const x of [900, 1500])
    expect(tableStyle(render({ columns: [name], data, scroll: { x } }))).toMatch(new RegExp(`^width:${x}px;`));
  expect(tableStyle(render({ columns: [name], data }))).not.toMatch(/width:\d+px/);
});
