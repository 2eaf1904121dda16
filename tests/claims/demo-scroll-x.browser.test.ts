/** docs/demo/scroll-x.md in a browser: how wide `scroll.x: true` and `'max-content'` make the demo's table. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makePeople } from '../../docs/examples/data/people.ts';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });
const people = makePeople(8);
const fields = ['name', 'age', 'email', 'phone', 'city', 'country', 'department', 'joined', 'salary'];

/** The demo's rows and columns, without widths, under `scroll.x` in a box `box` pixels wide. */
function layout(x: true | 'max-content', box: number, keys = fields) {
  return page().evaluate(
    async ({ x, box, keys, people }) => {
      const { h, Table, mount, settle } = window.claims;
      const columns = keys.map((key) => ({ title: key, dataIndex: key, key }));
      const host = mount(
        h('div', { style: { width: box } }, h(Table, { columns, data: people, rowKey: 'key', scroll: { x } })),
      );
      await settle();
      const content = host.querySelector<HTMLElement>('.rc-table-content')!;
      return {
        table: Math.round(host.querySelector('table')!.getBoundingClientRect().width),
        box: content.clientWidth,
        scrolls: content.scrollWidth > content.clientWidth,
        rowHeight: Math.max(
          ...[...host.querySelectorAll('tbody tr')].map((row) => Math.round(row.getBoundingClientRect().height)),
        ),
      };
    },
    { x, box, keys, people },
  );
}

it('docs/demo/scroll-x.md: "With true the table is as wide as its content needs and at least as wide as the box: long text wraps to fit, and the table scrolls only for what cannot wrap, such as the email addresses."', async () => {
  const wide = await layout(true, 3000);
  expect(wide.table).toBe(wide.box);
  const narrow = await layout(true, 600);
  // Wrapped: taller rows than on one line, and narrower than the one-line table.
  const oneLine = await layout('max-content', 600);
  expect(narrow.rowHeight).toBeGreaterThan(oneLine.rowHeight);
  expect(narrow.table).toBeLessThan(oneLine.table);
  // What still does not fit is the addresses: without them, the wrapped table fits the box.
  expect(narrow.scrolls).toBe(true);
  const withoutEmail = await layout(
    true,
    600,
    fields.filter((key) => key !== 'email'),
  );
  expect(withoutEmail.scrolls).toBe(false);
  expect(withoutEmail.table).toBe(withoutEmail.box);
});

it('docs/demo/scroll-x.md: "With \'max-content\' no cell wraps: the table is as wide as its longest lines, or as the box if that is wider."', async () => {
  const narrow = await layout('max-content', 600);
  const wide = await layout('max-content', 3000);
  // The same one-line rows in a box five times as wide.
  expect(narrow.rowHeight).toBe(wide.rowHeight);
  expect(narrow.table).toBeGreaterThan(narrow.box);
  expect(narrow.scrolls).toBe(true);
  expect(wide.table).toBe(wide.box);
});

it('docs/demo/scroll-x.md: "Any CSS width given as a string works too: with \'calc(700px + 50%)\' the table is 700px plus half the box wide, so it grows with the box and still scrolls inside it."', async () => {
  const sizes = await page().evaluate(async (people) => {
    const { h, Table, mount, settle } = window.claims;
    const columns = ['name', 'email', 'city'].map((key) => ({ title: key, dataIndex: key, key }));
    const sizes: { table: number; box: number; scrollWidth: number }[] = [];
    for (const box of [600, 1000]) {
      const host = mount(
        h(
          'div',
          { style: { width: box } },
          h(Table, { columns, data: people, rowKey: 'key', scroll: { x: 'calc(700px + 50%)' } }),
        ),
      );
      await settle();
      const content = host.querySelector<HTMLElement>('.rc-table-content')!;
      sizes.push({
        table: Math.round(host.querySelector('table')!.getBoundingClientRect().width),
        box: content.clientWidth,
        scrollWidth: content.scrollWidth,
      });
    }
    return sizes;
  }, people);
  for (const { table, box, scrollWidth } of sizes) {
    expect(Math.abs(table - (700 + box / 2))).toBeLessThanOrEqual(1);
    expect(scrollWidth).toBeGreaterThan(box);
  }
});
