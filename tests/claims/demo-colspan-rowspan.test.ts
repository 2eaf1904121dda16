import { expect, it } from 'vitest';
import { city, data, has, name, render, type Row } from './render.ts';

it('docs/demo/colspan-rowspan.md: "onCell is called for every row with the record and its index, and its result goes onto the <td>"', () => {
  const calls: unknown[] = [];
  const html = render({
    columns: [
      { ...name, onCell: (row: Row, index?: number) => (calls.push([row.key, index]), { title: `t${index}` }) },
    ],
    data,
  });
  expect(calls).toEqual([
    [1, 0],
    [2, 1],
  ]);
  expect(has(html, 'td', { title: 't1' })).toBe(true);
});
it('docs/demo/colspan-rowspan.md: "the neighbours it covers must return a span of 0 so that they are not drawn"', () => {
  const html = render({
    columns: [
      { ...name, onCell: (_: Row, index?: number) => (index === 0 ? { colSpan: 2, rowSpan: 2 } : {}) },
      { ...city, onCell: (_: Row, index?: number) => (index === 0 ? { colSpan: 0 } : { rowSpan: 0 }) },
    ],
    data: [...data, { key: 3, name: 'Cy', city: 'Lima' }],
  });
  expect(has(html, 'td', { colSpan: '2', rowSpan: '2' })).toBe(true);
  expect(html).not.toContain('>Lagos<');
  expect(html).not.toContain('>Lyon<');
  // Without the zero span the covered cell would still be drawn.
  expect(html).toContain('>Bo</td></tr>');
});
it('docs/demo/colspan-rowspan.md: "Return colSpan or rowSpan from a column\'s onCell to merge cells."', () => {
  const html = render({
    columns: [
      { ...name, onCell: (_: Row, index?: number) => (index === 0 ? { colSpan: 2 } : { rowSpan: 1 }) },
      { ...city, onCell: (_: Row, index?: number) => ({ colSpan: index === 0 ? 0 : 1 }) },
    ],
    data,
  });
  // The first row: one cell over both columns; the second: two cells.
  const rows = [...html.matchAll(/<tr[^>]*data-row-key[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => match[1]);
  expect(rows.map((row) => (row.match(/<td/g) ?? []).length)).toEqual([1, 2]);
  expect(has(html, 'td', { colSpan: '2' })).toBe(true);
  const spanned = render({
    columns: [{ ...name, onCell: (_: Row, index?: number) => ({ rowSpan: index === 0 ? 2 : 0 }) }, city],
    data,
  });
  expect(has(spanned, 'td', { rowSpan: '2' })).toBe(true);
  expect(spanned).not.toContain('>Bo<');
});
