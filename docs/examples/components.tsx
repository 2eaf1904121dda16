import {
  createContext,
  useContext,
  useState,
  type HTMLAttributes,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import './components.css';

type Status = 'paid' | 'due' | 'overdue';

interface Invoice {
  key: string;
  client: string;
  issued: string;
  due: string;
  amount: number;
  status: Status;
}

const invoices: Invoice[] = [
  {
    key: 'INV-0311',
    client: 'Blue Door Café',
    issued: '2024-03-01',
    due: '2024-03-31',
    amount: 1284.0,
    status: 'paid',
  },
  { key: 'INV-0312', client: 'Kōhī Stand', issued: '2024-03-02', due: '2024-04-01', amount: 642.5, status: 'due' },
  {
    key: 'INV-0313',
    client: 'Northside Bakery',
    issued: '2024-02-12',
    due: '2024-02-26',
    amount: 318.9,
    status: 'overdue',
  },
  { key: 'INV-0314', client: 'Café Lumière', issued: '2024-03-06', due: '2024-04-05', amount: 2110.0, status: 'due' },
  {
    key: 'INV-0315',
    client: 'Harbour Books & Coffee',
    issued: '2024-02-20',
    due: '2024-03-05',
    amount: 97.4,
    status: 'overdue',
  },
  { key: 'INV-0316', client: 'Chai & Chapter', issued: '2024-03-09', due: '2024-04-08', amount: 455.0, status: 'paid' },
];

const STATUS_LABEL: Record<Status, string> = { paid: 'Paid', due: 'Due', overdue: 'Overdue' };

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

// Each custom component receives the props rc-table computed (className, style, children, handlers...).
// Spread them on the element you render, then add what you need.

type Density = 'comfortable' | 'compact';
const DensityContext = createContext<Density>('comfortable');

/** components.table: the <table> element. Reads the density from context so CSS can tighten it. */
function DensityTable(props: TableHTMLAttributes<HTMLTableElement>) {
  const density = useContext(DensityContext);
  return <table {...props} data-density={density} />;
}

/**
 * components.header.table: the separate <table> that holds the header when the body scrolls under it (scroll.y or
 * sticky). Without it that table is a plain <table>, so the density would tighten the body and not the header.
 */
function HeaderTable(props: TableHTMLAttributes<HTMLTableElement>) {
  const density = useContext(DensityContext);
  return <table {...props} data-density={density} />;
}

/** components.header.wrapper: the <thead>. */
function Head(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} className={cx(props.className, 'components-head')} />;
}

/** components.header.cell: every <th>. Wraps the title so it can be styled apart from the cell. */
function HeadCell({ children, className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th {...props} className={cx(className, 'components-head-cell')}>
      <span className="components-head-label">{children}</span>
    </th>
  );
}

/** Props our rows receive: rc-table forwards whatever `onRow` returns to the row component. */
interface StatusRowProps extends HTMLAttributes<HTMLTableRowElement> {
  'data-status'?: Status;
}

/** components.body.row: every body <tr>. Draws a status stripe from the data-status that onRow passed. */
function StatusRow({ className, ...props }: StatusRowProps) {
  return <tr {...props} className={cx(className, props['data-status'] && `components-row-${props['data-status']}`)} />;
}

/** components.body.cell: every body <td>. */
function BodyCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...props} className={cx(className, 'components-cell')} />;
}

// Keep this object stable (module level or useMemo): a new one each render remounts the table's parts.
const components = {
  table: DensityTable,
  header: { table: HeaderTable, wrapper: Head, cell: HeadCell },
  body: { row: StatusRow, cell: BodyCell },
};

// One formatter for every cell: building one per call is slow.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: ColumnsType<Invoice> = [
  { title: 'Invoice', dataIndex: 'key', key: 'key', width: 120 },
  { title: 'Client', dataIndex: 'client', key: 'client' },
  { title: 'Issued', dataIndex: 'issued', key: 'issued', width: 120 },
  { title: 'Due', dataIndex: 'due', key: 'due', width: 120 },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 110,
    render: (status: Status) => (
      <span className={`components-badge components-badge-${status}`}>{STATUS_LABEL[status]}</span>
    ),
  },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    width: 130,
    align: 'right',
    render: (amount: number) => dollars.format(amount),
  },
];

const rowProps = (invoice: Invoice): StatusRowProps => ({ 'data-status': invoice.status });

export default function CustomComponents() {
  const [density, setDensity] = useState<Density>('comfortable');
  const [fixedHeader, setFixedHeader] = useState(false);
  return (
    <div className="components-demo">
      <fieldset className="components-density">
        <legend>Row density</legend>
        {(['comfortable', 'compact'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="components-density"
              value={value}
              checked={density === value}
              onChange={() => setDensity(value)}
            />
            {value === 'comfortable' ? 'Comfortable' : 'Compact'}
          </label>
        ))}
        <label>
          <input type="checkbox" checked={fixedHeader} onChange={(event) => setFixedHeader(event.target.checked)} />
          Fixed header
        </label>
      </fieldset>
      <DensityContext.Provider value={density}>
        <Table<Invoice>
          columns={columns}
          data={invoices}
          rowKey="key"
          components={components}
          onRow={rowProps}
          caption="Invoices, March 2024"
          scroll={fixedHeader ? { y: 160 } : undefined}
        />
      </DensityContext.Provider>
    </div>
  );
}
