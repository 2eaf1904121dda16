import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { money } from './data/people';
import './className.css';

type Status = 'paid' | 'due' | 'overdue';

interface Invoice {
  number: string;
  client: string;
  issued: string;
  dueDate: string;
  amount: number;
  status: Status;
}

const invoices: Invoice[] = [
  {
    number: 'INV-2031',
    client: 'Brightline Logistics',
    issued: '2025-01-06',
    dueDate: '2025-02-05',
    amount: 12_480,
    status: 'paid',
  },
  {
    number: 'INV-2032',
    client: 'Nordhavn Design',
    issued: '2025-01-14',
    dueDate: '2025-02-13',
    amount: 3_920,
    status: 'overdue',
  },
  {
    number: 'INV-2033',
    client: 'Casa Verde Foods',
    issued: '2025-01-20',
    dueDate: '2025-02-19',
    amount: 7_315,
    status: 'paid',
  },
  {
    number: 'INV-2034',
    client: 'Hokkaido Farm Co-op',
    issued: '2025-02-03',
    dueDate: '2025-03-05',
    amount: 21_600,
    status: 'due',
  },
  {
    number: 'INV-2035',
    client: 'Kestrel Analytics',
    issued: '2025-02-10',
    dueDate: '2025-03-12',
    amount: 940,
    status: 'overdue',
  },
  {
    number: 'INV-2036',
    client: 'Pune Textiles',
    issued: '2025-02-17',
    dueDate: '2025-03-19',
    amount: 5_275,
    status: 'due',
  },
];

const columns: ColumnsType<Invoice> = [
  { title: 'Invoice', dataIndex: 'number', key: 'number', width: 110 },
  { title: 'Client', dataIndex: 'client', key: 'client' },
  { title: 'Issued', dataIndex: 'issued', key: 'issued', width: 120 },
  { title: 'Due', dataIndex: 'dueDate', key: 'dueDate', width: 120 },
  // A column's className goes on its header cell and on every body cell.
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    width: 120,
    align: 'right',
    className: 'demo-class-name-amount',
    render: money,
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 110,
    render: (status: Status) => (
      <span className={`demo-class-name-badge demo-class-name-badge-${status}`}>{status}</span>
    ),
  },
];

export default function ClassNames() {
  return (
    <Table<Invoice>
      columns={columns}
      data={invoices}
      rowKey="number"
      scroll={{ x: 720 }}
      // One class per row, chosen from the record.
      rowClassName={(invoice) => `demo-class-name-${invoice.status}`}
      // Classes and inline styles for the table's parts.
      classNames={{
        header: { cell: 'demo-class-name-header-cell' },
        body: { row: 'demo-class-name-row' },
      }}
      styles={{
        title: { fontWeight: 600 },
        footer: { fontSize: 13, color: 'var(--text-3, #646a73)' },
      }}
      title={() => 'Invoices, Q1 2025'}
      footer={(rows) => `${rows.filter((invoice) => invoice.status === 'overdue').length} overdue, shown in red.`}
    />
  );
}
