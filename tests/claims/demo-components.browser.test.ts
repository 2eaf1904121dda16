/** docs/demo/components.md in a browser: how often the table renders the rows of a custom row component. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/** Renders the table, then again with the same props but `components` built as `how`; answers the row renders. */
function rerender(how: 'same object' | 'fresh object' | 'new component') {
  return page().evaluate((how) => {
    const { h, Table, mount, update, counts, bump } = window.claims;
    for (const key of Object.keys(counts)) delete counts[key];
    const data = Array.from({ length: 10 }, (_, i) => ({ key: i, name: `Row ${i}` }));
    const columns = [{ title: 'Name', dataIndex: 'name', key: 'name' }];
    const Row = (props: object) => (bump('row'), h('tr', props));
    const components = { body: { row: Row } };
    mount(h(Table, { columns, data, components }));
    const first = counts.row;
    const next =
      how === 'same object'
        ? components
        : how === 'fresh object'
          ? { body: { row: Row } }
          : { body: { row: (props: object) => (bump('row'), h('tr', props)) } };
    const marked = document.querySelector('tr[data-row-key="3"]')!;
    update(h(Table, { columns, data, components: next }));
    return { first, again: counts.row - first, remounted: document.querySelector('tr[data-row-key="3"]') !== marked };
  }, how);
}

it('docs/demo/components.md: "the table renders its rows again whenever it renders, with a new object or the same one"', async () => {
  expect(await rerender('same object')).toEqual({ first: 10, again: 10, remounted: false });
  expect(await rerender('fresh object')).toEqual({ first: 10, again: 10, remounted: false });
});
it('docs/demo/components.md: "A component defined inside a render is a new type each time, so React remounts every row"', async () => {
  expect(await rerender('new component')).toEqual({ first: 10, again: 10, remounted: true });
});

/** Where the header's cells and the body's cells sit with `scroll.y`: is each one's table a `components` override? */
function tablesWithScrollY(overrideHeader: boolean) {
  return page().evaluate((overrideHeader) => {
    const { h, Table, mount } = window.claims;
    const Dense = (props: object) => h('table', { ...props, 'data-density': 'compact' });
    const components = { table: Dense, ...(overrideHeader ? { header: { table: Dense } } : {}) };
    const data = Array.from({ length: 20 }, (_, i) => ({ key: i, name: `Row ${i}` }));
    const host = mount(
      h(Table, { columns: [{ title: 'Name', dataIndex: 'name', key: 'name' }], data, components, scroll: { y: 100 } }),
    );
    const density = (selector: string) => host.querySelector(selector)!.closest('table')!.getAttribute('data-density');
    return { header: density('thead th'), body: density('tbody td'), tables: host.querySelectorAll('table').length };
  }, overrideHeader);
}

it('docs/demo/components.md: "without it the header would keep its padding while the rows tighten"', async () => {
  // Two tables: the header's own and the body's. `components.table` makes only the body's.
  expect(await tablesWithScrollY(false)).toEqual({ header: null, body: 'compact', tables: 2 });
  expect(await tablesWithScrollY(true)).toEqual({ header: 'compact', body: 'compact', tables: 2 });
});
