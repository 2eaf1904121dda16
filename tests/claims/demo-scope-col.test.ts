import { expect, it } from 'vitest';
import { count, data, name, render } from './render.ts';

it('docs/demo/scope-col.md: "The table sets it for you: scope="col" on a header over one column, and scope="colgroup" on a group title"', () => {
  const columns = [{ title: 'Group', key: 'g', children: [name, { title: 'Again', dataIndex: 'name', key: 'again' }] }];
  const html = render({ columns, data });
  expect(html).toMatch(/scope="colgroup"[^>]*>Group/);
  expect(count(html, 'scope="col"')).toBe(2);
});
it('docs/demo/scope-col.md: "a header cell without one gets no scope"', () => {
  const html = render({ columns: [name, { dataIndex: 'name', key: 'untitled' }], data });
  expect(count(html, 'scope=')).toBe(1);
  expect(html.match(/<th[ >]/g)).toHaveLength(2);
});
it('docs/demo/scope-col.md: "Nothing needs configuring."', () => {
  // Columns with a title and nothing else: the scopes are there.
  const html = render({
    columns: [{ title: 'Group', key: 'g', children: [name, { title: 'City', key: 'c', dataIndex: 'city' }] }],
    data,
  });
  expect(count(html, 'scope="colgroup"')).toBe(1);
  expect(count(html, 'scope="col"')).toBe(2);
});
