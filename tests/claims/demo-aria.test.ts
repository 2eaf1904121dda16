import { describe, expect, it } from 'vitest';
import { count, data, has, name, render } from './render.ts';

describe('docs/demo/aria.md', () => {
  it('docs/demo/aria.md: "Any aria-* prop you give the table is passed on to the <table> element itself."', () => {
    const props = { 'aria-label': 'Staff', 'aria-rowcount': 121, 'aria-describedby': 'note' };
    const html = render({ columns: [name], data, ...props } as never);
    expect(has(html, 'table', { 'aria-label': 'Staff', 'aria-rowcount': '121', 'aria-describedby': 'note' })).toBe(
      true,
    );
    expect(html).toMatch(/^<div class="rc-table">/);
    for (const sticky of [true, false])
      expect(
        has(render({ columns: [name], data, sticky, ...props } as never), 'table', { 'aria-label': 'Staff' }),
      ).toBe(true);
  });
  it('docs/demo/aria.md: "onHeaderRow and onRow return an aria-rowindex for each row"', () => {
    const html = render({
      columns: [name],
      data,
      onHeaderRow: () => ({ 'aria-rowindex': 1 }) as never,
      onRow: (_, index) => ({ 'aria-rowindex': index! + 2 }) as never,
    });
    expect(has(html, 'tr', { 'aria-rowindex': '1' })).toBe(true);
    expect(has(html, 'tr', { 'aria-rowindex': '3', 'data-row-key': '2' })).toBe(true);
  });
});
it('docs/demo/aria.md: "Here aria-labelledby and aria-describedby point at the text above the table"', () => {
  const html = render({ columns: [name], data, 'aria-labelledby': 'title', 'aria-describedby': 'note' } as never);
  expect(has(html, 'table', { 'aria-labelledby': 'title', 'aria-describedby': 'note' })).toBe(true);
  expect(count(html, 'aria-labelledby')).toBe(1);
});
