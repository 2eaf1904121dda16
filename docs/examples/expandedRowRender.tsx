import { useState, type FormEvent, type Key } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { orders, orderTotal, price, type Order } from './data/g3-orders';
import { expandButton } from './shared/expandButton';
import './expandedRowRender.css';

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'number', key: 'number', width: 110 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  { title: 'Placed', dataIndex: 'placed', key: 'placed', width: 120 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 120 },
  { title: 'Total', key: 'total', width: 110, align: 'right', render: (_, order) => price(orderTotal(order)) },
];

/** What an expanded order shows: its lines, and a field the warehouse fills in. */
// The expand icons are buttons named after their order, so the keyboard can open each row; the same
// component draws the expand-all button in the header.
const components = { ExpandIcon: expandButton<Order>((order) => `Details of ${order.number}`) };

function OrderDetail({ order }: { order: Order }) {
  return (
    <div className="expanded-row-render-detail">
      <ul className="expanded-row-render-lines">
        {order.lines.map((line) => (
          <li key={line.key}>
            <span>
              {line.quantity} × {line.product}
            </span>
            <span className="expanded-row-render-sku">{line.sku}</span>
            <span>{price(line.quantity * line.unitPrice)}</span>
          </li>
        ))}
      </ul>
      <label className="expanded-row-render-note">
        Packing note for {order.number}
        <input name={`note-${order.key}`} placeholder="e.g. leave at the back door" />
      </label>
    </div>
  );
}

export default function ExpandedRowRender() {
  // Controlled: the table shows exactly the keys we pass, and tells us when the user wants a change.
  const [expandedRowKeys, setExpandedRowKeys] = useState<readonly Key[]>(['SO-2042']);
  const [forceRender, setForceRender] = useState(false);
  const [lastEvent, setLastEvent] = useState('');
  const [sent, setSent] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = [...new FormData(event.currentTarget).keys()].filter((name) => name.startsWith('note-'));
    setSent(
      `The form sent ${fields.length} of ${orders.length} packing notes` +
        (fields.length < orders.length ? ': orders whose details were never rendered have no field in the page.' : '.'),
    );
  };

  return (
    <form className="expanded-row-render-demo" onSubmit={onSubmit}>
      <div className="expanded-row-render-toolbar">
        <label>
          <input type="checkbox" checked={forceRender} onChange={(event) => setForceRender(event.target.checked)} />
          Render collapsed details too (<code>forceRender</code>)
        </label>
        <p aria-live="polite">
          Expanded: {expandedRowKeys.length ? expandedRowKeys.join(', ') : 'none'}.{lastEvent && ` ${lastEvent}`}
        </p>
      </div>
      <Table<Order>
        columns={columns}
        data={orders}
        rowKey="key"
        caption="Open orders"
        components={components}
        expandable={{
          expandedRowRender: (order) => <OrderDetail order={order} />,
          expandedRowKeys,
          onExpandedRowsChange: setExpandedRowKeys,
          onExpand: (expanded, order) => setLastEvent(`${expanded ? 'Opened' : 'Closed'} ${order.number}.`),
          // 1.12: a button in the expand column's header that opens or closes every expandable row.
          showExpandAll: true,
          onExpandAll: (expanded) =>
            setLastEvent(expanded ? 'Opened every order from the header.' : 'Closed every order from the header.'),
          // 1.11: render the details of collapsed rows as well (hidden), not only once a row has been opened.
          forceRender,
        }}
      />
      <div className="expanded-row-render-actions">
        <button type="submit">Send packing notes</button>
        <p aria-live="polite">{sent}</p>
      </div>
    </form>
  );
}
