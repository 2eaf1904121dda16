import { useId, useRef, useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, Reference } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';
import './scrollXY.css';

const columns: ColumnsType<Person> = [
  { title: '#', dataIndex: 'key', key: 'key', width: 60, align: 'right' },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 170 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 70, align: 'right' },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 280 },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 150 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
  { title: 'Country', dataIndex: 'country', key: 'country', width: 130 },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 150 },
  { title: 'Joined', dataIndex: 'joined', key: 'joined', width: 120 },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 120, align: 'right', render: money },
];

const data = makePeople(60);

export default function ScrollXY() {
  // `scrollTo` on the ref scrolls the table body to a pixel offset (`top`), a row `key` or a row `index`.
  const tableRef = useRef<Reference>(null);
  // Where a row found by `key` or `index` lands, and how many pixels to add after that.
  const [align, setAlign] = useState<ScrollLogicalPosition>('nearest');
  const [offset, setOffset] = useState(0);
  const alignId = useId();
  const offsetId = useId();

  return (
    <div>
      <div className="scroll-xy-toolbar" role="group" aria-label="Scroll the table body">
        <label htmlFor={alignId}>align</label>
        <select id={alignId} value={align} onChange={(event) => setAlign(event.target.value as ScrollLogicalPosition)}>
          {(['start', 'center', 'end', 'nearest'] as const).map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
        <label htmlFor={offsetId}>offset</label>
        <input
          id={offsetId}
          type="number"
          step={20}
          value={offset}
          onChange={(event) => setOffset(Number(event.target.value) || 0)}
        />
        <button type="button" onClick={() => tableRef.current?.scrollTo({ top: 0 })}>
          Top
        </button>
        <button type="button" onClick={() => tableRef.current?.scrollTo({ key: 30, align, offset })}>
          Row 30
        </button>
        <button type="button" onClick={() => tableRef.current?.scrollTo({ index: data.length - 1, align, offset })}>
          Last row
        </button>
      </div>
      <Table<Person> ref={tableRef} columns={columns} data={data} rowKey="key" scroll={{ x: 1380, y: 340 }} />
    </div>
  );
}
