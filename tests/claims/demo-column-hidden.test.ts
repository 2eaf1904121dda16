import { expect, it } from 'vitest';
import { city, count, data, head, name, render } from './render.ts';

it('docs/demo/column-hidden.md: "Set hidden: true on a column to leave it out of the table: no header cell, no body cells, no width."', () => {
  const html = render({ columns: [name, { ...city, hidden: true, width: 321 }], data });
  expect(count(head(html), '<th ')).toBe(1);
  expect(html).not.toContain('Lagos');
  expect(html).not.toContain('321');
  expect(render({ columns: [name, { ...city, hidden: false, width: 321 }], data })).toContain('width:321px');
});
it('docs/demo/column-hidden.md: "The column stays in your columns array with its key and settings, so showing it again is a matter of flipping one boolean"', () => {
  const settings = { ...city, width: 321, className: 'town', align: 'right' as const };
  // Hidden, the column renders as if it had been filtered out of the array ...
  expect(render({ columns: [name, { ...settings, hidden: true }], data })).toBe(render({ columns: [name], data }));
  // ... and with the flag flipped back, as if it had never been hidden, every setting in place.
  const shown = render({ columns: [name, { ...settings, hidden: false }], data });
  expect(shown).toBe(render({ columns: [name, settings], data }));
  expect(shown).toContain('width:321px');
  expect(shown).toMatch(/<td class="[^"]*town[^"]*" style="text-align:right">Lagos<\/td>/);
});
