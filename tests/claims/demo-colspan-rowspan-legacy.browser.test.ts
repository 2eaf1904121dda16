/** docs/demo/colspan-rowspan-legacy.md in a browser: cells whose render returns props, under the pointer. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/** Three rows; the Group cell spans them, through render's props or through onCell. Hovers "Mon". */
async function hoverWith(way: 'render' | 'onCell') {
  await page().evaluate((way) => {
    const { h, Table, mount, counts, bump } = window.claims;
    for (const key of Object.keys(counts)) delete counts[key];
    const span = (i?: number) => ({ rowSpan: i === 0 ? 3 : 0 });
    const group =
      way === 'render'
        ? { render: (v: string, _: unknown, i: number) => (bump('group'), { children: v, props: span(i) }) }
        : { render: (v: string) => (bump('group'), v), onCell: (_: unknown, i?: number) => span(i) };
    const data = ['Mon', 'Tue', 'Wed'].map((day, i) => ({ key: i, group: 'G', day }));
    mount(
      h(Table, {
        columns: [
          { title: 'Group', dataIndex: 'group', key: 'group', ...group },
          { title: 'Day', dataIndex: 'day', key: 'day', render: (v: string) => (bump('day'), v) },
        ],
        data,
      }),
    );
  }, way);
  const before = await page().evaluate(() => ({ ...window.claims.counts }));
  await page().mouse.move(0, 0);
  await page().getByRole('cell', { name: 'Tue', exact: true }).hover();
  return {
    before,
    after: await page().evaluate(() => ({ ...window.claims.counts })),
    hovered: await page().evaluate(() =>
      [...document.querySelectorAll('.rc-table-cell-row-hover')].map((td) => td.textContent),
    ),
  };
}

it('docs/demo/colspan-rowspan-legacy.md: "Once any column returns props this way, the table stops caching what its cells rendered"', async () => {
  const legacy = await hoverWith('render');
  expect(legacy.after.day).toBeGreaterThan(legacy.before.day);
  const modern = await hoverWith('onCell');
  expect(modern.after).toEqual(modern.before);
});
it('docs/demo/colspan-rowspan-legacy.md: "Cells drawn this way also do not take part in the table\'s span-aware row hover."', async () => {
  expect((await hoverWith('onCell')).hovered).toEqual(['G', 'Tue']);
  expect((await hoverWith('render')).hovered).toEqual(['Tue']);
});
