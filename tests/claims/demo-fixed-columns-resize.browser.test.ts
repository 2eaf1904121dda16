/** docs/demo/fixed-columns-resize.md in a browser: fixed columns follow a width change. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

it('docs/demo/fixed-columns-resize.md: "When a width changes, rc-table measures again and moves the fixed columns to match"', async () => {
  const offsets = await page().evaluate(async () => {
    const { h, Table, mount, update, settle } = window.claims;
    const table = (id: number) =>
      h('div', { style: { width: 600 } }, [
        h(Table, {
          key: 't',
          columns: [
            { title: 'ID', dataIndex: 'key', key: 'id', fixed: 'start', width: id },
            { title: 'Name', dataIndex: 'name', key: 'name', fixed: 'start', width: 120 },
            { title: 'Notes', dataIndex: 'name', key: 'notes', width: 1200 },
            { title: 'Salary', dataIndex: 'key', key: 'salary', fixed: 'end', width: 100 },
          ],
          data: [{ key: 1, name: 'Ann' }],
          scroll: { x: id + 1420 },
        }),
      ]);
    const host = mount(table(80));
    const name = () => (host.querySelector('thead th:nth-child(2)') as HTMLElement).style.insetInlineStart;
    for (let i = 0; i < 3; i += 1) await settle();
    const before = name();
    update(table(200));
    for (let i = 0; i < 3; i += 1) await settle();
    return { before, after: name() };
  });
  expect(offsets).toEqual({ before: '80px', after: '200px' });
});
