import { memo, useEffect, useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';

// Instrumentation for this demo only: how often the column render functions and the cell components run.
const stats = { renderCalls: 0, cellRenders: 0 };

const PersonCell = memo(function PersonCell({ name, email }: { name: string; email: string }) {
  stats.cellRenders += 1;
  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <strong>{name}</strong>
      <span style={{ color: 'var(--text-3, #646a73)', fontSize: 13 }}>{email}</span>
    </div>
  );
});

const SalaryCell = memo(function SalaryCell({ salary }: { salary: number }) {
  stats.cellRenders += 1;
  // A small bar against the top of the pay range (132,000).
  const percent = Math.round((salary / 132000) * 100);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'flex-end' }}>
      <span style={{ width: 60, height: 6, borderRadius: 3, background: 'var(--bg-mute, #eceef2)' }}>
        <span
          style={{
            display: 'block',
            width: `${percent}%`,
            height: '100%',
            borderRadius: 3,
            background: 'var(--accent, #1f5fbf)',
          }}
        />
      </span>
      {money(salary)}
    </div>
  );
});

// Defined once, outside the component: the same column objects on every render.
const columns: ColumnsType<Person> = [
  { title: '#', dataIndex: 'key', key: 'key', width: 64, align: 'right' },
  {
    title: 'Person',
    key: 'person',
    width: 260,
    // This column's cells change only with their record: other table props (the checkbox) do not re-run render.
    shouldCellUpdate: (record, prevRecord) => record !== prevRecord,
    render: (_, person) => {
      stats.renderCalls += 1;
      return <PersonCell name={person.name} email={person.email} />;
    },
  },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 140 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 120 },
  { title: 'Joined', dataIndex: 'joined', key: 'joined', width: 120 },
  {
    title: 'Salary',
    dataIndex: 'salary',
    key: 'salary',
    width: 180,
    align: 'right',
    render: (salary: number) => {
      stats.renderCalls += 1;
      return <SalaryCell salary={salary} />;
    },
  },
];

const data = makePeople(200);

/** A counter's box keeps its width as its value arrives and grows, so the text after it does not move. */
const counter = { display: 'inline-block', minWidth: '6ch', fontVariantNumeric: 'tabular-nums' } as const;

/** Reads the counters a few times a second, outside the table, so showing them never re-renders the table. */
function RenderStats() {
  const [snapshot, setSnapshot] = useState<typeof stats | null>(null);
  useEffect(() => {
    const read = () =>
      setSnapshot((prev) =>
        prev && prev.renderCalls === stats.renderCalls && prev.cellRenders === stats.cellRenders ? prev : { ...stats },
      );
    read();
    const timer = setInterval(read, 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <p style={{ margin: 0 }}>
      Render functions called: <output style={counter}>{snapshot?.renderCalls ?? '…'}</output> · Cell components
      rendered: <output style={counter}>{snapshot?.cellRenders ?? '…'}</output>
    </p>
  );
}

export default function HoverPerf() {
  const [hoverable, setHoverable] = useState(true);
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 24px', marginBottom: 12 }}>
        <label>
          <input type="checkbox" checked={hoverable} onChange={(event) => setHoverable(event.target.checked)} />{' '}
          Highlight the row under the pointer
        </label>
        <RenderStats />
      </div>
      <Table<Person>
        columns={columns}
        data={data}
        rowKey="key"
        rowHoverable={hoverable}
        scroll={{ x: 880, y: 420 }}
        aria-label={`${data.length} employees`}
      />
    </div>
  );
}
