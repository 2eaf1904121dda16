/** What the browser checks use on their page, as `window.claims`: React, the library and a few helpers. */
import { createElement, type ReactElement } from 'react';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import Table, { INTERNAL_HOOKS, VirtualTable } from '@rc-component/table';

let root: Root | undefined;

/** Renders `element` into a fresh element that replaces the page's content; returns that element. */
export function mount(element: ReactElement): HTMLElement {
  root?.unmount();
  const host = document.createElement('div');
  host.id = 'host';
  document.body.replaceChildren(host);
  root = createRoot(host);
  flushSync(() => root!.render(element));
  return host;
}

/** Renders `element` again into the same root. */
export function update(element: ReactElement) {
  flushSync(() => root!.render(element));
}

/** Waits two frames: effects and the layout they cause have run. */
export const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Counters the checks' render functions increase, read back by the test. */
export const counts: Record<string, number> = {};
export const bump = (name: string) => {
  counts[name] = (counts[name] ?? 0) + 1;
};

/**
 * A one-column table's props: `length` records (keys from 0, names R0, R1, …) scrolling both ways in a 200 × 300 px
 * box, rows 30 px high in virtual mode.
 */
export const nameRows = (length: number) => ({
  columns: [{ title: 'Name', dataIndex: 'name', key: 'name', width: 200 }],
  data: Array.from({ length }, (_, i) => ({ key: i, name: `R${i}` })),
  scroll: { x: 200, y: 300 },
  listItemHeight: 30,
});

/**
 * Where the body of `Table`, then of `VirtualTable`, holding `nameRows(100)`, is scrolled to by each `scrollTo`
 * configuration, each from the top and read once the table has settled.
 */
export async function scrollTopsAfter(configs: object[]): Promise<number[]> {
  const read: number[] = [];
  for (const Component of [Table, VirtualTable] as unknown as React.ComponentType<Record<string, unknown>>[]) {
    const ref = React.createRef<{ scrollTo: (config: object) => void }>();
    const host = mount(createElement(Component, { ref, ...nameRows(100) }));
    await settle();
    const box = host.querySelector<HTMLElement>('.rc-table-body, .rc-table-tbody-virtual-holder')!;
    for (const config of configs) {
      ref.current!.scrollTo({ top: 0 });
      await settle();
      ref.current!.scrollTo(config);
      for (let i = 0; i < 4; i += 1) await settle();
      read.push(Math.round(box.scrollTop));
    }
  }
  return read;
}

export { React, createRoot, flushSync, createElement as h, INTERNAL_HOOKS, Table, VirtualTable };
