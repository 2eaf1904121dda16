import { expect, it } from 'vitest';
import { data, h, name, render } from './render.ts';

const columns = [
  { ...name, width: 120 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 100 },
];
it('docs/demo/virtual-list.md: "it can draw the body while the table keeps drawing the header"', () => {
  const html = render({
    columns,
    data,
    scroll: { y: 300 },
    components: { body: () => h('div', { className: 'list' }) },
  });
  expect(html).toMatch(/class="rc-table-header".*<thead.*<\/thead><\/table><\/div><div class="list"><\/div>/);
});
it('docs/demo/virtual-list.md: "it receives the data and an object with scrollbarSize, a ref and an onScroll callback"', () => {
  const calls: unknown[][] = [];
  render({ columns, data, scroll: { y: 300 }, components: { body: (rows, info) => (calls.push([rows, info]), null) } });
  expect(calls[0][0]).toEqual(data);
  const info = calls[0][1] as Record<string, unknown>;
  expect(Object.keys(info).sort()).toEqual(['onScroll', 'ref', 'scrollbarSize']);
  expect(typeof info.scrollbarSize).toBe('number');
  expect(typeof info.onScroll).toBe('function');
  expect(info.ref).toHaveProperty('current');
});
it('docs/demo/virtual-list.md: "used only with scroll.y or sticky; otherwise the table ignores it"', () => {
  const body = () => h('div', { className: 'list' });
  expect(render({ columns, data, components: { body } })).not.toContain('class="list"');
  expect(render({ columns, data, sticky: true, components: { body } })).toContain('class="list"');
});
it('docs/demo/virtual-list.md: "Every column needs a pixel width, and the last one loses scrollbarSize pixels"', () => {
  // On the server scrollbarSize is 0, so the header's columns carry the widths as given; the browser check of
  // docs/demo/virtual-list-grid.md measures a real scroll bar.
  const html = render({ columns, data, scroll: { y: 300 }, components: { body: () => null } });
  expect(html).toContain('<colgroup><col style="width:120px"/><col style="width:100px"/>');
});
