/** docs/index.md: the home page's usage notes and its API tables, held against the rendered library. */
import fs from 'node:fs';
import path from 'node:path';
import Table, { type ExpandIconProps } from '@rc-component/table';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  body,
  city,
  count,
  data,
  h,
  head,
  logged,
  markup,
  name,
  recorder,
  render,
  renderVirtual,
  tableStyle,
  tags,
  tree,
  has,
  type Row,
} from './render.ts';
import { ROOT } from './pages.ts';

const details = (row: Row) => `Details of ${row.name}`;
const summary = (fixed?: boolean | 'top' | 'bottom') => () =>
  h(Table.Summary, { fixed }, h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0 }, 'Total')));

describe('usage', () => {
  it('docs/index.md: "each record needs a stable key, either in a key field or through the rowKey prop"', () => {
    const { messages } = logged(() => render({ columns: [name], data: [{ name: 'Ann' } as Row] }));
    expect(messages.join('\n')).toContain('Each record in table should have a unique `key` prop');
    expect(render({ columns: [name], data })).toContain('data-row-key="2"');
  });
  it('docs/index.md: "It needs React 18 or newer."', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8'),
    );
    expect(manifest.peerDependencies).toEqual({ react: '>=18.0.0', 'react-dom': '>=18.0.0' });
  });
  it('docs/index.md: "Totals go in a summary, which the table renders as its footer"', () => {
    expect(render({ columns: [name], data, summary: summary() })).toMatch(/<tfoot class="rc-table-summary">.*Total/);
  });
  it('docs/index.md: "A dash in the Default column means the prop has no default: leaving it out turns the feature off"', () => {
    // e.g. no scroll, no sticky, no expandable, no summary: none of their elements
    const html = render({ columns: [name], data });
    for (const part of ['rc-table-header', 'rc-table-sticky', 'rc-table-expand', 'rc-table-summary', 'rc-table-title'])
      expect(html).not.toContain(part);
  });
});

