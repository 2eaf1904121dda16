import Table from '@rc-component/table';
import type { ColumnsType, ColumnType } from '@rc-component/table';
import { MONTHS, MONTH_LABELS, sales, sumMonths, type Month, type ProductSales } from './data/g2-sales';

const units = (value: number) => value.toLocaleString('en-US');

const monthColumn = (month: Month): ColumnType<ProductSales> => ({
  title: MONTH_LABELS[month],
  dataIndex: month,
  key: month,
  width: 80,
  align: 'right',
  render: units,
});

// A column with `children` becomes a group: its title spans the columns below it.
// Groups can nest, here three header rows deep (half year, quarter, month).
const columns: ColumnsType<ProductSales> = [
  { title: 'Product', dataIndex: 'product', key: 'product', width: 200 },
  { title: 'Category', dataIndex: 'category', key: 'category', width: 110 },
  {
    title: 'First half 2024 (units sold)',
    key: 'h1',
    align: 'center',
    children: [
      { title: 'Q1', key: 'q1', align: 'center', children: MONTHS.slice(0, 3).map(monthColumn) },
      { title: 'Q2', key: 'q2', align: 'center', children: MONTHS.slice(3).map(monthColumn) },
    ],
  },
  {
    title: 'Total',
    key: 'total',
    width: 100,
    align: 'right',
    render: (_: unknown, record: ProductSales) => <strong>{units(sumMonths(record, MONTHS))}</strong>,
  },
];

export default function GroupingColumns() {
  return (
    <Table<ProductSales>
      columns={columns}
      data={sales}
      rowKey="key"
      scroll={{ x: 890 }}
      caption="Outdoor store, unit sales by month"
    />
  );
}
