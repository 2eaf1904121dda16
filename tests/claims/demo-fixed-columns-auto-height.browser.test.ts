/** docs/demo/fixed-columns-auto-height.md in a browser: fixed cells in a row that grows. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/** Two rows, one with a long wrapping text, in a table with a fixed column at each end. */
function measure(left = 0) {
  return page().evaluate(async (left) => {
    const { h, Table, mount, settle } = window.claims;
    const long = 'A description that wraps onto several lines. '.repeat(8);
    const host = mount(
      h('div', { style: { width: 600 } }, [
        h(Table, {
          key: 't',
          columns: [
            { title: 'Id', dataIndex: 'key', key: 'id', fixed: 'start', width: 80 },
            { title: 'Text', dataIndex: 'text', key: 'text', width: 300 },
            { title: 'Wide', dataIndex: 'key', key: 'wide', width: 800 },
            { title: 'Status', dataIndex: 'key', key: 'status', fixed: 'end', width: 80 },
          ],
          data: [
            { key: 1, text: long },
            { key: 2, text: 'short' },
          ],
          scroll: { x: 1260 },
        }),
      ]),
    );
    await settle();
    const box = host.querySelector<HTMLElement>('.rc-table-content')!;
    box.scrollLeft = left;
    box.dispatchEvent(new Event('scroll'));
    await settle();
    const edges = box.getBoundingClientRect();
    return [...host.querySelectorAll('tbody tr[data-row-key]')].map((tr) => ({
      scrolled: box.scrollLeft,
      // Where the fixed cells are against the box's start and end.
      fixed: [tr.firstElementChild!, tr.lastElementChild!].map((td) => {
        const cell = td.getBoundingClientRect();
        return [Math.round(cell.left - edges.left), Math.round(edges.right - cell.right)];
      }),
      tables: host.querySelectorAll('table').length,
      row: Math.round(tr.getBoundingClientRect().height),
      cells: [...tr.children].map((td) => Math.round(td.getBoundingClientRect().height)),
      sticky: [...tr.children].map((td) => getComputedStyle(td).position),
    }));
  }, left);
}

it('docs/demo/fixed-columns-auto-height.md: "Fixed columns are ordinary cells of the same row, held in place with position: sticky"', async () => {
  const result = await measure();
  expect(result[0].tables).toBe(1);
  for (const row of result)
    expect(row.sticky.map((position) => position === 'sticky')).toEqual([true, false, false, true]);
});
it('docs/demo/fixed-columns-auto-height.md: "So when a long description wraps onto several lines, the whole row grows, and the fixed cells at both ends grow with it"', async () => {
  const result = await measure();
  expect(result[0].row).toBeGreaterThan(result[1].row * 2);
  for (const row of result) expect(new Set(row.cells)).toEqual(new Set([row.row]));
});
it('docs/demo/fixed-columns-auto-height.md: "Scroll sideways to see the fixed cells keep the height of their row."', async () => {
  const still = await measure();
  const scrolled = await measure(400);
  expect(scrolled.map((row) => row.scrolled)).toEqual([400, 400]);
  for (const [index, row] of scrolled.entries()) {
    expect(row.row).toBe(still[index].row);
    expect(new Set(row.cells)).toEqual(new Set([row.row]));
    // The fixed cells stayed where they were against the box while the rest moved by 400 px.
    expect(row.fixed).toEqual(still[index].fixed);
  }
});
