import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';

const columns: ColumnsType<Person> = [
  { title: '#', dataIndex: 'key', key: 'key', width: 60, align: 'right' },
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Department', dataIndex: 'department', key: 'department' },
  { title: 'City', dataIndex: 'city', key: 'city' },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 120, align: 'right', render: money },
];

const data = makePeople(40);

export default function ScrollY() {
  // The body is capped at 320px and scrolls on its own; the header is drawn in a separate
  // table above it, so the column titles never scroll out of view.
  return <Table<Person> columns={columns} data={data} rowKey="key" scroll={{ y: 320 }} />;
}
