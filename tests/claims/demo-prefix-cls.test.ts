import { expect, it } from 'vitest';
import Table from '@rc-component/table';
import { data, h, name, render, renderVirtual } from './render.ts';

const classes = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(' '));
it('docs/demo/prefix-cls.md: "Every class the table renders starts with prefixCls, rc-table by default"', () => {
  const html = render({ columns: [name], data, caption: 'C' });
  for (const part of ['rc-table-thead', 'rc-table-row', 'rc-table-cell']) expect(html).toContain(part);
  const ledger = render({ columns: [name], data, caption: 'C', prefixCls: 'ledger' });
  for (const cls of classes(ledger)) expect(cls).toMatch(/^ledger/);
  for (const part of ['ledger-cell', 'ledger-thead', 'ledger-caption']) expect(ledger).toContain(part);
});
it('docs/demo/prefix-cls.md: "class names you add yourself (className, rowClassName, classNames) are used as they are"', () => {
  const html = render({
    columns: [name],
    data,
    prefixCls: 'ledger',
    className: 'mine',
    rowClassName: 'my-row',
    classNames: { body: { cell: 'my-cell' } },
  });
  for (const cls of ['mine', 'my-row', 'my-cell']) expect(classes(html)).toContain(cls);
});
it('docs/demo/prefix-cls.md: "styles written for rc-table do not reach a ledger table"', () => {
  // Many parts at once (fixed, expandable and ellipsis cells, fixed header, sticky bar, summary, the
  // virtual body): none of their classes may begin with rc-, where the rc-table stylesheet's selectors would match.
  const columns = [
    { ...name, fixed: 'start' as const, width: 100, ellipsis: true },
    { title: 'City', dataIndex: 'city', key: 'city', width: 300 },
  ];
  const props = {
    columns,
    data,
    prefixCls: 'ledger',
    scroll: { x: 600, y: 200 },
    sticky: true,
    expandable: { expandedRowRender: () => 'More', defaultExpandAllRows: true },
    summary: () =>
      h(Table.Summary, { fixed: true }, h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0 }, 'Sum'))),
  };
  const ledger = [render(props as never), renderVirtual({ ...props, listItemHeight: 30 })];
  for (const html of ledger) {
    expect(html).toContain('ledger-cell-fix');
    expect(classes(html).filter((cls) => cls.startsWith('rc-'))).toEqual([]);
  }
  // The same table with the default prefix is full of them.
  const { prefixCls, ...plain } = props;
  expect(prefixCls).toBe('ledger');
  expect(classes(render(plain as never)).filter((cls) => cls.startsWith('rc-table')).length).toBeGreaterThan(10);
});
