/**
 * The geometry check's page script, as `window.geometry`: draws each configuration of `CONFIGS` with the library and
 * measures what a stylesheet can break in it, whatever its colours and paddings: whether header and body columns line
 * up, how far each scroll container scrolls, where fixed cells sit in their scroll container's view, whether an
 * expanded row's content stays in that view, which fixed-column shadows are drawn, where a sticky header and the
 * sticky scroll bar sit, and which rows are striped. Every length is taken relative to the table's own boxes, so a
 * border or a padding of another size does not count; the test compares the numbers of two stylesheets.
 */
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import Table, { VirtualTable } from '@rc-component/table';
import { virtualStripeClass } from '../../../plugins/styling/core/stylesheet.ts';
import { untilStill } from '../../../plugins/compatibility/scripts/matrix/settle.ts';
import { cellConfig } from '../../../plugins/compatibility/core/compatibility.ts';
import { materialize } from '../../../plugins/compatibility/scripts/matrix/materialize.ts';
import { DEMOS } from './demos.ts';

export { DEMOS };

interface Row {
  key: string;
  name: string;
  city: string;
  street: string;
  note: string;
  amount: number;
  children?: Row[];
}

/** Longer than its column (260 px) in any font a stylesheet may choose: cut wherever it has an ellipsis. */
const NOTE = 'A note long enough to be cut short where its column ends, whatever the size of the font it is drawn in';
const row = (n: number, children?: Row[]): Row => ({
  key: `r${n}`,
  name: n === 1 ? 'Name of the first record, longer than its column' : `Name ${n}`,
  city: `City ${n}`,
  street: `Street ${n}`,
  note: NOTE,
  amount: n,
  ...(children ? { children } : {}),
});
const rows = (length: number) => Array.from({ length }, (_, i) => row(i + 1));
const treeRows = () =>
  rows(12).map((r, i) => (i % 3 === 0 ? { ...r, children: [row(100 + i * 10 + 1), row(100 + i * 10 + 2)] } : r));

type Fixed = 'start' | 'end' | undefined;
/** Five columns 960 px wide together; `scroll.x` is 1100, so the expand column fits whatever its width. */
const columns = ({ start, end, ellipsis }: { start?: Fixed; end?: Fixed; ellipsis?: boolean } = {}) => [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 120, fixed: start, ellipsis },
  { title: 'City', dataIndex: 'city', key: 'city', width: 200 },
  { title: 'Street', dataIndex: 'street', key: 'street', width: 260 },
  { title: 'Note', dataIndex: 'note', key: 'note', width: 260, ellipsis: true },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 120, fixed: end },
];
const SCROLL_X = 1100;
const fixedBoth = () => columns({ start: 'start', end: 'end' });
const expandable = (keys: string[]) => ({
  expandedRowRender: (record: Row) => `Details of ${record.name}`,
  defaultExpandedRowKeys: keys,
  columnWidth: 48,
});
const summary = () =>
  React.createElement(
    Table.Summary,
    { fixed: true },
    React.createElement(
      Table.Summary.Row,
      null,
      ['Total', '', '', '', '210'].map((text, index) =>
        React.createElement(Table.Summary.Cell, { key: index, index }, text),
      ),
    ),
  );

export interface Config {
  component: 'Table' | 'VirtualTable';
  /** The width of the table's box, px. */
  width: number;
  props: Record<string, unknown>;
  /** How far to scroll the window before measuring (a sticky header and scroll bar stick then). */
  windowY?: number;
}

