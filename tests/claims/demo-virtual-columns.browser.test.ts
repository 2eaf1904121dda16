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

/** The widths of the header cells and of the first row's cells of a VirtualTable with `scroll.x` in a box. */
function columnWidths(box: number, widths: (number | undefined)[], scrollX: number) {
  return page().evaluate(
    async ({ box, widths, scrollX }) => {
      const { h, VirtualTable, mount, settle } = window.claims;
      const host = mount(
        h(
          'div',
          { style: { width: box } },
          h(VirtualTable as unknown as ComponentType<Record<string, unknown>>, {
            columns: widths.map((width, i) => ({ title: `C${i}`, dataIndex: 'name', key: `c${i}`, width })),
            data: Array.from({ length: 20 }, (_, i) => ({ key: i, name: `R${i}` })),
            rowKey: 'key',
            scroll: { x: scrollX, y: 200 },
          }),
        ),
      );
      await settle();
      const measure = (selector: string) =>
        [...host.querySelectorAll(selector)].map((cell) => Math.round(cell.getBoundingClientRect().width));
      return { header: measure('thead th'), body: measure('[data-row-key="0"] .rc-table-cell') };
    },
    { box, widths, scrollX },
  );
}

it('docs/demo/virtual-columns.md: "so each column gets exactly its width (columns without one would share whatever the others leave)"', async () => {
  // In a 600 px box, with scroll.x the widths' total: exact.
  expect(await columnWidths(600, [100, 50, 750], 900)).toEqual({ header: [100, 50, 750], body: [100, 50, 750] });
  // A column without a width gets what scroll.x leaves.
  expect(await columnWidths(600, [100, undefined, 750], 1200)).toEqual({
    header: [100, 350, 750],
    body: [100, 350, 750],
  });
});

it('docs/demo/virtual-columns.md: "Only a box wider than that total stretches them: the columns then grow in proportion to their widths until they fill it."', async () => {
  const { header, body } = await columnWidths(1000, [100, 50, 150], 300);
  expect(body).toEqual(header);
  const total = header.reduce((sum, width) => sum + width, 0);
  expect(total).toBeGreaterThan(990);
  // 2 : 1 : 3, give or take the rounding of each.
  expect(Math.abs(header[0] - 2 * header[1])).toBeLessThanOrEqual(2);
  expect(Math.abs(header[2] - 3 * header[1])).toBeLessThanOrEqual(3);
});
