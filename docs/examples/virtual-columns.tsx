import { isValidElement, memo, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { VirtualTable, type VirtualTableProps } from '@rc-component/table';
import type { ColumnsType, ColumnType } from '@rc-component/table';
import './virtual-columns.css';

// In 1.12.0 the exported component's type leaves out `listItemHeight`; this restores the documented props.
const SensorTable = VirtualTable as <T>(props: VirtualTableProps<T>) => ReactElement;

interface Sensor {
  key: number;
  name: string;
  site: string;
}

const SITES = ['North hall', 'South hall', 'Cold room', 'Loading bay', 'Roof', 'Server room'];
const SLOTS = 144; // one reading every 10 minutes for a day

/** Temperature in tenths of a degree for sensor `key` at slot `slot`: computed on demand, never stored. */
const reading = (key: number, slot: number) => {
  const base = key % 6 === 2 ? 40 : 190 + (key % 9) * 5; // the cold room runs at about 4 °C
  const daily = slot < 84 ? slot : 168 - slot; // warms up until 14:00, then cools down
  return base + Math.round(daily / 2) + ((key * 31 + slot * 7) % 5) - 2;
};
const celsius = (tenths: number) => (tenths / 10).toFixed(1);

const time = (slot: number) =>
  `${String(Math.floor(slot / 6)).padStart(2, '0')}:${String((slot % 6) * 10).padStart(2, '0')}`;

const columns: ColumnsType<Sensor> = [
  { title: 'Sensor', dataIndex: 'name', key: 'name', width: 110, fixed: 'start' },
  { title: 'Site', dataIndex: 'site', key: 'site', width: 120 },
  ...Array.from({ length: SLOTS }, (_, slot): ColumnType<Sensor> => ({
    title: time(slot),
    key: `t${slot}`,
    width: 72,
    align: 'right',
    render: (_: unknown, sensor: Sensor) => celsius(reading(sensor.key, slot)),
  })),
  {
    title: 'Peak',
    key: 'peak',
    width: 80,
    align: 'right',
    fixed: 'end',
    render: (_: unknown, sensor: Sensor) => (
      <strong>{celsius(Math.max(...Array.from({ length: SLOTS }, (__, slot) => reading(sensor.key, slot))))}</strong>
    ),
  },
];

const data: Sensor[] = Array.from({ length: 5_000 }, (_, i) => ({
  key: i + 1,
  name: `T-${String(i + 1).padStart(4, '0')}`,
  site: SITES[(i + 1) % SITES.length],
}));

// Each scroll step renders every row in view again, and each row its 147 cells. The cells of a row only change with
// its record or the columns (the fixed columns' shadows update the cells themselves), so this row component lets
// them render again only then: a step draws the rows that come into view, not the whole box. The table's own hover
// highlight would render the cells of every row the pointer crosses again: it is off, and the stylesheet
// highlights the row under the pointer instead.
type CellElement = ReactElement<{ record?: unknown; column?: unknown; index?: number }>;
const sameCell = (a: ReactNode, b: ReactNode) =>
  isValidElement<CellElement['props']>(a) &&
  isValidElement<CellElement['props']>(b) &&
  a.props.record === b.props.record &&
  a.props.column === b.props.column &&
  a.props.index === b.props.index;

const Cells = memo(
  ({ cells }: { cells: ReactNode }) => cells,
  ({ cells: a }, { cells: b }) =>
    Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((cell, i) => sameCell(cell, b[i])),
);

function BodyRow({ children, ...props }: ComponentProps<'div'>) {
  return (
    <div {...props}>
      <Cells cells={children} />
    </div>
  );
}

// 147 columns x 5,000 rows = 735,000 cells. VirtualTable renders only the rows inside the box, each with all
// its cells, so about a dozen rows (~1,800 cells) are in the page. Every column has a width and scroll.x is
// their sum, so each column gets exactly its width.
const scrollX = 110 + 120 + SLOTS * 72 + 80;

export default function VirtualColumns() {
  return (
    <SensorTable<Sensor>
      columns={columns}
      data={data}
      rowKey="key"
      scroll={{ x: scrollX, y: 420 }}
      listItemHeight={42}
      components={{ body: { row: BodyRow } }}
      rowHoverable={false}
      // A string goes on every row as it is: the stylesheet's hover rule finds the rows by it.
      rowClassName="sensor-row"
      className="sensor-table"
    />
  );
}
