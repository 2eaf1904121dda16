import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';

interface Shift {
  id: string;
  week: string;
  role: 'Primary' | 'Secondary' | 'Escalation';
  person: string;
  phone: string;
}

const ROLES = ['Primary', 'Secondary', 'Escalation'] as const;
const WEEKS = ['3–9 March', '10–16 March', '17–23 March'];
const PEOPLE = [
  ['Kenji Tanaka', '+1 555 0142'],
  ['Leila Haddad', '+1 555 0188'],
  ['Ivan Petrov', '+1 555 0107'],
  ['Zara Khan', '+1 555 0173'],
  ['Noah Walsh', '+1 555 0119'],
] as const;

// Three shifts a week; everyone takes turns.
const rota: Shift[] = WEEKS.flatMap((week, w) =>
  ROLES.map((role, r) => {
    const [person, phone] = PEOPLE[(w * 2 + r) % PEOPLE.length];
    return { id: `${w}-${role}`, week, role, person, phone };
  }),
);

const columns: ColumnsType<Shift> = [
  {
    title: 'Week',
    dataIndex: 'week',
    key: 'week',
    width: 140,
    // One cell per week, spanning its three rows. Hovering it highlights all three.
    onCell: (shift) => ({ rowSpan: shift.role === 'Primary' ? ROLES.length : 0 }),
  },
  { title: 'Role', dataIndex: 'role', key: 'role', width: 120 },
  { title: 'On call', dataIndex: 'person', key: 'person' },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 130 },
];

export default function RowHoverable() {
  const [hoverable, setHoverable] = useState(true);
  return (
    <div>
      <label style={{ display: 'block', marginBottom: 12 }}>
        <input type="checkbox" checked={hoverable} onChange={(event) => setHoverable(event.target.checked)} /> Highlight
        the row under the pointer (<code>rowHoverable</code>)
      </label>
      <Table<Shift>
        columns={columns}
        data={rota}
        rowKey="id"
        rowHoverable={hoverable}
        scroll={{ x: 540 }}
        caption="On-call rota"
      />
    </div>
  );
}
