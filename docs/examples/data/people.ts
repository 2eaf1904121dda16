/** Sample people for the demos: deterministic, so every render (and the prerendered HTML) is the same. */
export interface Person {
  key: number;
  name: string;
  age: number;
  email: string;
  phone: string;
  city: string;
  country: string;
  department: string;
  salary: number;
  joined: string;
}

const FIRST = [
  'Amara',
  'Lucas',
  'Chen',
  'Sofia',
  'Rahul',
  'Mia',
  'Kenji',
  'Leila',
  'Diego',
  'Hannah',
  'Omar',
  'Yuki',
  'Ivan',
  'Priya',
  'Noah',
  'Zara',
];
const LAST = [
  'Okafor',
  'Moreau',
  'Jing',
  'Lindqvist',
  'Mehta',
  'Rossi',
  'Tanaka',
  'Haddad',
  'Silva',
  'Becker',
  'Farouk',
  'Sato',
  'Petrov',
  'Nair',
  'Walsh',
  'Khan',
];
const PLACES = [
  ['Lagos', 'Nigeria'],
  ['Lyon', 'France'],
  ['Hangzhou', 'China'],
  ['Uppsala', 'Sweden'],
  ['Pune', 'India'],
  ['Turin', 'Italy'],
  ['Osaka', 'Japan'],
  ['Beirut', 'Lebanon'],
  ['Porto', 'Portugal'],
  ['Leipzig', 'Germany'],
  ['Cairo', 'Egypt'],
  ['Sapporo', 'Japan'],
] as const;
const DEPARTMENTS = ['Engineering', 'Design', 'Finance', 'Support', 'Marketing', 'Operations'];

/** `count` people; person i is always the same person. */
export function makePeople(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7 + 3) % LAST.length];
    const [city, country] = PLACES[(i * 5) % PLACES.length];
    return {
      key: i + 1,
      name: `${first} ${last}`,
      age: 22 + ((i * 13) % 40),
      email: `${first}.${last}${i > 15 ? i : ''}@example.com`.toLowerCase(),
      phone: `+1 555 ${String(1000 + ((i * 389) % 9000)).padStart(4, '0')}`,
      city,
      country,
      department: DEPARTMENTS[(i * 3) % DEPARTMENTS.length],
      salary: 42000 + ((i * 7919) % 90000),
      joined: `20${String(10 + (i % 15)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 11) % 28)).padStart(2, '0')}`,
    };
  });
}

// One formatter for every cell, made on first use: building one per call is slow, and building it when the module
// loads costs every page that imports this file, whether it shows a salary or not.
let dollars: Intl.NumberFormat | undefined;
export const money = (value: number) =>
  (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(
    value,
  );
