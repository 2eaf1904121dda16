/**
 * Draws one scenario once and measures it, in the document `container` belongs to (the lab's frame on the page, the
 * headless page of `npm run perf-lab`): mount to the first paint after it, an update with the rows in a new order (as
 * a sort gives them), frame times over a scripted scroll of the body, the elements drawn, and the JavaScript heap the
 * mount took where the browser reports it. Rendering happens inside a transition, so the page keeps answering and a
 * mount or update that passes the time limit can be stopped between two slices of work; a scroll ends after
 * `SCROLL_LIMIT_MS`, with the frames it made.
 */
import { createElement, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import Table, { VirtualTable } from '@rc-component/table';
import type { ColumnType, Reference } from '@rc-component/table';
import {
  BODY_HEIGHT,
  COLUMN_WIDTH,
  SCROLL_FRAMES,
  SCROLL_LIMIT_MS,
  SCROLL_STEP_PX,
  type Scenario,
} from '../core/scenarios';
import type { Phase, RunFigures } from '../core/figures';

type Row = Record<string, number> & { key: number };

/** Thrown when a phase runs past the limit, or the visitor stops the run. */
export class RunStopped extends Error {
  constructor(
    readonly phase: Phase,
    readonly reason: 'limit' | 'stopped',
  ) {
    super(`${reason} during ${phase}`);
  }
}

/** The rows last made, kept for the next run of the same size. */
let made: { records: number; columns: number; rows: Row[]; reversed: Row[] } | undefined;

/**
 * The rows: a number in every column, distinct per cell, each row one object literal (made by a function written for
 * the number of columns), so every row has the same shape as rows parsed from JSON do.
 */
function rowsOf({ records, columns }: Scenario): { rows: Row[]; reversed: Row[] } {
  if (made?.records === records && made.columns === columns) return made;
  made = undefined;
  const fields = Array.from({ length: columns }, (_, c) => `c${c}: i * ${columns} + ${c}`).join(', ');
  const row = new Function('i', `return { key: i, ${fields} };`) as (i: number) => Row;
  const rows: Row[] = new Array(records);
  for (let i = 0; i < records; i++) rows[i] = row(i);
  made = { records, columns, rows, reversed: [...rows].reverse() };
  return made;
}

/** The heavier cell: a few elements and a small computation from the value, as a formatted cell has. */
function heavyCell(value: number): ReactNode {
  let hash = value;
  for (let i = 0; i < 40; i++) hash = (hash * 31 + i) % 1_000_003;
  return createElement(
    'span',
    null,
    createElement('strong', null, value % 1000),
    ' ',
    createElement('em', null, hash.toString(36)),
  );
}

function columnsOf({ columns, variant }: Scenario): ColumnType<Row>[] {
  return Array.from({ length: columns }, (_, c): ColumnType<Row> => ({
    title: `Column ${c + 1}`,
    dataIndex: `c${c}`,
    key: `c${c}`,
    width: COLUMN_WIDTH,
    ...(variant === 'fixed' && c === 0 ? { fixed: 'start' as const } : {}),
    ...(variant === 'fixed' && c === columns - 1 && columns > 1 ? { fixed: 'end' as const } : {}),
    ...(variant === 'heavy' ? { render: heavyCell } : {}),
  }));
}

/** Calls `onCommit` once React has put its children into the document. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/** The time of the next frame (requestAnimationFrame's timestamp). */
const nextFrame = (win: Window) => new Promise<number>((resolve) => win.requestAnimationFrame(resolve));

/** Resolves after the next frame has been painted: a task queued from that frame's animation callback. */
const afterPaint = (win: Window) =>
  new Promise<void>((resolve) =>
    win.requestAnimationFrame(() => {
      const channel = new (win as Window & typeof globalThis).MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );

/** The heap in use, in bytes, where the browser says (Chromium's `performance.memory`). */
const heapBytes = (win: Window): number | undefined =>
  (win.performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize;

export interface RunOptions {
  /** Where the table is drawn: an element of the page, or of a frame of it. */
  container: HTMLElement;
  limitMs: number;
  signal?: AbortSignal;
  onPhase?: (phase: Phase) => void;
  /**
   * Collects garbage before the heap is read, where the page can (a headless Chromium with `--expose-gc`); without
   * it the heap is not reported.
   */
  collect?: () => void;
}

/** Draws the scenario once and returns its figures; throws `RunStopped` when a phase passes the limit or is stopped. */
export async function runOnce(scenario: Scenario, options: RunOptions): Promise<RunFigures> {
  const { container, limitMs, signal } = options;
  // The page's own window times the frames: a frame's document is drawn in the same update as the page around it,
  // and a browser may slow the animation frames of an iframe that is out of view.
  const win: Window = window;
  const now = () => win.performance.now();
  let phase: Phase = 'data';
  const check = () => {
    if (signal?.aborted) throw new RunStopped(phase, 'stopped');
  };
  const enter = (next: Phase) => {
    check();
    phase = next;
    options.onPhase?.(next);
  };

  enter('data');
  const { rows, reversed } = rowsOf(scenario);
  const columns = columnsOf(scenario);
  const ref: { current: Reference | null } = { current: null };
  const component = (scenario.component === 'VirtualTable' ? VirtualTable : Table) as unknown as typeof Table<Row>;
  const table = (data: Row[]) =>
    createElement(component, {
      ref,
      columns,
      data,
      rowKey: 'key',
      scroll: { x: scenario.columns * COLUMN_WIDTH, y: BODY_HEIGHT },
      ...(scenario.variant === 'expandable'
        ? { expandable: { expandedRowRender: (row: Row) => `Details of row ${row.key + 1}` } }
        : {}),
    });

  const root: Root = createRoot(container);
  let mounted = true;
  const unmount = () => {
    if (mounted) root.unmount();
    mounted = false;
  };
  /** Renders `data`'s table and resolves after the frame that shows it is painted; stops at the limit. */
  const draw = (data: Row[]) =>
    new Promise<number>((resolve, reject) => {
      const started = now();
      let settled = false;
      const finish = (error?: RunStopped) => {
        if (settled) return;
        settled = true;
        win.clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (error) reject(error);
      };
      const timer = win.setTimeout(() => finish(new RunStopped(phase, 'limit')), limitMs);
      const onAbort = () => finish(new RunStopped(phase, 'stopped'));
      signal?.addEventListener('abort', onAbort);
      const onCommit = () => {
        void afterPaint(win).then(() => {
          const took = now() - started;
          if (settled) return;
          // A commit or layout that held the thread past the limit kept the timer from firing in time.
          if (took > limitMs) return finish(new RunStopped(phase, 'limit'));
          finish();
          resolve(took);
        });
      };
      startTransition(() => root.render(createElement(Committed, { onCommit }, table(data))));
    });

  try {
    options.collect?.();
    const heapBefore = heapBytes(win);
    enter('mount');
    const mount = await draw(rows);
    options.collect?.();
    const heapAfter = heapBytes(win);
    const domNodes = container.getElementsByTagName('*').length;
    enter('update');
    const update = await draw(reversed);

    enter('scroll');
    const rowHeight =
      container.querySelector<HTMLElement>('.rc-table-tbody .rc-table-row, .rc-table-tbody-virtual .rc-table-row')
        ?.offsetHeight ?? 40;
    const range = Math.max(0, scenario.records * rowHeight - BODY_HEIGHT);
    const frames: number[] = [];
    const started = now();
    let last = await nextFrame(win);
    for (let frame = 1; frame <= SCROLL_FRAMES; frame++) {
      check();
      // Down to the end and back up again, so a short table keeps moving.
      const travel = range === 0 ? 0 : (frame * SCROLL_STEP_PX) % (2 * range);
      ref.current?.scrollTo({ top: travel <= range ? travel : 2 * range - travel });
      const at = await nextFrame(win);
      frames.push(at - last);
      last = at;
      // A slow scroll ends early: the frames it made are its figures.
      if (now() - started > SCROLL_LIMIT_MS) break;
    }
    unmount();
    return {
      mount,
      update,
      frames,
      domNodes,
      // Without a collection before each reading the difference is noise, even below zero: no figure then.
      ...(options.collect && heapBefore !== undefined && heapAfter !== undefined
        ? { heapBytes: heapAfter - heapBefore }
        : {}),
    };
  } catch (error) {
    // Unmounting stops a render the limit or the visitor interrupted, before its next slice of work.
    unmount();
    throw error;
  }
}
