import { expect, it } from 'vitest';
import { data, h, name, render } from './render.ts';

it('docs/demo/caption.md: "The caption prop renders a <caption> as the first child of the <table>."', () => {
  for (const props of [{}, { scroll: { y: 100 } }])
    expect(render({ columns: [name], data, caption: 'Sales', ...props })).toMatch(
      /<table[^>]*><caption class="rc-table-caption">Sales<\/caption>/,
    );
});
it('docs/demo/caption.md: "It takes any React node"', () => {
  expect(render({ columns: [name], data, caption: h('span', null, h('b', null, 'Sales'), ' in EUR') })).toContain(
    '<caption class="rc-table-caption"><span><b>Sales</b> in EUR</span></caption>',
  );
});
