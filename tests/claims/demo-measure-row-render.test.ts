import { expect, it } from 'vitest';
import { count, data, h, name, render } from './render.ts';

const measureRow = /<tr aria-hidden="true" class="rc-table-measure-row" style="height:0">/;
it('docs/demo/measure-row-render.md: "the body adds a hidden "measure row" at its top, with zero height, and copies each column title into it"', () => {
  for (const props of [{ scroll: { y: 200 } }, { sticky: true }, { scroll: { x: 800 } }]) {
    const html = render({ columns: [name], data, ...props });
    expect(html).toMatch(new RegExp(`<tbody class="rc-table-tbody">${measureRow.source}.*?>Name</div>`));
  }
  expect(render({ columns: [name], data })).not.toMatch(measureRow);
});
it('docs/demo/measure-row-render.md: "with scroll.y or sticky, where the header is drawn as a separate table"', () => {
  for (const props of [{ scroll: { y: 200 } }, { sticky: true }]) {
    const html = render({ columns: [name], data, ...props });
    expect(html).toContain('class="rc-table-header');
    expect(count(html, '<table')).toBe(2);
  }
  expect(count(render({ columns: [name], data, scroll: { x: 800 } }), '<table')).toBe(1);
});
it('docs/demo/measure-row-render.md: "If a title contains a button, the copy is a real button too"', () => {
  const html = render({
    columns: [{ ...name, title: h('button', { type: 'button' }, 'Sort') }],
    data,
    scroll: { x: 800 },
  });
  expect(count(html, '<button type="button">Sort</button>')).toBe(2);
});
it('docs/demo/measure-row-render.md: "measureRowRender receives that row as a React element and renders whatever it returns in its place."', () => {
  const html = render({
    columns: [name],
    data,
    scroll: { x: 800 },
    measureRowRender: (row) => h('tbody', { 'data-inert': '' }, row as never),
  });
  expect(html).toMatch(/<tbody data-inert=""><tr aria-hidden="true" class="rc-table-measure-row"/);
});