/** Every configuration drawn, by name. */
export const CONFIGS: Record<string, Config> = {
  plain: { component: 'Table', width: 1000, props: { columns: columns(), data: rows(6) } },
  'scroll-x-fixed': {
    component: 'Table',
    width: 600,
    props: { columns: fixedBoth(), data: rows(6), scroll: { x: SCROLL_X } },
  },
  'scroll-y': { component: 'Table', width: 1000, props: { columns: columns(), data: rows(30), scroll: { y: 200 } } },
  sticky: {
    component: 'Table',
    width: 600,
    props: { columns: fixedBoth(), data: rows(40), scroll: { x: SCROLL_X }, sticky: true },
    windowY: 400,
  },
  'expanded-scroll-x': {
    component: 'Table',
    width: 600,
    props: { columns: columns(), data: rows(6), scroll: { x: SCROLL_X }, expandable: expandable(['r1', 'r3']) },
  },
  'expanded-fixed': {
    component: 'Table',
    width: 600,
    props: { columns: fixedBoth(), data: rows(6), scroll: { x: SCROLL_X }, expandable: expandable(['r1', 'r3']) },
  },
  'expanded-fixed-scroll-y': {
    component: 'Table',
    width: 600,
    props: {
      columns: fixedBoth(),
      data: rows(12),
      scroll: { x: SCROLL_X, y: 240 },
      expandable: expandable(['r1', 'r2']),
    },
  },
  /** A table only a little wider than its box: what sticks out of an expanded row there would widen the scroll. */
  'expanded-fixed-barely-wider': {
    component: 'Table',
    width: 1000,
    props: {
      columns: fixedBoth(),
      data: rows(12),
      scroll: { x: 1000, y: 240 },
      expandable: expandable(['r1', 'r2']),
    },
  },
  'expanded-fixed-sticky': {
    component: 'Table',
    width: 600,
    props: {
      columns: fixedBoth(),
      data: rows(30),
      scroll: { x: SCROLL_X },
      sticky: true,
      expandable: expandable(['r1', 'r2']),
    },
    windowY: 100,
  },
  tree: {
    component: 'Table',
    width: 600,
    props: {
      columns: columns({ start: 'start' }),
      data: treeRows(),
      scroll: { x: SCROLL_X },
      expandable: { defaultExpandedRowKeys: ['r1', 'r4'], indentSize: 15 },
    },
  },
  'ellipsis-fixed': {
    component: 'Table',
    width: 600,
    props: { columns: columns({ start: 'start', end: 'end', ellipsis: true }), data: rows(6), scroll: { x: SCROLL_X } },
  },
  'summary-fixed': {
    component: 'Table',
    width: 600,
    props: { columns: fixedBoth(), data: rows(20), scroll: { x: SCROLL_X, y: 200 }, summary },
  },
  'rtl-fixed': {
    component: 'Table',
    width: 600,
    props: {
      columns: fixedBoth(),
      data: rows(6),
      scroll: { x: SCROLL_X },
      direction: 'rtl',
      expandable: expandable(['r1']),
    },
  },
  'empty-scroll-x': {
    component: 'Table',
    width: 600,
    props: { columns: fixedBoth(), data: [], scroll: { x: SCROLL_X } },
  },
  /** Every part the look is compared on: title, caption, footer, fixed columns, an expanded row, a summary. */
  parts: {
    component: 'Table',
    width: 600,
    props: {
      columns: fixedBoth(),
      data: rows(4),
      scroll: { x: SCROLL_X },
      expandable: expandable(['r1']),
      title: () => 'Title',
      footer: () => 'Footer',
      caption: 'Caption',
      summary: () =>
        React.createElement(
          Table.Summary,
          null,
          React.createElement(Table.Summary.Row, null, React.createElement(Table.Summary.Cell, { index: 0 }, 'Sum')),
        ),
    },
  },
  'virtual-fixed': {
    component: 'VirtualTable',
    width: 600,
    props: { columns: fixedBoth(), data: rows(500), scroll: { x: SCROLL_X, y: 300 }, listItemHeight: 40 },
  },
  'virtual-expanded': {
    component: 'VirtualTable',
    width: 600,
    props: {
      columns: fixedBoth(),
      data: rows(500),
      scroll: { x: SCROLL_X, y: 300 },
      listItemHeight: 40,
      expandable: expandable(['r1', 'r3']),
    },
  },
  'virtual-rtl': {
    component: 'VirtualTable',
    width: 600,
    props: {
      columns: fixedBoth(),
      data: rows(500),
      scroll: { x: SCROLL_X, y: 300 },
      listItemHeight: 40,
      direction: 'rtl',
    },
  },
};

let root: Root | undefined;
let host: HTMLElement | undefined;
let config: Config | undefined;
const ref = React.createRef<{ scrollTo: (to: object) => void; scrollLeft?: number }>();

