import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';

const columns: ColumnsType<Person> = [
  { title: '#', dataIndex: 'key', key: 'key', width: 60, align: 'right', fixed: 'start' },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 170, fixed: 'start' },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 280 },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 150 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 70, align: 'right' },
  { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
  { title: 'Country', dataIndex: 'country', key: 'country', width: 130 },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 150 },
  { title: 'Joined', dataIndex: 'joined', key: 'joined', width: 120 },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 120, align: 'right', fixed: 'end', render: money },
];

const data = makePeople(80);

export default function FixedColumnsAndHeader() {
  // `scroll.y` pins the header above a 360px body; `fixed` pins columns at both ends while the middle scrolls sideways.
  return <Table<Person> columns={columns} data={data} rowKey="key" scroll={{ x: 1380, y: 360 }} />;
}
