/** Monthly unit sales per product for the first half of 2024: deterministic, so server and browser render the same. */
export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
export type Month = (typeof MONTHS)[number];

export const MONTH_LABELS: Record<Month, string> = {
  jan: 'Jan',
  feb: 'Feb',
  mar: 'Mar',
  apr: 'Apr',
  may: 'May',
  jun: 'Jun',
};

export interface ProductSales extends Record<Month, number> {
  key: string;
  product: string;
  category: string;
}

const PRODUCTS: readonly [string, string][] = [
  ['Trail running shoes', 'Footwear'],
  ['Merino base layer', 'Clothing'],
  ['Rain shell jacket', 'Clothing'],
  ['Insulated bottle', 'Gear'],
  ['Headlamp 400', 'Gear'],
  ['Hiking poles', 'Gear'],
  ['Wool socks (3-pack)', 'Clothing'],
  ['Approach shoes', 'Footwear'],
];

export const sales: ProductSales[] = PRODUCTS.map(([product, category], i) => {
  // A seasonal curve per product plus a fixed wobble, so every cell differs but nothing is random.
  const unit = (m: number) => Math.round(120 + i * 35 + m * (i % 2 ? 22 : -9) + ((i * 31 + m * 17) % 40));
  return {
    key: `p-${i + 1}`,
    product,
    category,
    jan: unit(0),
    feb: unit(1),
    mar: unit(2),
    apr: unit(3),
    may: unit(4),
    jun: unit(5),
  };
});

export const sumMonths = (record: ProductSales, months: readonly Month[]) =>
  months.reduce((total, month) => total + record[month], 0);
