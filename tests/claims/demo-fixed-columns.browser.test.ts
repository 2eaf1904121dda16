/** docs/demo/fixed-columns.md in a browser: fixed columns while the middle scrolls. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

it('docs/demo/fixed-columns.md: "The fixed columns stay put while the middle scrolls, and a shadow marks the edge"', async () => {
  const result = await page().evaluate(async () => {
    const { h, Table, mount, settle } = window.claims;
    const host = mount(
      h('div', { style: { width: 600 } }, [
        h(Table, {
          key: 't',
          columns: [
            { title: 'Name', dataIndex: 'name', key: 'name', fixed: 'start', width: 150 },
            { title: 'Notes', dataIndex: 'name', key: 'notes', width: 1200 },
            { title: 'Salary', dataIndex: 'key', key: 'salary', fixed: 'end', width: 150 },
          ],
          data: [{ key: 1, name: 'Ann' }],
          scroll: { x: 1500 },
        }),
      ]),
    );
    await settle();
    const cells = () =>
      [...host.querySelectorAll('tbody tr[data-row-key] td')].map((td) => Math.round(td.getBoundingClientRect().left));
    const before = cells();
    const box = host.querySelector<HTMLElement>('.rc-table-content')!;
    box.scrollLeft = 300;
    box.dispatchEvent(new Event('scroll'));
    await settle();
    await settle();
    return { before, after: cells(), shadow: host.querySelector('td.rc-table-cell-fix-start-shadow-show') !== null };
  });
  expect(result.after[0]).toBe(result.before[0]);
  expect(result.after[2]).toBe(result.before[2]);
  expect(result.after[1]).toBe(result.before[1] - 300);
  expect(result.shadow).toBe(true);
});
