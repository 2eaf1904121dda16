import { expect, it } from 'vitest';
import { data, name, recorder, render } from './render.ts';

it('docs/demo/react-dnd.md: "Each body row is rendered through components.body.row"', () => {
  const rows = recorder<Record<string, unknown>>('tr');
  render({ columns: [name], data, components: { body: { row: rows.Component } } });
  expect(rows.calls).toHaveLength(2);
});
it('docs/demo/react-dnd.md: "keyed by the data-row-key attribute rc-table puts on every row"', () => {
  const rows = recorder<Record<string, unknown>>('tr');
  render({ columns: [name], data, components: { body: { row: rows.Component } } });
  expect(rows.calls.map((props) => props['data-row-key'])).toEqual([1, 2]);
});
