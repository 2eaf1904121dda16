import Table from '@rc-component/table';
import { expect, it } from 'vitest';
import { data, h, has, name, render } from './render.ts';

it('docs/demo/sticky-container.md: "offsetHeader stops the header under the 40px toolbar."', () => {
  const html = render({
    columns: [name],
    data,
    sticky: { offsetHeader: 40, offsetSummary: 43, offsetScroll: 32, getContainer: () => null as never },
    summary: () =>
      h(Table.Summary, { fixed: true }, h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0 }, 'T'))),
  });
  expect(has(html, 'div', { class: 'rc-table-header rc-table-sticky-holder', style: 'overflow:hidden;top:40px' })).toBe(
    true,
  );
  expect(
    has(html, 'div', { class: 'rc-table-summary rc-table-sticky-holder', style: 'overflow:hidden;bottom:43px' }),
  ).toBe(true);
});
