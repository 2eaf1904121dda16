/** docs/demo/virtual-list.md in a browser: a body of one's own reporting its scrolling to the table. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

it('docs/demo/virtual-list.md: "the list\'s horizontal scroll is reported through onScroll, so the header follows it"', async () => {
  const left = await page().evaluate(async () => {
    const { h, Table, mount, settle } = window.claims;
    let report: ((info: { currentTarget?: HTMLElement; scrollLeft?: number }) => void) | undefined;
    const host = mount(
      h('div', { style: { width: 400 } }, [
        h(Table, {
          key: 't',
          columns: [
            { title: 'A', dataIndex: 'name', key: 'a', width: 600 },
            { title: 'B', dataIndex: 'name', key: 'b', width: 600 },
          ],
          data: [{ key: 1, name: 'Ann' }],
          scroll: { x: 1200, y: 300 },
          components: {
            body: (_: unknown, info: { onScroll: typeof report }) => {
              report = info.onScroll;
              return h('div', { style: { height: 300 } });
            },
          },
        }),
      ]),
    );
    await settle();
    report!({ scrollLeft: 250 });
    await settle();
    return host.querySelector<HTMLElement>('.rc-table-header')!.scrollLeft;
  });
  expect(left).toBe(250);
});
