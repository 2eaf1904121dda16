import { useImperativeHandle, useMemo, useState, type ReactNode, type UIEvent } from 'react';
import Table from '@rc-component/table';
import type { ColumnType, TableProps } from '@rc-component/table';
import { List, useListRef, type RowComponentProps } from 'react-window';
import { makePeople, money, type Person } from './data/people';
import './virtual-list.css';

// A custom body draws its own cells, so every column needs a pixel width: the header uses the same numbers.
type Column = Omit<ColumnType<Person>, 'dataIndex' | 'width' | 'render'> & {
  dataIndex: keyof Person;
  width: number;
  render?(value: Person[keyof Person], record: Person, index: number): ReactNode;
};

const columns: Column[] = [
  { title: '#', dataIndex: 'key', key: 'key', width: 80, align: 'right' },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 180 },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 280 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 150 },
  { title: 'Joined', dataIndex: 'joined', key: 'joined', width: 120 },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 130, align: 'right', render: money },
];

const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
const ROW_HEIGHT = 44;
const BODY_HEIGHT = 400;

/** The second argument of the `components.body` render function: scroll bar size, a ref and a scroll callback. */
type BodyInfo = Parameters<
  Extract<NonNullable<TableProps<Person>['components']>['body'], (...args: never[]) => unknown>
>[1];

interface RowData {
  rows: readonly Person[];
  widths: number[];
  rowWidth: number;
}

/** One row of the body: plain divs that reuse the table's cell class, so they look like the header. */
function Row({ index, style, ariaAttributes, rows, widths, rowWidth }: RowComponentProps<RowData>) {
  const person = rows[index];
  return (
    <div {...ariaAttributes} className="virtual-list-row" style={{ ...style, width: rowWidth }}>
      {columns.map((column, i) => {
        const value = person[column.dataIndex];
        return (
          <div
            key={column.key}
            className="rc-table-cell virtual-list-cell"
            style={{ width: widths[i], textAlign: column.align === 'right' ? 'right' : undefined }}
          >
            {column.render ? column.render(value, person, index) : value}
          </div>
        );
      })}
    </div>
  );
}

function VirtualBody({ rows, info }: { rows: readonly Person[]; info: BodyInfo }) {
  const listRef = useListRef(null);

  // The table keeps its header in step with the body through this handle: it reads and writes scrollLeft,
  // and its own ref's scrollTo({ index }) is passed on to the list.
  useImperativeHandle(info.ref, () => ({
    get scrollLeft() {
      return listRef.current?.element?.scrollLeft ?? 0;
    },
    set scrollLeft(value: number) {
      const element = listRef.current?.element;
      if (element) element.scrollLeft = value;
    },
    scrollTo: ({ index }) => {
      if (index !== undefined) listRef.current?.scrollToRow({ index, align: 'smart' });
    },
  }));

  // The last header column is narrowed by the scroll bar width; do the same so the columns line up.
  // Memoised, because the list re-renders every visible row when rowProps changes.
  const { scrollbarSize } = info;
  const rowProps = useMemo<RowData>(
    () => ({
      rows,
      widths: columns.map((column, i) => (i === columns.length - 1 ? column.width - scrollbarSize : column.width)),
      rowWidth: totalWidth - scrollbarSize,
    }),
    [rows, scrollbarSize],
  );

  return (
    <List
      listRef={listRef}
      className="virtual-list-body"
      // The list scrolls by itself: focusable, so the arrow keys and Page Down scroll it too.
      tabIndex={0}
      aria-label={`${rows.length.toLocaleString('en-US')} people`}
      style={{ height: BODY_HEIGHT }}
      defaultHeight={BODY_HEIGHT}
      rowCount={rows.length}
      rowHeight={ROW_HEIGHT}
      rowComponent={Row}
      rowProps={rowProps}
      onScroll={(event: UIEvent<HTMLDivElement>) =>
        info.onScroll({ currentTarget: event.currentTarget, scrollLeft: event.currentTarget.scrollLeft })
      }
    />
  );
}

// `components.body` as a function replaces the whole scrolling body; the table still draws the header.
const components: TableProps<Person>['components'] = {
  body: (rows, info) => <VirtualBody rows={rows} info={info} />,
};

export default function VirtualListDemo() {
  // Ten thousand sample rows, made once when the demo first renders rather than while its module loads.
  const [data] = useState(() => makePeople(10_000));
  return (
    <Table<Person>
      columns={columns}
      data={data}
      rowKey="key"
      scroll={{ x: totalWidth, y: BODY_HEIGHT }}
      tableLayout="fixed"
      components={components}
    />
  );
}
