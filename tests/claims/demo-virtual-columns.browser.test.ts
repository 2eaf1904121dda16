/** docs/demo/virtual-columns.md in a browser: what a VirtualTable renders again on scrolling and hovering. */
import type { ComponentType } from 'react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/**
 * 1,000 rows of 20 cells in a 300 px box, through a row and a cell component that count their renders; answers
 * the rows in view and the row and cell renders that `action` causes.
 */
function rendersFor(action: 'scroll' | 'hover', rowHoverable = true) {
  return page().evaluate(
    async ({ action, rowHoverable }) => {
      const { h, VirtualTable, mount, settle, counts, bump } = window.claims;
      for (const key of Object.keys(counts)) delete counts[key];
      const columns = Array.from({ length: 20 }, (_, i) => ({
        title: `C${i}`,
        dataIndex: 'name',
        key: `c${i}`,
        width: 60,
      }));
      const row = (props: object) => (bump('row'), h('div', props));
      const cell = (props: object) => (bump('cell'), h('div', props));
      const data = Array.from({ length: 1000 }, (_, i) => ({ key: i, name: `R${i}` }));
      const host = mount(
        // The exported type leaves out listItemHeight (see docs/index.md), so the props go in untyped.
        h(VirtualTable as unknown as ComponentType<Record<string, unknown>>, {
          columns,
          data,
          scroll: { x: 1200, y: 300 },
          listItemHeight: 30,
          rowHoverable,
          components: { body: { row, cell } },
        }),
      );
      await settle();
      await settle();
      const before = { row: counts.row, cell: counts.cell };
      const rows = host.querySelectorAll('.rc-table-row').length;
      if (action === 'scroll') {
        const holder = host.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder')!;
        holder.dispatchEvent(new WheelEvent('wheel', { deltaY: 60, bubbles: true }));
      }
      for (let i = 0; i < 5; i += 1) await settle();
      return { rows, before };
    },
    { action, rowHoverable },
  );
}

async function counted(action: 'scroll' | 'hover', rowHoverable = true) {
  const { rows, before } = await rendersFor(action, rowHoverable);
  if (action === 'hover')
    for (const row of [1, 2, 3]) await page().locator(`[data-row-key="${row}"] .rc-table-cell`).first().hover();
  await page().waitForTimeout(100);
  const after = await page().evaluate(() => ({ row: window.claims.counts.row, cell: window.claims.counts.cell }));
  return { rows, rowsAgain: after.row - before.row, cellsAgain: after.cell - before.cell };
}

it('docs/demo/virtual-columns.md: "Each scroll step, down or sideways, renders every row in view again, and each row all of its cells."', async () => {
  const { rows, rowsAgain, cellsAgain } = await counted('scroll');
  expect(rows).toBeGreaterThan(5);
  expect(rowsAgain).toBeGreaterThanOrEqual(rows);
  expect(cellsAgain).toBeGreaterThanOrEqual(rows * 20);
});
it('docs/demo/virtual-columns.md: "The table\'s own hover highlight would render the cells of every row the pointer crosses again"', async () => {
  expect((await counted('hover')).cellsAgain).toBeGreaterThanOrEqual(3 * 20);
  expect((await counted('hover', false)).cellsAgain).toBe(0);
});
