import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import './scopeRow.css';

interface Office {
  region: string;
  city: string;
  staff: number;
  openRoles: number;
  opened: number;
}

// Sorted by region, so each region's offices sit together.
const offices: Office[] = [
  { region: 'Europe', city: 'Lyon', staff: 84, openRoles: 6, opened: 2014 },
  { region: 'Europe', city: 'Leipzig', staff: 52, openRoles: 3, opened: 2018 },
  { region: 'Europe', city: 'Porto', staff: 37, openRoles: 9, opened: 2021 },
  { region: 'Asia', city: 'Osaka', staff: 61, openRoles: 2, opened: 2016 },
  { region: 'Asia', city: 'Pune', staff: 118, openRoles: 14, opened: 2012 },
  { region: 'Africa', city: 'Lagos', staff: 45, openRoles: 7, opened: 2019 },
  { region: 'Africa', city: 'Cairo', staff: 29, openRoles: 4, opened: 2023 },
];

/** The first row of a region spans all of that region's rows; the others give their cell away (rowSpan 0). */
const regionRowSpan = (office: Office, index = 0) => {
  if (index > 0 && offices[index - 1].region === office.region) return 0;
  return offices.filter((o) => o.region === office.region).length;
};

const columns: ColumnsType<Office> = [
  // `rowScope` renders the body cells of a column as <th scope="…">.
  {
    title: 'Region',
    dataIndex: 'region',
    key: 'region',
    rowScope: 'rowgroup',
    onCell: (office, index) => ({ rowSpan: regionRowSpan(office, index) }),
  },
  { title: 'Office', dataIndex: 'city', key: 'city', rowScope: 'row' },
  { title: 'Staff', dataIndex: 'staff', key: 'staff', align: 'right' },
  { title: 'Open roles', dataIndex: 'openRoles', key: 'openRoles', align: 'right' },
  { title: 'Opened', dataIndex: 'opened', key: 'opened', align: 'right' },
];

export default function ScopeRow() {
  const [showScopes, setShowScopes] = useState(true);
  return (
    <div className={showScopes ? 'demo-scope-row demo-scope-row-badges' : 'demo-scope-row'}>
      <label style={{ display: 'block', marginBottom: 12 }}>
        <input type="checkbox" checked={showScopes} onChange={(event) => setShowScopes(event.target.checked)} /> Show
        each row header&apos;s <code>scope</code>
      </label>
      <Table<Office> columns={columns} data={offices} rowKey="city" scroll={{ x: 560 }} caption="Offices by region" />
    </div>
  );
}
