/** docs/demo/dropdown.md: what the table does with the rows a filter and sort menu hand it. */
import { expect, it } from 'vitest';
import { data, render, type Row } from './render.ts';

it('docs/demo/dropdown.md: "the table itself knows nothing about filtering or sorting, it simply receives the rows that are left"', () => {
  const rows: Row[] = [...data, { key: 3, name: 'Cy', city: 'Lima' }];
  const columns = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'City', dataIndex: 'city', key: 'city' },
  ];
  // Sorting and filtering settings as other table libraries take them change nothing: same markup, rows in order.
  const asked = columns.map((column) => ({
    ...column,
    sorter: (a: Row, b: Row) => b.name.localeCompare(a.name),
    sortOrder: 'ascend',
    defaultSortOrder: 'descend',
    filters: [{ text: 'Lyon', value: 'Lyon' }],
    filteredValue: ['Lyon'],
    onFilter: (value: string, row: Row) => row.city === value,
  }));
  const plain = render({ columns, data: rows });
  expect(render({ columns: asked, data: rows } as never)).toBe(plain);
  expect([...plain.matchAll(/data-row-key="(\d+)"/g)].map((match) => match[1])).toEqual(['1', '2', '3']);
  // What it shows is the rows it is given, in their order.
  const left = rows.filter((row) => row.city !== 'Lyon').reverse();
  expect([...render({ columns, data: left }).matchAll(/data-row-key="(\d+)"/g)].map((match) => match[1])).toEqual([
    '3',
    '1',
  ]);
});
