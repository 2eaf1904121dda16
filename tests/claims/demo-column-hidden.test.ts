import { expect, it } from 'vitest';
import { city, count, data, head, name, render } from './render.ts';

it('docs/demo/column-hidden.md: "Set hidden: true on a column to leave it out of the table: no header cell, no body cells, no width."', () => {
  const html = render({ columns: [name, { ...city, hidden: true, width: 321 }], data });
  expect(count(head(html), '<th ')).toBe(1);
  expect(html).not.toContain('Lagos');
  expect(html).not.toContain('321');
  expect(render({ columns: [name, { ...city, hidden: false, width: 321 }], data })).toContain('width:321px');
});