describe('Table props', () => {
  it('docs/index.md: "data | readonly RecordType[] | [] | The records to show, one row each."', () => {
    expect(render({ columns: [name] })).toContain('No Data');
    expect(count(render({ columns: [name], data }), 'class="rc-table-row ')).toBe(2);
  });
  it('docs/index.md: "columns written as JSX instead of through columns"', () => {
    const html = render({ data, children: [h(Table.Column<Row>, { key: 'name', title: 'Name', dataIndex: 'name' })] });
    expect(html).toContain('>Name</th>');
    expect(html).toContain('>Ann</td>');
  });
  it('docs/index.md: "rowKey | string | keyof RecordType | (record, index?) => Key | \'key\'"', () => {
    expect(render({ columns: [name], data })).toContain('data-row-key="1"');
    expect(render({ columns: [name], data, rowKey: 'name' })).toContain('data-row-key="Ann"');
    expect(render({ columns: [name], data, rowKey: (row) => `r${row.key}` })).toContain('data-row-key="r1"');
  });
  it('docs/index.md: "prefixCls | string | \'rc-table\' | The prefix of every class name the table renders."', () => {
    const html = render({ columns: [name], data, prefixCls: 'ledger', title: () => 'T', summary: summary() });
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' '));
    expect(classes.length).toBeGreaterThan(5);
    for (const cls of classes) expect(cls).toMatch(/^ledger/);
    expect(render({ columns: [name], data })).toContain('class="rc-table"');
  });
  it('docs/index.md: "className | string | - | Class name added to the outermost element."', () => {
    expect(render({ columns: [name], data, className: 'mine', style: { color: 'red' }, id: 'orders' })).toMatch(
      /^<div class="rc-table mine" style="color:red" id="orders">/,
    );
  });
  it('docs/index.md: "classNames.section | string | - | Class name of the container"', () => {
    const html = render({
      columns: [name],
      data,
      title: () => 'T',
      footer: () => 'F',
      classNames: { section: 'c-section', title: 'c-title', footer: 'c-footer', content: 'c-content' },
      styles: {
        section: { color: 'red' },
        title: { color: 'green' },
        footer: { color: 'blue' },
        content: { color: 'gold' },
      },
    });
    expect(html).toContain('<div class="rc-table-title c-title" style="color:green">T</div>');
    expect(html).toContain('<div class="rc-table-container c-section" style="color:red">');
    expect(html).toContain('<div class="rc-table-footer c-footer" style="color:blue">F</div>');
    expect(html).toContain('class="rc-table-content c-content"');
    expect(html).toMatch(/style="color:gold" class="rc-table-content c-content"/);
  });
  it('docs/index.md: "classNames.title | string | - | Class name of the panel rendered by title."', () => {
    expect(render({ columns: [name], data, title: () => 'T', classNames: { title: 'c' } })).toContain(
      '<div class="rc-table-title c">T</div>',
    );
  });
  it('docs/index.md: "classNames.footer | string | - | Class name of the panel rendered by footer."', () => {
    expect(render({ columns: [name], data, footer: () => 'F', classNames: { footer: 'c' } })).toContain(
      '<div class="rc-table-footer c">F</div>',
    );
  });
  it('docs/index.md: "used when the header is neither fixed nor sticky"', () => {
    for (const props of [{ scroll: { y: 200 } }, { sticky: true }])
      expect(render({ columns: [name], data, classNames: { content: 'c-content' }, ...props })).not.toContain(
        'c-content',
      );
  });
  it('docs/index.md: "classNames.header | { wrapper?, row?, cell?: string }"', () => {
    const html = render({
      columns: [name],
      data,
      classNames: {
        header: { wrapper: 'h-w', row: 'h-r', cell: 'h-c' },
        body: { wrapper: 'b-w', row: 'b-r', cell: 'b-c' },
      },
      styles: { header: { cell: { color: 'red' } }, body: { wrapper: { color: 'blue' }, cell: { color: 'green' } } },
    });
    expect(html).toContain('<thead class="rc-table-thead h-w">');
    expect(html).toContain('<tr class="h-r">');
    expect(has(html, 'th', { class: 'rc-table-cell h-c', style: 'color:red' })).toBe(true);
    expect(has(html, 'tbody', { class: 'rc-table-tbody b-w', style: 'color:blue' })).toBe(true);
    expect(html).toContain('class="rc-table-row rc-table-row-level-0 b-r"');
    expect(html).toContain('<td class="rc-table-cell b-c" style="color:green">');
  });
  it('docs/index.md: "Class names of the body\'s tbody, rows and cells. In VirtualTable only row and cell are applied"', () => {
    const html = renderVirtual({
      columns: [{ ...name, width: 100 }],
      data,
      scroll: { x: 100, y: 200 },
      classNames: { body: { wrapper: 'my-wrapper', row: 'my-row', cell: 'my-cell' } },
      styles: { body: { wrapper: { color: 'red' }, row: { color: 'green' }, cell: { color: 'blue' } } },
    });
    expect(html).toContain('rc-table-row my-row');
    expect(html).toContain('rc-table-cell my-cell');
    expect(html).not.toContain('my-wrapper');
    expect(html).not.toContain('color:red');
    expect(html).toContain('color:green');
    expect(html).toContain('color:blue');
  });
  it('docs/index.md: "Styles of the body\'s tbody, rows and cells. In VirtualTable only row and cell are applied"', () => {
    const html = render({
      columns: [name],
      data,
      styles: { body: { wrapper: { color: 'red' }, row: { color: 'green' } } },
    });
    expect(has(html, 'tbody', { class: 'rc-table-tbody', style: 'color:red' })).toBe(true);
    expect(html).toMatch(/<tr [^>]*style="color:green"/);
  });
  describe('tableLayout', () => {
    const fixedName = { ...name, fixed: 'start' as const, width: 100 };
    it("docs/index.md: \"with fixed columns and horizontal scrolling it is 'auto' if scroll.x is 'max-content'\"", () => {
      expect(tableStyle(render({ columns: [fixedName], data, scroll: { x: 800 } }))).toContain('table-layout:fixed');
      expect(tableStyle(render({ columns: [fixedName], data, scroll: { x: 'max-content', y: 200 } }))).toContain(
        'table-layout:auto',
      );
    });
    it('docs/index.md: "it is \'fixed\' when the header is fixed (scroll.y) or sticky or a column has ellipsis"', () => {
      expect(tableStyle(render({ columns: [name], data }))).toBe('table-layout:auto');
      expect(tableStyle(render({ columns: [fixedName], data }))).toBe('table-layout:auto');
      expect(tableStyle(render({ columns: [name], data, scroll: { x: 800 } }))).toContain('table-layout:auto');
      expect(tableStyle(render({ columns: [name], data, scroll: { y: 200 } }))).toContain('table-layout:fixed');
      expect(tableStyle(render({ columns: [name], data, sticky: true }))).toContain('table-layout:fixed');
      expect(tableStyle(render({ columns: [{ ...name, ellipsis: true }], data }))).toContain('table-layout:fixed');
      expect(tableStyle(render({ columns: [name], data, scroll: { y: 200 }, tableLayout: 'auto' }))).toContain(
        'table-layout:auto',
      );
    });
  });
  it('docs/index.md: "scroll | object | - | Makes the body scroll instead of growing."', () => {
    expect(render({ columns: [name], data, scroll: { y: 200 } })).toContain(
      '<div style="overflow-y:scroll;max-height:200px" class="rc-table-body">',
    );
  });
  it('docs/index.md: "or true to size it by its columns, never narrower than the area"', () => {
    expect(tableStyle(render({ columns: [name], data, scroll: { x: 800 } }))).toBe(
      'width:800px;min-width:100%;table-layout:auto',
    );
    expect(tableStyle(render({ columns: [name], data, scroll: { x: true } }))).toBe(
      'width:auto;min-width:100%;table-layout:auto',
    );
    expect(tableStyle(render({ columns: [name], data, scroll: { x: 'max-content' } }))).toBe(
      'width:max-content;min-width:100%;table-layout:auto',
    );
  });
  it('docs/index.md: "It gives the table a box of its own that scrolls sideways, in which fixed columns stay put and show their edge shadows."', () => {
    const fixed = { ...name, fixed: 'start' as const, width: 100 };
    const without = render({ columns: [fixed, city], data });
    const within = render({ columns: [fixed, city], data, scroll: { x: 800 } });
    expect(within).toContain('<div style="overflow-x:auto;overflow-y:hidden" class="rc-table-content">');
    expect(within).toContain('rc-table-fix-start-shadow rc-table-fix-end-shadow');
    expect(without).toContain('<div class="rc-table-content">');
    expect(without).not.toContain('shadow ');
  });
  it('docs/index.md: "scroll.y | number | string | - | Maximum height of the body. The header stays fixed above it."', () => {
    const html = render({ columns: [name], data, scroll: { y: '40vh' } });
    expect(html).toMatch(/<div style="overflow:hidden" class="rc-table-header"><table[^>]*><thead/);
    expect(html.indexOf('rc-table-header')).toBeLessThan(html.indexOf('rc-table-body'));
    expect(html).toContain('max-height:40vh" class="rc-table-body"');
  });
  it('docs/index.md: "sticky | boolean | object | false | Keeps the header, summary and horizontal scroll bar in view"', () => {
    expect(render({ columns: [name], data })).not.toContain('sticky');
    const html = render({ columns: [name], data, sticky: true, summary: summary(true) });
    expect(has(html, 'div', { class: 'rc-table-header rc-table-sticky-holder', style: 'overflow:hidden;top:0' })).toBe(
      true,
    );
    expect(
      has(html, 'div', { class: 'rc-table-summary rc-table-sticky-holder', style: 'overflow:hidden;bottom:0' }),
    ).toBe(true);
  });
  it('docs/index.md: "sticky.offsetHeader | number | 0 | Distance in pixels from the top"', () => {
    const html = render({
      columns: [name],
      data,
      sticky: { offsetHeader: 60, offsetSummary: 30 },
      summary: summary(true),
    });
    expect(
      has(html, 'div', { class: 'rc-table-header rc-table-sticky-holder', style: 'overflow:hidden;top:60px' }),
    ).toBe(true);
    expect(
      has(html, 'div', { class: 'rc-table-summary rc-table-sticky-holder', style: 'overflow:hidden;bottom:30px' }),
    ).toBe(true);
  });
  it('docs/index.md: "sticky.offsetSummary | number | 0 | Distance in pixels from the bottom to a stuck summary."', () => {
    const html = render({ columns: [name], data, sticky: true, summary: summary(true) });
    expect(
      has(html, 'div', { class: 'rc-table-summary rc-table-sticky-holder', style: 'overflow:hidden;bottom:0' }),
    ).toBe(true);
  });

  describe('expandable', () => {
    it('docs/index.md: "Content of the extra row under an expanded row. Giving it makes rows expandable."', () => {
      expect(render({ columns: [name], data })).not.toContain('rc-table-row-expand-icon');
      const html = render({ columns: [name], data, expandable: { expandedRowRender: details, expandedRowKeys: [1] } });
      expect(count(html, 'rc-table-row-expand-icon ')).toBe(2);
      expect(html).toMatch(/<tr class="rc-table-expanded-row rc-table-expanded-row-level-1">.*Details of Ann/);
    });
    it('docs/index.md: "expandable.expandedRowKeys | readonly Key[] | - | Keys of the expanded rows, when you control them."', () => {
      const html = render({
        columns: [name],
        data,
        expandable: { expandedRowRender: details, expandedRowKeys: [2], defaultExpandedRowKeys: [1] },
      });
      expect(html).toContain('Details of Bo');
      expect(html).not.toContain('Details of Ann');
    });
    it('docs/index.md: "expandable.defaultExpandedRowKeys | readonly Key[] | - | Keys of the rows expanded at first."', () => {
      const html = render({
        columns: [name],
        data,
        expandable: { expandedRowRender: details, defaultExpandedRowKeys: [1] },
      });
      expect(html).toContain('Details of Ann');
      expect(html).not.toContain('Details of Bo');
    });
    it('docs/index.md: "expandable.defaultExpandAllRows | boolean | false | Starts with every row expanded."', () => {
      expect(render({ columns: [name], data, expandable: { expandedRowRender: details } })).not.toContain('Details of');
      const html = render({
        columns: [name],
        data,
        expandable: { expandedRowRender: details, defaultExpandAllRows: true },
      });
      expect(count(html, 'Details of')).toBe(2);
    });
    it('docs/index.md: "expandable.onExpand | (expanded, record) => void | - | Called when one row is expanded or collapsed."', () => {
      const icons = recorder<ExpandIconProps<Row>>('span');
      const expands: unknown[] = [];
      const changes: unknown[] = [];
      render({
        columns: [name],
        data,
        components: { ExpandIcon: icons.Component },
        expandable: {
          expandedRowRender: details,
          expandedRowKeys: [2],
          onExpand: (expanded, record) => expands.push([expanded, record.key]),
          onExpandedRowsChange: (keys) => changes.push(keys),
        },
      });
      const event = { stopPropagation() {} } as never;
      icons.calls[0].onClick!(event); // Ann, collapsed
      icons.calls[1].onClick!(event); // Bo, expanded
      expect(expands).toEqual([
        [true, 1],
        [false, 2],
      ]);
      expect(changes).toEqual([[2, 1], []]);
    });
    it('docs/index.md: "Called with the new list of expanded keys whenever it changes."', () => {
      const changes: unknown[] = [];
      const icons = recorder<ExpandIconProps<Row>>('span');
      render({
        columns: [name],
        data,
        components: { ExpandIcon: icons.Component },
        expandable: {
          expandedRowRender: details,
          defaultExpandedRowKeys: [1],
          onExpandedRowsChange: (k) => changes.push(k),
        },
      });
      icons.calls[1].onClick!({ stopPropagation() {} } as never);
      expect(changes).toEqual([[1, 2]]);
    });
    it('docs/index.md: "Expands or collapses a row when any part of it is clicked, not only its icon."', () => {
      const rows = recorder<{ onClick?: (event: unknown) => void }>('tr');
      const expands: unknown[] = [];
      const options = { expandedRowRender: details, onExpand: (e: boolean, r: Row) => expands.push([e, r.key]) };
      render({ columns: [name], data, components: { body: { row: rows.Component } }, expandable: options });
      rows.calls[0].onClick?.({});
      expect(expands).toEqual([]);
      rows.calls.length = 0;
      render({
        columns: [name],
        data,
        components: { body: { row: rows.Component } },
        expandable: { ...options, expandRowByClick: true },
      });
      rows.calls[0].onClick!({});
      expect(expands).toEqual([[true, 1]]);
    });
    it('docs/index.md: "Says which rows can expand; the others get an empty placeholder"', () => {
      const html = render({
        columns: [name],
        data,
        expandable: {
          expandedRowRender: details,
          rowExpandable: (row) => row.key === 1,
          showExpandAll: true,
          defaultExpandAllRows: true,
        },
      });
      expect(count(html, 'rc-table-row-spaced')).toBe(1);
      expect(html).toContain('Details of Ann');
      // The expand-all control counts only Ann: she is expanded, so it offers to collapse.
      expect(html).toContain('aria-label="Collapse all rows"');
      expect(html).not.toContain('Details of Bo');
    });
    it('docs/index.md: "Renders every expandable row\'s content up front, collapsed rows included"', () => {
      expect(render({ columns: [name], data, expandable: { expandedRowRender: details } })).not.toContain('Details of');
      const html = render({ columns: [name], data, expandable: { expandedRowRender: details, forceRender: true } });
      expect(count(html, 'style="display:none"')).toBe(2);
      expect(html).toContain('Details of Bo');
    });
    it('docs/index.md: "A virtual table does this only for the rows it has mounted."', () => {
      const many = Array.from({ length: 200 }, (_, i) => ({ key: i, name: `R${i}` }));
      const html = renderVirtual({
        columns: [{ ...name, width: 100 }],
        data: many,
        scroll: { x: 100, y: 200 },
        expandable: { expandedRowRender: details, forceRender: true },
      });
      expect(html).toContain('Details of R0');
      expect(html).not.toContain('Details of R199');
    });
    it('docs/index.md: "Puts a control in the expand column\'s header that expands or collapses every expandable row."', () => {
      expect(render({ columns: [name], data, expandable: { expandedRowRender: details } })).not.toContain('<button');
      const html = render({ columns: [name], data, expandable: { expandedRowRender: details, showExpandAll: true } });
      expect(head(html)).toContain('<button type="button" aria-expanded="false" aria-label="Expand all rows"');
    });
    it('docs/index.md: "Works with expandedRowRender, not with tree data."', () => {
      const html = render({ columns: [name], data: tree, expandable: { showExpandAll: true } });
      expect(html).toContain('rc-table-row-expand-icon');
      expect(html).not.toContain('<button');
    });
    it('docs/index.md: "expandable.onExpandAll | (expanded: boolean) => void | - | Called when that header control is used."', () => {
      const icons = recorder<ExpandIconProps<Row>>('span');
      const all: boolean[] = [];
      const keys: unknown[] = [];
      render({
        columns: [name],
        data,
        components: { ExpandIcon: icons.Component },
        expandable: {
          expandedRowRender: details,
          showExpandAll: true,
          onExpandAll: (expanded) => all.push(expanded),
          onExpandedRowsChange: (k) => keys.push(k),
        },
      });
      const control = icons.calls.find((props) => props.type === 'all')!;
      control.onClick!({ stopPropagation() {} } as never);
      expect(all).toEqual([true]);
      expect(keys).toEqual([[1, 2]]);
    });
    it('docs/index.md: "expandable.showExpandColumn | boolean | true | Set to false to hide the column of expand icons."', () => {
      const options = { expandedRowRender: details, defaultExpandAllRows: true };
      expect(render({ columns: [name], data, expandable: options })).toContain('rc-table-row-expand-icon-cell');
      const html = render({ columns: [name], data, expandable: { ...options, showExpandColumn: false } });
      expect(html).not.toContain('rc-table-row-expand-icon');
      expect(html).toContain('Details of Ann');
    });
    it('docs/index.md: "Header of the expand column, in place of the expand-all control."', () => {
      const html = render({
        columns: [name],
        data,
        expandable: { expandedRowRender: details, showExpandAll: true, columnTitle: 'More' },
      });
      expect(head(html)).toMatch(/<th class="rc-table-cell rc-table-row-expand-icon-cell"[^>]*>More<\/th>/);
      expect(html).not.toContain('<button');
    });
    it('docs/index.md: "A function receives that control as expandIcon (when showExpandAll is on)"', () => {
      const seen: unknown[] = [];
      const columnTitle = ({ expandIcon }: { expandIcon: unknown }) => {
        seen.push(expandIcon);
        return h('span', { className: 'mine' }, expandIcon as ReactElement);
      };
      const html = render({
        columns: [name],
        data,
        expandable: { expandedRowRender: details, showExpandAll: true, columnTitle },
      });
      expect(html).toMatch(/<span class="mine"><button/);
      render({ columns: [name], data, expandable: { expandedRowRender: details, columnTitle } });
      expect(seen[1]).toBeUndefined();
    });
    it('docs/index.md: "expandable.columnWidth | number | string | - | Width of the expand column."', () => {
      const html = render({ columns: [name], data, expandable: { expandedRowRender: details, columnWidth: 48 } });
      expect(html).toContain('<colgroup><col style="width:48px" class="rc-table-expand-icon-col"/></colgroup>');
    });
    it('docs/index.md: "Fixes the expand column while the table scrolls sideways, and turns horizontal scrolling on by itself."', () => {
      const html = render({ columns: [name], data, expandable: { expandedRowRender: details, fixed: true } });
      expect(head(html)).toMatch(
        /rc-table-row-expand-icon-cell[^"]*rc-table-cell-fix-start|rc-table-cell-fix rc-table-cell-fix-start[^"]*rc-table-row-expand-icon-cell/,
      );
      expect(html).toContain('rc-table-scroll-horizontal');
    });
    it("docs/index.md: \"With 'end' or 'right' the column goes last unless it has a place of its own.\"", () => {
      for (const fixed of ['end', 'right'] as const) {
        const cells = tags(
          head(render({ columns: [name, city], data, expandable: { expandedRowRender: details, fixed } })),
          /^<th[ >]/,
        );
        expect(cells[2]).toContain('rc-table-row-expand-icon-cell');
        expect(cells[2]).toContain('rc-table-cell-fix-end');
      }
      const placed = render({
        columns: [Table.EXPAND_COLUMN, name, city],
        data,
        expandable: { expandedRowRender: details, fixed: 'end' },
      });
      expect(tags(head(placed), /^<th[ >]/)[0]).toContain('rc-table-row-expand-icon-cell');
    });
    it('docs/index.md: "Unset, the column takes the fixed of the column it stands before."', () => {
      const html = render({
        columns: [{ ...name, fixed: 'start', width: 100 }, city],
        data,
        scroll: { x: 600 },
        expandable: { expandedRowRender: details },
      });
      expect(tags(head(html), /^<th[ >]/)[0]).toContain(
        'rc-table-row-expand-icon-cell rc-table-cell-fix rc-table-cell-fix-start',
      );
    });
    it('docs/index.md: "Class name of the extra row that holds expanded content."', () => {
      const html = render({
        columns: [name],
        data,
        expandable: {
          expandedRowRender: details,
          defaultExpandAllRows: true,
          expandedRowClassName: (row, index, indent) => `x-${row.name}-${index}-${indent}`,
        },
      });
      expect(html).toContain('<tr class="rc-table-expanded-row rc-table-expanded-row-level-1 x-Ann-0-0"');
      expect(html).toContain('x-Bo-1-0');
    });
    it('docs/index.md: "How many leading columns the expanded content leaves free"', () => {
      const html = render({
        columns: [name, city],
        data,
        expandable: { expandedRowRender: details, expandedRowOffset: 2, defaultExpandAllRows: true },
      });
      // The expand column and Name are fixed at the start; City is not.
      expect(head(html).match(/rc-table-cell-fix-start(?![-\w])/g)).toHaveLength(2);
      // Their body cells span down past the expanded row, which spans only what is left (City).
      expect(body(html)).toMatch(/<td rowSpan="2" class="rc-table-cell rc-table-row-expand-icon-cell/);
      expect(body(html)).toMatch(
        /<td rowSpan="2" class="rc-table-cell rc-table-cell-fix[^>]*>Ann<\/td><td class="rc-table-cell">Lagos/,
      );
      expect(body(html)).toMatch(
        /<tr class="rc-table-expanded-row[^"]*"><td class="rc-table-cell">Details of Ann<\/td><\/tr>/,
      );
    });
    it('docs/index.md: "expandable.childrenColumnName | string | \'children\' | The record field that holds child records"', () => {
      expect(render({ columns: [name], data: tree, expandable: { defaultExpandAllRows: true } })).toContain('>Cy</td>');
      const entries = [{ key: 1, name: 'Ann', entries: [{ key: 11, name: 'Cy' }] }];
      const html = render({
        columns: [name],
        data: entries,
        expandable: { defaultExpandAllRows: true, childrenColumnName: 'entries' },
      });
      expect(html).toContain('>Cy</td>');
    });
    it('docs/index.md: "Indent in pixels per level of tree data. Without it the levels are not indented."', () => {
      expect(
        render({ columns: [name], data: tree, expandable: { defaultExpandAllRows: true, indentSize: 20 } }),
      ).toContain('padding-left:20px');
      const plain = render({ columns: [name], data: tree, expandable: { defaultExpandAllRows: true } });
      expect(plain).not.toMatch(/padding-left:\d/);
    });
    it('docs/index.md: "Deprecated: use components.ExpandIcon, which wins when both are given."', () => {
      const Icon = ({ type }: ExpandIconProps<Row>) => h('i', null, `icon-${type}`);
      const both = render({
        columns: [name],
        data,
        components: { ExpandIcon: Icon },
        expandable: { expandedRowRender: details, showExpandAll: true, expandIcon: () => 'old' },
      });
      expect(count(both, 'icon-row')).toBe(2);
      expect(both).not.toContain('old');
      const alone = render({
        columns: [name],
        data,
        expandable: { expandedRowRender: details, showExpandAll: true, expandIcon: () => h('b', null, 'old') },
      });
      expect(count(alone, '<b>old</b>')).toBe(2);
      expect(head(alone)).toContain('<button');
    });
    it('docs/index.md: "Deprecated: place Table.EXPAND_COLUMN in columns instead. Index of the column that shows the expand icon."', () => {
      const { result, messages } = logged(() =>
        render({ columns: [name, city], data, expandable: { expandedRowRender: details, expandIconColumnIndex: 1 } }),
      );
      expect(tags(head(result), /^<th[ >]/)[1]).toContain('rc-table-row-expand-icon-cell');
      expect(messages.join('\n')).toContain('`expandIconColumnIndex` is deprecated');
      const first = render({ columns: [name, city], data, expandable: { expandedRowRender: details } });
      expect(tags(head(first), /^<th[ >]/)[0]).toContain('rc-table-row-expand-icon-cell');
    });
  });

  it('docs/index.md: "rowClassName | string | (record, index, indent) => string | - | Class name of each body row."', () => {
    const html = render({
      columns: [name],
      data: tree,
      expandable: { defaultExpandAllRows: true },
      rowClassName: (row, index, indent) => `r-${row.name}-${index}-${indent}`,
    });
    expect(html).toContain('r-Ann-0-0');
    expect(html).toMatch(/r-Cy-\d-1/);
  });
  it('docs/index.md: "onRow | (record, index?) => HTMLAttributes | - | Props for each body row\'s tr"', () => {
    const html = render({
      columns: [name],
      data,
      onRow: (row, index) => ({ title: `${row.name}@${index}` }),
      onHeaderRow: (columns, index) => ({ title: `head ${columns.length}@${index}` }),
    });
    expect(html).toContain('<tr title="head 1@0">');
    expect(html).toMatch(/<tr [^>]*title="Bo@1"/);
  });
  it('docs/index.md: "Props for each header row\'s tr, except className and style: the table sets those from classNames.header.row and styles.header.row"', () => {
    const html = render({
      columns: [name],
      data,
      classNames: { header: { row: 'table-row-class' } },
      styles: { header: { row: { color: 'blue' } } },
      onHeaderRow: () => ({ className: 'handler-class', style: { color: 'red' }, title: 'handler-title' }),
    });
    expect(html).toMatch(/<tr [^>]*title="handler-title"/);
    expect(html).toMatch(/<tr [^>]*class="table-row-class"/);
    expect(html).toMatch(/<tr [^>]*style="color:blue"/);
    expect(html).not.toContain('handler-class');
    expect(html).not.toContain('color:red');
  });
  it('docs/index.md: "rowHoverable | boolean | true | Highlights the row under the pointer."', () => {
    // The table gives each cell hover handlers, which a custom cell receives, unless rowHoverable is false.
    const cells = recorder<{ onMouseEnter?: unknown }>('td');
    render({ columns: [name], data, components: { body: { cell: cells.Component } } });
    expect(cells.calls.every((props) => typeof props.onMouseEnter === 'function')).toBe(true);
    cells.calls.length = 0;
    render({ columns: [name], data, rowHoverable: false, components: { body: { cell: cells.Component } } });
    expect(cells.calls.some((props) => props.onMouseEnter)).toBe(false);
  });
  it('docs/index.md: "showHeader | boolean | true | Set to false to hide the header."', () => {
    expect(render({ columns: [name], data })).toContain('<thead');
    expect(render({ columns: [name], data, showHeader: false })).not.toContain('<thead');
    expect(render({ columns: [name], data, showHeader: false, scroll: { y: 200 } })).not.toContain('<thead');
  });
  it('docs/index.md: "title | (data) => ReactNode | - | Panel above the table, given the records on show."', () => {
    const html = render({
      columns: [name],
      data,
      title: (rows) => `${rows.length} above`,
      footer: (rows) => `${rows.length} below`,
    });
    expect(html).toMatch(
      /^<div class="rc-table"><div class="rc-table-title">2 above<\/div><div class="rc-table-container">/,
    );
    expect(html).toMatch(/<\/div><div class="rc-table-footer">2 below<\/div><\/div>$/);
  });
  it('docs/index.md: "caption | ReactNode | - | Content of the table\'s caption element"', () => {
    expect(render({ columns: [name], data, caption: 'Orders' })).toContain(
      '<table style="table-layout:auto"><caption class="rc-table-caption">Orders</caption>',
    );
  });
  it('docs/index.md: "emptyText | ReactNode | () => ReactNode | \'No Data\' | What the body shows when there are no records."', () => {
    expect(render({ columns: [name], data: [] })).toContain('No Data');
    expect(render({ columns: [name], data: [], emptyText: 'Nothing' })).toContain('>Nothing</td>');
    expect(render({ columns: [name], data: [], emptyText: () => h('b', null, 'None') })).toContain('<b>None</b>');
  });
  it('docs/index.md: "\'rtl\' adds the rc-table-rtl class"', () => {
    expect(render({ columns: [name], data })).not.toContain('rc-table-rtl');
    expect(render({ columns: [name], data, direction: 'rtl' })).toContain('class="rc-table rc-table-rtl"');
  });
  it("docs/index.md: \"the logical sides of fixed columns ('start', 'end') then follow the right-to-left order\"", () => {
    const columns = [
      { ...name, fixed: 'start' as const, width: 100 },
      { ...city, fixed: 'end' as const, width: 100 },
    ];
    const ltr = tags(head(render({ columns, data, scroll: { x: 800 } })), /^<th[ >]/);
    const rtl = tags(head(render({ columns, data, scroll: { x: 800 }, direction: 'rtl' })), /^<th[ >]/);
    // Sides are logical (inset-inline-*), which the browser maps to right and left in a right-to-left table.
    expect(rtl).toEqual(ltr);
    expect(rtl[0]).toContain('inset-inline-start:0');
    expect(rtl[1]).toContain('inset-inline-end:0');
  });

  describe('components', () => {
    const wrap = (tag: string, mark: string) => (props: object) => h(tag, { ...props, 'data-mine': mark });
    it('docs/index.md: "components | object | - | Replaces the elements the table renders with your components"', () => {
      const html = render({
        columns: [name],
        data,
        components: {
          table: wrap('table', 't'),
          header: { wrapper: wrap('thead', 'hw'), row: wrap('tr', 'hr'), cell: wrap('th', 'hc') },
          body: { wrapper: wrap('tbody', 'bw'), row: wrap('tr', 'br'), cell: wrap('td', 'bc') },
        },
      });
      for (const mark of ['t', 'hw', 'hr', 'hc', 'bw', 'br', 'bc']) expect(html).toContain(`data-mine="${mark}"`);
    });
    it('docs/index.md: "components.table | Component | \'table\' | The table element."', () => {
      expect(render({ columns: [name], data })).toMatch(
        /<table[^>]*>.*<thead class="rc-table-thead"><tr><th class="rc-table-cell".*<tbody class="rc-table-tbody"><tr[^>]*><td/,
      );
    });
    it('docs/index.md: "The separate table that holds the header when it is fixed or sticky."', () => {
      const html = render({
        columns: [name],
        data,
        scroll: { y: 200 },
        components: { header: { table: wrap('table', 'ht') } },
      });
      expect(html).toMatch(/class="rc-table-header"><table[^>]*data-mine="ht"><thead.*?<\/thead><\/table>/);
      expect(render({ columns: [name], data, components: { header: { table: wrap('table', 'ht') } } })).not.toContain(
        'data-mine',
      );
    });
    it('docs/index.md: "or a function that renders the whole scrolling body (how virtual lists plug in)"', () => {
      const custom = () => h('div', { className: 'mine' }, 'rows');
      const html = render({
        columns: [{ ...name, width: 100 }],
        data,
        scroll: { y: 200 },
        components: { body: custom },
      });
      expect(html).toContain('<div class="mine">rows</div>');
      expect(html).not.toContain('<tbody');
    });
    it('docs/index.md: "The function is used only when the header is fixed (scroll.y) or sticky; otherwise it is ignored"', () => {
      const custom = () => h('div', { className: 'mine' }, 'rows');
      const columns = [{ ...name, width: 100 }];
      expect(render({ columns, data, components: { body: custom } })).not.toContain('mine');
      expect(render({ columns, data, components: { body: custom } })).toContain('>Ann</td>');
      expect(render({ columns, data, sticky: true, components: { body: custom } })).toContain(
        '<div class="mine">rows</div>',
      );
    });
    it('docs/index.md: "every column needs a numeric width, which the header\'s columns take (the last one less the scroll bar); the table warns about a column without one"', () => {
      const custom = () => h('div', null, 'rows');
      const sized = render({
        columns: [
          { ...name, width: 100 },
          { ...city, width: 80 },
        ],
        data,
        scroll: { y: 200 },
        components: { body: custom },
      });
      // On the server the scroll bar measures 0, so the header's columns are exactly the widths.
      expect(sized).toContain('<colgroup><col style="width:100px"/><col style="width:80px"/>');
      const { messages } = logged(() =>
        render({ columns: [name], data, scroll: { y: 200 }, components: { body: custom } }),
      );
      expect(messages).toEqual([
        'Warning: When use `components.body` with render props. Each column should have a fixed `width` value.',
      ]);
    });
    it('docs/index.md: "components.header.wrapper | Component | \'thead\' | The header group."', () => {
      const html = render({ columns: [name], data, components: { header: { wrapper: wrap('thead', 'hw') } } });
      expect(html).toContain('<thead class="rc-table-thead" data-mine="hw">');
      expect(render({ columns: [name], data })).toContain('<thead class="rc-table-thead">');
    });
    it('docs/index.md: "components.header.row | Component | \'tr\' | Each header row."', () => {
      const columns = [{ title: 'G', key: 'g', children: [name] }];
      expect(
        count(render({ columns, data, components: { header: { row: wrap('tr', 'hr') } } }), 'data-mine="hr"'),
      ).toBe(2);
    });
    it('docs/index.md: "components.header.cell | Component | \'th\' | Each header cell."', () => {
      expect(
        count(
          render({ columns: [name, city], data, components: { header: { cell: wrap('th', 'hc') } } }),
          'data-mine="hc"',
        ),
      ).toBe(2);
    });
    it('docs/index.md: "components.body.wrapper | Component | \'tbody\' | The body group."', () => {
      expect(render({ columns: [name], data, components: { body: { wrapper: wrap('tbody', 'bw') } } })).toContain(
        '<tbody class="rc-table-tbody" data-mine="bw">',
      );
    });
    it('docs/index.md: "components.body.row | Component | \'tr\' | Each body row."', () => {
      expect(
        count(render({ columns: [name], data, components: { body: { row: wrap('tr', 'br') } } }), 'data-mine="br"'),
      ).toBe(2);
    });
    it('docs/index.md: "components.body.cell | Component | \'td\' | Each body cell."', () => {
      expect(
        count(
          render({ columns: [name, city], data, components: { body: { cell: wrap('td', 'bc') } } }),
          'data-mine="bc"',
        ),
      ).toBe(4);
    });
    it('docs/index.md: "The expand icon of rows and of the expand-all control; its type prop tells which"', () => {
      const Icon = ({ type }: ExpandIconProps<Row>) => h('i', null, `icon-${type}`);
      const html = render({
        columns: [name],
        data,
        components: { ExpandIcon: Icon },
        expandable: { expandedRowRender: details, showExpandAll: true },
      });
      expect(count(html, 'icon-row')).toBe(2);
      expect(count(head(html), 'icon-all')).toBe(1);
    });
  });

  it('docs/index.md: "That element exists only with scroll.y or sticky"', () => {
    expect(render({ columns: [name], data, scroll: { x: 800 } })).not.toContain('class="rc-table-body"');
    expect(render({ columns: [name], data, scroll: { y: 200 } })).toContain('class="rc-table-body"');
    expect(render({ columns: [name], data, sticky: true })).toContain('class="rc-table-body"');
  });
  it('docs/index.md: "Wraps the hidden row the table uses to measure column widths"', () => {
    const html = render({
      columns: [name],
      data,
      scroll: { x: 800 },
      measureRowRender: (row) => h('tbody', { className: 'wrapped' }, row as ReactElement),
    });
    expect(html).toMatch(/<tbody class="wrapped"><tr aria-hidden="true" class="rc-table-measure-row"/);
  });
  it('docs/index.md: "Those spellings are deprecated: put them in expandable."', () => {
    const { messages } = logged(() => render({ columns: [name], data, indentSize: 10 } as never));
    expect(messages).toEqual(['Warning: expanded related props have been moved into `expandable`.']);
    expect(logged(() => render({ columns: [name], data, expandable: { indentSize: 10 } })).messages).toEqual([]);
  });
  it('docs/index.md: "Expand props are also accepted at the top level"', () => {
    const { result, messages } = logged(() =>
      render({ columns: [name], data, expandedRowRender: details, defaultExpandAllRows: true } as never),
    );
    expect(result).toContain('Details of Ann');
    expect(messages.join('\n')).toContain('expanded related props have been moved into `expandable`');
  });
});

