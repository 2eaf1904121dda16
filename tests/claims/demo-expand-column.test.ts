/**
 * What the expand-column demo page says the table does, rendered with react-dom/server against the installed
 * library; each test names the page and a verbatim piece of the sentence it backs. The scrolling sentence is checked
 * in a browser (tests/e2e/demo-claims.test.ts).
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Table, { type ColumnsType, type TableProps } from '@rc-component/table';
import { describe, expect, it } from 'vitest';
import { orders, type Order } from '../../docs/examples/data/g3-orders';
import { logged } from './render.ts';

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'number', key: 'number', width: 110, fixed: 'start' },
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  { title: 'City', dataIndex: 'city', key: 'city' },
  { title: 'Total', key: 'total', width: 110, fixed: 'end', render: () => 'x' },
];
const placed = (at: number) => [...columns.slice(0, at), Table.EXPAND_COLUMN, ...columns.slice(at)];

const render = (props: Partial<TableProps<Order>>) =>
  renderToStaticMarkup(
    h(Table<Order>, {
      columns,
      data: orders.slice(0, 3),
      rowKey: 'key',
      ...props,
      expandable: { expandedRowRender: (order) => order.number, ...props.expandable },
    }),
  );

/** The header cells in order: `expand` for the expand column, else the title; with `[start]` or `[end]` if fixed. */
const header = (html: string) =>
  [...(/<thead[\s\S]*?<\/thead>/.exec(html)?.[0] ?? '').matchAll(/<th(?=[\s>])([^>]*)>([^<]*)/g)].map(
    ([, attributes, title]) => {
      const side = /rc-table-cell-fix-(start|end)(?=[\s"])/.exec(attributes)?.[1];
      const name = attributes.includes('rc-table-row-expand-icon-cell') ? 'expand' : title;
      return side ? `${name}[${side}]` : name;
    },
  );

const page = 'docs/demo/expand-column.md';

describe(page, () => {
  it('docs/demo/expand-column.md: "Without instructions, the table adds its expand column in front of your first column."', () => {
    expect(header(render({}))[0]).toBe('expand[start]');
    expect(header(render({}))[1]).toBe('Order[start]');
  });

  it('docs/demo/expand-column.md: "It also gives it that column\'s `fixed`"', () => {
    expect(header(render({}))).toEqual(['expand[start]', 'Order[start]', 'Customer', 'City', 'Total[end]']);
    const unfixedFirst = [{ ...columns[0], fixed: undefined }, ...columns.slice(1)];
    expect(header(render({ columns: unfixedFirst }))[0]).toBe('expand');
  });

  it('docs/demo/expand-column.md: "place `Table.EXPAND_COLUMN` in `columns` where it should appear, as a column of its own"', () => {
    expect(header(render({ columns: placed(2) })).indexOf('expand')).toBe(2);
    expect(header(render({ columns: placed(0) }))[0]).toBe('expand');
  });

  it('docs/demo/expand-column.md: "A column placed this way is fixed only when `expandable.fixed` says so"', () => {
    expect(header(render({ columns: placed(0) }))).toEqual([
      'expand',
      'Order[start]',
      'Customer',
      'City',
      'Total[end]',
    ]);
    expect(header(render({ columns: placed(2) }))).toEqual([
      'Order[start]',
      'Customer',
      'expand',
      'City',
      'Total[end]',
    ]);
    expect(header(render({ columns: placed(4) }))).toEqual([
      'Order[start]',
      'Customer',
      'City',
      'Total[end]',
      'expand',
    ]);
    expect(header(render({ columns: placed(2), expandable: { fixed: 'start' } }))[2]).toBe('expand[start]');
    expect(header(render({ columns: placed(2), expandable: { fixed: 'end' } }))[2]).toBe('expand[end]');
  });

  it('docs/demo/expand-column.md: "with `\'end\'` and no `Table.EXPAND_COLUMN` in `columns`, it goes last, fixed at the end beside Total"', () => {
    expect(header(render({ expandable: { fixed: 'end' } }))).toEqual([
      'Order[start]',
      'Customer',
      'City',
      'Total[end]',
      'expand[end]',
    ]);
  });

  it('docs/demo/expand-column.md: "`expandable.columnWidth` sets its width."', () => {
    const html = render({ columns: placed(2), expandable: { columnWidth: 48 } });
    expect(html).toMatch(/<col style="width:48px" class="rc-table-expand-icon-col"\/>/);
  });

  it('docs/demo/expand-column.md: "`rowKey` is a function, `(order) => order.number`"', () => {
    const html = render({ rowKey: (order) => `row-${order.number}` });
    expect([...html.matchAll(/data-row-key="([^"]*)"/g)].map((match) => match[1])).toEqual(
      orders.slice(0, 3).map((order) => `row-${order.number}`),
    );
  });

  it('docs/demo/expand-column.md: "`scroll.x` is `\'max-content\'`: the table is as wide as its content needs"', () => {
    const html = render({ scroll: { x: 'max-content' } });
    expect(html).toMatch(
      /<div style="overflow-x:auto;overflow-y:hidden" class="rc-table-content"><table style="width:max-content;/,
    );
  });
});

it('docs/demo/expand-column.md: "The older expandable.expandIconColumnIndex still works but is deprecated: a number puts the expand column at that position among the columns, counting from 0, with the fixed of the column it goes in front of, and in development the table logs a warning that says so."', () => {
  for (const [index, expected] of [
    [0, ['expand[start]', 'Order[start]', 'Customer', 'City', 'Total[end]']],
    [2, ['Order[start]', 'Customer', 'expand', 'City', 'Total[end]']],
    [3, ['Order[start]', 'Customer', 'City', 'expand[end]', 'Total[end]']],
  ] as const) {
    const { result, messages } = logged(() => render({ expandable: { expandIconColumnIndex: index } }));
    expect(header(result)).toEqual(expected);
    expect(messages.join('\n')).toContain('`expandIconColumnIndex` is deprecated');
  }
  // Without it, no warning; in production, none either.
  expect(logged(() => render({})).messages.join('\n')).not.toContain('expandIconColumnIndex');
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { result, messages } = logged(() => render({ expandable: { expandIconColumnIndex: 2 } }));
    expect(header(result)[2]).toBe('expand');
    expect(messages.join('\n')).not.toContain('expandIconColumnIndex');
  } finally {
    process.env.NODE_ENV = mode;
  }
});
