import type { ExpandIconProps } from '@rc-component/table';
import { expect, it } from 'vitest';
import { count, data, h, head, name, recorder, render, type Row } from './render.ts';

const details = (row: Row) => `Details of ${row.name}`;
it('docs/demo/expanded-row-render.md: "expandable.expandedRowRender returns the content shown under a row when it is opened."', () => {
  const html = render({ columns: [name], data, expandable: { expandedRowRender: details, expandedRowKeys: [1] } });
  expect(html).toMatch(/data-row-key="1".*?<\/tr><tr class="rc-table-expanded-row[^>]*><td[^>]*>Details of Ann/);
});
it('docs/demo/expanded-row-render.md: "onExpandedRowsChange updates it whenever the reader opens or closes a row"', () => {
  const icons = recorder<ExpandIconProps<Row>>('i');
  const changes: unknown[] = [];
  const expands: unknown[] = [];
  render({
    columns: [name],
    data,
    components: { ExpandIcon: icons.Component },
    expandable: {
      expandedRowRender: details,
      expandedRowKeys: [1],
      onExpandedRowsChange: (keys) => changes.push(keys),
      onExpand: (expanded, row) => expands.push([expanded, row.key]),
    },
  });
  icons.calls[0].onClick!({ stopPropagation() {} } as never);
  expect(changes).toEqual([[]]);
  expect(expands).toEqual([[false, 1]]);
});
it('docs/demo/expanded-row-render.md: "showExpandAll (new in 1.12.0) puts a button in the header of the expand column"', () => {
  const closed = render({ columns: [name], data, expandable: { expandedRowRender: details, showExpandAll: true } });
  expect(head(closed)).toContain('<button type="button" aria-expanded="false" aria-label="Expand all rows"');
  const open = render({
    columns: [name],
    data,
    expandable: { expandedRowRender: details, showExpandAll: true, defaultExpandAllRows: true },
  });
  expect(head(open)).toContain('<button type="button" aria-expanded="true" aria-label="Collapse all rows"');
  // One open and one closed: the control opens the rest.
  const half = render({
    columns: [name],
    data,
    expandable: { expandedRowRender: details, showExpandAll: true, defaultExpandedRowKeys: [1] },
  });
  expect(head(half)).toContain('aria-expanded="false" aria-label="Expand all rows"');
});
it('docs/demo/expanded-row-render.md: "It is a real <button> with aria-expanded, and onExpandAll tells you which way it went."', () => {
  const icons = recorder<ExpandIconProps<Row>>('i');
  const ways: boolean[] = [];
  const keys: unknown[] = [];
  render({
    columns: [name],
    data,
    components: { ExpandIcon: icons.Component },
    expandable: {
      expandedRowRender: details,
      showExpandAll: true,
      defaultExpandAllRows: true,
      rowExpandable: (row) => row.key === 1,
      onExpandAll: (expanded) => ways.push(expanded),
      onExpandedRowsChange: (k) => keys.push(k),
    },
  });
  icons.calls.find((props) => props.type === 'all')!.onClick!({ stopPropagation() {} } as never);
  expect(ways).toEqual([false]);
  expect(keys).toEqual([[2]]); // Bo, which cannot expand, keeps the key defaultExpandAllRows gave it
});
it('docs/demo/expanded-row-render.md: "Rows that rowExpandable rules out are left alone."', () => {
  const icons = recorder<ExpandIconProps<Row>>('i');
  const keys: unknown[] = [];
  render({
    columns: [name],
    data,
    components: { ExpandIcon: icons.Component },
    expandable: {
      expandedRowRender: details,
      showExpandAll: true,
      rowExpandable: (row) => row.key === 1,
      onExpandedRowsChange: (k) => keys.push(k),
    },
  });
  icons.calls.find((props) => props.type === 'all')!.onClick!({ stopPropagation() {} } as never);
  expect(keys).toEqual([[1]]);
});
it('docs/demo/expanded-row-render.md: "forceRender (new in 1.11.0) renders the expanded content of collapsed rows too, hidden with display: none."', () => {
  const html = render({
    columns: [name],
    data,
    expandable: { expandedRowRender: details, forceRender: true, expandedRowKeys: [1] },
  });
  expect(count(html, 'Details of')).toBe(2);
  expect(html).toMatch(/<tr class="rc-table-expanded-row[^"]*" style="display:none"><td[^>]*>Details of Bo/);
});
it('docs/demo/expanded-row-render.md: "Without it, a row\'s details only exist once it has been opened."', () => {
  const html = render({ columns: [name], data, expandable: { expandedRowRender: details, expandedRowKeys: [1] } });
  expect(html).toContain('Details of Ann');
  expect(html).not.toContain('Details of Bo');
});
it('docs/demo/expanded-row-render.md: "send the form with the checkbox off and only opened orders have a field; tick it and every order\'s field is in the form"', () => {
  // Each row's details hold a form field; the first order is open.
  const fields = (forceRender: boolean) =>
    count(
      render({
        columns: [name],
        data,
        expandable: {
          expandedRowRender: (row: Row) => h('input', { name: `note-${row.key}` }),
          expandedRowKeys: [1],
          forceRender,
        },
      }),
      '<input name="note-',
    );
  expect(fields(false)).toBe(1);
  expect(fields(true)).toBe(data.length);
});