describe('Column props', () => {
  it('docs/index.md: "A column with children is a group: it shows a header over the columns it holds."', () => {
    const html = render({ columns: [{ title: 'Who', key: 'who', children: [name, city] }], data });
    expect(html).toMatch(
      /<th colSpan="2" class="rc-table-cell rc-table-cell-align-center"[^>]*>Who<\/th>|<th [^>]*colSpan="2"[^>]*>Who<\/th>/,
    );
    expect(count(head(html), '<tr')).toBe(2);
  });
  it('docs/index.md: "columns that share one are told apart by their order, without a warning"', () => {
    // Without a key, columns that share a dataIndex are told apart by their order: both drawn, nothing logged.
    const columns = [
      { title: 'A', dataIndex: 'name' },
      { title: 'B', dataIndex: 'name' },
    ];
    const { result, messages } = logged(() => render({ columns, data }));
    expect(messages).toEqual([]);
    expect(count(result, '>Ann</td>')).toBe(2);
  });
  it('docs/index.md: "The field the column shows; an array is a path into nested objects."', () => {
    const nested = [{ key: 1, address: { city: 'Lagos' } }];
    expect(
      render({ columns: [{ title: 'City', dataIndex: ['address', 'city'], key: 'c' }], data: nested as never }),
    ).toContain('>Lagos</td>');
  });
  it('docs/index.md: "Returning { children, props } also sets cell props such as colSpan; prefer onCell for that."', () => {
    const { result, messages } = logged(() =>
      render({
        columns: [{ ...name, render: (value: string) => ({ children: value, props: { colSpan: 2 } }) }, city],
        data,
      }),
    );
    expect(result).toContain('<td colSpan="2" class="rc-table-cell">Ann</td>');
    expect(messages.join('\n')).toContain('please use `onCell` instead');
  });
  it('docs/index.md: "render | (value, record, index) => ReactNode | - | Renders the cell."', () => {
    const html = render({
      columns: [{ ...name, render: (value: string, row: Row, index: number) => `${value}/${row.city}/${index}` }],
      data,
    });
    expect(html).toContain('>Bo/Lyon/1</td>');
  });
  it('docs/index.md: "width | number | string | - | Column width."', () => {
    expect(
      render({
        columns: [
          { ...name, width: 120 },
          { ...city, width: '30%' },
        ],
        data,
      }),
    ).toContain('<colgroup><col style="width:120px"/><col style="width:30%"/></colgroup>');
  });
  it('docs/index.md: "Smallest width the column shrinks to, with tableLayout \'auto\'."', () => {
    expect(render({ columns: [{ ...name, minWidth: 80 }], data })).toContain('<col style="min-width:80px"/>');
    expect(render({ columns: [{ ...name, minWidth: 80 }], data, tableLayout: 'fixed' })).not.toContain(
      'min-width:80px',
    );
  });
  it('docs/index.md: "The cells are made sticky with or without scroll.x, but only scroll.x gives the table a sideways scroll box"', () => {
    const fixed = { ...name, fixed: 'start' as const, width: 100 };
    for (const scroll of [undefined, { x: 800 }]) {
      const cell = tags(head(render({ columns: [fixed, city], data, scroll })), /^<th[ >]/)[0];
      expect(cell).toContain('rc-table-cell-fix rc-table-cell-fix-start');
      expect(cell).toContain('inset-inline-start:0');
    }
    expect(render({ columns: [fixed, city], data })).not.toContain('overflow-x');
  });
  it('docs/index.md: "true means \'start\'"', () => {
    const cells = (fixed: 'start' | 'left' | true) =>
      tags(head(render({ columns: [{ ...name, fixed, width: 100 }, city], data, scroll: { x: 800 } })), /^<th[ >]/)[0];
    expect(cells(true)).toBe(cells('start'));
    expect(cells('left')).toBe(cells('start'));
  });
  it("docs/index.md: \"align | 'start' | 'end' | 'left' | 'right' | 'center'\"", () => {
    const html = render({ columns: [{ ...name, align: 'right' }], data });
    expect(has(html, 'th', { class: 'rc-table-cell', style: 'text-align:right' })).toBe(true);
    expect(html).toContain('<td class="rc-table-cell" style="text-align:right">Ann</td>');
  });
  it('docs/index.md: "ellipsis | boolean | { showTitle?: boolean } | false | Cuts overflowing text short with an ellipsis, on one line."', () => {
    expect(render({ columns: [name], data })).not.toContain('ellipsis');
    const html = render({ columns: [{ ...name, ellipsis: true }], data });
    expect(html).toMatch(/<td class="rc-table-cell rc-table-cell-ellipsis"[^>]*>Ann<\/td>/);
  });
  describe('ellipsis.showTitle', () => {
    it('docs/index.md: "ellipsis: true includes it; in the object form body cells get no title unless it is set"', () => {
      expect(render({ columns: [{ ...name, ellipsis: true }], data })).toMatch(/<td[^>]*title="Ann"/);
      expect(render({ columns: [{ ...name, ellipsis: {} }], data })).not.toMatch(/<td[^>]*title=/);
      expect(render({ columns: [{ ...name, ellipsis: { showTitle: true } }], data })).toMatch(/<td[^>]*title="Ann"/);
    });
    it('docs/index.md: "Header cells get a title whenever ellipsis is set, even with showTitle: false."', () => {
      for (const ellipsis of [true, {}, { showTitle: false }])
        expect(render({ columns: [{ ...name, ellipsis }], data })).toContain(
          '<th class="rc-table-cell rc-table-cell-ellipsis" title="Name"',
        );
    });
    it('docs/index.md: "Only text content gets one: a cell that renders elements (other than one element holding text) has no title."', () => {
      const nested = render({
        columns: [{ ...name, ellipsis: true, render: (v: string) => h('b', null, h('i', null, v)) }],
        data,
      });
      expect(nested).not.toMatch(/<td[^>]*title=/);
      const single = render({ columns: [{ ...name, ellipsis: true, render: (v: string) => h('b', null, v) }], data });
      expect(single).toMatch(/<td[^>]*title="Ann"/);
    });
  });
  it('docs/index.md: "className | string | - | Class name of the column\'s cells."', () => {
    const html = render({ columns: [{ ...name, className: 'num' }], data });
    expect(html).toContain('<th class="rc-table-cell num"');
    expect(html).toContain('<td class="rc-table-cell num">Ann</td>');
  });
  it('docs/index.md: "colSpan | number | - | How many columns the header cell spans; 0 hides it."', () => {
    const html = render({
      columns: [
        { ...name, colSpan: 2 },
        { ...city, colSpan: 0 },
      ],
      data,
    });
    expect(count(head(html), '<th ')).toBe(1);
    expect(head(html)).toContain('colSpan="2"');
  });
  it('docs/index.md: "rowSpan | number | - | How many header rows the header cell spans."', () => {
    const html = render({
      columns: [
        { ...name, rowSpan: 2 },
        { title: 'G', key: 'g', children: [city] },
      ],
      data,
    });
    expect(tags(head(html), /^<th[ >]/)[0]).toContain('rowSpan="2"');
  });
  it('docs/index.md: "hidden | boolean | false | Leaves the column out."', () => {
    const html = render({ columns: [name, { ...city, hidden: true }], data });
    expect(html).not.toContain('City');
    expect(html).not.toContain('Lagos');
    expect(count(head(html), '<th ')).toBe(1);
  });
  it('docs/index.md: "onCell | (record, index?) => HTMLAttributes & TdHTMLAttributes"', () => {
    const html = render({
      columns: [
        {
          ...name,
          onCell: (row: Row, index?: number) => ({ colSpan: index === 0 ? 2 : 1, title: row.name }),
          onHeaderCell: () => ({ title: 'head' }),
        },
        { ...city, onCell: (_: Row, index?: number) => ({ colSpan: index === 0 ? 0 : 1 }) },
      ],
      data,
    });
    expect(has(html, 'td', { title: 'Ann', colSpan: '2', class: 'rc-table-cell' })).toBe(true);
    expect(html).not.toContain('>Lagos<');
    expect(html).toMatch(/<th [^>]*title="head"/);
  });
  it('docs/index.md: "Return false to skip re-rendering a cell whose record did not change in a way it shows."', () => {
    // Only an update can skip; on a first render every cell renders. The browser check covers the update
    // (docs/demo/jsx.md); here: the function is called with record and previous record, not at first render.
    const calls: unknown[] = [];
    render({ columns: [{ ...name, shouldCellUpdate: (a, b) => (calls.push([a, b]), false) }], data });
    expect(calls).toEqual([]);
  });
  it('docs/index.md: "Renders the column\'s body cells as th with this scope, so they label their row."', () => {
    const html = render({ columns: [{ ...name, rowScope: 'row' }, city], data });
    expect(html).toMatch(
      /<th class="rc-table-cell" scope="row">Ann<\/th>|<th scope="row" class="rc-table-cell">Ann<\/th>/,
    );
    expect(render({ columns: [{ ...name, rowScope: 'rowgroup' }], data })).toContain(
      '<th class="rc-table-cell" scope="rowgroup">Ann',
    );
  });
});

