import Table from '@rc-component/table';
import type { ColumnsType, RenderedCell } from '@rc-component/table';
import { money } from './data/people';

interface OrderLine {
  key: string;
  parcel: string;
  item: string;
  quantity: number;
  unitPrice: number;
  /** Marks the last row, which holds the order total. */
  isTotal?: boolean;
}

const lines: Omit<OrderLine, 'key'>[] = [
  { parcel: 'Parcel 1 · DHL 7781 2290', item: 'Oak desk, 140 cm', quantity: 1, unitPrice: 489 },
  { parcel: 'Parcel 1 · DHL 7781 2290', item: 'Cable tray', quantity: 2, unitPrice: 24 },
  { parcel: 'Parcel 2 · DHL 7781 2291', item: 'Task chair, graphite', quantity: 1, unitPrice: 319 },
  { parcel: 'Parcel 2 · DHL 7781 2291', item: 'Chair mat', quantity: 1, unitPrice: 39 },
  { parcel: 'Parcel 2 · DHL 7781 2291', item: 'Desk lamp, brass', quantity: 2, unitPrice: 68 },
  { parcel: 'Parcel 3 · UPS 1Z 88A 104', item: 'Monitor arm', quantity: 1, unitPrice: 129 },
];

const total = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
const data: OrderLine[] = [
  ...lines.map((line, i) => ({ ...line, key: String(i) })),
  { key: 'total', parcel: '', item: '', quantity: 0, unitPrice: 0, isTotal: true },
];

/** Rows of the same parcel follow each other: the first one spans them all, the rest span 0. */
function parcelRowSpan(index: number) {
  const parcel = data[index].parcel;
  if (index > 0 && data[index - 1].parcel === parcel) return 0;
  return data.filter((line) => line.parcel === parcel).length;
}

// The older form: `render` returns the cell's content and its span together, as { children, props }.
const columns: ColumnsType<OrderLine> = [
  {
    title: 'Parcel',
    dataIndex: 'parcel',
    key: 'parcel',
    width: 210,
    render: (parcel: string, line, index): RenderedCell<OrderLine> =>
      line.isTotal
        ? { children: <strong>Order total</strong>, props: { colSpan: 4 } }
        : { children: parcel, props: { rowSpan: parcelRowSpan(index) } },
  },
  {
    title: 'Item',
    dataIndex: 'item',
    key: 'item',
    render: (item: string, line): RenderedCell<OrderLine> =>
      line.isTotal ? { props: { colSpan: 0 } } : { children: item },
  },
  {
    title: 'Qty',
    dataIndex: 'quantity',
    key: 'quantity',
    width: 70,
    align: 'right',
    render: (quantity: number, line): RenderedCell<OrderLine> =>
      line.isTotal ? { props: { colSpan: 0 } } : { children: quantity },
  },
  {
    title: 'Unit price',
    dataIndex: 'unitPrice',
    key: 'unitPrice',
    width: 110,
    align: 'right',
    render: (price: number, line): RenderedCell<OrderLine> =>
      line.isTotal ? { props: { colSpan: 0 } } : { children: money(price) },
  },
  {
    title: 'Amount',
    key: 'amount',
    width: 110,
    align: 'right',
    render: (_, line) => (line.isTotal ? <strong>{money(total)}</strong> : money(line.quantity * line.unitPrice)),
  },
];

export default function ColSpanRowSpanLegacy() {
  return (
    <Table<OrderLine>
      columns={columns}
      data={data}
      rowKey="key"
      scroll={{ x: 720 }}
      caption="Order #40-1187, three parcels"
    />
  );
}
