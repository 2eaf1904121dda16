import { expect, it } from 'vitest';
import { data, name, render } from './render.ts';

it('docs/demo/ellipsis-custom-tooltip.md: "ellipsis: true on a column keeps its cells on one line and ends cut text with"', () => {
  expect(render({ columns: [{ ...name, ellipsis: true }], data })).toContain(
    'class="rc-table-cell rc-table-cell-ellipsis"',
  );
});
it('docs/demo/ellipsis-custom-tooltip.md: "By default rc-table also sets the cell\'s title"', () => {
  expect(render({ columns: [{ ...name, ellipsis: true }], data })).toMatch(/<td[^>]*title="Ann"/);
});
it('docs/demo/ellipsis-custom-tooltip.md: "With ellipsis: { showTitle: false } the body cells go without it (the header cell keeps its own)"', () => {
  const html = render({ columns: [{ ...name, ellipsis: { showTitle: false } }], data });
  expect(html).not.toMatch(/<td[^>]*title/);
  expect(html).toMatch(/<th[^>]*title="Name"/);
});
