import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { tickets, type Ticket } from './data/g2-tickets';

const columns: ColumnsType<Ticket> = [
  { title: 'Ticket', dataIndex: 'id', key: 'id', width: 90, fixed: 'start' },
  // A fixed column can wrap too: long subjects take two lines.
  { title: 'Subject', dataIndex: 'subject', key: 'subject', width: 180, fixed: 'start' },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 160 },
  // No ellipsis here: the description wraps, so each row is as tall as its longest text.
  { title: 'Description', dataIndex: 'description', key: 'description', width: 380 },
  { title: 'Priority', dataIndex: 'priority', key: 'priority', width: 100 },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 160 },
  { title: 'Updated', dataIndex: 'updated', key: 'updated', width: 120 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 100, fixed: 'end' },
];

export default function FixedColumnsAutoHeight() {
  return <Table<Ticket> columns={columns} data={tickets} rowKey="key" scroll={{ x: 1290 }} caption="Support queue" />;
}
