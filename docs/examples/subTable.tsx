import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { customers, orderTotal, price, type Customer, type Order } from './data/g3-orders';
import { expandButton, expandColumnTitle } from './shared/expandButton';

const customerColumns: ColumnsType<Customer> = [
  { title: 'Customer', dataIndex: 'name', key: 'name' },
  { title: 'Contact', dataIndex: 'contact', key: 'contact', width: 170 },
  { title: 'City', key: 'city', width: 170, render: (_, customer) => `${customer.city}, ${customer.country}` },
  { title: 'Orders', key: 'orders', width: 90, align: 'right', render: (_, customer) => customer.orders.length },
  {
    title: 'Spent',
    key: 'spent',
    width: 120,
    align: 'right',
    render: (_, customer) => price(customer.orders.reduce((sum, order) => sum + orderTotal(order), 0)),
  },
];

const orderColumns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'number', key: 'number', width: 110 },
  { title: 'Placed', dataIndex: 'placed', key: 'placed', width: 120 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 110 },
  {
    title: 'Items',
    key: 'items',
    render: (_, order) => order.lines.map((line) => `${line.quantity} × ${line.product}`).join('; '),
  },
  { title: 'Total', key: 'total', width: 110, align: 'right', render: (_, order) => price(orderTotal(order)) },
];

// The expand icons are buttons named after their customer, so the keyboard can open each row.
const components = { ExpandIcon: expandButton<Customer>((customer) => `Orders from ${customer.name}`) };

/** The nested table: a full Table of its own, with its own columns and row keys. */
function CustomerOrders({ customer }: { customer: Customer }) {
  return (
    <Table<Order> columns={orderColumns} data={customer.orders} rowKey="key" caption={`Orders from ${customer.name}`} />
  );
}

export default function SubTable() {
  return (
    <Table<Customer>
      columns={customerColumns}
      data={customers}
      rowKey="key"
      caption="Wholesale customers"
      components={components}
      expandable={{
        columnTitle: expandColumnTitle,
        expandedRowRender: (customer) => <CustomerOrders customer={customer} />,
        // A customer without orders has nothing to show, so it gets no expand icon.
        // A click anywhere on a customer's row opens or closes it, not only the icon.
        expandRowByClick: true,
        rowExpandable: (customer) => customer.orders.length > 0,
        defaultExpandedRowKeys: ['c-blue-door'],
      }}
    />
  );
}
