import { useId, useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';
import './stickyHeaderAndSummary.css';

const columns: ColumnsType<Person> = [
  { title: '#', dataIndex: 'key', key: 'key', width: 60, align: 'right' },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 180 },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 150 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 80, align: 'right' },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 140, align: 'right', render: money },
];

const data = makePeople(40);

const average = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

type Position = 'top' | 'bottom';

export default function StickyHeaderAndSummary() {
  const [position, setPosition] = useState<Position>('bottom');
  const [boxed, setBoxed] = useState(false);
  const radioName = useId();

  return (
    <div>
      <div className="sticky-summary-controls">
        <fieldset>
          <legend>Summary</legend>
          {(['top', 'bottom'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={radioName}
                value={value}
                checked={position === value}
                onChange={() => setPosition(value)}
              />
              fixed=&quot;{value}&quot;
            </label>
          ))}
        </fieldset>
        <label>
          <input type="checkbox" checked={boxed} onChange={(event) => setBoxed(event.target.checked)} />
          Scroll inside a 300px box instead of the page
        </label>
      </div>
      <Table<Person>
        columns={columns}
        data={data}
        rowKey="key"
        // Page mode: `sticky` keeps the header (60px down, under the site's top bar) and the summary in view.
        // Box mode: `scroll.y` gives the body its own scroll box, and the summary sits above or below it.
        sticky={boxed ? undefined : { offsetHeader: 60 }}
        scroll={boxed ? { x: 610, y: 300 } : { x: 610 }}
        summary={(rows) => (
          // Only a single <Table.Summary> at the top level can be fixed.
          <Table.Summary fixed={position}>
            <Table.Summary.Row>
              {/* One label cell spans both summary rows. */}
              <Table.Summary.Cell index={0} rowSpan={2} className="sticky-summary-label">
                All
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} colSpan={2}>
                Average
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {average(rows.map((row) => row.age))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {money(average(rows.map((row) => row.salary)))}
              </Table.Summary.Cell>
            </Table.Summary.Row>
            {/* A fixed summary is a table of its own: a cell starts in every column, in one row or the other. */}
            <Table.Summary.Row>
              <Table.Summary.Cell index={1}>Total</Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={2}>
                {rows.length} people
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {money(rows.reduce((sum, row) => sum + row.salary, 0))}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </div>
  );
}
