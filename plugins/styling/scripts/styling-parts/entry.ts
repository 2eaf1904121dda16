/**
 * The styling parts' page script, as `window.stylingParts`: draws the table in each configuration of
 * plugins/styling/core/styling-parts.ts with every `classNames`/`styles` key set to its marker, and reads what each part's selector
 * finds. Each feature of a configuration is one change to a plain table of three records and five columns (`props`);
 * the features that are actions (scrolled, at the end, pointed at) the Node side does (run.ts).
 */
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import Table, { VirtualTable } from '@rc-component/table';
import {
  CONFIGURATIONS,
  PART_LOCATORS,
  componentOf,
  markerClass,
  markerProps,
  markerVar,
  type ConfigId,
  type ConfigSeen,
  type FeatureId,
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

const columns = (has: (feature: FeatureId) => boolean) => [
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    width: 120,
    fixed: has('fixed-start') ? ('start' as const) : undefined,
    // The fixed column cut with an ellipsis too, when there is one.
    ellipsis: has('ellipsis') && has('fixed-start'),
    // Every fourth record's name spans it and the next three.
    onCell: has('row-span') ? (_: Row, index?: number) => ({ rowSpan: (index ?? 0) % 4 === 0 ? 4 : 0 }) : undefined,
  },
  {
    title: 'Notes',
    dataIndex: 'notes',
    key: 'notes',
    width: 200,
    ellipsis: has('ellipsis'),
    fixed: has('two-fixed') ? ('start' as const) : undefined,
  },
  { title: 'City', dataIndex: 'city', key: 'city', width: 400 },
  { title: 'More', dataIndex: 'city', key: 'more', width: 400 },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    width: 120,
    fixed: has('fixed-end') ? ('end' as const) : undefined,
  },
];

const summary = (cells: number, fixed: boolean) => () =>
  h(
    Table.Summary,
    { fixed },
    h(
      Table.Summary.Row,
      null,
      Array.from({ length: cells }, (_, index) => h(Table.Summary.Cell, { key: index, index }, 'Sum')),
    ),
  );

/**
 * A component override that draws the element the library asked for with every prop it was given, and the class
 * `override` added, so that a reader can tell the override drew it.
 */
const passThrough = (tag: string) =>
  React.forwardRef<HTMLElement, { className?: string }>(function Override(props, ref) {
    return h(tag, { ...props, ref, className: [props.className, 'override'].filter(Boolean).join(' ') });
  });

/** The props of a configuration: the plain table, changed by each of its features. */
function props(config: ConfigId, keys: readonly StylingKey[]): Record<string, unknown> {
  const features = CONFIGURATIONS.find((item) => item.id === config)!.features;
  const has = (feature: FeatureId) => features.includes(feature);
  const cols = columns(has);
  const many = has('sticky') || has('scroll-y') || has('virtual');
  const result: Record<string, unknown> = { ...markerProps(keys), columns: cols, data: rows(many ? 40 : 3) };
  if (has('title')) Object.assign(result, { title: () => 'Title', footer: () => 'Footer' });
  if (has('caption')) result.caption = 'Caption';
  if (has('scroll-x') || has('scroll-y'))
    result.scroll = { ...(has('scroll-x') ? { x: 1300 } : {}), ...(has('scroll-y') ? { y: 200 } : {}) };
  if (has('sticky')) result.sticky = true;
  if (has('layout-fixed')) result.tableLayout = 'fixed';
  if (has('expanded'))
    result.expandable = {
      expandedRowRender: (record: Row) => `Details of ${record.name}`,
      defaultExpandedRowKeys: [1],
      rowExpandable: (record: Row) => record.key !== 3,
      // The header's button that opens or closes every record (since 1.12.0).
      ...(has('expand-all') ? { showExpandAll: true } : {}),
    };
  if (has('tree')) {
    // The first record open to its grandchild, the second closed over its child.
    const [first, second, third] = rows(3);
    result.data = [
      { ...first, children: [{ ...second, key: 11, children: [{ ...second, key: 111 }] }] },
      { ...third, key: 2, children: [{ ...second, key: 21 }] },
    ];
    result.expandable = { defaultExpandedRowKeys: [1, 11] };
  }
  if (has('summary')) result.summary = summary(cols.length, has('summary-fixed'));
  if (has('empty')) result.data = [];
  if (has('rtl')) result.direction = 'rtl';
  if (has('components'))
    result.components = {
      table: passThrough('table'),
      header: {
        table: passThrough('table'),
        wrapper: passThrough('thead'),
        row: passThrough('tr'),
        cell: passThrough('th'),
      },
      body: { wrapper: passThrough('tbody'), row: passThrough('tr'), cell: passThrough('td') },
    };
  return result;
}

/** Draws a configuration's table on a fresh page, 600 pixels wide. */
export function draw(config: ConfigId, keys: readonly StylingKey[]) {
  root?.unmount();
  window.scrollTo(0, 0);
  host = document.createElement('div');
  host.id = 'host';
  host.style.width = '600px';
  document.body.replaceChildren(host);
  document.body.style.margin = '0';
  root = createRoot(host);
  const component =
    componentOf(CONFIGURATIONS.find((item) => item.id === config)!) === 'VirtualTable' ? VirtualTable : Table;
  flushSync(() => root!.render(h(component as typeof Table, props(config, keys) as object)));
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

/** Scrolls VirtualTable's records down by `top` pixels, as a turn of the mouse wheel does. */
export function scrollDown(top: number) {
  const holder = host!.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder')!;
  holder.dispatchEvent(new WheelEvent('wheel', { deltaY: top, bubbles: true, cancelable: true }));
}

/** What each part's selector finds now, with the markers each element carries. */
export function read(config: ConfigId, keys: readonly StylingKey[]): ConfigSeen {
  const parts: ConfigSeen['parts'] = {};
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
    config,
    component: componentOf(CONFIGURATIONS.find((item) => item.id === config)!),
    parts,
    classes: [...classes].sort(),
    anywhere: [...anywhere].sort(),
  };
}
