/** docs/demo/row-hoverable.md and the hover it describes, in a browser: which cells the table marks under the pointer. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/** Three shifts in one week: the Week cell spans the three rows. Hovers `cell` and answers the hovered cells' text. */
async function hovered(cell: string, rowHoverable?: boolean) {
  await page().evaluate((rowHoverable) => {
    const { h, Table, mount } = window.claims;
    const data = ['Mon', 'Tue', 'Wed'].map((day, i) => ({ key: i, week: 'W1', day }));
    mount(
      h(Table, {
        rowHoverable,
        columns: [
          {
            title: 'Week',
            dataIndex: 'week',
            key: 'week',
            onCell: (_: unknown, i?: number) => ({ rowSpan: i === 0 ? 3 : 0 }),
          },
          { title: 'Day', dataIndex: 'day', key: 'day' },
        ],
        data,
      }),
    );
  }, rowHoverable);
  await page().mouse.move(0, 0);
  await page().getByRole('cell', { name: cell, exact: true }).hover();
  return page().evaluate(() => [...document.querySelectorAll('.rc-table-cell-row-hover')].map((td) => td.textContent));
}

it('docs/demo/row-hoverable.md: "By default the table tracks the pointer and adds rc-table-cell-row-hover to every cell of the row beneath it."', async () => {
  expect(await hovered('Tue')).toEqual(['W1', 'Tue']);
});
it('docs/demo/row-hoverable.md: "This tracking knows about merged cells"', async () => {
  expect(await hovered('W1')).toEqual(['W1', 'Mon', 'Tue', 'Wed']);
  expect(await hovered('Wed')).toEqual(['W1', 'Wed']);
});
it('docs/demo/row-hoverable.md: "Set rowHoverable={false} to turn the tracking off"', async () => {
  expect(await hovered('Tue', false)).toEqual([]);
});
