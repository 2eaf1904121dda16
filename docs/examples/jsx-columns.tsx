import Table from '@rc-component/table';

interface Contact {
  key: string;
  first: string;
  last: string;
  phoneType: string;
  phone: string;
  city: string;
}

const contacts: Contact[] = [
  { key: 'c1', first: 'Amara', last: 'Okafor', phoneType: 'Mobile', phone: '+234 803 555 0142', city: 'Lagos' },
  { key: 'c2', first: 'Lucas', last: 'Moreau', phoneType: 'Work', phone: '+33 4 72 55 01 93', city: 'Lyon' },
  { key: 'c3', first: 'Mei', last: 'Tanaka', phoneType: 'Mobile', phone: '+81 90 5550 1177', city: 'Osaka' },
  { key: 'c4', first: 'Diego', last: 'Ramos', phoneType: 'Home', phone: '+52 55 5550 3321', city: 'Mexico City' },
];

export default function JsxColumns() {
  return (
    // Columns written as children instead of `columns`. Each element's `key` becomes the column's key.
    <Table<Contact> data={contacts} id="contact-table" style={{ maxWidth: 760 }} caption="Contacts">
      {/* A group: its title spans the columns inside it. */}
      <Table.ColumnGroup<Contact> title="Name" key="name">
        <Table.Column<Contact> title="First" dataIndex="first" key="first" />
        <Table.Column<Contact> title="Last" dataIndex="last" key="last" />
      </Table.ColumnGroup>
      {/* One header over two columns: the first header cell spans 2, the second is not drawn (0). */}
      <Table.Column<Contact> title="Phone" dataIndex="phoneType" key="phoneType" colSpan={2} />
      <Table.Column<Contact> title="Phone number" dataIndex="phone" key="phone" colSpan={0} />
      {/* rowSpan sets how many header rows the cell covers; 2 is what the table would work out itself. */}
      <Table.Column<Contact> title="City" dataIndex="city" key="city" rowSpan={2} />
    </Table>
  );
}
