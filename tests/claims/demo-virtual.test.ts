import { expect, it } from 'vitest';
import { count, data, logged, name, renderVirtual } from './render.ts';

const many = Array.from({ length: 10_000 }, (_, i) => ({ key: i, name: `R${i}` }));
const columns = [{ ...name, width: 100 }];
it('docs/demo/virtual.md: "VirtualTable renders only the rows inside the scroll window, so the size of the data barely matters."', () => {
  const html = renderVirtual({ columns, data: many, scroll: { x: 100, y: 300 } });
  expect(count(html, 'class="rc-table-row"')).toBeLessThan(20);
});
it('docs/demo/virtual.md: "It needs a body height in pixels (scroll.y; without one it warns and draws every row as a plain table)."', () => {
  const { result, messages } = logged(() => renderVirtual({ columns, data: many.slice(0, 300), scroll: { x: 100 } }));
  expect(messages).toEqual(['Warning: `scroll.y` in virtual table must be number.']);
  expect(count(result, '<tr class="rc-table-row')).toBe(300);
});
it('docs/demo/virtual.md: "A width in scroll.x must be a number of pixels too; columns without a width share what the others leave of it"', () => {
  const { result, messages } = logged(() =>
    renderVirtual({
      columns: [...columns, { title: 'Rest', dataIndex: 'name', key: 'rest' }],
      data,
      scroll: { x: 500, y: 300 },
    }),
  );
  expect(messages).toEqual([]);
  expect(result).toContain('<col style="width:100px"/><col style="width:400px"/>');
  expect(logged(() => renderVirtual({ columns, data, scroll: { x: '100%', y: 300 } })).messages).toEqual([
    'Warning: `scroll.x` in virtual table must be number.',
  ]);
});
it('docs/demo/virtual.md: "listItemHeight is the expected row height it uses to place rows before they are measured, 24 when left out."', () => {
  const height = (props: object) =>
    /<div style="height:(\d+)px;position:relative;overflow:hidden">/.exec(
      renderVirtual({ columns, data: many, scroll: { x: 100, y: 300 }, ...props }),
    )?.[1];
  expect(height({})).toBe(String(24 * 10_000));
  expect(height({ listItemHeight: 40 })).toBe(String(40 * 10_000));
});
