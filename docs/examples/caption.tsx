import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import './caption.css';

interface RegionRevenue {
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const data: RegionRevenue[] = [
  { region: 'North America', q1: 412_300, q2: 438_900, q3: 451_200, q4: 502_750 },
  { region: 'Europe', q1: 356_100, q2: 341_800, q3: 372_400, q4: 409_600 },
  { region: 'Asia Pacific', q1: 298_450, q2: 325_900, q3: 348_100, q4: 361_300 },
  { region: 'Latin America', q1: 121_700, q2: 118_250, q3: 130_900, q4: 142_800 },
  { region: 'Middle East & Africa', q1: 88_400, q2: 94_150, q3: 97_600, q4: 104_900 },
];

// One formatter for every cell: building one per call is slow.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usd = (value: number) => dollars.format(value);
const quarter = (title: string, dataIndex: 'q1' | 'q2' | 'q3' | 'q4') => ({
  title,
  dataIndex,
  key: dataIndex,
  align: 'right' as const,
  render: usd,
});

const columns: ColumnsType<RegionRevenue> = [
  { title: 'Region', dataIndex: 'region', key: 'region' },
  quarter('Q1', 'q1'),
  quarter('Q2', 'q2'),
  quarter('Q3', 'q3'),
  quarter('Q4', 'q4'),
];

export default function Caption() {
  const [visible, setVisible] = useState(true);
  return (
    <div className={visible ? undefined : 'demo-caption-hidden'}>
      <label style={{ display: 'block', marginBottom: 12 }}>
        <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} /> Show the
        caption on screen
      </label>
      <Table<RegionRevenue>
        columns={columns}
        data={data}
        rowKey="region"
        scroll={{ x: 540 }}
        caption={
          <>
            Revenue by region, 2024
            <span className="demo-caption-note">US dollars, before tax. The fiscal year ends on 31 December.</span>
          </>
        }
      />
    </div>
  );
}
