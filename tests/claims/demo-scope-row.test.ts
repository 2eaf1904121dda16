import { expect, it } from 'vitest';
import { city, data, has, name, render, type Row } from './render.ts';

it('docs/demo/scope-row.md: "Set rowScope on a column to render its body cells as <th> with that scope instead of <td>."', () => {
  const html = render({ columns: [{ ...name, rowScope: 'row' }, city], data });
  expect(html).toContain('<th class="rc-table-cell" scope="row">Bo</th>');
  expect(html).toContain('<td class="rc-table-cell">Lyon</td>');
});
it('docs/demo/scope-row.md: "Its cells span all of a region\'s rows through onCell returning rowSpan"', () => {
  const html = render({
    columns: [
      { ...name, rowScope: 'rowgroup', onCell: (_: Row, index?: number) => ({ rowSpan: index === 0 ? 2 : 0 }) },
      city,
    ],
    data,
  });
  expect(has(html, 'th', { scope: 'rowgroup', rowSpan: '2' })).toBe(true);
  expect(html).not.toContain('>Bo</th>');
});
