/**
 * The matrix's page script, as `window.matrix`: draws a cell's configuration (plugins/compatibility/core/compatibility.ts) with the
 * library, records what the library says in the console while it does, and measures what the probes ask about.
 * Code in the configuration is evaluated here with `React` and `Table` in scope, the same text the playground runs.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import * as library from '@rc-component/table';
import Table, { VirtualTable } from '@rc-component/table';
import { resetWarned } from '@rc-component/util/es/warning';
import type { CellConfig } from '../../core/compatibility.ts';
import { materialize } from './materialize.ts';
import { untilStill } from './settle.ts';

let root: Root | undefined;
let host: HTMLElement | undefined;
/** Console warnings and errors since the last mount, and the error the render threw, if it did. */
export const log: { warnings: string[]; error?: string } = { warnings: [] };

/** `console.error('a %s b', x)` as the text it prints. */
const format = (args: unknown[]) => {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(String).join(' ');
  let i = 0;
  return (
    first.replace(/%[sdoOif]/g, () => String(rest[i++])) +
    rest
      .slice(i)
      .map((arg) => ` ${String(arg)}`)
      .join('')
  );
};
for (const level of ['warn', 'error'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const text = format(args).split('\n')[0].trim();
    if (!log.warnings.includes(text)) log.warnings.push(text);
    original(...args);
  };
}

/** What `mountCell` draws: a configuration, or the default export of a compiled module in a box of `width`. */
type Drawn = CellConfig | { module: string; width: number };

/** The packages a compiled module may require, as CommonJS code sees them. */
const PACKAGES: Record<string, unknown> = {
  react: { ...React, default: React, __esModule: true },
  'react/jsx-runtime': jsxRuntime,
  '@rc-component/table': { ...library, __esModule: true },
  // The page has the library's stylesheet already.
  '@rc-component/table/assets/index.css': {},
};

/** A compiled module's default export (sucrase's CommonJS output), requiring only React and the library. */
function componentOf(code: string): React.ComponentType {
  const module = { exports: {} as Record<string, unknown> };
  const require = (specifier: string) => {
    if (!Object.hasOwn(PACKAGES, specifier)) throw new Error(`Cannot find module: ${specifier}`);
    return PACKAGES[specifier];
  };
  new Function('exports', 'require', 'module', code)(module.exports, require, module);
  return module.exports.default as React.ComponentType;
}

/** The table in the configuration's box, as the page of an app lays it out; the probes find the box by its id. */
function element(drawn: Drawn) {
  const table =
    'module' in drawn
      ? React.createElement(componentOf(drawn.module))
      : React.createElement(
          (drawn.component === 'VirtualTable' ? VirtualTable : Table) as typeof Table,
          materialize(drawn.props) as object,
        );
  return React.createElement('div', { id: 'cell', style: { width: drawn.width } }, table);
}

/**
 * Draws a configuration (or a compiled module's component) on a fresh page: the table in its box at the top, room
 * below it so that the window can scroll past it, the window at the top.
 */
export function mountCell(drawn: Drawn) {
  root?.unmount();
  // The library warns once per message and page; each cell hears every warning it causes.
  resetWarned();
  log.warnings = [];
  log.error = undefined;
  window.scrollTo(0, 0);
  host = document.createElement('div');
  const room = document.createElement('div');
  room.style.height = '3000px';
  document.body.replaceChildren(host, room);
  document.body.style.margin = '0';
  root = createRoot(host, {
    onUncaughtError: (error) => {
      log.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
    },
  });
  try {
    flushSync(() => root!.render(element(drawn)));
  } catch (error) {
    log.error ??= error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
}

/** Draws another configuration into the same root (the table keeps its state). */
export function updateCell(config: CellConfig) {
  flushSync(() => root!.render(element(config)));
}

/** The scroll positions on the page and the transforms inside the table: what changes while anything moves. */
function snapshot(): string {
  const parts = [window.scrollX, window.scrollY];
  for (const el of host?.querySelectorAll<HTMLElement>('*') ?? []) {
    if (el.scrollLeft || el.scrollTop) parts.push(el.scrollLeft, el.scrollTop);
    if (el.style.transform)
      parts.push(
        el.style.transform.length,
        Number.parseFloat(el.style.transform.replace(/[^\d.-]+/g, ' ').trim()) || 0,
      );
  }
  return parts.join(',') + '|' + (host?.querySelectorAll('*').length ?? 0);
}

/** Resolves once nothing has moved for 5 frames in a row (scrolling, measuring, re-rendering done), or after 300. */
export const still = (): Promise<void> => untilStill(snapshot);

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}
const box = (r: DOMRect): Box => ({
  left: r.left,
  right: r.right,
  top: r.top,
  bottom: r.bottom,
  width: r.width,
  height: r.height,
});

/** The box of the table's area on the page. */
export const cellBox = (): Box => box(document.getElementById('cell')!.getBoundingClientRect());

const CELL = 'th, td, .rc-table-cell, [role="cell"], [role="columnheader"]';

/**
 * The element drawn for a text: the innermost elements whose whole text it is, each taken up to its table cell,
 * the first that takes room and is not hidden.
 */
