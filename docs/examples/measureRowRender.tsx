import {
  cloneElement,
  isValidElement,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';
import './measureRowRender.css';

type SortKey = 'name' | 'department' | 'age' | 'salary';
type Sort = { key: SortKey; order: 'ascending' | 'descending' };

const data = makePeople(30);

/** A column title that is a button: click to sort by that column. */
function SortTitle({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === column;
  return (
    <button type="button" className="measure-row-sort" onClick={() => onSort(column)}>
      {label}
      <span aria-hidden="true">{active ? (sort.order === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
    </button>
  );
}

/**
 * The table renders a hidden "measure row" at the top of the body to read the column widths, and it copies
 * each column title into it. Buttons in the titles are copied too: invisible, but still reachable with Tab.
 * `measureRowRender` receives that row; making it `inert` takes its copies out of the tab order and the
 * accessibility tree without changing its layout, so the measured widths stay the same.
 */
const inertMeasureRow = (measureRow: ReactNode) =>
  isValidElement<HTMLAttributes<HTMLTableRowElement>>(measureRow)
    ? cloneElement(measureRow, { inert: true })
    : measureRow;

export default function MeasureRowRender() {
  const [sort, setSort] = useState<Sort>({ key: 'name', order: 'ascending' });
  const [fixed, setFixed] = useState(true);
  const [tabStops, setTabStops] = useState<number>();
  const [focusNote, setFocusNote] = useState('');
  const wrapper = useRef<HTMLDivElement>(null);

  const columns = useMemo<ColumnsType<Person>>(() => {
    const onSort = (key: SortKey) =>
      setSort((current) => ({
        key,
        order: current.key === key && current.order === 'ascending' ? 'descending' : 'ascending',
      }));
    // The title is a button; aria-sort on the <th> tells screen readers which column is sorted.
    const sortable = (label: string, column: SortKey) => ({
      title: <SortTitle label={label} column={column} sort={sort} onSort={onSort} />,
      onHeaderCell: () => ({ 'aria-sort': sort.key === column ? sort.order : undefined }),
    });
    return [
      { ...sortable('Name', 'name'), dataIndex: 'name', key: 'name' },
      { ...sortable('Department', 'department'), dataIndex: 'department', key: 'department' },
      { ...sortable('Age', 'age'), dataIndex: 'age', key: 'age', align: 'right', width: 100 },
      {
        ...sortable('Salary', 'salary'),
        dataIndex: 'salary',
        key: 'salary',
        align: 'right',
        width: 140,
        render: money,
      },
    ];
  }, [sort]);

  const sorted = useMemo(() => {
    const direction = sort.order === 'ascending' ? 1 : -1;
    return [...data].sort((a, b) => {
      const x = a[sort.key];
      const y = b[sort.key];
      return (
        direction * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en'))
      );
    });
  }, [sort]);

  // Count the buttons Tab can reach inside the table, after each render.
  useEffect(() => {
    const buttons = wrapper.current?.querySelectorAll('.rc-table button') ?? [];
    setTabStops(Array.from(buttons).filter((button) => !button.closest('[inert]')).length);
  }, [fixed, columns]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const inMeasureRow = event.target.closest('.rc-table-measure-row');
    setFocusNote(
      inMeasureRow ? `Focus is on an invisible copy of "${event.target.textContent}" in the measure row.` : '',
    );
  };

  return (
    <div ref={wrapper} onFocus={onFocus}>
      <div className="measure-row-controls">
        <label>
          <input type="checkbox" checked={fixed} onChange={(event) => setFixed(event.target.checked)} />
          Make the measure row inert with <code>measureRowRender</code>
        </label>
        <p aria-live="polite">
          Tab through the column titles. Buttons reachable with Tab:{' '}
          <strong className="measure-row-count">{tabStops ?? '…'}</strong> (the header shows 4).{' '}
          {focusNote && <span className="measure-row-warning">{focusNote}</span>}
        </p>
      </div>
      <Table<Person>
        columns={columns}
        data={sorted}
        rowKey="key"
        // With scroll.y the header lives in its own table, so the body needs the measure row.
        scroll={{ y: 300 }}
        measureRowRender={fixed ? inertMeasureRow : undefined}
      />
    </div>
  );
}
