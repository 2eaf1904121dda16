import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, TableProps } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';
import './sticky-container.css';

const columns: ColumnsType<Person> = [
  { title: '#', dataIndex: 'key', key: 'key', width: 60, align: 'right' },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 170 },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 280 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
  { title: 'Country', dataIndex: 'country', key: 'country', width: 130 },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 150 },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 130, align: 'right', render: money },
];

const data = makePeople(30);

// Heights of the box's own bars (see sticky-container.css) and of the table's sticky scroll bar.
const TOOLBAR = 40;
const STATUS_BAR = 32;
const SCROLL_BAR = 11;

export default function StickyContainer() {
  // The box, once it is in the page: setting it re-renders the table with its container.
  const [box, setBox] = useState<HTMLDivElement | null>(null);

  const sticky: TableProps<Person>['sticky'] = {
    // The element that scrolls: the sticky scroll bar follows its scrolling, not the window's.
    // Before the box exists (and while prerendering, where there is no window) the table falls back to the window.
    getContainer: () => box ?? globalThis.window,
    // The header stops under the box's toolbar.
    offsetHeader: TOOLBAR,
    // The table's horizontal scroll bar sits on the box's status bar...
    offsetScroll: STATUS_BAR,
    // ...and the summary sits on that scroll bar.
    offsetSummary: STATUS_BAR + SCROLL_BAR,
  };

  return (
    <div
      ref={setBox}
      className="sticky-container"
      tabIndex={0}
      role="region"
      aria-label="Staff list, scrolls on its own"
    >
      <div className="sticky-container-toolbar">Staff · {data.length} people</div>
      <Table<Person>
        columns={columns}
        data={data}
        rowKey="key"
        scroll={{ x: 1050 }}
        sticky={sticky}
        summary={(rows) => (
          <Table.Summary fixed>
            {/* One cell per column: the summary is a table of its own here, and every column needs a cell. */}
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} />
              <Table.Summary.Cell index={1}>Total payroll</Table.Summary.Cell>
              <Table.Summary.Cell index={2}>{rows.length} people</Table.Summary.Cell>
              <Table.Summary.Cell index={3} />
              <Table.Summary.Cell index={4} />
              <Table.Summary.Cell index={5} />
              <Table.Summary.Cell index={6} align="right">
                {money(rows.reduce((sum, row) => sum + row.salary, 0))}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
      <div className="sticky-container-status">
        Scroll inside this box: the header, summary and scroll bar stay in it.
      </div>
    </div>
  );
}