/** Replaces every stylesheet of the page with `css`. */
export function setCss(css: string) {
  for (const el of document.querySelectorAll('style, link[rel="stylesheet"]')) el.remove();
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

/**
 * Draws a configuration on a fresh page, the window at the top, with room below to scroll the window. With `stripes`,
 * every second row takes the stripe class of the builder's stylesheet (`rowClassName`), as a project does for
 * VirtualTable.
 */
export function mount(name: string, { stripes = false } = {}) {
  const extra = stripes ? { rowClassName: (_: unknown, index: number) => (index % 2 ? virtualStripeClass() : '') } : {};
  const chosen = CONFIGS[name];
  if (!chosen) throw new Error(`No configuration "${name}"`);
  const component = (chosen.component === 'VirtualTable' ? VirtualTable : Table) as unknown as React.ComponentType<
    Record<string, unknown>
  >;
  draw(chosen, React.createElement(component, { ref, rowKey: 'key', ...chosen.props, ...extra }));
}

/** Draws an element as `chosen` on a fresh page, the window at the top, with room below to scroll the window. */
function draw(chosen: Config, element: React.ReactElement) {
  config = chosen;
  root?.unmount();
  window.scrollTo(0, 0);
  host = document.createElement('div');
  host.style.width = `${chosen.width}px`;
  const room = document.createElement('div');
  room.style.height = '2000px';
  document.body.replaceChildren(host, room);
  document.body.style.margin = '0';
  root = createRoot(host);
  flushSync(() => root!.render(element));
}

/**
 * Draws a cell of the compatibility matrix (its features' configuration with the known fixes named,
 * plugins/compatibility/core/compatibility.ts) as `mount` does.
 */
export function mountCell(features: string[], fixes: string[] = []) {
  const cell = cellConfig(features, fixes);
  const props = materialize(cell.props) as Record<string, unknown>;
  const component = (cell.component === 'VirtualTable' ? VirtualTable : Table) as unknown as React.ComponentType<
    Record<string, unknown>
  >;
  draw({ component: cell.component, width: cell.width, props }, React.createElement(component, props));
}

/**
 * Draws a demo of the site on a fresh page, 800 pixels wide, as `mount` draws a configuration: its first table is
 * the one measured (VirtualTable or sticky when it draws so). Answers the demo's own stylesheet.
 */
export async function mountDemo(name: string): Promise<void> {
  const demo = DEMOS[name];
  if (!demo) throw new Error(`No demo "${name}"`);
  draw({ component: 'Table', width: 800, props: {} }, React.createElement(demo.Component));
  await still();
  config = {
    component: host!.querySelector('.rc-table-tbody-virtual') ? 'VirtualTable' : 'Table',
    width: 800,
    props: host!.querySelector('.rc-table-sticky-holder') ? { sticky: true } : {},
  };
}

/** The scroll positions and transforms inside the table and the window's: what changes while anything moves. */
function snapshot(): string {
  const parts: number[] = [window.scrollX, window.scrollY];
  for (const el of host?.querySelectorAll<HTMLElement>('*') ?? []) {
    if (el.scrollLeft || el.scrollTop) parts.push(el.scrollLeft, el.scrollTop);
    if (el.style.transform || el.style.marginLeft) parts.push(el.style.transform.length, el.style.marginLeft.length);
  }
  const widths = [...(host?.querySelectorAll<HTMLElement>('.rc-table-expanded-row-fixed') ?? [])].map(
    (el) => el.style.width,
  );
  return `${parts.join(',')}|${widths.join(',')}|${host?.querySelectorAll('*').length ?? 0}|${document.body.className}`;
}

/**
 * Resolves once nothing has moved for 5 frames in a row (scrolling, measuring, re-rendering done), or after 300, and
 * every transition then running (a shadow fading in) has ended.
 */
export async function still(): Promise<void> {
  await untilStill(snapshot);
  await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
}

const table = () => host!.querySelector<HTMLElement>('.rc-table')!;

/** Whether the page draws a table of the library's class prefix (a demo may set another). */
export const hasTable = () => host?.querySelector('.rc-table') != null;
const rtl = () => getComputedStyle(table()).direction === 'rtl';

/** The element that scrolls the body sideways: the body or content box of `Table`; null for `VirtualTable`. */
function bodyScroller(): HTMLElement | null {
  if (config?.component === 'VirtualTable') return null;
  return host!.querySelector<HTMLElement>('.rc-table-body') ?? host!.querySelector<HTMLElement>('.rc-table-content');
}

/** Scrolls the body sideways to its start or to its end, the window to the configuration's place. */
export async function scrollTo(end: boolean) {
  window.scrollTo(0, config?.windowY ?? 0);
  const scroller = bodyScroller();
  const far = end ? 100_000 : 0;
  if (scroller) {
    // Scrolling toward the end is negative in a right-to-left box.
    scroller.scrollLeft = rtl() ? -far : far;
    scroller.dispatchEvent(new Event('scroll'));
  } else {
    // VirtualTable scrolls sideways on its own (no native scroll box); a wheel turned sideways moves it and its
    // header together, as a user does (its ref's scrollTo moves the body alone).
    // (A virtual table with no records has no holder: nothing to scroll.)
    const holder = host!.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder');
    holder?.dispatchEvent(
      new WheelEvent('wheel', { deltaX: (end ? 1 : -1) * (rtl() ? -1 : 1) * far, bubbles: true, cancelable: true }),
    );
  }
  await still();
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** An element's visible box for its content: its padding box less a scroll bar (clientLeft/clientWidth). */
function viewOf(el: HTMLElement): Box {
  const r = el.getBoundingClientRect();
  const left = r.left + el.clientLeft;
  const top = r.top + el.clientTop;
  return { left, right: left + el.clientWidth, top, bottom: top + el.clientHeight };
}

/** The nearest ancestor that clips sideways (a scroll container, or one that hides or clips its overflow). */
function clipper(el: Element): HTMLElement {
  for (let at = el.parentElement; at; at = at.parentElement)
    if (getComputedStyle(at).overflowX !== 'visible') return at;
  return document.documentElement;
}

/** The box of an element's content: its border box less borders and paddings. */
function contentBox(el: HTMLElement): Box {
  const r = el.getBoundingClientRect();
  const s = getComputedStyle(el);
  const px = (value: string) => Number.parseFloat(value) || 0;
  return {
    left: r.left + px(s.borderLeftWidth) + px(s.paddingLeft),
    right: r.right - px(s.borderRightWidth) - px(s.paddingRight),
    top: r.top + px(s.borderTopWidth) + px(s.paddingTop),
    bottom: r.bottom - px(s.borderBottomWidth) - px(s.paddingBottom),
  };
}

const isCell = (el: Element) => el.classList.contains('rc-table-cell');
const leafHeaderCells = () => {
  const headerRows = host!.querySelectorAll('.rc-table-thead tr, .rc-table-thead [role="row"]');
  const last = headerRows[headerRows.length - 1];
  return last ? [...last.children].filter((el) => isCell(el) && !el.classList.contains('rc-table-cell-scrollbar')) : [];
};
/** The first drawn record row's cells (not an expanded row's, not the measure row's). */
const firstBodyCells = () => {
  const first = host!.querySelector('.rc-table-tbody .rc-table-row, .rc-table-tbody-virtual .rc-table-row');
  return first ? [...first.children].filter(isCell) : [];
};

/** Whether a pseudo-element of an element is drawn: content, size, paint and opacity, not clipped by its host. */
function drawn(el: Element, pseudo: '::before' | '::after'): boolean {
  const s = getComputedStyle(el, pseudo);
  if (s.content === 'none' || s.content === 'normal' || s.display === 'none') return false;
  if (Number.parseFloat(s.opacity) < 0.5 || s.visibility === 'hidden') return false;
  if (!(Number.parseFloat(s.width) > 0)) return false;
  // A transparent colour paints nothing (a theme without shadows sets its shadow colour so).
  const clear = (value: string) => value === 'none' || value === 'transparent' || value.startsWith('rgba(0, 0, 0, 0)');
  const paint = !clear(s.backgroundColor) || s.backgroundImage !== 'none' || !clear(s.boxShadow);
  if (!paint) return false;
  // A pseudo-element placed outside its cell is cut away when the cell clips its overflow.
  const hostStyle = getComputedStyle(el);
  return s.position !== 'absolute' || hostStyle.overflowX === 'visible' || el === table();
}

export interface Measure {
  /** Per leaf column: the left edge of its header cell less that of its first body cell. */
  alignment: number[];
  /** Per scroll container of the table (class name): how far it scrolls sideways, and its scroll width. */
  scroll: Record<string, { max: number; width: number }>;
  /** How far the body of `VirtualTable` is scrolled sideways (its own scrolling, not a native one). */
  virtualOffset?: number;
  /** The page's own scroll width, beyond the window's. */
  pageOverflow: number;
  /** Per fixed cell (`section:index`): the distance from its side of its scroll container's view. */
  fixed: Record<string, number>;
  /** Per expanded row's content: distances of its box from the view's sides, and whether its content box is in it. */
  expanded: { key: string; start: number; end: number; inside: boolean }[];
  /** The shadows drawn: `table::before`, `body:2::after`, … */
  shadows: string[];
  /** The cells whose text is cut with an ellipsis on one line (`section:index`). */
  ellipsis: string[];
  /** The sticky header's and the sticky scroll bar's distances from the window's top and bottom, when drawn. */
  sticky?: { header?: number; bar?: number };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** How far `VirtualTable` has moved its rows sideways (a negative margin at the start side of their holder). */
function virtualOffset(): number | undefined {
  const inner = host!.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder-inner');
  return inner ? Math.abs(Number.parseFloat(inner.style.marginLeft || inner.style.marginRight || '0')) : undefined;
}

/** What the current drawing shows, in the numbers `Measure` names. */
export function measure(): Measure {
  const inRtl = rtl();
  const header = leafHeaderCells().map((el) => el.getBoundingClientRect().left);
  const body = firstBodyCells().map((el) => el.getBoundingClientRect().left);
  const alignment = header.length && body.length === header.length ? header.map((x, i) => round(x - body[i])) : [];

  const scroll: Measure['scroll'] = {};
  // The table's own boxes that clip or scroll (not its cells, not what a cell holds), by their first class.
  for (const el of host!.querySelectorAll<HTMLElement>('*')) {
    if (el.closest('.rc-table-cell')) continue;
    const overflow = getComputedStyle(el).overflowX;
    if (overflow !== 'auto' && overflow !== 'scroll' && overflow !== 'hidden') continue;
    // A box of a pixel or less (text kept for screen readers only) is no view anyone scrolls.
    if (el.clientWidth <= 1) continue;
    const name = [...el.classList].find((c) => c.startsWith('rc-table')) ?? el.tagName.toLowerCase();
    scroll[scroll[name] ? `${name}(2)` : name] = { max: el.scrollWidth - el.clientWidth, width: el.scrollWidth };
  }

  const fixed: Record<string, number> = {};
  const sections: [string, string][] = [
    ['header', '.rc-table-thead'],
    ['body', '.rc-table-tbody .rc-table-row, .rc-table-tbody-virtual .rc-table-row'],
    ['summary', '.rc-table-summary'],
  ];
  for (const [section, selector] of sections) {
    const at = host!.querySelector(selector);
    const cells = at ? [...at.querySelectorAll<HTMLElement>('.rc-table-cell')] : [];
    cells.forEach((cell, index) => {
      const start = cell.classList.contains('rc-table-cell-fix-start');
      const end = cell.classList.contains('rc-table-cell-fix-end');
      if (!start && !end) return;
      const view = viewOf(clipper(cell));
      const r = cell.getBoundingClientRect();
      // The start side is the left in a left-to-right table, the right in a right-to-left one.
      const fromLeft = r.left - view.left;
      const fromRight = view.right - r.right;
      fixed[`${section}:${index}`] = round(start !== inRtl ? fromLeft : fromRight);
    });
  }

  const expanded: Measure['expanded'] = [];
  const contents = [
    ...host!.querySelectorAll<HTMLElement>('.rc-table-expanded-row-fixed'),
    ...[...host!.querySelectorAll<HTMLElement>('.rc-table-expanded-row > .rc-table-cell')].filter(
      (cell) => !cell.querySelector('.rc-table-expanded-row-fixed'),
    ),
  ];
  contents.forEach((el, index) => {
    if (el.getClientRects().length === 0) return;
    const view = viewOf(clipper(el));
    const r = el.getBoundingClientRect();
    const c = contentBox(el);
    const start = inRtl ? view.right - r.right : r.left - view.left;
    const end = inRtl ? r.left - view.left : view.right - r.right;
    const inside = c.left >= view.left - 1.5 && c.right <= view.right + 1.5;
    expanded.push({ key: `expanded:${index}`, start: round(start), end: round(end), inside });
  });

  const shadows: string[] = [];
  for (const pseudo of ['::before', '::after'] as const) if (drawn(table(), pseudo)) shadows.push(`table${pseudo}`);
  for (const [section, selector] of sections) {
    const at = host!.querySelector(selector);
    const cells = at ? [...at.querySelectorAll<HTMLElement>('.rc-table-cell')] : [];
    cells.forEach((cell, index) => {
      // A fixed cell's shadow; what a demo draws after a cell of its own is not one.
      if (/-shadow\b/.test(cell.className) && drawn(cell, '::after')) shadows.push(`${section}:${index}::after`);
    });
  }

  const ellipsis: string[] = [];
  for (const [section, selector] of sections) {
    const at = host!.querySelector(selector);
    const cells = at ? [...at.querySelectorAll<HTMLElement>('.rc-table-cell-ellipsis')] : [];
    cells.forEach((cell, index) => {
      const cut = [cell, ...cell.querySelectorAll<HTMLElement>('*')].some((el) => {
        const style = getComputedStyle(el);
        return (
          style.textOverflow === 'ellipsis' &&
          style.whiteSpace === 'nowrap' &&
          style.overflowX !== 'visible' &&
          el.scrollWidth > el.clientWidth
        );
      });
      if (cut) ellipsis.push(`${section}:${index}`);
    });
  }

  let sticky: Measure['sticky'];
  if (config?.props.sticky) {
    const holder = host!.querySelector('.rc-table-sticky-holder');
    const bar = host!.querySelector('.rc-table-sticky-scroll');
    const barBox = bar?.getBoundingClientRect();
    sticky = {
      header: holder ? round(holder.getBoundingClientRect().top) : undefined,
      bar: barBox && barBox.height > 0 ? round(window.innerHeight - barBox.bottom) : undefined,
    };
  }

  return {
    alignment,
    scroll,
    virtualOffset: virtualOffset(),
    pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    fixed,
    expanded,
    shadows,
    ellipsis,
    sticky,
  };
}

/** The background colour of the first cell not fixed of every drawn record row, in the order drawn, by row key. */
export function rowBackgrounds(): Record<string, string> {
  const seen: Record<string, string> = {};
  for (const el of host!.querySelectorAll<HTMLElement>('.rc-table-row[data-row-key]')) {
    const cell = [...el.children].find((c) => isCell(c) && !c.classList.contains('rc-table-cell-fix'));
    if (cell) seen[el.getAttribute('data-row-key')!] = getComputedStyle(cell).backgroundColor;
  }
  return seen;
}

/** Scrolls the body of a `VirtualTable` (or `Table`) down to a pixel offset. */
export async function scrollDown(top: number) {
  ref.current?.scrollTo({ top });
  await still();
  await still();
}

/** The computed style of a part, for the look's comparison: `[part, selector, pseudo-element, properties]`. */
const LOOK: [string, string, string, string[]][] = [
  ['table', '.rc-table', '', ['color', 'background-color', 'font-size', 'line-height']],
  [
    'frame',
    '.rc-table-container',
    '',
    ['border-top-width', 'border-top-style', 'border-top-color', 'border-left-width', 'border-top-left-radius'],
  ],
  [
    'header cell',
    '.rc-table-thead .rc-table-cell',
    '',
    [
      'background-color',
      'color',
      'font-weight',
      'white-space',
      'padding-top',
      'padding-left',
      'padding-right',
      'border-bottom-width',
      'border-bottom-color',
      'border-right-width',
      'box-shadow',
      'text-align',
    ],
  ],
  ['next header cell', '.rc-table-thead .rc-table-cell + .rc-table-cell', '', ['box-shadow', 'background-color']],
  [
    'body cell',
    '.rc-table-tbody .rc-table-row:not(:last-child) .rc-table-cell + .rc-table-cell:not(.rc-table-cell-fix)',
    '',
    [
      'background-color',
      'color',
      'padding-top',
      'padding-bottom',
      'padding-left',
      'border-bottom-width',
      'border-bottom-style',
      'border-bottom-color',
      'border-right-width',
      'text-align',
      'overflow-wrap',
    ],
  ],
  ['fixed body cell', '.rc-table-tbody .rc-table-row .rc-table-cell-fix-start', '', ['background-color']],
  ['last row cell', '.rc-table-tbody > tr:last-child > .rc-table-cell', '', ['border-bottom-width']],
  ['expanded cell', '.rc-table-expanded-row > .rc-table-cell', '', ['background-color']],
  ['expanded content', '.rc-table-expanded-row-fixed', '', ['padding-top', 'padding-left', 'padding-right']],
  [
    'summary cell',
    '.rc-table-summary .rc-table-cell',
    '',
    ['background-color', 'border-top-width', 'border-top-color', 'border-bottom-width', 'font-weight'],
  ],
  [
    'expand icon',
    '.rc-table-row-expand-icon',
    '',
    [
      'display',
      'width',
      'height',
      'padding-top',
      'margin-right',
      'vertical-align',
      'border-top-width',
      'border-top-color',
      'border-top-left-radius',
      'background-color',
      'color',
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'cursor',
      'user-select',
    ],
  ],
  ['expand icon cell', '.rc-table-row-expand-icon-cell', '', ['text-align']],
  ['open icon', '.rc-table-row-expanded', '::after', ['content']],
  ['closed icon', '.rc-table-row-collapsed', '::after', ['content']],
  ['no icon', '.rc-table-row-spaced', '', ['visibility']],
  ['no icon', '.rc-table-row-spaced', '::after', ['content']],
  ['indent', '.rc-table-row-indent', '', ['display', 'height']],
  ['empty cell', '.rc-table-placeholder .rc-table-cell', '', ['padding-top', 'padding-left', 'color', 'text-align']],
  [
    'caption',
    '.rc-table-caption',
    '',
    ['caption-side', 'padding-top', 'padding-bottom', 'padding-left', 'color', 'font-weight', 'text-align'],
  ],
  [
    'title',
    '.rc-table-title',
    '',
    ['padding-top', 'padding-left', 'background-color', 'border-bottom-width', 'border-bottom-color'],
  ],
  [
    'footer',
    '.rc-table-footer',
    '',
    ['padding-top', 'padding-left', 'background-color', 'border-top-width', 'border-top-color'],
  ],
  ['sticky header', '.rc-table-sticky-holder', '', ['background-color']],
  [
    'sticky scroll bar track',
    '.rc-table-sticky-scroll',
    '',
    ['background-color', 'border-top-width', 'border-top-color', 'opacity', 'min-height'],
  ],
  [
    'sticky scroll bar',
    '.rc-table-sticky-scroll-bar',
    '',
    ['background-color', 'opacity', 'border-top-left-radius', 'height'],
  ],
  ['shadow', '.rc-table-cell-fix-start-shadow', '::after', ['box-shadow', 'width', 'top', 'bottom', 'opacity']],
];

/** A colour as `r,g,b,a` with channels 0-255 and alpha to 2 places, whatever notation the browser wrote it in. */
function colour(value: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = value;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return `${r},${g},${b},${Math.round((a / 255) * 100) / 100}`;
}
const COLOURS = /(?:rgba?|color|color-mix|hsla?|oklch|oklab|lab|lch)\([^()]*(?:\([^()]*\)[^()]*)*\)|#[\da-f]{3,8}\b/gi;

/** The computed style of every part of `LOOK` drawn now, colours written one way (`colour`). */
export function look(): Record<string, string> {
  const seen: Record<string, string> = {};
  for (const [part, selector, pseudo, properties] of LOOK) {
    const el = host!.querySelector(selector);
    if (!el) continue;
    const style = getComputedStyle(el, pseudo || null);
    for (const property of properties)
      seen[`${part}${pseudo} ${property}`] = style.getPropertyValue(property).replace(COLOURS, colour);
  }
  return seen;
}

/** Puts the pointer over a record's row, as the library hears it (its cells' mouseenter). */
export async function hoverRow(key: string) {
  const cell = host!.querySelector(`[data-row-key="${key}"] > .rc-table-cell:not(.rc-table-cell-fix)`)!;
  cell.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
  await still();
  return getComputedStyle(cell).backgroundColor.replace(COLOURS, colour);
}
