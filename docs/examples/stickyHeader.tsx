import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';

const columns: ColumnsType<Person> = [
  { title: '#', dataIndex: 'key', key: 'key', width: 60, align: 'right', fixed: 'start' },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 170, fixed: 'start' },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 280 },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 150 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
  { title: 'Country', dataIndex: 'country', key: 'country', width: 130 },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 150 },
  { title: 'Joined', dataIndex: 'joined', key: 'joined', width: 120 },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 120, align: 'right', render: money },
];

const data = makePeople(50);

export default function StickyHeader() {
  return (
    <Table<Person>
      columns={columns}
      data={data}
      rowKey="key"
      // No scroll.y: the page scrolls, and the header sticks 60px below the top of the window,
      // just under this site's own 60px top bar. The wide columns also get a horizontal
      // scroll bar that sticks to the bottom of the window.
      sticky={{ offsetHeader: 60 }}
      scroll={{ x: 1310 }}
    />
  );
}
