/** docs/demo/scroll-xy.md in a browser: a body that scrolls both ways, its header, and scrollTo. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/** 50 rows in a 600 × 200 box of a 1,500 px table; runs `action` on the ref, answers the scroll positions. */
function after(action: string) {
  return page().evaluate(async (action) => {
    const { h, Table, mount, settle, React } = window.claims;
    const ref = React.createRef<import('@rc-component/table').Reference>();
    const host = mount(
      h('div', { style: { width: 600 } }, [
        h(Table, {
          key: 't',
          ref,
          columns: [
            { title: 'Name', dataIndex: 'name', key: 'name', width: 300 },
            { title: 'Notes', dataIndex: 'name', key: 'notes', width: 1200 },
          ],
          data: Array.from({ length: 50 }, (_, i) => ({ key: `k${i}`, name: `Row ${i}` })),
          scroll: { x: 1500, y: 200 },
        }),
      ]),
    );
    await settle();
    const body = host.querySelector<HTMLElement>('.rc-table-body')!;
    const header = host.querySelector<HTMLElement>('.rc-table-header')!;
    if (action === 'sideways') {
      body.scrollLeft = 400;
      body.dispatchEvent(new Event('scroll'));
    } else
      ref.current!.scrollTo(JSON.parse(action) as Parameters<import('@rc-component/table').Reference['scrollTo']>[0]);
    await settle();
    await settle();
    const row = (key: string) => {
      const tr = host.querySelector(`[data-row-key="${key}"]`)!;
      return Math.round(tr.getBoundingClientRect().top - body.getBoundingClientRect().top);
    };
    return { left: body.scrollLeft, headerLeft: header.scrollLeft, top: body.scrollTop, k30: row('k30') };
  }, action);
}

it('docs/demo/scroll-xy.md: "Setting both scroll.x and scroll.y gives the body a box that scrolls in both directions."', async () => {
  const moved = await after('sideways');
  expect(moved.left).toBe(400);
  expect((await after('{"top":300}')).top).toBe(300);
});
it('docs/demo/scroll-xy.md: "The header follows the body sideways, so each title stays above its column."', async () => {
  expect((await after('sideways')).headerLeft).toBe(400);
});
it('docs/demo/scroll-xy.md: "scrollTo({ top }) scrolls to a pixel offset, scrollTo({ key }) to the row with that key and scrollTo({ index }) to the row at that position in data"', async () => {
  expect((await after('{"top":250}')).top).toBe(250);
  expect((await after('{"key":"k30","align":"start"}')).k30).toBe(0);
  expect((await after('{"index":30,"align":"start"}')).k30).toBe(0);
});
it('docs/demo/scroll-xy.md: "\'nearest\', which scrolls only as far as needed"', async () => {
  const nearest = await after('{"index":30}');
  const end = await after('{"index":30,"align":"end"}');
  expect(nearest.k30).toBe(end.k30);
  expect(nearest.k30).toBeGreaterThan(0);
});
it('docs/demo/scroll-xy.md: "Table scrolls that much further, so the row moves up"', async () => {
  expect((await after('{"index":30,"align":"start","offset":20}')).k30).toBe(-20);
  expect((await after('{"top":100,"index":30,"offset":20}')).top).toBe(100);
});

it('docs/demo/scroll-xy.md: "top ignores both."', async () => {
  // Table and VirtualTable, 100 rows of 30 px in a 300 px box: scrollTo({ top: 600 }) with and without align and offset.
  const tops = await page().evaluate(() =>
    window.claims.scrollTopsAfter([
      { top: 600 },
      { top: 600, align: 'end', offset: 40 },
      { top: 600, align: 'center' },
    ]),
  );
  expect(tops).toEqual([600, 600, 600, 600, 600, 600]);
});
