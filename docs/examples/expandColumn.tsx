import { useId, useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, ExpandableConfig } from '@rc-component/table';
import { orders, orderTotal, price, type Order } from './data/g3-orders';
import { expandButton, expandColumnTitle } from './shared/expandButton';
import './expandColumn.css';

type Place = 'default' | 'first' | 'after-customer' | 'last';
type Fixed = 'unset' | 'start' | 'end';

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'number', key: 'number', width: 110, fixed: 'start' },
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  { title: 'City', dataIndex: 'city', key: 'city' },
  { title: 'Country', dataIndex: 'country', key: 'country' },
  { title: 'Placed', dataIndex: 'placed', key: 'placed' },
  { title: 'Carrier', dataIndex: 'carrier', key: 'carrier' },
  { title: 'Status', dataIndex: 'status', key: 'status' },
  {
    title: 'Total',
    key: 'total',
    width: 110,
    fixed: 'end',
    align: 'right',
    render: (_, order) => price(orderTotal(order)),
  },
];

/** The columns with `Table.EXPAND_COLUMN` put where the reader chose; left out, the table puts it first itself. */
function columnsWithExpand(place: Place): ColumnsType<Order> {
  if (place === 'default') return columns;
  const at = { first: 0, 'after-customer': 2, last: columns.length }[place];
  return [...columns.slice(0, at), Table.EXPAND_COLUMN, ...columns.slice(at)];
}

const components = { ExpandIcon: expandButton<Order>((order) => `Lines of ${order.number}`) };

export default function ExpandColumn() {
  const [place, setPlace] = useState<Place>('after-customer');
  const [fixed, setFixed] = useState<Fixed>('unset');
  const placeId = useId();
  const fixedId = useId();
  const expandable: ExpandableConfig<Order> = {
    columnTitle: expandColumnTitle,
    columnWidth: 48,
    expandedRowRender: (order) => (
      <ul className="expand-column-lines">
        {order.lines.map((line) => (
          <li key={line.key}>
            {line.quantity} × {line.product}
          </li>
        ))}
      </ul>
    ),
    ...(fixed === 'unset' ? {} : { fixed }),
  };
  return (
    <>
      <div className="expand-column-controls">
        <label htmlFor={placeId}>Expand column</label>
        <select id={placeId} value={place} onChange={(event) => setPlace(event.target.value as Place)}>
          <option value="default">not in columns</option>
          <option value="first">first in columns</option>
          <option value="after-customer">after Customer</option>
          <option value="last">last in columns</option>
        </select>
        <label htmlFor={fixedId}>expandable.fixed</label>
        <select id={fixedId} value={fixed} onChange={(event) => setFixed(event.target.value as Fixed)}>
          <option value="unset">not set</option>
          <option value="start">'start'</option>
          <option value="end">'end'</option>
        </select>
      </div>
      <Table<Order>
        columns={columnsWithExpand(place)}
        data={orders}
        // A function works where no field holds a unique key, or where it has to be built from several.
        rowKey={(order) => order.number}
        caption="Orders: scroll sideways to see which columns stay"
        // 'max-content': the table is as wide as its content needs and scrolls when the box is narrower.
        scroll={{ x: 'max-content' }}
        components={components}
        expandable={expandable}
      />
    </>
  );
}
