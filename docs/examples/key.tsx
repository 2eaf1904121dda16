import { useId, useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, TableProps } from '@rc-component/table';

interface Shipment {
  id: number;
  carrier: string;
  tracking: string;
  recipient: string;
  city: string;
  due: string;
  note: string;
}

const shipments: Shipment[] = [
  {
    id: 5012,
    carrier: 'DHL',
    tracking: '7781 2290',
    recipient: 'Amara Okafor',
    city: 'Lagos',
    due: '2025-03-14',
    note: 'Fragile: glassware',
  },
  {
    id: 5013,
    carrier: 'UPS',
    tracking: '1Z 88A 104',
    recipient: 'Lucas Moreau',
    city: 'Lyon',
    due: '2025-03-11',
    note: '',
  },
  {
    id: 5014,
    carrier: 'FedEx',
    tracking: '6120 0457',
    recipient: 'Chen Jing',
    city: 'Hangzhou',
    due: '2025-03-18',
    note: 'Call before delivery',
  },
  {
    id: 5015,
    carrier: 'DHL',
    tracking: '7781 2312',
    recipient: 'Sofia Lindqvist',
    city: 'Uppsala',
    due: '2025-03-09',
    note: '',
  },
  {
    id: 5016,
    carrier: 'UPS',
    tracking: '1Z 88A 377',
    recipient: 'Rahul Mehta',
    city: 'Pune',
    due: '2025-03-12',
    note: 'Leave with reception',
  },
  {
    id: 5017,
    carrier: 'FedEx',
    tracking: '6120 0981',
    recipient: 'Mia Rossi',
    city: 'Turin',
    due: '2025-03-16',
    note: '',
  },
];

type KeyMode = 'field' | 'function' | 'index';

const rowKeys: Record<KeyMode, TableProps<Shipment>['rowKey']> = {
  // The name of a field that is unique per record.
  field: 'id',
  // A function, for when identity is spread over several fields.
  function: (shipment) => `${shipment.carrier}/${shipment.tracking}`,
  // The position in the list: changes whenever the order does. Shown here only to see it fail.
  index: (_, index) => index ?? 0,
};

const columns: ColumnsType<Shipment> = [
  { title: 'Tracking', key: 'tracking', width: 170, render: (_, s) => `${s.carrier} ${s.tracking}` },
  { title: 'Recipient', dataIndex: 'recipient', key: 'recipient', width: 160 },
  { title: 'City', dataIndex: 'city', key: 'city' },
  { title: 'Due', dataIndex: 'due', key: 'due', width: 110 },
  {
    title: 'Packing note',
    key: 'note',
    width: 220,
    // An uncontrolled input keeps its own text, tied to the row's key rather than to the record.
    render: (_, s) => (
      <input defaultValue={s.note} aria-label={`Packing note for ${s.recipient}`} style={{ width: '100%' }} />
    ),
  },
];

const sorters = {
  'Sort by due date': (a: Shipment, b: Shipment) => a.due.localeCompare(b.due, 'en'),
  'Sort by recipient': (a: Shipment, b: Shipment) => a.recipient.localeCompare(b.recipient, 'en'),
  'Original order': (a: Shipment, b: Shipment) => a.id - b.id,
};

export default function RowKeys() {
  const [mode, setMode] = useState<KeyMode>('field');
  const [rows, setRows] = useState(shipments);
  const radioName = useId();

  return (
    <div>
      <fieldset
        style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', margin: '0 0 12px', border: 0, padding: 0 }}
      >
        <legend style={{ padding: 0, marginBottom: 4, fontWeight: 600 }}>rowKey</legend>
        <label>
          <input type="radio" name={radioName} checked={mode === 'field'} onChange={() => setMode('field')} /> Field
          name: <code>&quot;id&quot;</code>
        </label>
        <label>
          <input type="radio" name={radioName} checked={mode === 'function'} onChange={() => setMode('function')} />{' '}
          Function: carrier + tracking number
        </label>
        <label>
          <input type="radio" name={radioName} checked={mode === 'index'} onChange={() => setMode('index')} /> Row index
          (unstable)
        </label>
      </fieldset>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        {Object.entries(sorters).map(([label, compare]) => (
          <button key={label} type="button" onClick={() => setRows([...rows].sort(compare))}>
            {label}
          </button>
        ))}
      </div>
      <Table<Shipment>
        columns={columns}
        data={rows}
        rowKey={rowKeys[mode]}
        scroll={{ x: 800 }}
        caption="Outgoing shipments"
      />
    </div>
  );
}
