/**
 * The styling parts' page script, as `window.stylingParts`: draws the table in each state of core/styling-parts.ts
 * with every `classNames`/`styles` key set to its marker, and reads what each part's selector finds. The states
 * together show every part: `start` is a table with a title, footer, summary, fixed columns at both ends, an
 * ellipsis column, an expanded row and a row that cannot expand; `scrolled`, `end` and `hover` are the same table
 * scrolled sideways a little, scrolled to its end, and pointed at (the Node side does both, see run.ts); `sticky` has a sticky header, a fixed summary and more
 * records than the window shows; `tree` nested records, all open; `empty` no records; `rtl` right to left; `virtual` the VirtualTable.
 */
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import Table, { VirtualTable } from '@rc-component/table';
import {
  PART_LOCATORS,
  markerClass,
  markerProps,
  markerVar,
  type StateId,
  type StateSeen,
  type StylingKey,
} from '../../core/styling-parts.ts';

const h = React.createElement;
let root: Root | undefined;
let host: HTMLElement | undefined;

interface Row {
  key: number;
  name: string;
  notes: string;
  city: string;
  amount: number;
  children?: Row[];
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    key: i + 1,
    name: `Name ${i + 1}`,
    notes: `A note long enough to be cut off with an ellipsis in its narrow column, row ${i + 1}`,
    city: `City ${i + 1}`,
    amount: (i + 1) * 10,
  }));

const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 120, fixed: 'start' as const },
  { title: 'Notes', dataIndex: 'notes', key: 'notes', width: 200, ellipsis: true },
  { title: 'City', dataIndex: 'city', key: 'city', width: 400 },
  { title: 'More', dataIndex: 'city', key: 'more', width: 400 },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 120, fixed: 'end' as const },
];

const summary = (fixed?: boolean) => () =>
  h(
    Table.Summary,
    { fixed },
    h(
      Table.Summary.Row,
      null,
      // The expand column, then one cell per column.
      Array.from({ length: columns.length + 1 }, (_, index) => h(Table.Summary.Cell, { key: index, index }, 'Sum')),
    ),
  );

function props(state: StateId, keys: readonly StylingKey[]): Record<string, unknown> {
  const markers = markerProps(keys);
  const full = {
    ...markers,
    columns,
    data: rows(3),
    title: () => 'Title',
    footer: () => 'Footer',
    summary: summary(),
    scroll: { x: 1300 },
    expandable: {
      expandedRowRender: (record: Row) => `Details of ${record.name}`,
      defaultExpandedRowKeys: [1],
      rowExpandable: (record: Row) => record.key !== 3,
    },
  };
  switch (state) {
    case 'start':
    case 'scrolled':
    case 'end':
    case 'hover':
      return full;
    case 'rtl':
      return { ...full, direction: 'rtl' };
    case 'sticky':
      // Taller than the window, so that the sticky scroll bar shows at the window's bottom edge.
      return { ...full, data: rows(40), sticky: true, summary: summary(true) };
    case 'tree': {
      const [first, second] = rows(2);
      const data = [{ ...first, children: [{ ...second, key: 11, children: [{ ...second, key: 111 }] }] }];
      return { ...markers, columns, data, scroll: { x: 1300 }, expandable: { defaultExpandAllRows: true } };
    }
    case 'empty':
      return { ...markers, columns, data: [], scroll: { x: 1300 } };
    case 'virtual':
      return {
        ...markers,
        columns,
        data: rows(100),
        title: () => 'Title',
        footer: () => 'Footer',
        scroll: { x: 1300, y: 200 },
      };
  }
}

/** Draws a state's table on a fresh page, 600 pixels wide. */
export function draw(state: StateId, keys: readonly StylingKey[]) {
  root?.unmount();
  window.scrollTo(0, 0);
  host = document.createElement('div');
  host.id = 'host';
  host.style.width = '600px';
  document.body.replaceChildren(host);
  document.body.style.margin = '0';
  root = createRoot(host);
  const component = state === 'virtual' ? VirtualTable : Table;
  flushSync(() => root!.render(h(component as typeof Table, props(state, keys) as object)));
}

/** Waits until the table has measured and drawn again: three frames with no change to its markup. */
export function still(): Promise<void> {
  return new Promise((resolve) => {
    let last = '';
    let calm = 0;
    let frames = 0;
    const tick = () => {
      const now = host?.innerHTML ?? '';
      calm = now === last ? calm + 1 : 0;
      last = now;
      if (calm >= 3 || ++frames > 300) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Scrolls the table's horizontal scroll container to `left`, as a visitor's scrolling would. */
export function scrollTo(left: number) {
  const box = host!.querySelector<HTMLElement>('.rc-table-content, .rc-table-body')!;
  box.scrollLeft = left;
  box.dispatchEvent(new Event('scroll'));
}

/** What each part's selector finds now, with the markers each element carries. */
export function read(state: StateId, keys: readonly StylingKey[]): StateSeen {
  const parts: StateSeen['parts'] = {};
  for (const { id, selector } of PART_LOCATORS)
    parts[id] = [...host!.querySelectorAll<HTMLElement>(selector)].map((element) => ({
      tag: element.tagName.toLowerCase(),
      classes: [...element.classList].filter((name) => !name.startsWith('mk-')),
      classKeys: keys.filter((key) => element.classList.contains(markerClass(key))),
      styleKeys: keys.filter((key) => element.style.getPropertyValue(markerVar(key)) !== ''),
    }));
  const classes = new Set<string>();
  const anywhere = new Set<StylingKey>();
  for (const element of host!.querySelectorAll<HTMLElement>('*')) {
    for (const name of element.classList) classes.add(name);
    for (const key of keys)
      if (element.classList.contains(markerClass(key)) || element.style.getPropertyValue(markerVar(key)) !== '')
        anywhere.add(key);
  }
  return {
    state,
    component: state === 'virtual' ? 'VirtualTable' : 'Table',
    parts,
    classes: [...classes].sort(),
    anywhere: [...anywhere].sort(),
  };
}
