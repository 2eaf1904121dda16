import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';

const columns: ColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 170, fixed: 'start' },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 280 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
  { title: 'Country', dataIndex: 'country', key: 'country', width: 130 },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 150 },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 120, align: 'right', render: money },
];

const data = makePeople(40);

export default function StickyPlain() {
  // Plain `sticky`: no offsets. In its frame the window is the frame and nothing covers its edges, so the header
  // sticks at the very top and the horizontal scroll bar at the very bottom while the frame scrolls.
  return <Table<Person> columns={columns} data={data} rowKey="key" sticky scroll={{ x: 980 }} />;
}
