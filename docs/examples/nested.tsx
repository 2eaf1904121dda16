import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';

// Records as an API might return them: grouped into objects, with a list of phone numbers.
interface Customer {
  id: string;
  name: { first: string; last: string };
  address: {
    street: string;
    city: string;
    country: { code: string; name: string };
  };
  contact: { email: string; phones: string[] };
}

const customers: Customer[] = [
  {
    id: 'c-301',
    name: { first: 'Leila', last: 'Haddad' },
    address: { street: '14 Rue Gouraud', city: 'Beirut', country: { code: 'LB', name: 'Lebanon' } },
    contact: { email: 'leila.haddad@example.com', phones: ['+961 1 442 901', '+961 3 118 240'] },
  },
  {
    id: 'c-302',
    name: { first: 'Diego', last: 'Silva' },
    address: { street: 'Rua de Santa Catarina 212', city: 'Porto', country: { code: 'PT', name: 'Portugal' } },
    contact: { email: 'diego.silva@example.com', phones: ['+351 22 339 0071'] },
  },
  {
    id: 'c-303',
    name: { first: 'Hannah', last: 'Becker' },
    address: { street: 'Karl-Liebknecht-Str. 9', city: 'Leipzig', country: { code: 'DE', name: 'Germany' } },
    contact: { email: 'hannah.becker@example.com', phones: ['+49 341 550 1288', '+49 151 2240 7781'] },
  },
  {
    id: 'c-304',
    name: { first: 'Kenji', last: 'Tanaka' },
    address: { street: '2-5-1 Namba, Chuo-ku', city: 'Osaka', country: { code: 'JP', name: 'Japan' } },
    contact: { email: 'kenji.tanaka@example.com', phones: [] },
  },
  {
    id: 'c-305',
    name: { first: 'Priya', last: 'Nair' },
    address: { street: '41 FC Road, Shivajinagar', city: 'Pune', country: { code: 'IN', name: 'India' } },
    contact: { email: 'priya.nair@example.com', phones: ['+91 20 2553 0190'] },
  },
];

const columns: ColumnsType<Customer> = [
  {
    title: 'Name',
    // A path can stop at an object: render then gets the whole `name` object.
    dataIndex: 'name',
    key: 'name',
    width: 150,
    render: (name: Customer['name']) => `${name.first} ${name.last}`,
  },
  { title: 'Street', dataIndex: ['address', 'street'], key: 'street', width: 210 },
  { title: 'City', dataIndex: ['address', 'city'], key: 'city' },
  {
    title: 'Country',
    dataIndex: ['address', 'country', 'name'],
    key: 'country',
    render: (country: string, customer) => `${country} (${customer.address.country.code})`,
  },
  {
    title: 'Main phone',
    // Numbers in the path index into arrays; a missing entry gives undefined.
    dataIndex: ['contact', 'phones', 0],
    key: 'phone',
    width: 160,
    render: (phone?: string) => phone ?? '—',
  },
];

export default function NestedDataIndex() {
  return <Table<Customer> columns={columns} data={customers} rowKey="id" scroll={{ x: 820 }} caption="Customers" />;
}
