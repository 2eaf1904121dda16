/** docs/demo/sticky-plain.md in a browser: a bare `sticky` is `sticky={{}}`, offsets 0 and the window as container. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/**
 * A sticky table of 60 rows, wider than its 600 px box, in an 800 px high window scrolled `down` px (600) down: where the
 * header and the horizontal scroll bar are in the window, and the outer element's markup.
 */
function placed(given: true | 'window' | { offsetHeader?: number; offsetScroll?: number }, down = 600) {
  return page().evaluate(
    async ({ given, down }) => {
      const { h, Table, mount, settle } = window.claims;
      // A function cannot cross into the page: 'window' stands for every option spelled out, the window included.
      const sticky = given === 'window' ? { offsetHeader: 0, offsetScroll: 0, getContainer: () => window } : given;
      const host = mount(
        h(
          'div',
          { style: { width: 600 } },
          h(Table, {
            columns: [
              { title: 'Name', dataIndex: 'name', key: 'name', width: 400 },
              { title: 'More', dataIndex: 'name', key: 'more', width: 800 },
            ],
            data: Array.from({ length: 60 }, (_, i) => ({ key: i, name: `Row ${i}` })),
            scroll: { x: 1200 },
            sticky,
          }),
        ),
      );
      await settle();
      window.scrollTo(0, down);
      await settle();
      await settle();
      const header = host.querySelector('.rc-table-header')!.getBoundingClientRect();
      const bar = host.querySelector('.rc-table-sticky-scroll')?.getBoundingClientRect();
      const result = {
        header: Math.round(header.top),
        barBottom: bar ? Math.round(window.innerHeight - bar.bottom) : null,
        markup: host.innerHTML.replace(/transform:[^;"]*;?/g, ''),
      };
      window.scrollTo(0, 0);
      return result;
    },
    { given, down },
  );
}

it('docs/demo/sticky-plain.md: "It then behaves as sticky={{}} does: every offset is 0 and the window is the container."', async () => {
  const bare = await placed(true);
  expect(bare).toEqual(await placed({}));
  expect(bare).toEqual(await placed('window'));
});

it('docs/demo/sticky-plain.md: "So the header sticks at the very top of the window, and a table wider than its box gets its horizontal scroll bar at the very bottom."', async () => {
  const { header, barBottom } = await placed(true);
  expect(header).toBe(0);
  expect(barBottom).toBe(0);
  // With offsets, both move in by them.
  const offset = await placed({ offsetHeader: 30, offsetScroll: 20 });
  expect(offset.header).toBe(30);
  expect(offset.barBottom).toBe(20);
});

it('docs/demo/sticky-plain.md: "Scroll inside it and watch the header and the scroll bar stay put."', async () => {
  // Wherever the window is scrolled within the table, the header is at its top and the scroll bar at its bottom.
  for (const down of [200, 600, 1000]) {
    const { header, barBottom } = await placed(true, down);
    expect({ down, header, barBottom }).toEqual({ down, header: 0, barBottom: 0 });
  }
});
