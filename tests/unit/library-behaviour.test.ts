/**
 * What the documentation says the table does, rendered with react-dom/server against the installed library.
 * Each test pins one documented behaviour: if the library (or the page) changes, one of them fails.
 */
import { createElement as h, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Table, { VirtualTable, type ExpandIconProps, type TableProps } from '@rc-component/table';
import { describe, expect, it } from 'vitest';

interface Row {
  key: number;
  name: string;
  children?: Row[];
}

const data: Row[] = [
  { key: 1, name: 'Ann' },
  { key: 2, name: 'Bo' },
];
const tree: Row[] = [{ key: 1, name: 'Ann', children: [{ key: 11, name: 'Cy' }] }];
const name = { title: 'Name', dataIndex: 'name', key: 'name' };

const render = (props: TableProps<Row>) => renderToStaticMarkup(h(Table<Row>, props));
/** The element type of the exported VirtualTable leaves `listItemHeight` out; the page says so. */
const renderVirtual = (props: Record<string, unknown>) =>
  renderToStaticMarkup(h(VirtualTable as unknown as ComponentType<Record<string, unknown>>, props));
/** The `style` of the first `<table>`. */
const tableStyle = (html: string) => /<table style="([^"]*)"/.exec(html)?.[1];
const count = (html: string, text: string) => html.split(text).length - 1;

describe('column ellipsis and the title attribute', () => {
  it('ellipsis: true puts the text into the title of header and body cells', () => {
    const html = render({ columns: [{ ...name, ellipsis: true }], data });
    expect(html).toContain('<th class="rc-table-cell rc-table-cell-ellipsis" title="Name"');
    expect(html).toMatch(/<td[^>]*title="Ann"/);
  });

  it('the object form leaves it off body cells unless showTitle is set, but the header cell always has it', () => {
    for (const ellipsis of [{}, { showTitle: false }]) {
      const html = render({ columns: [{ ...name, ellipsis }], data });
      expect(html).toContain('title="Name"');
      expect(html).not.toMatch(/<td[^>]*title=/);
    }
    expect(render({ columns: [{ ...name, ellipsis: { showTitle: true } }], data })).toMatch(/<td[^>]*title="Ann"/);
  });

  it('gives no title to a cell whose content is not text', () => {
    const html = render({
      columns: [{ ...name, ellipsis: true, render: (v: string) => h('b', null, h('i', null, v)) }],
      data,
    });
    expect(html).not.toMatch(/<td[^>]*title=/);
  });
});

describe('table layout', () => {
  const fixedName = { ...name, fixed: 'start' as const, width: 100 };
  it('is auto by default, and a fixed column alone does not change that without horizontal scrolling', () => {
    expect(tableStyle(render({ columns: [name], data }))).toBe('table-layout:auto');
    expect(tableStyle(render({ columns: [fixedName], data }))).toBe('table-layout:auto');
  });
  it('is fixed with a fixed column and scroll.x, with scroll.y, with sticky, or with an ellipsis column', () => {
    expect(tableStyle(render({ columns: [fixedName], data, scroll: { x: 800 } }))).toContain('table-layout:fixed');
    expect(tableStyle(render({ columns: [name], data, scroll: { y: 200 } }))).toContain('table-layout:fixed');
    expect(tableStyle(render({ columns: [name], data, sticky: true }))).toContain('table-layout:fixed');
    expect(tableStyle(render({ columns: [{ ...name, ellipsis: true }], data }))).toContain('table-layout:fixed');
  });
  it("is auto with fixed columns and scroll.x 'max-content', even with a fixed header", () => {
    const html = render({ columns: [fixedName], data, scroll: { x: 'max-content', y: 200 } });
    expect(tableStyle(html)).toContain('table-layout:auto');
  });
});

