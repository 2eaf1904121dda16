import Table from '@rc-component/table';
import { expect, it } from 'vitest';
import { city, data, h, has, logged, name, render } from './render.ts';

const summary = (fixed?: boolean | 'top' | 'bottom') => () =>
  h(Table.Summary, { fixed }, h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0 }, 'Total')));
const parts = (html: string) => ({
  header: /class="rc-table-header[^"]*"[\s\S]*?<\/table><\/div>/.exec(html)?.[0] ?? '',
  body: /class="rc-table-body"[\s\S]*?<\/table><\/div>/.exec(html)?.[0] ?? '',
});
it('docs/demo/sticky-header-and-summary.md: "fixed="top" draws them right under the header, inside the same sticky block"', () => {
  const html = render({ columns: [name], data, sticky: true, summary: summary('top') });
  expect(parts(html).header).toMatch(/<\/thead><tfoot class="rc-table-summary"><tr><td class="rc-table-cell">Total/);
  expect(parts(html).header).toContain('rc-table-sticky-holder');
});
it('docs/demo/sticky-header-and-summary.md: "fixed="bottom" (or fixed) keeps them at the bottom edge"', () => {
  for (const fixed of [true, 'bottom'] as const) {
    const html = render({ columns: [name], data, sticky: true, summary: summary(fixed) });
    expect(
      has(html, 'div', { class: 'rc-table-summary rc-table-sticky-holder', style: 'overflow:hidden;bottom:0' }),
    ).toBe(true);
  }
});
it('docs/demo/sticky-header-and-summary.md: "sticky.offsetSummary lifts it"', () => {
  const html = render({ columns: [name], data, sticky: { offsetSummary: 24 }, summary: summary(true) });
  expect(
    has(html, 'div', { class: 'rc-table-summary rc-table-sticky-holder', style: 'overflow:hidden;bottom:24px' }),
  ).toBe(true);
});
it('docs/demo/sticky-header-and-summary.md: "With scroll.y the body scrolls inside its box, and the summary sits just above or below that box."', () => {
  const bottom = render({ columns: [name], data, scroll: { y: 100 }, summary: summary(true) });
  expect(bottom).toMatch(/class="rc-table-body"[\s\S]*<div style="overflow:hidden" class="rc-table-summary">/);
  expect(parts(render({ columns: [name], data, scroll: { y: 100 }, summary: summary('top') })).header).toContain(
    'Total',
  );
});
it('docs/demo/sticky-header-and-summary.md: "Only the Table.Summary you return at the top level can be fixed"', () => {
  const wrapped = () => h('div', null, summary(true)());
  const { result } = logged(() => render({ columns: [name], data, scroll: { y: 100 }, summary: wrapped as never }));
  expect(parts(result).body).toContain('Total');
  expect(result).not.toContain('class="rc-table-summary"><table');
});
it('docs/demo/sticky-header-and-summary.md: "Its cells take colSpan, rowSpan and className like body cells, and index names the column each one starts in"', () => {
  const html = render({
    columns: [{ ...name, fixed: 'start', width: 100 }, city, { title: 'K', dataIndex: 'key', key: 'k' }],
    data,
    scroll: { x: 800, y: 100 },
    summary: () =>
      h(
        Table.Summary,
        { fixed: true },
        h(
          Table.Summary.Row,
          null,
          h(Table.Summary.Cell, { index: 0, rowSpan: 2, className: 'all' }, 'All'),
          h(Table.Summary.Cell, { index: 1, colSpan: 2 }, 'Avg'),
        ),
      ),
  });
  expect(has(html, 'td', { rowSpan: '2' })).toBe(true);
  const all = /<td [^>]*>All<\/td>/.exec(html)![0];
  expect(all).toContain('rc-table-cell-fix-start');
  expect(all).toContain('rc-table-cell all ');
  expect(has(html, 'td', { colSpan: '2', class: 'rc-table-cell' })).toBe(true);
});
it('docs/demo/sticky-header-and-summary.md: "A summary fixed at the bottom is drawn as a table of its own (at the top it shares the header\'s)"', () => {
  const bottom = render({ columns: [name], data, scroll: { y: 100 }, summary: summary(true) });
  expect(bottom).toMatch(
    /<div style="overflow:hidden" class="rc-table-summary"><table[^>]*><colgroup>|<div style="overflow:hidden" class="rc-table-summary"><table[^>]*><tfoot/,
  );
  expect((bottom.match(/<table/g) ?? []).length).toBe(3);
  expect(
    (render({ columns: [name], data, scroll: { y: 100 }, summary: summary('top') }).match(/<table/g) ?? []).length,
  ).toBe(2);
});
