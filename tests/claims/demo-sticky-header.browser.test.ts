/** docs/demo/sticky-header.md in a browser: the sticky horizontal scroll bar of a wide sticky table. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/** A sticky table taller than the window; answers its sticky scroll bar's bottom (null when there is none). */
function bar(props: Record<string, unknown>) {
  return page().evaluate(async (props) => {
    const { h, Table, mount, settle } = window.claims;
    const host = mount(
      h(Table, {
        columns: [{ title: 'Name', dataIndex: 'name', key: 'name', width: 3000 }],
        data: Array.from({ length: 100 }, (_, i) => ({ key: i, name: `Row ${i}` })),
        ...props,
      }),
    );
    await settle();
    window.dispatchEvent(new Event('resize'));
    await settle();
    return host.querySelector<HTMLElement>('.rc-table-sticky-scroll')?.style.bottom ?? null;
  }, props);
}

it('docs/demo/sticky-header.md: "Because this table is also wider than the page (scroll.x), it gets a horizontal scroll bar that sticks to the bottom of the window"', async () => {
  expect(await bar({ sticky: true, scroll: { x: 3000 } })).toBe('0px');
  expect(await bar({ sticky: { offsetScroll: 20 }, scroll: { x: 3000 } })).toBe('20px');
  expect(await bar({ scroll: { x: 3000 } })).toBeNull();
});

const columns = [
  { title: 'A', dataIndex: 'a', key: 'a', width: 300 },
  { title: 'B', dataIndex: 'b', key: 'b', width: 500 },
  { title: 'C', dataIndex: 'c', key: 'c', width: 510 },
];

it('docs/demo/sticky-header.md: "With scroll.y: 300 as well, the rows scroll in a box of their own 300px high, and when the page scrolls past the table the header still sticks under the top bar while the box\'s rows pass beneath it."', async () => {
  const result = await page().evaluate(async (columns) => {
    const { h, Table, mount, settle } = window.claims;
    const rows = Array.from({ length: 50 }, (_, i) => ({ key: i, a: `a${i}`, b: 'b', c: 'c' }));
    // 300px of page above the table, and enough below it for the page to scroll past.
    const host = mount(
      h(
        'div',
        null,
        h('div', { style: { height: 300 } }),
        h(Table, { columns, data: rows, sticky: { offsetHeader: 60 }, scroll: { x: 1310, y: 300 } }),
        h('div', { style: { height: 2000 } }),
      ),
    );
    await settle();
    const header = host.querySelector<HTMLElement>('.rc-table-header')!;
    const box = host.querySelector<HTMLElement>('.rc-table-body')!;
    const rowsScroll = box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY === 'scroll';
    window.scrollTo(0, 500);
    await settle();
    const at = { header: header.getBoundingClientRect().top, box: box.getBoundingClientRect() };
    window.scrollTo(0, 0);
    return { height: box.clientHeight, rowsScroll, header: at.header, boxTop: at.box.top, boxBottom: at.box.bottom };
  }, columns);
  expect(result.height).toBe(300);
  expect(result.rowsScroll).toBe(true);
  // The page has scrolled the box's top above the window's, and the header sits at 60px over what is left of it.
  expect(result.header).toBe(60);
  expect(result.boxTop).toBeLessThan(60);
  expect(result.boxBottom).toBeGreaterThan(60);
});

it('docs/demo/sticky-header.md: "offsetScroll: 48 lifts the sticky scroll bar 48px above the bottom of the window."', async () => {
  const gap = await page().evaluate(async (columns) => {
    const { h, Table, mount, settle } = window.claims;
    const rows = Array.from({ length: 100 }, (_, i) => ({ key: i, a: `a${i}`, b: 'b', c: 'c' }));
    const measure = async (offsetScroll?: number) => {
      const host = mount(
        h(
          'div',
          { style: { width: 600 } },
          h(Table, { columns, data: rows, sticky: { offsetScroll }, scroll: { x: 1310 } }),
        ),
      );
      await settle();
      window.dispatchEvent(new Event('resize'));
      await settle();
      const bar = host.querySelector<HTMLElement>('.rc-table-sticky-scroll');
      return bar ? window.innerHeight - bar.getBoundingClientRect().bottom : null;
    };
    return { lifted: await measure(48), plain: await measure() };
  }, columns);
  expect(gap).toEqual({ lifted: 48, plain: 0 });
});

it('docs/demo/sticky-header.md: "With no rows (data={[]}) the header keeps the columns\' widths and scrolls sideways with the empty row, and the empty row\'s message stays in the visible part of the box."', async () => {
  const result = await page().evaluate(async (columns) => {
    const { h, Table, mount, settle } = window.claims;
    const host = mount(
      h(
        'div',
        { style: { width: 600 } },
        h(Table, { columns, data: [], sticky: { offsetHeader: 60 }, scroll: { x: 1310 } }),
      ),
    );
    await settle();
    const header = host.querySelector<HTMLElement>('.rc-table-header')!;
    const box = host.querySelector<HTMLElement>('.rc-table-body')!;
    const message = () => host.querySelector<HTMLElement>('.rc-table-placeholder td > *')!.getBoundingClientRect();
    const widths = [...header.querySelectorAll('th')].map((cell) => Math.round(cell.getBoundingClientRect().width));
    const before = message();
    box.scrollLeft = 400;
    box.dispatchEvent(new Event('scroll'));
    await settle();
    const after = message();
    const boxLeft = box.getBoundingClientRect().left;
    return {
      widths,
      header: header.scrollLeft,
      box: box.scrollLeft,
      left: [before.left - boxLeft, after.left - boxLeft],
      right: after.right - boxLeft,
      visible: box.clientWidth,
    };
  }, columns);
  expect(result.widths).toEqual([300, 500, 510]);
  expect(result.box).toBe(400);
  expect(result.header).toBe(400);
  // The message's box starts at the visible part's left edge before and after the scroll, and ends within it
  // (the cell's 1px border aside).
  const [before, after] = result.left.map(Math.round);
  expect(after).toBe(before);
  expect(before).toBeGreaterThanOrEqual(0);
  expect(before).toBeLessThanOrEqual(1);
  expect(result.right).toBeLessThanOrEqual(result.visible + 2);
});
