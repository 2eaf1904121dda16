import { useEffect, useRef, useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, Reference } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';

const columns: ColumnsType<Person> = [
  // Fixed columns stay in view, so keep them narrow: on a phone they share a small screen with the rest.
  { title: 'Name', dataIndex: 'name', key: 'name', width: 140, fixed: 'start' },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 250 },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 150 },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 150 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
  { title: 'Country', dataIndex: 'country', key: 'country', width: 130 },
  { title: 'Joined', dataIndex: 'joined', key: 'joined', width: 120 },
  { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 110, align: 'right', fixed: 'end', render: money },
];

const data = makePeople(20);

// With `scroll.y` set, the rows sit in their own scrolling element.
const scrollerOf = (table: Reference | null) => table?.nativeElement.querySelector<HTMLElement>('.rc-table-body');
const positionOf = (el: HTMLElement) => ({
  left: Math.round(Math.abs(el.scrollLeft)),
  max: el.scrollWidth - el.clientWidth,
});

/** A reading's box keeps its width as the measured value arrives after mount, so the text after it does not move. */
const reading = {
  display: 'inline-block',
  minWidth: '4ch',
  fontVariantNumeric: 'tabular-nums',
} as const;

export default function FixedShadows() {
  const tableRef = useRef<Reference>(null);
  const [position, setPosition] = useState({ left: 0, max: 0 });

  useEffect(() => {
    const el = scrollerOf(tableRef.current);
    if (el) setPosition(positionOf(el));
  }, []);

  const scrollTo = (left: number) => scrollerOf(tableRef.current)?.scrollTo({ left, behavior: 'smooth' });

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <button type="button" onClick={() => scrollTo(0)}>
          Scroll to start
        </button>
        <button type="button" onClick={() => scrollTo(position.max / 2)}>
          Scroll to middle
        </button>
        <button type="button" onClick={() => scrollTo(position.max)}>
          Scroll to end
        </button>
        <span style={{ marginInlineStart: 8 }}>
          <span style={reading}>{position.left}</span> / <span style={reading}>{position.max}</span> px · start shadow{' '}
          <span style={{ ...reading, minWidth: '6ch' }}>{position.left > 0 ? 'shown' : 'hidden'}</span> · end shadow{' '}
          <span style={{ ...reading, minWidth: '6ch' }}>{position.left < position.max - 1 ? 'shown' : 'hidden'}</span>
        </span>
      </div>
      <Table<Person>
        ref={tableRef}
        columns={columns}
        data={data}
        rowKey="key"
        scroll={{ x: 1200, y: 360 }}
        onScroll={(event) => setPosition(positionOf(event.currentTarget))}
        aria-label="Staff directory"
      />
    </div>
  );
}
