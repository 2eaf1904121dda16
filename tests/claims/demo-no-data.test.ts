import { expect, it, vi } from 'vitest';
import { city, h, name, render } from './render.ts';

it('docs/demo/no-data.md: "When data is empty the table keeps its header and shows one full-width row with the text "No Data"."', () => {
  const html = render({ columns: [name, city], data: [] });
  expect(html).toContain('>Name</th>');
  expect(html).toMatch(/<tr class="rc-table-placeholder"><td class="rc-table-cell" colSpan="2">No Data<\/td><\/tr>/);
});
it('docs/demo/no-data.md: "The emptyText prop replaces that text with any React node, or with a function that returns one."', () => {
  expect(render({ columns: [name], data: [], emptyText: h('em', null, 'None') })).toContain('<em>None</em>');
  expect(render({ columns: [name], data: [], emptyText: () => 'Nothing yet' })).toContain('>Nothing yet</td>');
});
it('docs/demo/no-data.md: "Passing emptyText={undefined} on purpose replaces the default with nothing and leaves a blank row."', () => {
  expect(render({ columns: [name], data: [] })).toContain('No Data');
  const html = render({ columns: [name], data: [], emptyText: undefined });
  expect(html).not.toContain('No Data');
  expect(html).toContain('<tr class="rc-table-placeholder">');
});
it('docs/demo/no-data.md: "To keep the default text, leave emptyText out."', () => {
  expect(render({ columns: [name], data: [] })).toContain('>No Data</td>');
});
it('docs/demo/no-data.md: "It passes a function, which the table calls only while there are no rows"', () => {
  const emptyText = vi.fn(() => 'Nobody');
  expect(render({ columns: [name], data: [{ key: 1, name: 'Ann' }], emptyText })).not.toContain('Nobody');
  expect(emptyText).not.toHaveBeenCalled();
  expect(render({ columns: [name], data: [], emptyText })).toContain('>Nobody</td>');
  expect(emptyText).toHaveBeenCalledTimes(1);
});
