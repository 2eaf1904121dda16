/** Wholesale orders of a small coffee roastery: cafés order beans and supplies; each order has lines. Fixed data. */
export type OrderStatus = 'Processing' | 'Shipped' | 'Delivered' | 'Delayed';

export interface OrderLine {
  key: string;
  product: string;
  sku: string;
  quantity: number;
  unitPrice: number;
}

export interface Order {
  key: string;
  number: string;
  customer: string;
  city: string;
  country: string;
  placed: string;
  status: OrderStatus;
  carrier: string;
  tracking: string;
  payment: string;
  lines: OrderLine[];
}

export interface Customer {
  key: string;
  name: string;
  contact: string;
  city: string;
  country: string;
  since: string;
  orders: Order[];
}

const PRODUCTS = {
  guji: { product: 'Ethiopia Guji, 1 kg', sku: 'BN-ETH-1K', unitPrice: 32 },
  huila: { product: 'Colombia Huila, 1 kg', sku: 'BN-COL-1K', unitPrice: 27.5 },
  house: { product: 'House espresso blend, 5 kg', sku: 'BN-HSE-5K', unitPrice: 109 },
  decaf: { product: 'Swiss Water decaf, 1 kg', sku: 'BN-DEC-1K', unitPrice: 29 },
  filters: { product: 'Paper filters, box of 500', sku: 'SP-FLT-500', unitPrice: 18 },
  cups: { product: 'Compostable cups 12 oz, 1000', sku: 'SP-CUP-12', unitPrice: 84 },
  cleaner: { product: 'Espresso machine cleaner', sku: 'SP-CLN-900', unitPrice: 21.9 },
} as const;

type ProductId = keyof typeof PRODUCTS;

function lines(order: string, items: [ProductId, number][]): OrderLine[] {
  return items.map(([id, quantity], i) => ({ key: `${order}-${i + 1}`, ...PRODUCTS[id], quantity }));
}

export const orders: Order[] = [
  {
    key: 'SO-2041',
    number: 'SO-2041',
    customer: 'Blue Door Café',
    city: 'Porto',
    country: 'Portugal',
    placed: '2024-03-04',
    status: 'Delivered',
    carrier: 'DHL Express',
    tracking: 'JD014600006251',
    payment: 'Invoice, 30 days',
    lines: lines('SO-2041', [
      ['house', 4],
      ['decaf', 2],
      ['cups', 1],
    ]),
  },
  {
    key: 'SO-2042',
    number: 'SO-2042',
    customer: 'Kōhī Stand',
    city: 'Osaka',
    country: 'Japan',
    placed: '2024-03-05',
    status: 'Shipped',
    carrier: 'FedEx International',
    tracking: '7729 4410 8831',
    payment: 'Card',
    lines: lines('SO-2042', [
      ['guji', 6],
      ['huila', 6],
    ]),
  },
  {
    key: 'SO-2043',
    number: 'SO-2043',
    customer: 'Northside Bakery',
    city: 'Leipzig',
    country: 'Germany',
    placed: '2024-03-05',
    status: 'Delayed',
    carrier: 'DPD',
    tracking: '0150 3342 9912 07',
    payment: 'Invoice, 14 days',
    lines: lines('SO-2043', [
      ['house', 2],
      ['filters', 3],
      ['cleaner', 2],
    ]),
  },
  {
    key: 'SO-2044',
    number: 'SO-2044',
    customer: 'Café Lumière',
    city: 'Lyon',
    country: 'France',
    placed: '2024-03-06',
    status: 'Processing',
    carrier: 'Colissimo',
    tracking: 'Not yet assigned',
    payment: 'Bank transfer',
    lines: lines('SO-2044', [
      ['guji', 3],
      ['decaf', 1],
    ]),
  },
  {
    key: 'SO-2045',
    number: 'SO-2045',
    customer: 'Blue Door Café',
    city: 'Porto',
    country: 'Portugal',
    placed: '2024-03-08',
    status: 'Shipped',
    carrier: 'DHL Express',
    tracking: 'JD014600006388',
    payment: 'Invoice, 30 days',
    lines: lines('SO-2045', [
      ['huila', 5],
      ['filters', 2],
    ]),
  },
  {
    key: 'SO-2046',
    number: 'SO-2046',
    customer: 'Harbour Books & Coffee',
    city: 'Uppsala',
    country: 'Sweden',
    placed: '2024-03-09',
    status: 'Delayed',
    carrier: 'PostNord',
    tracking: 'UA 5561 2048 SE',
    payment: 'Card',
    lines: lines('SO-2046', [
      ['house', 1],
      ['guji', 2],
      ['cups', 2],
      ['cleaner', 1],
    ]),
  },
  {
    key: 'SO-2047',
    number: 'SO-2047',
    customer: 'Chai & Chapter',
    city: 'Pune',
    country: 'India',
    placed: '2024-03-11',
    status: 'Processing',
    carrier: 'Blue Dart',
    tracking: 'Not yet assigned',
    payment: 'Bank transfer',
    lines: lines('SO-2047', [
      ['decaf', 4],
      ['filters', 1],
    ]),
  },
  {
    key: 'SO-2048',
    number: 'SO-2048',
    customer: 'Kōhī Stand',
    city: 'Osaka',
    country: 'Japan',
    placed: '2024-03-12',
    status: 'Delivered',
    carrier: 'FedEx International',
    tracking: '7729 4410 9120',
    payment: 'Card',
    lines: lines('SO-2048', [['house', 3]]),
  },
];

/** Sum of an order's lines. */
export const orderTotal = (order: Order) => order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

/** Two decimals, for prices (the formatter is made on first use, not when the module loads). */
let dollars: Intl.NumberFormat | undefined;
export const price = (value: number) =>
  (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(value);

const ACCOUNTS: Omit<Customer, 'orders'>[] = [
  {
    key: 'c-blue-door',
    name: 'Blue Door Café',
    contact: 'Inês Carvalho',
    city: 'Porto',
    country: 'Portugal',
    since: '2019',
  },
  { key: 'c-kohi', name: 'Kōhī Stand', contact: 'Kenji Tanaka', city: 'Osaka', country: 'Japan', since: '2021' },
  {
    key: 'c-northside',
    name: 'Northside Bakery',
    contact: 'Hannah Becker',
    city: 'Leipzig',
    country: 'Germany',
    since: '2020',
  },
  { key: 'c-lumiere', name: 'Café Lumière', contact: 'Lucas Moreau', city: 'Lyon', country: 'France', since: '2022' },
  {
    key: 'c-harbour',
    name: 'Harbour Books & Coffee',
    contact: 'Sofia Lindqvist',
    city: 'Uppsala',
    country: 'Sweden',
    since: '2018',
  },
  { key: 'c-chai', name: 'Chai & Chapter', contact: 'Priya Nair', city: 'Pune', country: 'India', since: '2023' },
  {
    key: 'c-saffron',
    name: 'Saffron Corner',
    contact: 'Leila Haddad',
    city: 'Beirut',
    country: 'Lebanon',
    since: '2024',
  },
];

/** Accounts with their orders; the newest account has not ordered yet. */
export const customers: Customer[] = ACCOUNTS.map((account) => ({
  ...account,
  orders: orders.filter((order) => order.customer === account.name),
}));