export function find(text: string): Element | undefined {
  const all = [...(host?.querySelectorAll('*') ?? [])];
  const exact = all.filter(
    (el) => el.textContent?.trim() === text && ![...el.children].some((child) => child.textContent?.trim() === text),
  );
  return exact
    .map((el) => el.closest(CELL) ?? el)
    .find((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
}

/** The box of the cell drawn for a text, or null when there is none. */
export function at(text: string): Box | null {
  const el = find(text);
  return el ? box(el.getBoundingClientRect()) : null;
}

/** Whether a box lies within the table's area (1 px of tolerance). */
export function inside(b: Box | null): boolean {
  const c = cellBox();
  return !!b && b.left >= c.left - 1 && b.right <= c.right + 1 && b.top >= c.top - 1 && b.bottom <= c.bottom + 1;
}

/** The box of a text itself (not its cell): where its first character is drawn. */
export function textBox(text: string): Box | null {
  const el = find(text);
  if (!el) return null;
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(text)) {
      const range = document.createRange();
      range.selectNodeContents(node);
      return box(range.getBoundingClientRect());
    }
  }
  return null;
}

/** Whether the text's cell (or an element inside it) is cut with an ellipsis and stays on one line. */
export function cutWithEllipsis(text: string): boolean {
  const el = find(text);
  if (!el) return false;
  const candidates = [el, ...el.querySelectorAll('*')] as HTMLElement[];
  return candidates.some(
    (e) =>
      getComputedStyle(e).textOverflow === 'ellipsis' &&
      e.scrollWidth > e.clientWidth &&
      getComputedStyle(e).whiteSpace === 'nowrap',
  );
}

/** The header cells whose text is one of `titles`, each with whether the custom cell drew it. */
export function headerCells(titles: string[]): { title: string; custom: boolean }[] {
  return titles.flatMap((title) => {
    const el = find(title);
    return el ? [{ title, custom: el.closest('[data-resizable]') !== null }] : [];
  });
}

/**
 * The header cells in view whose middle something outside the header is drawn over: a header cell held in the window
 * (a sticky header) under body cells. Only the part of each cell its table shows (not what its box clips) is looked at.
 */
export function coveredHeaderCells(): string[] {
  const table = cellBox();
  return [...(host?.querySelectorAll('thead th') ?? [])].flatMap((th) => {
    const r = th.getBoundingClientRect();
    const clip = (th.closest('.rc-table-header, .rc-table-content, .rc-table-container') ?? th).getBoundingClientRect();
    const left = Math.max(r.left, clip.left, table.left);
    const right = Math.min(r.right, clip.right, table.right);
    const y = (r.top + r.bottom) / 2;
    if (right - left < 4 || y < 0 || y > window.innerHeight || r.height === 0) return [];
    const el = document.elementFromPoint((left + right) / 2, y);
    return el && !el.closest('thead') ? [th.textContent?.trim() || '(empty)'] : [];
  });
}

/** The page's sticky scroll bar, if one is drawn. */
export function stickyBar(): Box | null {
  const el = host?.querySelector('[class$="sticky-scroll"], [class*="sticky-scroll "]');
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).display !== 'none' ? box(r) : null;
}

/** How many distinct records' name cells (`Row n`) are drawn. */
export function drawnRows(): number {
  const names = new Set<string>();
  for (const el of host?.querySelectorAll('*') ?? []) {
    const own = [...el.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim();
    if (/^Row \d+$/.test(own)) names.add(own);
  }
  return names.size;
}

export const direction = () => getComputedStyle(host!.querySelector('[class]') ?? host!).direction;
export const windowHeight = () => window.innerHeight;
export const scrollWindow = (y: number) => window.scrollTo(0, y);

/** The keys of the drawn records' rows (`data-row-key`), in the order drawn: the index `onCell` is given. */
export function rowKeys(): string[] {
  const keys: string[] = [];
  for (const el of host?.querySelectorAll('[data-row-key]') ?? []) {
    const key = el.getAttribute('data-row-key')!;
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** The state of the expand control in the row of a text: 'expanded', 'collapsed', 'spaced' (none), or null. */
export function expandControl(text: string): string | null {
  const row = find(text)?.closest('[data-row-key]');
  const icon = [...(row?.querySelectorAll('[class*="row-expand-icon"]') ?? [])].find((el) =>
    [...el.classList].some((name) => name.endsWith('-row-expand-icon')),
  );
  if (!icon) return null;
  for (const state of ['expanded', 'collapsed', 'spaced'])
    if ([...icon.classList].some((name) => name.endsWith(`-row-${state}`))) return state;
  return null;
}

/** Declarations taken out of the page's stylesheets by `dropCss`, to put back with `restoreCss`. */
const dropped: { style: CSSStyleDeclaration; property: string; value: string; priority: string }[] = [];

/** Takes every declaration of `property` whose value starts with `value` out of the page's stylesheets; how many. */
export function dropCss(property: string, value: string): number {
  let count = 0;
  for (const sheet of document.styleSheets)
    for (const rule of sheet.cssRules)
      if (rule instanceof CSSStyleRule && rule.style.getPropertyValue(property).startsWith(value)) {
        dropped.push({
          style: rule.style,
          property,
          value: rule.style.getPropertyValue(property),
          priority: rule.style.getPropertyPriority(property),
        });
        rule.style.removeProperty(property);
        count++;
      }
  return count;
}

/** Adds a stylesheet of `css` after the library's, until `restoreCss`. */
export function addCss(css: string) {
  const style = document.createElement('style');
  style.dataset.added = '';
  style.textContent = css;
  document.head.append(style);
}

/** Puts back what `dropCss` took out, and takes out what `addCss` added. */
export function restoreCss() {
  for (const { style, property, value, priority } of dropped.splice(0)) style.setProperty(property, value, priority);
  for (const style of document.head.querySelectorAll('style[data-added]')) style.remove();
}
