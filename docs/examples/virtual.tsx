import type { ReactElement } from 'react';
import { VirtualTable, type VirtualTableProps } from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';

// In 1.12.0 the exported component's type leaves out `listItemHeight`; this restores the documented props.
const PeopleTable = VirtualTable as <T>(props: VirtualTableProps<T>) => ReactElement;

const columns: ColumnsType<Person> = [
  { title: '#', dataIndex: 'key', key: 'key', width: 80, align: 'right', fixed: 'start' },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 180 },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 260 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 140 },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 160 },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 130, align: 'right', render: money },
];

// Fifty thousand rows: only the rows in view are in the DOM.
const data = makePeople(50_000);

export default function Virtual() {
  return (
    <PeopleTable<Person> columns={columns} data={data} rowKey="key" scroll={{ x: 950, y: 400 }} listItemHeight={40} />
  );
}
