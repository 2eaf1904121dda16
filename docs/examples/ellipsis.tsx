import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';

interface Ticket {
  id: string;
  subject: string;
  requester: string;
  email: string;
  address: string;
}

const tickets: Ticket[] = [
  {
    id: 'T-4821',
    subject: 'Invoice for February shows the old VAT number after we updated our company details',
    requester: 'Amara Okafor',
    email: 'amara.okafor@brightline-logistics.example.com',
    address: '12 Admiralty Way, Lekki Phase 1, Lagos 106104, Nigeria',
  },
  {
    id: 'T-4822',
    subject: 'Cannot export reports to CSV',
    requester: 'Lucas Moreau',
    email: 'lucas.moreau@example.com',
    address: '8 Rue de la République, 69002 Lyon, France',
  },
  {
    id: 'T-4823',
    subject: 'Two-factor codes arrive several minutes late when travelling outside the home country',
    requester: 'Yuki Sato',
    email: 'yuki.sato@hokkaido-farm-cooperative.example.jp',
    address: 'Kita 3-jo Nishi 4-chome, Chuo-ku, Sapporo, Hokkaido 060-0003, Japan',
  },
  {
    id: 'T-4824',
    subject: 'Request to merge duplicate accounts created by the mobile app sign-up flow',
    requester: 'Omar Farouk',
    email: 'omar.farouk@example.com',
    address: '26 July Street, Zamalek, Cairo 11211, Egypt',
  },
];

const columns: ColumnsType<Ticket> = [
  { title: 'Ticket', dataIndex: 'id', key: 'id', width: 80 },
  // Cut to one line; the full text shows in the browser's tooltip (a `title` on the cell).
  { title: 'Subject', dataIndex: 'subject', key: 'subject', ellipsis: true },
  {
    title: 'Email',
    dataIndex: 'email',
    key: 'email',
    width: 170,
    // The link carries its own title, so the cell should not add a second one.
    ellipsis: { showTitle: false },
    render: (email: string) => (
      <a href={`mailto:${email}`} title={email}>
        {email}
      </a>
    ),
  },
  // No ellipsis: long text wraps onto more lines.
  { title: 'Address', dataIndex: 'address', key: 'address', width: 210 },
];

export default function Ellipsis() {
  const [width, setWidth] = useState(720);
  return (
    <div>
      <label style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        Table width
        <input
          type="range"
          min={560}
          max={960}
          step={20}
          value={width}
          onChange={(event) => setWidth(Number(event.target.value))}
        />
        <output>{width}px</output>
      </label>
      <div style={{ width, maxWidth: '100%' }}>
        {/* scroll.x keeps the table at least 560px wide, so Subject never shrinks to nothing on a phone. */}
        <Table<Ticket>
          columns={columns}
          data={tickets}
          rowKey="id"
          scroll={{ x: 560 }}
          caption="Open support tickets"
        />
      </div>
    </div>
  );
}