describe('Summary props', () => {
  it('docs/index.md: "Table.Summary goes in what the table\'s summary function returns."', () => {
    expect(render({ columns: [name], data, summary: summary() })).toContain(
      '<tfoot class="rc-table-summary"><tr><td class="rc-table-cell">Total</td></tr></tfoot>',
    );
  });
  it("docs/index.md: \"true or 'bottom' below it, 'top' above it\"", () => {
    for (const fixed of [true, 'bottom'] as const) {
      const html = render({ columns: [name], data, scroll: { y: 200 }, summary: summary(fixed) });
      expect(html.indexOf('class="rc-table-summary')).toBeGreaterThan(html.indexOf('class="rc-table-body"'));
      expect(html).toMatch(/<div[^>]*class="rc-table-summary"/);
    }
    const top = render({ columns: [name], data, scroll: { y: 200 }, summary: summary('top') });
    const header = /class="rc-table-header"[\s\S]*?<\/table>/.exec(top)![0];
    expect(header).toContain('Total');
  });
  it('docs/index.md: "Takes effect when the header is fixed (scroll.y) or sticky."', () => {
    expect(render({ columns: [name], data, summary: summary(true) })).not.toMatch(/<div[^>]*rc-table-summary/);
    expect(render({ columns: [name], data, summary: summary(true), sticky: true })).toMatch(
      /<div[^>]*class="rc-table-summary/,
    );
    expect(render({ columns: [name], data, summary: summary(true), scroll: { y: 200 } })).toMatch(
      /<div[^>]*class="rc-table-summary/,
    );
  });
  it('docs/index.md: "onClick | MouseEventHandler<HTMLTableRowElement> | - | Called when the row is clicked."', () => {
    const clicks: string[] = [];
    const html = markup(
      h(
        Table.Summary.Row,
        { className: 'sum', style: { color: 'red' }, onClick: () => clicks.push('row') },
        h('td', null, 'x'),
      ),
    );
    expect(html).toBe('<tr class="sum" style="color:red"><td>x</td></tr>');
    const element = Table.Summary.Row({ onClick: () => clicks.push('row'), children: null }) as ReactElement<{
      onClick: () => void;
    }>;
    element.props.onClick();
    expect(clicks).toEqual(['row']);
  });
  it('docs/index.md: "colSpan | number | 1 | How many columns the cell spans."', () => {
    const cells = (cell: object) =>
      render({
        columns: [name, city],
        data,
        summary: () => h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0, ...cell }, 'Total')),
      });
    expect(cells({})).toContain('<td class="rc-table-cell">Total</td>');
    expect(
      has(cells({ colSpan: 2, rowSpan: 2, align: 'right', className: 'sum' }), 'td', {
        colSpan: '2',
        rowSpan: '2',
        class: 'rc-table-cell sum',
        style: 'text-align:right',
      }),
    ).toBe(true);
  });
  it('docs/index.md: "rowSpan | number | - | How many summary rows the cell spans."', () => {
    const html = render({
      columns: [name],
      data,
      summary: () => [
        h(Table.Summary.Row, { key: 1 }, h(Table.Summary.Cell, { index: 0, rowSpan: 2 }, 'Both')),
        h(Table.Summary.Row, { key: 2 }),
      ],
    });
    expect(html).toContain(
      '<tfoot class="rc-table-summary"><tr><td class="rc-table-cell" rowSpan="2">Both</td></tr><tr></tr></tfoot>',
    );
  });
  it('docs/index.md: "Index of the column the cell starts in; it lines the cell up with fixed columns."', () => {
    const html = render({
      columns: [{ ...name, fixed: 'start', width: 100 }, city],
      data,
      scroll: { x: 800 },
      summary: () =>
        h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0 }, 'A'), h(Table.Summary.Cell, { index: 1 }, 'B')),
    });
    expect(html).toMatch(
      /<td class="rc-table-cell rc-table-cell-fix rc-table-cell-fix-start[^"]*"[^>]*>A<\/td><td class="rc-table-cell">B<\/td>/,
    );
  });
});

