/** docs/demo/fixed-columns-auto-height.md in a browser: fixed cells in a row that grows. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/** Two rows, one with a long wrapping text, in a table with a fixed column at each end. */
function measure() {
  return page().evaluate(async () => {
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
    return [...host.querySelectorAll('tbody tr[data-row-key]')].map((tr) => ({
      tables: host.querySelectorAll('table').length,
      row: Math.round(tr.getBoundingClientRect().height),
      cells: [...tr.children].map((td) => Math.round(td.getBoundingClientRect().height)),
      sticky: [...tr.children].map((td) => getComputedStyle(td).position),
    }));
  });
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
