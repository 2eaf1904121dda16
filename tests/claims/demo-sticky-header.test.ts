import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './pages.ts';
import { data, has, name, render } from './render.ts';

const stylesheet = fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/assets/index.css'), 'utf8');
it('docs/demo/sticky-header.md: "scroll.y gives a table its own scroll box; sticky does not."', () => {
  expect(render({ columns: [name], data, scroll: { y: 200 } })).toContain(
    'style="overflow-y:scroll;max-height:200px" class="rc-table-body"',
  );
  expect(render({ columns: [name], data, sticky: true })).toContain('<div class="rc-table-body">');
});
it('docs/demo/sticky-header.md: "the header sticks to the top of the window once the table reaches it"', () => {
  expect(
    has(render({ columns: [name], data, sticky: true }), 'div', {
      class: 'rc-table-header rc-table-sticky-holder',
      style: 'overflow:hidden;top:0',
    }),
  ).toBe(true);
  expect(stylesheet).toMatch(/\.rc-table-sticky-holder \{\s*position: sticky;/);
});
it('docs/demo/sticky-header.md: "offsetHeader is the distance from the top of the window where the header stops."', () => {
  expect(render({ columns: [name], data, sticky: { offsetHeader: 60 } })).toContain(
    'style="overflow:hidden;top:60px" class="rc-table-header rc-table-sticky-holder"',
  );
});