describe('the separate header table and the measuring row', () => {
  it('scroll.x alone keeps one table, with a hidden measuring row in the body', () => {
    const html = render({ columns: [name], data, scroll: { x: 800 } });
    expect(html).not.toContain('rc-table-header');
    expect(html).toContain('rc-table-measure-row');
  });
  it('scroll.y and sticky draw the header as a table of its own', () => {
    for (const props of [{ scroll: { y: 200 } }, { sticky: true }]) {
      const html = render({ columns: [name], data, ...props });
      expect(html).toContain('class="rc-table-header');
      expect(count(html, '<table')).toBe(2);
    }
  });
  it('the body has a scrolling element of its own (the one onScroll listens to) only with scroll.y or sticky', () => {
    expect(render({ columns: [name], data, scroll: { x: 800 } })).not.toContain('class="rc-table-body"');
    expect(render({ columns: [name], data, scroll: { y: 200 } })).toContain('class="rc-table-body"');
    expect(render({ columns: [name], data, sticky: true })).toContain('class="rc-table-body"');
  });
});

describe('tree data', () => {
  it('indents a level by indentSize pixels, and not at all without it', () => {
    expect(
      render({ columns: [name], data: tree, expandable: { defaultExpandAllRows: true, indentSize: 20 } }),
    ).toContain('padding-left:20px');
    const plain = render({ columns: [name], data: tree, expandable: { defaultExpandAllRows: true } });
    expect(plain).toContain('padding-left:NaNpx');
    expect(plain).not.toMatch(/padding-left:\d/);
  });
  it('has no expand-all control', () => {
    const html = render({ columns: [name], data: tree, expandable: { showExpandAll: true } });
    expect(html).not.toContain('<button');
  });
});

describe('expandable rows', () => {
  const details = (row: Row) => `Details of ${row.name}`;
  it('renders collapsed content only with forceRender, hidden with display:none', () => {
    expect(render({ columns: [name], data, expandable: { expandedRowRender: details } })).not.toContain('Details of');
    const html = render({ columns: [name], data, expandable: { expandedRowRender: details, forceRender: true } });
    expect(count(html, 'style="display:none"')).toBe(2);
    expect(html).toContain('Details of Bo');
  });
  it('rowExpandable leaves an empty placeholder where a row cannot expand', () => {
    const html = render({
      columns: [name],
      data,
      expandable: { expandedRowRender: details, rowExpandable: (row) => row.key === 1 },
    });
    expect(count(html, 'rc-table-row-spaced')).toBe(1);
    expect(count(html, 'rc-table-row-collapsed')).toBe(1);
  });
  it('showExpandAll puts a button in the expand column header, named for what it does', () => {
    const html = render({ columns: [name], data, expandable: { expandedRowRender: details, showExpandAll: true } });
    expect(html).toContain('<button type="button" aria-expanded="false" aria-label="Expand all rows"');
  });
  it('a columnTitle function receives that control as expandIcon', () => {
    const html = render({
      columns: [name],
      data,
      expandable: {
        expandedRowRender: details,
        showExpandAll: true,
        columnTitle: ({ expandIcon }) => h('span', { className: 'mine' }, expandIcon),
      },
    });
    expect(html).toMatch(/<span class="mine"><button/);
  });
  it('components.ExpandIcon wins over expandable.expandIcon and draws rows and header', () => {
    const Icon = ({ type }: ExpandIconProps<Row>) => h('i', null, `icon-${type}`);
    const html = render({
      columns: [name],
      data,
      components: { ExpandIcon: Icon },
      expandable: { expandedRowRender: details, showExpandAll: true, expandIcon: () => 'old' },
    });
    expect(count(html, 'icon-row')).toBe(2);
    expect(count(html, 'icon-all')).toBe(1);
    expect(html).not.toContain('old');
  });
  it('expandable.fixed: true keeps the expand column and turns on horizontal scrolling', () => {
    const html = render({ columns: [name], data, expandable: { expandedRowRender: details, fixed: true } });
    expect(html).toContain('rc-table-row-expand-icon-cell');
    expect(html).toContain('rc-table-scroll-horizontal');
  });
  it('expandedRowOffset fixes the leading columns at the start', () => {
    const columns = [name, { title: 'Other', dataIndex: 'name', key: 'other' }];
    const html = render({ columns, data, expandable: { expandedRowRender: details, expandedRowOffset: 2 } });
    // The expand column and Name are fixed; Other is not.
    const head = /<thead[\s\S]*<\/thead>/.exec(html)![0];
    expect(head.match(/rc-table-cell-fix-start(?![-\w])/g)).toHaveLength(2);
  });
});

