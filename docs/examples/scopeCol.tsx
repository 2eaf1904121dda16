import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { money } from './data/people';
import './scopeCol.css';

interface MonthStats {
  month: string;
  desktop: number;
  mobile: number;
  orders: number;
  revenue: number;
}

const data: MonthStats[] = [
  { month: 'January', desktop: 18_420, mobile: 31_905, orders: 1_204, revenue: 86_310 },
  { month: 'February', desktop: 17_880, mobile: 33_412, orders: 1_187, revenue: 84_905 },
  { month: 'March', desktop: 20_115, mobile: 36_870, orders: 1_402, revenue: 101_240 },
  { month: 'April', desktop: 19_304, mobile: 38_022, orders: 1_361, revenue: 97_615 },
];

const count = (value: number) => value.toLocaleString('en-US');

// Header cells get `scope` on their own: "col" for a single column, "colgroup" for a group title.
const columns: ColumnsType<MonthStats> = [
  { title: 'Month', dataIndex: 'month', key: 'month' },
  {
    title: 'Sessions',
    key: 'sessions',
    children: [
      { title: 'Desktop', dataIndex: 'desktop', key: 'desktop', align: 'right', render: count },
      { title: 'Mobile', dataIndex: 'mobile', key: 'mobile', align: 'right', render: count },
    ],
  },
  {
    title: 'Sales',
    key: 'sales',
    children: [
      { title: 'Orders', dataIndex: 'orders', key: 'orders', align: 'right', render: count },
      { title: 'Revenue', dataIndex: 'revenue', key: 'revenue', align: 'right', render: money },
    ],
  },
];

export default function ScopeCol() {
  const [showScopes, setShowScopes] = useState(true);
  return (
    <div className={showScopes ? 'demo-scope-col-badges' : undefined}>
      <label style={{ display: 'block', marginBottom: 12 }}>
        <input type="checkbox" checked={showScopes} onChange={(event) => setShowScopes(event.target.checked)} /> Show
        each header cell&apos;s <code>scope</code>
      </label>
      <Table<MonthStats>
        columns={columns}
        data={data}
        rowKey="month"
        scroll={{ x: 620 }}
        caption="Web shop, first four months"
      />
    </div>
  );
}
