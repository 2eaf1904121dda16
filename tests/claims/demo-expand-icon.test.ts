import type { ExpandIconProps } from '@rc-component/table';
import { expect, it } from 'vitest';
import { count, data, h, head, name, recorder, render, type Row } from './render.ts';

const details = (row: Row) => `Details of ${row.name}`;
it('docs/demo/expand-icon.md: "components.ExpandIcon takes a component that draws the expand control."', () => {
  const Icon = ({ type }: ExpandIconProps<Row>) => h('button', null, type);
  const html = render({
    columns: [name],
    data,
    components: { ExpandIcon: Icon },
    expandable: { expandedRowRender: details },
  });
  expect(count(html, '<button>row</button>')).toBe(2);
});
it('docs/demo/expand-icon.md: "It receives expanded, expandable, onClick and a type"', () => {
  const icons = recorder<ExpandIconProps<Row>>('i');
  render({
    columns: [name],
    data,
    components: { ExpandIcon: icons.Component },
    expandable: { expandedRowRender: details, showExpandAll: true, defaultExpandedRowKeys: [2] },
  });
  const rows = icons.calls.filter((props) => props.type === 'row');
  expect(rows.map((props) => [props.record?.key, props.expanded, props.expandable])).toEqual([
    [1, false, true],
    [2, true, true],
  ]);
  const all = icons.calls.filter((props) => props.type === 'all');
  expect(all.length).toBeGreaterThan(0);
  expect(all[0]).toMatchObject({ expanded: false, expandable: true });
  expect(typeof all[0].onClick).toBe('function');
  const without = recorder<ExpandIconProps<Row>>('i');
  render({
    columns: [name],
    data,
    components: { ExpandIcon: without.Component },
    expandable: { expandedRowRender: details },
  });
  expect(without.calls.some((props) => props.type === 'all')).toBe(false);
});
it('docs/demo/expand-icon.md: "The default row icon is a <span> that only reacts to the mouse."', () => {
  const html = render({ columns: [name], data, expandable: { expandedRowRender: details } });
  expect(html).toContain('<span class="rc-table-row-expand-icon rc-table-row-collapsed"></span>');
  expect(html).not.toMatch(/tabindex|role="button"/i);
});
it('docs/demo/expand-icon.md: "Rows without changes are not expandable (rowExpandable)"', () => {
  const icons = recorder<ExpandIconProps<Row>>('i');
  render({
    columns: [name],
    data,
    components: { ExpandIcon: icons.Component },
    expandable: { expandedRowRender: details, rowExpandable: (row) => row.key === 1 },
  });
  expect(icons.calls.map((props) => props.expandable)).toEqual([true, false]);
});
it('docs/demo/expand-icon.md: "expandable.expandIcon, a render function for the row icon only, still works"', () => {
  const html = render({
    columns: [name],
    data,
    expandable: { expandedRowRender: details, showExpandAll: true, expandIcon: () => h('b', null, 'old') },
  });
  expect(count(html, '<b>old</b>')).toBe(2);
  expect(head(html)).not.toContain('<b>old</b>');
});
