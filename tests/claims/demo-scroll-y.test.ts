import { expect, it } from 'vitest';
import { count, data, name, render } from './render.ts';

it('docs/demo/scroll-y.md: "scroll.y caps the height of the table body."', () => {
  expect(render({ columns: [name], data, scroll: { y: 240 } })).toContain(
    '<div style="overflow-y:scroll;max-height:240px" class="rc-table-body">',
  );
});
it('docs/demo/scroll-y.md: "the header is rendered as a separate table above it"', () => {
  const html = render({ columns: [name], data, scroll: { y: 240 } });
  expect(count(html, '<table')).toBe(2);
  expect(html.indexOf('class="rc-table-header"')).toBeLessThan(html.indexOf('class="rc-table-body"'));
});
it('docs/demo/scroll-y.md: "The widths of the header and body columns are kept in step for you"', () => {
  // Both tables get the same colgroup, and the body measures its columns (the hidden measure row).
  const html = render({
    columns: [
      { ...name, width: 120 },
      { title: 'Rest', dataIndex: 'name', key: 'rest' },
    ],
    data,
    scroll: { y: 240 },
  });
  expect(count(html, '<colgroup><col style="width:120px"/></colgroup>')).toBe(2);
  expect(html).toContain('rc-table-measure-row');
});
it('docs/demo/scroll-y.md: "Use it when a table shares the screen with other content and should not push it away"', () => {
  // However many rows there are, the body's box is no taller than scroll.y: the rest scrolls inside it.
  const box = (rows: number) =>
    /<div style="([^"]*)" class="rc-table-body">/.exec(
      render({
        columns: [name],
        data: Array.from({ length: rows }, (_, i) => ({ key: i, name: `R${i}` })),
        scroll: { y: 240 },
      }),
    )?.[1];
  expect(box(2)).toBe('overflow-y:scroll;max-height:240px');
  expect(box(500)).toBe(box(2));
});
