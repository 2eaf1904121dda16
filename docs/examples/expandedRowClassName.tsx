import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { orders, orderTotal, price, type Order } from './data/g3-orders';
import './expandedRowClassName.css';

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'number', key: 'number', width: 110 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  { title: 'Placed', dataIndex: 'placed', key: 'placed', width: 120 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 120 },
  { title: 'Total', key: 'total', width: 110, align: 'right', render: (_, order) => price(orderTotal(order)) },
];

// The expand icons are buttons named after their order, so the keyboard can open each row.
function ShippingDetails({ order }: { order: Order }) {
  return (
    <dl className="expanded-row-class-name-details">
      <dt>Status</dt>
      <dd>{order.status}</dd>
      <dt>Carrier</dt>
      <dd>{order.carrier}</dd>
      <dt>Tracking</dt>
      <dd>{order.tracking}</dd>
      <dt>Ship to</dt>
      <dd>
        {order.customer}, {order.city}, {order.country}
      </dd>
    </dl>
  );
}

export default function ExpandedRowClassName() {
  return (
    <Table<Order>
      columns={columns}
      data={orders}
      rowKey="key"
      caption="Shipments this week"
      expandable={{
        expandedRowRender: (order) => <ShippingDetails order={order} />,
        // The class goes on the expanded <tr>, not on the order's own row.
        expandedRowClassName: (order) => `expanded-row-class-name-${order.status.toLowerCase()}`,
        // Every shipment starts open, and the details stay open: there is no expand column to close them.
        defaultExpandAllRows: true,
        showExpandColumn: false,
      }}
    />
  );
}
