import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';

const columns: ColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 170 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 70, align: 'right' },
  // With the 'auto' layout, minWidth is written into this column's <col> as min-width.
  { title: 'Email', dataIndex: 'email', key: 'email', width: 250, minWidth: 200 },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 150 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
  { title: 'Country', dataIndex: 'country', key: 'country', width: 130 },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 150 },
  { title: 'Joined', dataIndex: 'joined', key: 'joined', width: 120 },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 120, align: 'right', render: money },
];

const data = makePeople(8);

export default function ScrollX() {
  // The columns add up to 1290px; `scroll.x` makes the table at least that wide and lets it scroll sideways
  // inside its own box instead of squeezing the columns or stretching the page.
  return <Table<Person> columns={columns} data={data} rowKey="key" scroll={{ x: 1290 }} caption="Staff directory" />;
}
