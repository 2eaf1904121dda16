import { expect, it } from 'vitest';
import { data, name, render } from './render.ts';

it('docs/demo/title-and-footer.md: "title and footer add a panel above and below the table, inside its border."', () => {
  const html = render({ columns: [name], data, title: () => 'Above', footer: () => 'Below' });
  expect(html).toMatch(
    /^<div class="rc-table"><div class="rc-table-title">Above<\/div><div class="rc-table-container">.*<\/div><div class="rc-table-footer">Below<\/div><\/div>$/,
  );
});
it('docs/demo/title-and-footer.md: "Both are functions that get the rows the table is showing and return what to render."', () => {
  const seen: unknown[] = [];
  render({ columns: [name], data, title: (rows) => (seen.push(rows), 't'), footer: (rows) => (seen.push(rows), 'f') });
  expect(seen).toEqual([data, data]);
});
