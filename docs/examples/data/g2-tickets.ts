/** Support tickets whose descriptions differ a lot in length, so their rows have different heights. */
export interface Ticket {
  key: string;
  id: string;
  customer: string;
  subject: string;
  description: string;
  priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  owner: string;
  updated: string;
  status: 'Open' | 'Waiting' | 'Solved';
}

export const tickets: Ticket[] = [
  {
    key: 't-2301',
    id: '#2301',
    customer: 'Amara Okafor',
    subject: 'Invoice PDF is blank',
    description: 'The March invoice downloads as an empty page.',
    priority: 'Normal',
    owner: 'Lucas Moreau',
    updated: '2024-04-02',
    status: 'Open',
  },
  {
    key: 't-2302',
    id: '#2302',
    customer: 'Chen Jing',
    subject: 'Cannot add a second warehouse',
    description:
      'When we try to add our Ningbo warehouse the form saves, but the list still shows one location. We tried two browsers and cleared the cache. The same happens for a colleague with admin rights, so it does not look like a permissions problem. This blocks our stock transfer next week.',
    priority: 'High',
    owner: 'Sofia Lindqvist',
    updated: '2024-04-02',
    status: 'Waiting',
  },
  {
    key: 't-2303',
    id: '#2303',
    customer: 'Rahul Mehta',
    subject: 'Feature request: export to CSV',
    description: 'Would like a CSV export of the orders report, grouped by month, so finance can import it.',
    priority: 'Low',
    owner: 'Mia Rossi',
    updated: '2024-04-01',
    status: 'Open',
  },
  {
    key: 't-2304',
    id: '#2304',
    customer: 'Leila Haddad',
    subject: 'Two-factor codes arrive late',
    description:
      'SMS codes arrive three to five minutes after the request, by which time they have expired. It started on Monday. Our numbers are Lebanese (+961); email codes work fine.',
    priority: 'Urgent',
    owner: 'Kenji Tanaka',
    updated: '2024-04-03',
    status: 'Open',
  },
  {
    key: 't-2305',
    id: '#2305',
    customer: 'Diego Silva',
    subject: 'Typo on the pricing page',
    description: '"Anual" should be "Annual".',
    priority: 'Low',
    owner: 'Hannah Becker',
    updated: '2024-03-29',
    status: 'Solved',
  },
  {
    key: 't-2306',
    id: '#2306',
    customer: 'Yuki Sato',
    subject: 'Webhook retries flood our server',
    description:
      'After a short outage on our side your webhooks retried roughly 40,000 times in ten minutes. Is there a way to set a maximum retry rate or a back-off? Logs attached to the previous ticket (#2188).',
    priority: 'High',
    owner: 'Omar Farouk',
    updated: '2024-04-03',
    status: 'Waiting',
  },
  {
    key: 't-2307',
    id: '#2307',
    customer: 'Priya Nair',
    subject: 'Change billing email',
    description: 'Please send invoices to accounts@ instead of my personal address.',
    priority: 'Normal',
    owner: 'Lucas Moreau',
    updated: '2024-03-30',
    status: 'Solved',
  },
];
