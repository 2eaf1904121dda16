/** docs/demo/shadow.md in a browser: the shadow classes while a table with fixed columns scrolls sideways. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/** A 600 px wide table of 1,500 px with Name fixed at the start and Salary at the end, scrolled to `left`. */
function scrolledTo(left: 'start' | 'middle' | 'end', props: Record<string, unknown> = {}) {
  return page().evaluate(
    async ({ left, props }) => {
      const { h, Table, mount, settle } = window.claims;
      const scrolls: number[] = [];
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
            onScroll: (event: { currentTarget: HTMLElement }) => scrolls.push(event.currentTarget.scrollLeft),
            ...props,
          }),
        ]),
      );
      await settle();
      const box = host.querySelector<HTMLElement>('.rc-table-body, .rc-table-content')!;
      box.scrollLeft = left === 'start' ? 0 : left === 'middle' ? 300 : box.scrollWidth;
      box.dispatchEvent(new Event('scroll'));
      await settle();
      await settle();
      const table = host.querySelector('.rc-table')!.className.split(' ');
      const cells = [...host.querySelectorAll('thead th')].map((th) =>
        th.className.split(' ').filter((c) => c.includes('shadow-show')),
      );
      return { table: table.filter((c) => c.includes('shadow-show')), cells, scrolls: scrolls.length };
    },
    { left, props },
  );
}

it('docs/demo/shadow.md: "At the far left only the end shadow shows, because there is content hidden to the right."', async () => {
  const { table, cells } = await scrolledTo('start');
  expect(table).toEqual(['rc-table-fix-end-shadow-show']);
  expect(cells).toEqual([[], [], ['rc-table-cell-fix-end-shadow-show']]);
});
it('docs/demo/shadow.md: "Once you scroll, the start shadow appears beside Name."', async () => {
  const { table, cells } = await scrolledTo('middle');
  expect(table).toEqual(['rc-table-fix-start-shadow-show', 'rc-table-fix-end-shadow-show']);
  expect(cells[0]).toEqual(['rc-table-cell-fix-start-shadow-show']);
});
it('docs/demo/shadow.md: "At the far right the end shadow beside Salary fades out."', async () => {
  const { table, cells } = await scrolledTo('end');
  expect(table).toEqual(['rc-table-fix-start-shadow-show']);
  expect(cells[2]).toEqual([]);
});
it('docs/demo/shadow.md: "The table adds rc-table-cell-fix-start-shadow-show and rc-table-cell-fix-end-shadow-show to the edge cells, and the -show classes on the table itself."', async () => {
  const { table, cells } = await scrolledTo('middle');
  expect(cells.flat().sort()).toEqual(['rc-table-cell-fix-end-shadow-show', 'rc-table-cell-fix-start-shadow-show']);
  expect(table).toHaveLength(2);
});
it('docs/demo/shadow.md: "onScroll fires for the body\'s own scrolling element, which the table creates when scroll.y or sticky is set."', async () => {
  expect((await scrolledTo('middle')).scrolls).toBe(0);
  expect((await scrolledTo('middle', { scroll: { x: 1500, y: 200 } })).scrolls).toBeGreaterThan(0);
  expect((await scrolledTo('middle', { sticky: true })).scrolls).toBeGreaterThan(0);
});
it('docs/demo/shadow.md: "When a table with fixed columns scrolls sideways, a shadow on the inner edge of the fixed columns shows"', async () => {
  const { cells } = await scrolledTo('middle');
  expect(cells[0]).toEqual(['rc-table-cell-fix-start-shadow-show']);
  expect(cells[2]).toEqual(['rc-table-cell-fix-end-shadow-show']);
});

it('docs/demo/shadow.md: "The table decides when each shadow is needed."', async () => {
  // No handler and no prop about shadows: scrolling alone moves the -show classes, start to middle to end.
  const seen = [];
  for (const left of ['start', 'middle', 'end'] as const) seen.push((await scrolledTo(left)).table);
  expect(seen).toEqual([
    ['rc-table-fix-end-shadow-show'],
    ['rc-table-fix-start-shadow-show', 'rc-table-fix-end-shadow-show'],
    ['rc-table-fix-start-shadow-show'],
  ]);
});

it('docs/demo/shadow.md: "Fixed columns take space from the scrolling part"', async () => {
  // Across the 600 px table, scrolled to the middle: which column's cell is on top at each point of its row.
  const owners = await page().evaluate(async () => {
    const { h, Table, mount, settle } = window.claims;
    const host = mount(
      h('div', { style: { width: 600 } }, [
        h(Table, {
          key: 't',
          columns: [
            { title: 'Name', dataIndex: 'name', key: 'name', fixed: 'start', width: 150 },
            { title: 'Notes', dataIndex: 'name', key: 'notes', width: 1200, className: 'notes' },
            { title: 'Salary', dataIndex: 'key', key: 'salary', fixed: 'end', width: 150 },
          ],
          data: [{ key: 1, name: 'Ann' }],
          scroll: { x: 1500 },
        }),
      ]),
    );
    await settle();
    const box = host.querySelector<HTMLElement>('.rc-table-content')!;
    box.scrollLeft = 300;
    box.dispatchEvent(new Event('scroll'));
    await settle();
    const row = host.querySelector('tbody tr')!.getBoundingClientRect();
    const edges = box.getBoundingClientRect();
    const found: string[] = [];
    for (let x = edges.left + 5; x < edges.right; x += 10) {
      const cell = document.elementFromPoint(x, row.top + row.height / 2)?.closest('td');
      found.push(
        cell?.classList.contains('notes') ? 'notes' : cell?.classList.contains('rc-table-cell-fix') ? 'fixed' : '?',
      );
    }
    return found;
  });
  // The scrolling column shows only between the two fixed ones: 150 px at each end are theirs.
  expect(owners.slice(0, 14).every((owner) => owner === 'fixed')).toBe(true);
  expect(owners.slice(16, -16).every((owner) => owner === 'notes')).toBe(true);
  expect(owners.slice(-14).every((owner) => owner === 'fixed')).toBe(true);
  expect(owners.filter((owner) => owner === 'notes').length).toBeLessThanOrEqual(31);
});
