import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';

interface Order {
  key: string;
  customer: string;
  city: string;
  items: number;
  total: number;
}

// One formatter for every cell: building one per call is slow.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: ColumnsType<Order> = [
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 180 },
  { title: 'City', dataIndex: 'city', key: 'city' },
  { title: 'Items', dataIndex: 'items', key: 'items', align: 'right', width: 90 },
  {
    title: 'Total',
    dataIndex: 'total',
    key: 'total',
    align: 'right',
    width: 120,
    render: (value: number) => dollars.format(value),
  },
];

const data: Order[] = [
  { key: 'o-1042', customer: 'Amara Okafor', city: 'Lagos', items: 3, total: 129.5 },
  { key: 'o-1043', customer: 'Lucas Moreau', city: 'Lyon', items: 1, total: 42 },
  { key: 'o-1044', customer: 'Chen Jing', city: 'Hangzhou', items: 7, total: 318.25 },
  { key: 'o-1045', customer: 'Sofia Lindqvist', city: 'Uppsala', items: 2, total: 76.8 },
  { key: 'o-1046', customer: 'Rahul Mehta', city: 'Pune', items: 5, total: 210 },
];

export default function SimpleTable() {
  return <Table<Order> columns={columns} data={data} caption="Recent orders" />;
}
