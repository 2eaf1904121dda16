import { expect, it } from 'vitest';
import { count, logged, name, render, tree, type Row } from './render.ts';

it('docs/demo/children-indent.md: "When records carry a children array, rc-table shows them as a tree"', () => {
  const deep: Row[] = [{ key: 1, name: 'A', children: [{ key: 2, name: 'B', children: [{ key: 3, name: 'C' }] }] }];
  const html = render({ columns: [name], data: deep, expandable: { defaultExpandAllRows: true, indentSize: 15 } });
  expect(html).toMatch(
    /<td class="rc-table-cell rc-table-cell-with-append"><span style="padding-left:0px" class="rc-table-row-indent indent-level-0"><\/span><span class="rc-table-row-expand-icon rc-table-row-expanded"><\/span>A/,
  );
  expect(html).toContain('padding-left:15px" class="rc-table-row-indent indent-level-1"');
  expect(html).toContain('padding-left:30px" class="rc-table-row-indent indent-level-2"');
});
it('docs/demo/children-indent.md: "Set it: without it the levels are not indented at all."', () => {
  const html = render({ columns: [name], data: tree, expandable: { defaultExpandAllRows: true } });
  expect(html).toContain('padding-left:NaNpx');
  expect(html).not.toMatch(/padding-left:\d/);
});
it('docs/demo/children-indent.md: "The field name can be changed with expandable.childrenColumnName"', () => {
  const entries = [{ key: 1, name: 'src', entries: [{ key: 2, name: 'index.ts' }] }];
  const html = render({
    columns: [name],
    data: entries,
    expandable: { childrenColumnName: 'entries', defaultExpandedRowKeys: [1] },
  });
  expect(html).toContain('>index.ts</td>');
});
it('docs/demo/children-indent.md: "defaultExpandedRowKeys opens a few folders at first"', () => {
  const html = render({ columns: [name], data: tree, expandable: { defaultExpandedRowKeys: [1] } });
  expect(html).toContain('Cy');
  expect(render({ columns: [name], data: tree })).not.toContain('Cy');
});
it('docs/demo/children-indent.md: "Every row, parent or child, needs a unique key"', () => {
  const twice: Row[] = [{ key: 1, name: 'A', children: [{ key: 1, name: 'B' }] }];
  const html = render({ columns: [name], data: twice, expandable: { defaultExpandAllRows: true } });
  expect(count(html, 'data-row-key="1"')).toBe(2); // React is then left with two rows of one key
});
it('docs/demo/children-indent.md: "The top-level indentSize prop still works but is deprecated; put it inside expandable."', () => {
  const { result, messages } = logged(() =>
    render({ columns: [name], data: tree, defaultExpandAllRows: true, indentSize: 12 } as never),
  );
  expect(result).toContain('padding-left:12px');
  expect(messages).toEqual(['Warning: expanded related props have been moved into `expandable`.']);
});
