/** docs/demo/jsx.md in a browser: what hovering and re-rendering make the table call again. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/**
 * Mounts 20 rows whose Name and Person columns count their render calls, the Person column with a
 * shouldCellUpdate that answers `false`; sweeps the pointer over the rows, then renders again with another
 * table prop. Answers the counts after each step and how many cells were marked as hovered on the way.
 */
async function sweep(rowHoverable?: boolean) {
  await page().evaluate((rowHoverable) => {
    const { h, Table, mount, counts, bump } = window.claims;
    for (const key of Object.keys(counts)) delete counts[key];
    const data = Array.from({ length: 20 }, (_, i) => ({ key: i, name: `Row ${i}` }));
    const columns = [
      { title: 'Name', dataIndex: 'name', key: 'name', render: (v: string) => (bump('name'), v) },
      {
        title: 'Person',
        dataIndex: 'name',
        key: 'person',
        render: (v: string) => (bump('person'), v),
        shouldCellUpdate: () => false,
      },
    ];
    const table = (className: string) => h(Table, { columns, data, className, rowHoverable });
    (window as unknown as { again: () => void }).again = () => window.claims.update(table('second'));
    mount(table('first'));
  }, rowHoverable);
  const read = () => page().evaluate(() => ({ ...window.claims.counts }));
  const first = await read();
  let marked = 0;
  for (const row of [0, 5, 10, 15, 19]) {
    await page()
      .getByRole('cell', { name: `Row ${row}`, exact: true })
      .first()
      .hover();
    marked += await page().evaluate(() => document.querySelectorAll('.rc-table-cell-row-hover').length);
  }
  const afterHover = await read();
  await page().evaluate(() => (window as unknown as { again: () => void }).again());
  return { first, afterHover, afterProp: await read(), marked };
}

it('docs/demo/jsx.md: "the column render functions are not called again, because each cell keeps its rendered content until the table itself renders again"', async () => {
  const { first, afterHover, afterProp, marked } = await sweep();
  expect(first).toEqual({ name: 20, person: 20 });
  expect(marked).toBe(10);
  expect(afterHover).toEqual(first);
  // The table's next render runs render again (for the column without shouldCellUpdate).
  expect(afterProp.name).toBe(2 * first.name);
});
it('docs/demo/jsx.md: "Toggling the checkbox changes a table prop, which makes the render functions run again, except in the Person column"', async () => {
  const { afterProp } = await sweep();
  expect(afterProp).toEqual({ name: 40, person: 20 });
});
it('docs/demo/jsx.md: "rowHoverable={false} turns off the hover tracking completely"', async () => {
  const { marked, afterHover, first } = await sweep(false);
  expect(marked).toBe(0);
  expect(afterHover).toEqual(first);
});
it('docs/demo/jsx.md: "With rowHoverable on (the default), the table highlights the row under the pointer, and every row a rowSpan cell covers."', async () => {
  await page().evaluate(() => {
    const { h, Table, mount } = window.claims;
    const data = ['Mon', 'Tue', 'Wed'].map((day, i) => ({ key: i, week: 'W1', day }));
    mount(
      h(Table, {
        columns: [
          {
            title: 'Week',
            dataIndex: 'week',
            key: 'week',
            onCell: (_: unknown, i?: number) => ({ rowSpan: i === 0 ? 2 : i === 1 ? 0 : 1 }),
          },
          { title: 'Day', dataIndex: 'day', key: 'day' },
        ],
        data,
      }),
    );
  });
  await page().mouse.move(0, 0);
  await page().getByRole('cell', { name: 'W1', exact: true }).first().hover();
  const lit = await page().evaluate(() =>
    [...document.querySelectorAll('.rc-table-cell-row-hover')].map((td) => td.textContent),
  );
  expect(lit).toEqual(['W1', 'Mon', 'Tue']);
});

/**
 * Renders 10 rows whose Name cells are a memoised component, with the columns either kept (the same array every
 * time) or made anew for each render; renders the table again with another prop. Answers how often `render` and the
 * memoised component ran after the first render and after the second.
 */
async function rerender(columnsOnce: boolean) {
  return page().evaluate(async (columnsOnce) => {
    const { h, Table, React, mount, update, counts, bump, settle } = window.claims;
    for (const key of Object.keys(counts)) delete counts[key];
    const Name = React.memo(({ value }: { value: string }) => (bump('memo'), h('b', null, value)));
    const data = Array.from({ length: 10 }, (_, i) => ({ key: i, name: `Row ${i}` }));
    const makeColumns = () => [
      {
        title: 'Name',
        dataIndex: 'name',
        key: 'name',
        render: (value: string) => (bump('render'), h(Name, { value })),
      },
    ];
    const kept = makeColumns();
    const table = (className: string) => h(Table, { columns: columnsOnce ? kept : makeColumns(), data, className });
    mount(table('first'));
    await settle();
    const first = { ...counts };
    update(table('second'));
    await settle();
    return { first, second: { ...counts } };
  }, columnsOnce);
}

it('docs/demo/jsx.md: "Sweep the pointer across the 200 rows and neither number moves."', async () => {
  // The demo's two numbers: calls of the columns' render, and renders of the memoised cell components.
  await rerender(true);
  const before = await page().evaluate(() => ({ ...window.claims.counts }));
  for (const row of [0, 3, 6, 9]) await page().getByText(`Row ${row}`, { exact: true }).hover();
  expect(await page().evaluate(() => document.querySelectorAll('.rc-table-cell-row-hover').length)).toBe(1);
  expect(await page().evaluate(() => ({ ...window.claims.counts }))).toEqual(before);
});

it('docs/demo/jsx.md: "Since every render of the table runs the render functions again, defining columns once"', async () => {
  const once = await rerender(true);
  const fresh = await rerender(false);
  // Kept or made anew, the columns' render runs for every row on each render of the table ...
  expect(once.first).toEqual({ render: 10, memo: 10 });
  expect(once.second).toEqual({ render: 20, memo: 10 });
  expect(fresh).toEqual(once);
});

it('docs/demo/jsx.md: "what keeps a big table fast is expensive cell content in memoised components, which React skips while their props stay the same"', async () => {
  // ... while the memoised components it returns, given the same props, are not rendered again.
  const { first, second } = await rerender(true);
  expect(second.render).toBe(2 * first.render);
  expect(second.memo).toBe(first.memo);
});
