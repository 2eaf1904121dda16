/**
 * Rendering helpers for the claims checks: the installed library rendered with react-dom/server, in development
 * mode (so its warnings are on), and read back as markup.
 */
import { createElement as h, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Table, { VirtualTable, type TableProps } from '@rc-component/table';
import { resetWarned } from '@rc-component/util/lib/warning';

export { h };

export interface Row {
  key: number;
  name: string;
  city?: string;
  children?: Row[];
}

export const data: Row[] = [
  { key: 1, name: 'Ann', city: 'Lagos' },
  { key: 2, name: 'Bo', city: 'Lyon' },
];
export const tree: Row[] = [{ key: 1, name: 'Ann', children: [{ key: 11, name: 'Cy' }] }];
export const name = { title: 'Name', dataIndex: 'name', key: 'name' };
export const city = { title: 'City', dataIndex: 'city', key: 'city' };

/** `Table` rendered to static markup. */
export const render = (props: TableProps<Row>) => renderToStaticMarkup(h(Table<Row>, props));

/** Any element rendered to static markup. */
export const markup = (element: ReactElement) => renderToStaticMarkup(element);

/**
 * `VirtualTable` rendered to static markup. Its exported type is that of `Table` (no `listItemHeight`, `scroll`
 * optional), so the props go in untyped, as the library reads them at run time.
 */
export const renderVirtual = (props: Record<string, unknown>) =>
  renderToStaticMarkup(h(VirtualTable as unknown as ComponentType<Record<string, unknown>>, props));

/**
 * What the library logs while `run` runs: its warnings go through `console.error` (as "Warning: …"). The library
 * logs each distinct warning once per process, so that memory is cleared first.
 */
export function logged<T>(run: () => T): { result: T; messages: string[] } {
  const messages: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => void messages.push(args.map(String).join(' '));
  console.warn = console.error;
  resetWarned();
  try {
    return { result: run(), messages };
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

/** The `style` attribute of the first `<table>`. */
export const tableStyle = (html: string) => /<table style="([^"]*)"/.exec(html)?.[1];

/** How many times `text` occurs in `html`. */
export const count = (html: string, text: string) => html.split(text).length - 1;

/** The opening tags in `html` whose markup matches `pattern`. */
export const tags = (html: string, pattern: RegExp) =>
  (html.match(/<[a-z][^>]*>/g) ?? []).filter((tag) => pattern.test(tag));

/** The `<thead>` … `</thead>` part, and the `<tbody>` … `</tbody>` part. */
export const head = (html: string) => /<thead[\s\S]*?<\/thead>/.exec(html)?.[0] ?? '';
export const body = (html: string) => /<tbody[\s\S]*<\/tbody>/.exec(html)?.[0] ?? '';

/**
 * The props a custom component receives from the table, one entry per element it renders: the way to reach the
 * event handlers the table gives a row or cell without a browser.
 */
export function recorder<P extends object>(tag: string) {
  const calls: P[] = [];
  const Component = (props: P & { children?: unknown }) => {
    calls.push(props);
    const { children, ...rest } = props as Record<string, unknown>;
    const attributes = Object.fromEntries(
      Object.entries(rest).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
    );
    return h(tag, attributes, children as ReactElement);
  };
  return { calls, Component };
}

/** The attributes of every `<tag …>` in `html`, in order. */
export function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>`, 'g'))].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value])),
  );
}

/** Whether some `<tag>` in `html` has all of `attributes` (whatever their order in the markup). */
export const has = (html: string, tag: string, attributes: Record<string, string>) =>
  elements(html, tag).some((found) => Object.entries(attributes).every(([key, value]) => found[key] === value));
