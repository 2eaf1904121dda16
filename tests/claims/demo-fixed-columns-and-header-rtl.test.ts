import { expect, it } from 'vitest';
import { city, data, name, render } from './render.ts';

it('docs/demo/fixed-columns-and-header-rtl.md: "With direction="rtl" the table lays out from right to left"', () => {
  const html = render({
    columns: [
      { ...name, fixed: 'start', width: 100 },
      { ...city, width: 900 },
    ],
    data,
    scroll: { x: 1000, y: 300 },
    direction: 'rtl',
  });
  expect(html).toMatch(/^<div class="rc-table rc-table-rtl /);
  // Logical sides: the stylesheet's direction: rtl makes inset-inline-start the right edge.
  expect(html).toContain('inset-inline-start:0');
});
