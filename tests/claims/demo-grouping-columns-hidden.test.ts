import { expect, it } from 'vitest';
import { city, count, data, head, name, render, tags } from './render.ts';

const group = (children: object[], extra = {}) => ({ title: 'Q1', key: 'q1', children, ...extra });
it('docs/demo/grouping-columns-hidden.md: "hidden: true takes a column out of the table"', () => {
  expect(render({ columns: [name, { ...city, hidden: true }], data })).not.toContain('City');
});
it('docs/demo/grouping-columns-hidden.md: "Hide a month and its quarter\'s header spans one column fewer."', () => {
  const three = { title: 'Key', dataIndex: 'key', key: 'key' };
  expect(tags(head(render({ columns: [group([name, city, three])], data })), /^<th[ >]/)[0]).toContain('colSpan="3"');
  expect(
    tags(head(render({ columns: [group([name, { ...city, hidden: true }, three])], data })), /^<th[ >]/)[0],
  ).toContain('colSpan="2"');
});
it('docs/demo/grouping-columns-hidden.md: "a group left with no children is treated as a plain column and shows up empty"', () => {
  const html = render({ columns: [name, group([{ ...city, hidden: true }])], data });
  expect(head(html)).toContain('>Q1</th>');
  expect(count(html, '<td class="rc-table-cell"></td>')).toBe(2);
  expect(render({ columns: [name, group([{ ...city, hidden: true }], { hidden: true })], data })).not.toContain('Q1');
});
it('docs/demo/grouping-columns-hidden.md: "It works inside groups too."', () => {
  const shown = render({ columns: [group([name, city])], data });
  const hidden = render({ columns: [group([name, { ...city, hidden: true }])], data });
  expect(shown).toContain('Lagos');
  expect(hidden).not.toContain('Lagos');
  expect(hidden).not.toContain('>City<');
  expect(hidden).toContain('>Ann<');
});
