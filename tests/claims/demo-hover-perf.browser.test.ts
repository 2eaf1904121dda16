/** docs/demo/hover-perf.md in a browser: what a render of the table costs the cells, with the same data and columns. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

/**
 * Five records of two columns, the data and columns made once; the table rendered, then rendered again by its parent
 * with those same objects (`fresh`: new objects of the same values). Answers how many times the columns' `render`
 * ran and how many times the memoised component it returns rendered, after the first render and after the second.
 */
function renders(fresh: boolean) {
  return page().evaluate((fresh) => {
    const { h, React, Table, mount, update, counts } = window.claims;
    for (const key of Object.keys(counts)) delete counts[key];
    const Memo = React.memo(function Value({ value }: { value: string }) {
      window.claims.bump('memo');
      return h('span', null, value);
    });
    const makeColumns = () =>
      ['a', 'b'].map((key) => ({
        title: key,
        dataIndex: key,
        key,
        render: (value: string) => {
          window.claims.bump('render');
          return h(Memo, { value });
        },
      }));
    const makeData = () => Array.from({ length: 5 }, (_, i) => ({ key: i, a: `a${i}`, b: `b${i}` }));
    const columns = makeColumns();
    const data = makeData();
    mount(h(Table, { columns, data }));
    const first = { ...counts };
    update(h(Table, fresh ? { columns: makeColumns(), data: makeData() } : { columns, data }));
    return { first, second: { ...counts } };
  }, fresh);
}

it('docs/demo/hover-perf.md: "whenever the table itself renders again, with the same objects or new ones, it calls every column\'s render again"', async () => {
  for (const fresh of [false, true]) {
    const { first, second } = await renders(fresh);
    expect(first.render).toBe(10);
    expect(second.render).toBe(20);
  }
});

it('docs/demo/hover-perf.md: "memoise the component it returns (React.memo) so that React skips it when its props are unchanged"', async () => {
  const { first, second } = await renders(false);
  expect(first.memo).toBe(10);
  expect(second.memo).toBe(10);
});
