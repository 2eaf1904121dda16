import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, TableProps } from '@rc-component/table';
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

const people = makePeople(50);

type Variant = 'page' | 'scroll-y' | 'offset-scroll' | 'empty';

// Every variant sticks the header 60px below the top of the window, just under this site's own
// 60px top bar, and is wider than the page (scroll.x), so it also gets a horizontal scroll bar
// that sticks to the bottom of the window while the table's bottom is out of view.
const variants: Record<Variant, Pick<TableProps<Person>, 'sticky' | 'scroll' | 'data'>> = {
  // No scroll.y: the page scrolls, and the table keeps its full height.
  page: { sticky: { offsetHeader: 60 }, scroll: { x: 1310 }, data: people },
  // The rows also scroll in a 300px box of their own, under the header.
  'scroll-y': { sticky: { offsetHeader: 60 }, scroll: { x: 1310, y: 300 }, data: people },
  // The sticky scroll bar sits 48px above the bottom of the window instead of on it.
  'offset-scroll': { sticky: { offsetHeader: 60, offsetScroll: 48 }, scroll: { x: 1310 }, data: people },
  // No rows: the header keeps the columns' widths and scrolls sideways with the empty row.
  empty: { sticky: { offsetHeader: 60 }, scroll: { x: 1310 }, data: [] },
};

export default function StickyHeader() {
  const [variant, setVariant] = useState<Variant>('page');
  return (
    <div>
      <label style={{ display: 'block', marginBottom: 12 }}>
        Variant{' '}
        <select value={variant} onChange={(event) => setVariant(event.target.value as Variant)}>
          <option value="page">the page scrolls</option>
          <option value="scroll-y">scroll.y: 300 as well</option>
          <option value="offset-scroll">offsetScroll: 48</option>
          <option value="empty">no rows</option>
        </select>
      </label>
      <Table<Person> columns={columns} rowKey="key" {...variants[variant]} />
    </div>
  );
}
