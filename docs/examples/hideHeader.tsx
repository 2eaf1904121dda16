import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';

interface Detail {
  field: string;
  value: string;
}

const details: Detail[] = [
  { field: 'Order', value: '#40-1187' },
  { field: 'Placed', value: '12 March 2025, 14:06' },
  { field: 'Customer', value: 'Sofia Lindqvist' },
  { field: 'Ship to', value: 'Dragarbrunnsgatan 46, 753 20 Uppsala, Sweden' },
  { field: 'Delivery', value: 'PostNord, 2–4 working days' },
  { field: 'Payment', value: 'Visa ending 4417' },
  { field: 'Total', value: 'SEK 2,349.00' },
];

const columns: ColumnsType<Detail> = [
  // With no header, the first cell of each row labels it: `rowScope` makes it a row header (<th scope="row">).
  { title: 'Field', dataIndex: 'field', key: 'field', width: 140, rowScope: 'row' },
  { title: 'Value', dataIndex: 'value', key: 'value' },
];

export default function HideHeader() {
  const [showHeader, setShowHeader] = useState(false);
  return (
    <div style={{ maxWidth: 520 }}>
      <label style={{ display: 'block', marginBottom: 12 }}>
        <input type="checkbox" checked={showHeader} onChange={(event) => setShowHeader(event.target.checked)} /> Show
        the header row
      </label>
      <Table<Detail> columns={columns} data={details} rowKey="field" showHeader={showHeader} caption="Order details" />
    </div>
  );
}
