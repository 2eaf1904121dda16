/** The reading order's comparison (engine/core/reading-order.ts): section, group, order, title, address. */
import { describe, expect, it } from 'vitest';
import { compareReading, readingOrder, type Ordered } from '../../../../engine/core/reading-order';

const page = (url: string, extra: Partial<Ordered> = {}): Ordered => ({
  url,
  title: url,
  order: 0,
  nav: { path: '/demo', order: 1 },
  ...extra,
});

describe('compareReading', () => {
  it('orders by section, then ungrouped pages, groups by order, pages by order, title and address', () => {
    const pages = [
      page('/b', { group: { key: 'basic', order: 1 } }),
      page('/changelog', { nav: { path: '/changelog', order: 2 } }),
      page('/a2', { group: { key: 'adv', order: 2 }, order: 2 }),
      page('/a1', { group: { key: 'adv', order: 2 }, order: 1, title: 'Zed' }),
      page('/a0', { group: { key: 'adv', order: 2 }, order: 1, title: 'Alpha' }),
      page('/overview'),
      page('/home', { nav: { path: '/', order: 0 } }),
    ];
    expect(readingOrder(pages).map((p) => p.url)).toEqual([
      '/home',
      '/overview',
      '/b',
      '/a0',
      '/a1',
      '/a2',
      '/changelog',
    ]);
    expect(compareReading(pages[0], pages[0])).toBe(0);
  });
});
