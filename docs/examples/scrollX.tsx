import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnType, TableProps } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';

const columns: ColumnType<Person>[] = [
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

// The same columns with no width or minWidth: their content decides.
const contentColumns = columns.map((column) => ({ ...column, width: undefined, minWidth: undefined }));

const data = makePeople(8);

type Mode = 'sum' | 'true' | 'max-content' | 'calc';
const scrollX: Record<Mode, NonNullable<TableProps<Person>['scroll']>['x']> = {
  // The columns add up to 1290px; the table is at least that wide and scrolls sideways inside its own box
  // instead of squeezing the columns or stretching the page.
  sum: 1290,
  // As wide as the content needs, at least the box: text wraps where it can, and it scrolls for the rest.
  true: true,
  // Every cell on one line: as wide as the longest lines.
  'max-content': 'max-content',
  // Any CSS width: 700px plus half the box, so the table grows with the box and still scrolls inside it.
  calc: 'calc(700px + 50%)',
};

export default function ScrollX() {
  const [mode, setMode] = useState<Mode>('sum');
  return (
    <div>
      <label style={{ display: 'block', marginBottom: 12 }}>
        <code>scroll.x</code>{' '}
        <select value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <option value="sum">1290 (the columns&apos; widths added up)</option>
          <option value="true">true (no widths)</option>
          <option value="max-content">&apos;max-content&apos; (no widths)</option>
          <option value="calc">&apos;calc(700px + 50%)&apos; (no widths)</option>
        </select>
      </label>
      <Table<Person>
        columns={mode === 'sum' ? columns : contentColumns}
        data={data}
        rowKey="key"
        scroll={{ x: scrollX[mode] }}
        caption="Staff directory"
      />
    </div>
  );
}
