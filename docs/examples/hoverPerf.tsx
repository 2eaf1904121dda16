import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';
import './hoverPerf.css';

/**
 * A tally of how often cell contents have rendered. Its readers hear of a change once the current batch of
 * renders is over (a microtask later), not once per cell.
 */
function createTally() {
  let count = 0;
  let pending = false;
  const listeners = new Set<() => void>();
  return {
    add() {
      count += 1;
      if (pending) return;
      pending = true;
      queueMicrotask(() => {
        pending = false;
        listeners.forEach((listener) => listener());
      });
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: () => count,
  };
}
type Tally = ReturnType<typeof createTally>;

/** The count, in a component of its own: only it renders again when the count changes, not the table. */
function RenderCount({ tally }: { tally: Tally }) {
  const renders = useSyncExternalStore(tally.subscribe, tally.read, () => 0);
  return <output>Cell contents rendered: {renders}</output>;
}

/** Cell content that counts its own renders: an effect without dependencies runs after each one. */
function Counted({ tally, children }: { tally: Tally; children: ReactNode }) {
  useEffect(() => tally.add());
  return <>{children}</>;
}

/** A hundred people, sorted by city so that each city is one run of rows. */
const loadPeople = () =>
  makePeople(100).sort((a, b) => a.city.localeCompare(b.city, 'en') || a.name.localeCompare(b.name, 'en'));

/** The city cell spans its run: the first row of a city gets the run's length, the others 0. */
function citySpans(people: Person[]): number[] {
  return people.map((person, i) => {
    if (i > 0 && people[i - 1].city === person.city) return 0;
    let end = i;
    while (end < people.length && people[end].city === person.city) end += 1;
    return end - i;
  });
}

export default function HoverPerf() {
  const [people, setPeople] = useState(loadPeople);
  const [hoverable, setHoverable] = useState(true);
  const [tally] = useState(createTally);

  const columns = useMemo<ColumnsType<Person>>(() => {
    const spans = citySpans(people);
    const counted = (content: ReactNode) => <Counted tally={tally}>{content}</Counted>;
    return [
      {
        title: 'City',
        dataIndex: 'city',
        key: 'city',
        width: 140,
        onCell: (_, index = 0) => ({ rowSpan: spans[index] }),
        render: counted,
      },
      { title: 'Name', dataIndex: 'name', key: 'name', width: 180, render: counted },
      { title: 'Department', dataIndex: 'department', key: 'department', width: 130, render: counted },
      { title: 'Joined', dataIndex: 'joined', key: 'joined', width: 120, render: counted },
      {
        title: 'Salary',
        dataIndex: 'salary',
        key: 'salary',
        width: 110,
        align: 'right',
        render: (value: number) => counted(money(value)),
      },
    ];
  }, [people, tally]);

  return (
    <div>
      <div className="hover-perf-controls">
        <label>
          <input type="checkbox" checked={hoverable} onChange={(event) => setHoverable(event.target.checked)} />{' '}
          <code>rowHoverable</code>
        </label>
        <button type="button" onClick={() => setPeople(loadPeople())}>
          Load the same people again
        </button>
        <RenderCount tally={tally} />
      </div>
      <Table<Person>
        columns={columns}
        data={people}
        rowKey="key"
        rowHoverable={hoverable}
        scroll={{ y: 400 }}
        caption="Staff by city: move the pointer over the rows"
      />
    </div>
  );
}
