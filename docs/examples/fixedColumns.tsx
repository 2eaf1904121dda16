import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';

const columns: ColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 160, fixed: 'start' },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 70, fixed: 'start', align: 'right' },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 240 },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 150 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
  { title: 'Country', dataIndex: 'country', key: 'country', width: 130 },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 150 },
  { title: 'Joined', dataIndex: 'joined', key: 'joined', width: 120 },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 120, fixed: 'end', align: 'right', render: money },
];

const data = makePeople(12);

export default function FixedColumns() {
  return <Table<Person> columns={columns} data={data} rowKey="key" scroll={{ x: 1300 }} caption="Staff directory" />;
}
