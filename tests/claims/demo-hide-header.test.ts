import { expect, it } from 'vitest';
import { city, data, name, render } from './render.ts';

it('docs/demo/hide-header.md: "showHeader={false} leaves out the whole <thead>."', () => {
  expect(render({ columns: [name], data, showHeader: false })).not.toContain('<thead');
});
it('docs/demo/hide-header.md: "the Field column sets rowScope: \'row\' to render those cells as <th scope="row">"', () => {
  expect(render({ columns: [{ ...name, rowScope: 'row' }, city], data, showHeader: false })).toContain(
    '<th class="rc-table-cell" scope="row">Ann</th>',
  );
});
it('docs/demo/hide-header.md: "The caption still names the table as a whole."', () => {
  expect(render({ columns: [name], data, showHeader: false, caption: 'Order' })).toContain(
    '<caption class="rc-table-caption">Order</caption>',
  );
});
