/** Stock levels: thousands of products by dozens of warehouses. Values are computed, not stored, so nothing big sits in memory. */
export interface Product {
  key: number;
  sku: string;
}

const SITES = [
  'Lagos',
  'Lyon',
  'Hangzhou',
  'Uppsala',
  'Pune',
  'Turin',
  'Osaka',
  'Beirut',
  'Porto',
  'Leipzig',
  'Cairo',
  'Sapporo',
];

/** `count` warehouses, named after a city and numbered: "Lagos 1", "Lyon 1", … "Lagos 2", … */
export const makeWarehouses = (count: number) =>
  Array.from({ length: count }, (_, i) => `${SITES[i % SITES.length]} ${Math.floor(i / SITES.length) + 1}`);

export const makeProducts = (count: number): Product[] =>
  Array.from({ length: count }, (_, i) => ({ key: i + 1, sku: `SKU-${String(100000 + i * 7)}` }));

/** Units of product `key` in warehouse `warehouse`: the same inputs always give the same number. */
export function stockLevel(key: number, warehouse: number) {
  // A small integer hash (32-bit multiply and xor-shift): scattered, but identical on every run and in every engine.
  let h = Math.imul(key, 0x9e3779b1) ^ Math.imul(warehouse + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae35);
  h ^= h >>> 13;
  return (h >>> 0) % 640;
}
