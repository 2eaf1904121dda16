import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, ColumnType, GetComponentProps } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';
import './rowAndCellClick.css';

const data = makePeople(6);

export default function RowAndCellClick() {
  const [log, setLog] = useState<{ id: number; source: string; text: string }[]>([]);
  const nextId = useRef(0);
  const logTitle = useId();

  const record = (source: string, text: string) => {
    const id = ++nextId.current;
    setLog((entries) => [{ id, source, text }, ...entries].slice(0, 8));
  };

  const columns: ColumnsType<Person> = [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 170 },
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      // onCell: props for each <td> of this column, built from the row's record.
      onCell: (person) => ({
        className: 'row-cell-click-target',
        onClick: () => record('onCell', `clicked the email cell of ${person.name}`),
      }),
    },
    { title: 'Department', dataIndex: 'department', key: 'department', width: 140 },
    { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 120, align: 'right', render: money },
  ];

  // onRow: props for each <tr>. A tabIndex and a key handler let keyboard users do what a click does.
  const onRow: GetComponentProps<Person> = (person, index) => ({
    tabIndex: 0,
    onClick: () => record('onRow', `clicked row ${(index ?? 0) + 1}, ${person.name}`),
    onDoubleClick: () => record('onRow', `double-clicked ${person.name}`),
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) {
        record('onRow', `pressed Enter on ${person.name}`);
      }
    },
  });

  // onHeaderRow: props for each header <tr>; it receives the row's columns, and the target tells which title was hit.
  const onHeaderRow: GetComponentProps<readonly ColumnType<Person>[]> = () => ({
    onClick: (event: MouseEvent<HTMLTableRowElement>) => {
      const th = (event.target as HTMLElement).closest('th');
      record('onHeaderRow', `clicked the "${th?.textContent ?? ''}" header`);
    },
  });

  return (
    <div>
      <Table<Person>
        className="row-cell-click"
        columns={columns}
        data={data}
        rowKey="key"
        onRow={onRow}
        onHeaderRow={onHeaderRow}
        scroll={{ x: 720 }}
        caption="Click a row, an email cell or a column title"
      />
      <div className="row-cell-click-log">
        <div className="row-cell-click-log-head">
          <strong id={logTitle}>Events (latest first)</strong>
          <button type="button" onClick={() => setLog([])} disabled={log.length === 0}>
            Clear
          </button>
        </div>
        <ol aria-labelledby={logTitle} aria-live="polite">
          {log.length === 0 ? (
            <li className="row-cell-click-empty">Nothing yet.</li>
          ) : (
            log.map((entry) => (
              <li key={entry.id}>
                <code>{entry.source}</code> {entry.text}
              </li>
            ))
          )}
        </ol>
      </div>
    </div>
  );
}