describe('VirtualTable', () => {
  const columns = [{ ...name, width: 100 }];
  const many = Array.from({ length: 1000 }, (_, i) => ({ key: i, name: `R${i}` }));
  it('docs/index.md: "VirtualTable (a named export) renders only the rows in view, for long lists."', () => {
    const html = renderVirtual({ columns, data: many, scroll: { x: 100, y: 240 } });
    expect(html).toContain('data-row-key="0"');
    expect(html).not.toContain('data-row-key="999"');
    expect(count(html, 'class="rc-table-row"')).toBeLessThan(20);
  });
  it('docs/index.md: "At run time it reads every prop of Table plus the ones below."', () => {
    const html = renderVirtual({
      columns,
      data,
      scroll: { x: 100, y: 200 },
      title: () => 'T',
      rowClassName: () => 'rr',
      prefixCls: 'v',
    });
    expect(html).toContain('<div class="v-title">T</div>');
    expect(html).toContain('class="v-row rr"');
  });
  it('docs/index.md: "It virtualises only when scroll.y is given: then its body rows and cells are div elements rather than tr and td."', () => {
    const html = renderVirtual({ columns, data, scroll: { x: 100, y: 200 } });
    expect(html).toContain('<div class="rc-table-row" data-row-key="1"');
    expect(html).not.toContain('<td');
  });
  it('docs/index.md: "scroll | { x?: number; y?: number } | (required) | Size of the scrolling area; both values must be numbers."', () => {
    const { messages } = logged(() => renderVirtual({ columns, data, scroll: { x: '100%', y: '50vh' } }));
    expect(messages).toEqual([
      'Warning: `scroll.x` in virtual table must be number.',
      'Warning: `scroll.y` in virtual table must be number.',
    ]);
  });
  it('docs/index.md: "Width of the scrolling table in pixels. Columns without a width share what the others leave of it."', () => {
    const html = renderVirtual({
      columns: [
        { ...name, width: 100 },
        { title: 'Rest', dataIndex: 'name' },
      ],
      data,
      scroll: { x: 400, y: 200 },
    });
    expect(html).toContain('<col style="width:100px"/><col style="width:300px"/>');
  });
  it('docs/index.md: "Without it the table warns and draws every row as a plain table"', () => {
    const { result, messages } = logged(() => renderVirtual({ columns, data: many, scroll: { x: 100 } }));
    expect(messages).toEqual(['Warning: `scroll.y` in virtual table must be number.']);
    expect(count(result, '<tr class="rc-table-row')).toBe(1000);
    expect(result).not.toContain('rc-table-tbody-virtual');
  });
  it('docs/index.md: "Without scroll.y it warns and draws every row as a plain table."', () => {
    const { result, messages } = logged(() => renderVirtual({ columns, data }));
    expect(messages).toEqual(['Warning: `scroll.y` in virtual table must be number.']);
    expect(result).toContain(
      '<tr class="rc-table-row rc-table-row-level-0" data-row-key="2"><td class="rc-table-cell">Bo</td></tr>',
    );
  });
  it('docs/index.md: "A value that is not a number warns and makes it 500."', () => {
    const { result, messages } = logged(() => renderVirtual({ columns, data: many, scroll: { x: 100, y: '50vh' } }));
    expect(messages).toEqual(['Warning: `scroll.y` in virtual table must be number.']);
    expect(result).toContain('class="rc-table-tbody-virtual-holder" style="max-height:500px;');
    expect(result).not.toContain('data-row-key="999"');
  });
  it('docs/index.md: "Row height in pixels the virtual list assumes before it has measured rows."', () => {
    // Before measuring, the list's full height is rows × listItemHeight (24 when left out).
    const height = (props: object) =>
      /<div style="height:(\d+)px;position:relative;overflow:hidden">/.exec(
        renderVirtual({ columns, data: many, scroll: { x: 100, y: 240 }, ...props }),
      )?.[1];
    expect(height({})).toBe('24000');
    expect(height({ listItemHeight: 40 })).toBe('40000');
  });
});

it('docs/index.md: "Upgrading takes more than a new package name: React 18 is required, and fixed columns have new class names."', () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../../node_modules/@rc-component/table/package.json'), 'utf8'),
  ) as { peerDependencies: Record<string, string> };
  expect(manifest.peerDependencies).toMatchObject({ react: '>=18.0.0', 'react-dom': '>=18.0.0' });
  // rc-table 7 named a fixed cell rc-table-cell-fix-left; now it is rc-table-cell-fix-start.
  const html = render({ columns: [{ ...name, fixed: 'left', width: 100 }, city], data, scroll: { x: 600 } });
  expect(html).toContain('rc-table-cell-fix-start');
  expect(html).not.toContain('rc-table-cell-fix-left');
});
