import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, money, type Person } from './data/people';

const data = makePeople(8);

// The columns a reader may switch off; Name always stays.
const optional = [
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'department', label: 'Department' },
  { key: 'city', label: 'City' },
  { key: 'joined', label: 'Joined' },
  { key: 'salary', label: 'Salary' },
] as const;

type OptionalKey = (typeof optional)[number]['key'];

export default function ColumnHidden() {
  const [hidden, setHidden] = useState<ReadonlySet<OptionalKey>>(() => new Set(['phone', 'joined']));

  const toggle = (key: OptionalKey) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  // `hidden` leaves a column out of the table while keeping it in the list, with its key and settings.
  const columns: ColumnsType<Person> = [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 170 },
    { title: 'Email', dataIndex: 'email', key: 'email', hidden: hidden.has('email') },
    { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 140, hidden: hidden.has('phone') },
    { title: 'Department', dataIndex: 'department', key: 'department', hidden: hidden.has('department') },
    { title: 'City', dataIndex: 'city', key: 'city', hidden: hidden.has('city') },
    { title: 'Joined', dataIndex: 'joined', key: 'joined', width: 110, hidden: hidden.has('joined') },
    {
      title: 'Salary',
      dataIndex: 'salary',
      key: 'salary',
      width: 110,
      align: 'right',
      render: money,
      hidden: hidden.has('salary'),
    },
  ];

  return (
    <div>
      <fieldset
        style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', margin: '0 0 12px', border: 0, padding: 0 }}
      >
        <legend style={{ padding: 0, marginBottom: 4, fontWeight: 600 }}>Columns</legend>
        {optional.map(({ key, label }) => (
          <label key={key}>
            <input type="checkbox" checked={!hidden.has(key)} onChange={() => toggle(key)} /> {label}
          </label>
        ))}
      </fieldset>
      <Table<Person> columns={columns} data={data} rowKey="key" scroll={{ x: 'max-content' }} caption="Team members" />
    </div>
  );
}
