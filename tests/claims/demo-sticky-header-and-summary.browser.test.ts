/** docs/demo/sticky-header-and-summary.md in a browser: where a summary fixed at the bottom ends up. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/**
 * A 60-row table with a summary fixed at the bottom, below 100 px of page, the window (800 px high) scrolled 300 px:
 * the summary's bottom against the window's, and its top against the bottom of the table's body box.
 */
function summaryPlace(how: 'sticky' | 'scroll.y') {
  return page().evaluate(async (how) => {
    const { h, Table, mount, settle } = window.claims;
    const host = mount(
      h('div', { style: { paddingTop: 100, paddingBottom: 2000 } }, [
        h(Table, {
          key: 't',
          columns: [{ title: 'Name', dataIndex: 'name', key: 'name' }],
          data: Array.from({ length: 60 }, (_, i) => ({ key: i, name: `Row ${i}` })),
          ...(how === 'sticky' ? { sticky: true } : { scroll: { y: 200 } }),
          summary: () =>
            h(Table.Summary, { fixed: true }, h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0 }, 'Total'))),
        }),
      ]),
    );
    await settle();
    window.scrollTo(0, 300);
    await settle();
    await settle();
    const summary = host.querySelector('.rc-table-summary')!.getBoundingClientRect();
    const body = host.querySelector('.rc-table-body, .rc-table-tbody')!.getBoundingClientRect();
    window.scrollTo(0, 0);
    return {
      toWindowBottom: Math.round(window.innerHeight - summary.bottom),
      belowBody: Math.round(summary.top - body.bottom),
    };
  }, how);
}

it('docs/demo/sticky-header-and-summary.md: "Where that edge is depends on how the table scrolls."', async () => {
  // With sticky the page scrolls: the summary holds the window's bottom edge, over rows still below it.
  const sticky = await summaryPlace('sticky');
  expect(sticky.toWindowBottom).toBe(0);
  expect(sticky.belowBody).toBeLessThan(0);
  // With scroll.y the body scrolls in its box: the summary sits right below that box, wherever the window is.
  const boxed = await summaryPlace('scroll.y');
  expect(boxed.belowBody).toBe(0);
  expect(boxed.toWindowBottom).toBeGreaterThan(100);
});
