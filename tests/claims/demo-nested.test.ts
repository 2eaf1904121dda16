import { expect, it } from 'vitest';
import { render } from './render.ts';

const people = [
  { key: 1, name: { first: 'Ann', last: 'Lee' }, address: { city: 'Lagos' }, contact: { phones: ['555-1', '555-2'] } },
  { key: 2, name: { first: 'Bo', last: 'Ng' }, address: { city: 'Lyon' }, contact: {} },
];
it('docs/demo/nested.md: "give dataIndex an array of keys"', () => {
  const html = render({
    columns: [
      { title: 'City', dataIndex: ['address', 'city'], key: 'city' },
      { title: 'Phone', dataIndex: ['contact', 'phones', 0], key: 'phone' },
    ],
    data: people as never,
  });
  expect(html).toContain('>Lagos</td>');
  expect(html).toContain('>555-1</td>');
});
it('docs/demo/nested.md: "A missing step along the way gives undefined rather than an error"', () => {
  const values: unknown[] = [];
  render({
    columns: [
      {
        title: 'Phone',
        dataIndex: ['contact', 'phones', 0],
        key: 'p',
        render: (value: unknown) => (values.push(value), '-'),
      },
    ],
    data: people as never,
  });
  expect(values).toEqual(['555-1', undefined]);
});
it('docs/demo/nested.md: "A path can also stop at an object"', () => {
  const seen: unknown[] = [];
  const html = render({
    columns: [
      {
        title: 'Name',
        dataIndex: 'name',
        key: 'n',
        render: (value: { first: string; last: string }, record: unknown) => (
          seen.push(record),
          `${value.last}, ${value.first}`
        ),
      },
    ],
    data: people as never,
  });
  expect(html).toContain('>Lee, Ann</td>');
  expect(seen).toEqual(people);
});
it('docs/demo/nested.md: "render always gets the full record as its second argument"', () => {
  const seen: unknown[] = [];
  render({
    columns: [
      {
        title: 'Name',
        dataIndex: ['name', 'first'],
        key: 'first',
        render: (_: unknown, row: unknown) => (seen.push(row), 'x'),
      },
      { title: 'City', dataIndex: 'address', key: 'city', render: (_: unknown, row: unknown) => (seen.push(row), 'x') },
      { title: 'Whole', key: 'whole', render: (_: unknown, row: unknown) => (seen.push(row), 'x') },
    ],
    data: people,
  } as never);
  // Whatever the column's dataIndex (a path, a key, none), the second argument is the record itself.
  expect(seen).toHaveLength(6);
  expect(seen.filter((row) => row === people[0]).length).toBe(3);
  expect(seen.filter((row) => row === people[1]).length).toBe(3);
});
