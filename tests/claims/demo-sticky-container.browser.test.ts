/** docs/demo/sticky-container.md in a browser: a sticky table in a box of its own that scrolls. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/**
 * A wide sticky table in a 300 px box placed below the window's height; answers whether its sticky scroll bar
 * shows, with the box as the container or with the window (the default).
 */
function barShown(inBox: boolean) {
  return page().evaluate(async (inBox) => {
    const { h, Table, mount, settle } = window.claims;
    let box: HTMLDivElement | null = null;
    const host = mount(
      h('div', null, [
        h('div', { key: 'spacer', style: { height: 1000 } }),
        h(
          'div',
          {
            key: 'box',
            ref: (element: HTMLDivElement | null) => void (box = element),
            style: { height: 300, overflow: 'auto' },
          },
          h(Table, {
            columns: [{ title: 'Name', dataIndex: 'name', key: 'name', width: 3000 }],
            data: Array.from({ length: 100 }, (_, i) => ({ key: i, name: `Row ${i}` })),
            scroll: { x: 3000 },
            sticky: inBox ? { getContainer: () => box! } : true,
          }),
        ),
      ]),
    );
    await settle();
    window.dispatchEvent(new Event('resize'));
    await settle();
    return host.querySelector('.rc-table-sticky-scroll') !== null;
  }, inBox);
}

it("docs/demo/sticky-container.md: \"sticky.getContainer returns that box: the table's sticky horizontal scroll bar then follows the box's scrolling instead of the page's\"", async () => {
  expect(await barShown(true)).toBe(true);
  expect(await barShown(false)).toBe(false);
});

it('docs/demo/sticky-container.md: "The header and a fixed summary stick inside the box anyway"', async () => {
  const placed = await page().evaluate(async () => {
    const { h, Table, mount, settle } = window.claims;
    let box: HTMLDivElement | null = null;
    const host = mount(
      h(
        'div',
        { ref: (element: HTMLDivElement | null) => void (box = element), style: { height: 300, overflow: 'auto' } },
        h(Table, {
          columns: [{ title: 'Name', dataIndex: 'name', key: 'name' }],
          data: Array.from({ length: 100 }, (_, i) => ({ key: i, name: `Row ${i}` })),
          sticky: { getContainer: () => box! },
          summary: () =>
            h(Table.Summary, { fixed: true }, h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0 }, 'Total'))),
        }),
      ),
    );
    await settle();
    box!.scrollTop = 1000;
    box!.dispatchEvent(new Event('scroll'));
    await settle();
    await settle();
    const edges = box!.getBoundingClientRect();
    const header = host.querySelector('.rc-table-header')!.getBoundingClientRect();
    const summary = host.querySelector('.rc-table-summary')!.getBoundingClientRect();
    return {
      scrolled: box!.scrollTop,
      header: Math.round(header.top - edges.top),
      summary: Math.round(box!.clientHeight - (summary.bottom - edges.top)),
    };
  });
  // Scrolled 1,000 px down the box, the header is at the box's top and the summary at its bottom.
  expect(placed).toEqual({ scrolled: 1000, header: 0, summary: 0 });
});

it('docs/demo/sticky-container.md: "offsetScroll puts the scroll bar on top of the 32px status bar, and offsetSummary puts the summary on top of that scroll bar"', async () => {
  const placed = await page().evaluate(async () => {
    const { h, Table, mount, settle } = window.claims;
    let box: HTMLDivElement | null = null;
    const host = mount(
      h(
        'div',
        { ref: (element: HTMLDivElement | null) => void (box = element), style: { height: 300, overflow: 'auto' } },
        h(Table, {
          columns: [{ title: 'Name', dataIndex: 'name', key: 'name', width: 3000 }],
          data: Array.from({ length: 100 }, (_, i) => ({ key: i, name: `Row ${i}` })),
          scroll: { x: 3000 },
          sticky: { getContainer: () => box!, offsetScroll: 32, offsetSummary: 43 },
          summary: () =>
            h(Table.Summary, { fixed: true }, h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0 }, 'Total'))),
        }),
      ),
    );
    await settle();
    window.dispatchEvent(new Event('resize'));
    box!.scrollTop = 1000;
    box!.dispatchEvent(new Event('scroll'));
    await settle();
    await settle();
    const bottom = box!.getBoundingClientRect().top + box!.clientHeight;
    const bar = host.querySelector('.rc-table-sticky-scroll')!.getBoundingClientRect();
    const summary = host.querySelector('.rc-table-summary')!.getBoundingClientRect();
    return {
      bar: Math.round(bottom - bar.bottom),
      barHeight: Math.round(bar.height),
      summary: Math.round(bottom - summary.bottom),
    };
  });
  // The bar's bottom is 32 px above the box's; the summary's 43 px, just over the bar.
  expect(placed.bar).toBe(32);
  expect(placed.summary).toBe(43);
  expect(placed.summary).toBeGreaterThanOrEqual(placed.bar + placed.barHeight - 1);
});
