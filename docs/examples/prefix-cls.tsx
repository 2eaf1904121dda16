import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import './prefix-cls.css';

interface Entry {
  key: string;
  date: string;
  description: string;
  amount: number;
}

const entries: Entry[] = [
  { key: 'e1', date: '2024-06-03', description: 'Office rent, June', amount: -2400 },
  { key: 'e2', date: '2024-06-05', description: 'Invoice 2024-117 paid', amount: 5150 },
  { key: 'e3', date: '2024-06-12', description: 'Printer toner', amount: -86.4 },
  { key: 'e4', date: '2024-06-20', description: 'Invoice 2024-121 paid', amount: 1980 },
];

// One formatter for every cell: building one per call is slow.
const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' });
const euro = (value: number) => euros.format(value);

const columns: ColumnsType<Entry> = [
  { title: 'Date', dataIndex: 'date', key: 'date', width: 120 },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 130, align: 'right', render: euro },
];

export default function PrefixCls() {
  // Every class the table renders starts with "ledger" instead of "rc-table": ledger-thead, ledger-cell, ...
  // The site's table theme targets rc-table, so this table wears only the rules in prefix-cls.css.
  return <Table<Entry> prefixCls="ledger" columns={columns} data={entries} caption="Cash book, June 2024" />;
}