describe('header scope', () => {
  it('gives col to a header over one column, colgroup to a group, and nothing to a header without a title', () => {
    const columns = [
      { title: 'Group', key: 'g', children: [name, { title: 'Again', dataIndex: 'name', key: 'again' }] },
      { dataIndex: 'name', key: 'untitled' },
    ];
    const html = render({ columns, data });
    expect(html).toMatch(/scope="colgroup"[^>]*>Group/);
    expect(count(html, 'scope="col"')).toBe(2);
    expect(html.match(/<th[ >]/g)).toHaveLength(4);
  });
});

describe('empty data', () => {
  it('shows "No Data" by default, and nothing when emptyText is passed as undefined', () => {
    expect(render({ columns: [name], data: [] })).toContain('No Data');
    expect(render({ columns: [name], data: [], emptyText: undefined })).not.toContain('No Data');
  });
});

describe('summary', () => {
  const summary = (fixed?: boolean) => () =>
    h(Table.Summary, { fixed }, h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0 }, 'Total')));
  it('a fixed summary stands apart only when the header is fixed or sticky', () => {
    expect(render({ columns: [name], data, summary: summary(true) })).not.toMatch(/<div[^>]*rc-table-summary/);
    expect(render({ columns: [name], data, summary: summary(true), scroll: { y: 200 } })).toMatch(
      /<div[^>]*class="rc-table-summary/,
    );
  });
});

describe('VirtualTable', () => {
  const base = { columns: [{ ...name, width: 100 }], data, scroll: { x: 100, y: 200 } };
  it('applies classNames.body and styles.body to rows and cells, not to the wrapper', () => {
    const html = renderVirtual({
      ...base,
      classNames: { body: { wrapper: 'my-wrapper', row: 'my-row', cell: 'my-cell' } },
      styles: { body: { wrapper: { color: 'red' }, row: { color: 'green' } } },
    });
    expect(html).toContain('rc-table-row my-row');
    expect(html).toContain('rc-table-cell my-cell');
    expect(html).not.toContain('my-wrapper');
    expect(html).not.toContain('color:red');
    expect(html).toContain('color:green');
  });
  it('gives components.body.row each row with its cells as its children, one per column', () => {
    const rows: { key: unknown; cells: number }[] = [];
    const row = ({ children, ...props }: { children?: unknown; 'data-row-key'?: unknown }) => {
      rows.push({ key: props['data-row-key'], cells: Array.isArray(children) ? children.length : -1 });
      return h('div', props, children as ReactElement[]);
    };
    const html = renderVirtual({
      ...base,
      columns: [
        { ...name, width: 100 },
        { title: 'Key', dataIndex: 'key', key: 'key', width: 50 },
      ],
      components: { body: { row } },
    });
    expect(rows).toEqual([
      { key: 1, cells: 2 },
      { key: 2, cells: 2 },
    ]);
    expect(count(html, 'rc-table-cell')).toBeGreaterThanOrEqual(4);
  });
  it('the plain table applies the wrapper class to tbody', () => {
    expect(render({ columns: [name], data, classNames: { body: { wrapper: 'my-wrapper' } } })).toContain(
      '<tbody class="rc-table-tbody my-wrapper"',
    );
  });
  it('shares what scroll.x leaves among the columns without a width', () => {
    const html = renderVirtual({
      ...base,
      columns: [
        { ...name, width: 100 },
        { title: 'Rest', dataIndex: 'name' },
      ],
      scroll: { x: 400, y: 200 },
    });
    expect(html).toContain('<col style="width:100px"/><col style="width:300px"/>');
  });
});

/** Keeps the TSX helper honest: the props used above are those of the installed types. */
export const typed: ReactElement = h(Table<Row>, { columns: [name], data });
