import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { orders, orderTotal, price, type Order } from './data/g3-orders';
import { expandButton, expandColumnTitle } from './shared/expandButton';
import './expandedSticky.css';

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'number', key: 'number', width: 110, fixed: 'start' },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 200 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
  { title: 'Country', dataIndex: 'country', key: 'country', width: 130 },
  { title: 'Placed', dataIndex: 'placed', key: 'placed', width: 120 },
  { title: 'Carrier', dataIndex: 'carrier', key: 'carrier', width: 180 },
  { title: 'Tracking', dataIndex: 'tracking', key: 'tracking', width: 190 },
  { title: 'Payment', dataIndex: 'payment', key: 'payment', width: 160 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 120 },
  {
    title: 'Total',
    key: 'total',
    width: 120,
    fixed: 'end',
    align: 'right',
    render: (_, order) => price(orderTotal(order)),
  },
];

// The expand icons are buttons named after their order, so the keyboard can open each row.
const components = { ExpandIcon: expandButton<Order>((order) => `Lines of ${order.number}`) };

function OrderLines({ order }: { order: Order }) {
  return (
    <div className="expanded-sticky-detail">
      <strong>
        {order.number} for {order.customer}
      </strong>
      <ul>
        {order.lines.map((line) => (
          <li key={line.key}>
            {line.quantity} × {line.product} <span>{price(line.quantity * line.unitPrice)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function ExpandedSticky() {
  const [besideOrder, setBesideOrder] = useState(false);
  return (
    <>
      <label className="expanded-sticky-control">
        <input type="checkbox" checked={besideOrder} onChange={(event) => setBesideOrder(event.target.checked)} />
        Show details beside the Order column (<code>expandedRowOffset: 2</code>)
      </label>
      <Table<Order>
        columns={columns}
        data={orders}
        rowKey="key"
        caption="Orders: scroll sideways, the details stay in view"
        scroll={{ x: 1500 }}
        components={components}
        expandable={{
          columnTitle: expandColumnTitle,
          expandedRowRender: (order) => <OrderLines order={order} />,
          // Keep the expand column at the start while the rest scrolls.
          fixed: 'start',
          defaultExpandedRowKeys: ['SO-2041', 'SO-2043'],
          // Skip the expand column and the Order column: they span the detail row and stay fixed beside it.
          expandedRowOffset: besideOrder ? 2 : 0,
        }}
      />
    </>
  );
}
