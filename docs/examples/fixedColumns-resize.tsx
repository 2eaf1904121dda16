import { useRef, useState, type KeyboardEvent, type PointerEvent, type ThHTMLAttributes } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';
import './fixedColumns-resize.css';

const MIN_WIDTH = 60;
const MAX_WIDTH = 400;
const clamp = (width: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));

interface ResizeInfo {
  width: number;
  name: string;
  onResize: (width: number) => void;
}

/**
 * A resize handle with no library: pointer capture keeps the drag going even when the pointer leaves
 * the handle, and arrow keys do the same for keyboard users (Shift for bigger steps).
 */
function ResizeHandle({ width, name, onResize }: ResizeInfo) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault(); // no text selection while dragging
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag.current) onResize(clamp(drag.current.startWidth + event.clientX - drag.current.startX));
  };
  const onPointerEnd = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const step = event.shiftKey ? 50 : 10;
    if (event.key === 'ArrowRight') onResize(clamp(width + step));
    else if (event.key === 'ArrowLeft') onResize(clamp(width - step));
    else return;
    event.preventDefault();
  };

  return (
    <span
      className="fixed-columns-resize-handle"
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${name}`}
      aria-valuenow={width}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    />
  );
}

interface HeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  resize?: ResizeInfo;
}

/** `components.header.cell`: the usual <th>, plus a handle when the column passes `resize`. */
function HeaderCell({ resize, children, className, ...props }: HeaderCellProps) {
  return (
    <th {...props} className={[className, resize && 'fixed-columns-resize-th'].filter(Boolean).join(' ')}>
      {children}
      {resize && <ResizeHandle {...resize} />}
    </th>
  );
}

const components = { header: { cell: HeaderCell } };

type ColumnKey = 'key' | 'name' | 'email' | 'phone' | 'city' | 'department' | 'joined' | 'salary';

const INITIAL_WIDTHS: Record<ColumnKey, number> = {
  key: 70,
  name: 170,
  email: 240,
  phone: 150,
  city: 130,
  department: 150,
  joined: 120,
  salary: 120,
};

const data = makePeople(10);

export default function FixedColumnsResize() {
  const [widths, setWidths] = useState(INITIAL_WIDTHS);

  // Every column gets its width from state and hands a handle to the header cell through onHeaderCell.
  const sized = (key: ColumnKey, name: string) => ({
    key,
    dataIndex: key,
    width: widths[key],
    onHeaderCell: (): HeaderCellProps => ({
      resize: { width: widths[key], name, onResize: (width) => setWidths((current) => ({ ...current, [key]: width })) },
    }),
  });

  const columns: ColumnsType<Person> = [
    { title: 'ID', ...sized('key', 'ID'), fixed: 'start', align: 'right' },
    { title: 'Name', ...sized('name', 'Name'), fixed: 'start', ellipsis: true },
    { title: 'Email', ...sized('email', 'Email'), ellipsis: true },
    { title: 'Phone', ...sized('phone', 'Phone') },
    { title: 'City', ...sized('city', 'City') },
    { title: 'Department', ...sized('department', 'Department') },
    { title: 'Joined', ...sized('joined', 'Joined') },
    { title: 'Salary', ...sized('salary', 'Salary'), fixed: 'end', align: 'right', render: money },
  ];

  const total = Object.values(widths).reduce((sum, width) => sum + width, 0);
  return (
    <>
      <button type="button" className="fixed-columns-resize-reset" onClick={() => setWidths(INITIAL_WIDTHS)}>
        Reset widths
      </button>
      <Table<Person>
        columns={columns}
        data={data}
        rowKey="key"
        components={components}
        scroll={{ x: total }}
        caption="Staff directory with resizable columns"
      />
    </>
  );
}
