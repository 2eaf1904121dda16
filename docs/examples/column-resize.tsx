import { useState, type KeyboardEvent, type ThHTMLAttributes } from 'react';
import Table from '@rc-component/table';
import type { ColumnType, ColumnsType } from '@rc-component/table';
import { Resizable } from 'react-resizable';
import { makePeople, money, type Person } from './data/people';
import './column-resize.css';

const MIN_WIDTH = 80;
const MAX_WIDTH = 480;
const KEY_STEP = 10;

/** What our header cell receives: the usual <th> props, plus what `onHeaderCell` adds. */
interface ResizableTitleProps extends ThHTMLAttributes<HTMLTableCellElement> {
  columnWidth?: number;
  columnName?: string;
  onColumnResize?: (width: number) => void;
}

const clamp = (width: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));

/**
 * `components.header.cell`: a <th> wrapped in react-resizable's <Resizable>, with a handle on its end edge.
 * The handle is also a focusable separator: arrow keys resize the column by 10 px (50 px with Shift).
 */
function ResizableTitle({ columnWidth, columnName, onColumnResize, ...props }: ResizableTitleProps) {
  if (columnWidth === undefined || !onColumnResize) return <th {...props} />;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    if (event.key === 'ArrowRight') onColumnResize(clamp(columnWidth + step));
    else if (event.key === 'ArrowLeft') onColumnResize(clamp(columnWidth - step));
    else return;
    event.preventDefault();
  };

  // A DOM element handle: Resizable attaches its own ref to it, so react-draggable never needs findDOMNode (gone in React 19).
  const handle = (
    <span
      className="column-resize-handle"
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${columnName ?? 'column'}`}
      aria-valuenow={columnWidth}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      tabIndex={0}
      onKeyDown={onKeyDown}
    />
  );

  return (
    <Resizable
      width={columnWidth}
      height={0}
      axis="x"
      resizeHandles={['e']}
      minConstraints={[MIN_WIDTH, 0]}
      maxConstraints={[MAX_WIDTH, 0]}
      handle={handle}
      onResize={(_, { size }) => onColumnResize(clamp(size.width))}
    >
      <th {...props} />
    </Resizable>
  );
}

const components = { header: { cell: ResizableTitle } };

type ColumnKey = 'name' | 'department' | 'city' | 'salary';

const people = makePeople(8);

export default function ColumnResize() {
  const [widths, setWidths] = useState<Record<ColumnKey, number>>({
    name: 180,
    department: 150,
    city: 130,
    salary: 120,
  });

  const resizable = (key: ColumnKey, name: string): ColumnType<Person> => ({
    key,
    width: widths[key],
    onHeaderCell: (): ResizableTitleProps => ({
      columnWidth: widths[key],
      columnName: name,
      onColumnResize: (width) => setWidths((current) => ({ ...current, [key]: width })),
    }),
  });

  const columns: ColumnsType<Person> = [
    { title: 'Name', dataIndex: 'name', ...resizable('name', 'Name'), ellipsis: true },
    { title: 'Department', dataIndex: 'department', ...resizable('department', 'Department'), ellipsis: true },
    { title: 'City', dataIndex: 'city', ...resizable('city', 'City'), ellipsis: true },
    { title: 'Salary', dataIndex: 'salary', ...resizable('salary', 'Salary'), align: 'right', render: money },
    // The last column has no width: it takes whatever room is left.
    { title: 'Email', dataIndex: 'email', key: 'email', ellipsis: true },
  ];

  const total = Object.values(widths).reduce((sum, width) => sum + width, 0);
  return (
    <>
      <p className="column-resize-widths">
        Widths:{' '}
        {columns
          .slice(0, 4)
          .map((column) => `${String(column.title)} ${widths[column.key as ColumnKey]} px`)
          .join(', ')}
      </p>
      <Table<Person>
        columns={columns}
        data={people}
        rowKey="key"
        components={components}
        tableLayout="fixed"
        scroll={{ x: total + 200 }}
        caption="Drag the edge of a header, or focus it and use the arrow keys"
      />
    </>
  );
}
