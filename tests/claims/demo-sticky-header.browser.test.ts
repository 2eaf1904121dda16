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
