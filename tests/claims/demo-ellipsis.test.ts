import { expect, it } from 'vitest';
import { data, h, name, render, tableStyle } from './render.ts';

const long = { ...name, ellipsis: true };
it('docs/demo/ellipsis.md: "ellipsis: true keeps a column\'s cells on one line and ends text that does not fit with"', () => {
  // The class carries it; the package stylesheet sets the one line and the "…".
  expect(render({ columns: [long], data })).toMatch(/<td class="rc-table-cell rc-table-cell-ellipsis"/);
});
it('docs/demo/ellipsis.md: "When the cell\'s content is text, the cell also gets a title holding it"', () => {
  expect(render({ columns: [long], data })).toMatch(/<td class="rc-table-cell rc-table-cell-ellipsis" title="Ann"/);
  expect(render({ columns: [{ ...long, render: () => h('a', null, h('b', null, 'x')) }], data })).not.toMatch(
    /<td[^>]*title/,
  );
});
it('docs/demo/ellipsis.md: "Any column with ellipsis switches the table to table-layout: fixed"', () => {
  expect(tableStyle(render({ columns: [long], data }))).toBe('table-layout:fixed');
  expect(tableStyle(render({ columns: [long], data, tableLayout: 'auto' }))).toBe('table-layout:auto');
  const fixed = { ...long, fixed: 'start' as const, width: 100 };
  expect(tableStyle(render({ columns: [fixed, name], data, scroll: { x: 'max-content' } }))).toContain(
    'table-layout:auto',
  );
});
it('docs/demo/ellipsis.md: "Use ellipsis: { showTitle: false } to truncate the body cells without that title (header cells keep theirs)."', () => {
  const html = render({ columns: [{ ...name, ellipsis: { showTitle: false } }], data });
  expect(html).toMatch(/<th class="rc-table-cell rc-table-cell-ellipsis" title="Name"/);
  expect(html).not.toMatch(/<td[^>]*title/);
  expect(html).toMatch(/<td class="rc-table-cell rc-table-cell-ellipsis"/);
});
it('docs/demo/ellipsis.md: "here each email is a link with its own title, and a second one on the cell would only repeat it"', () => {
  const link = (value: string) => h('a', { href: `mailto:${value}`, title: `Write to ${value}` }, value);
  const cell = (ellipsis: object | boolean) =>
    /<td[^>]*>[\s\S]*?<\/td>/.exec(render({ columns: [{ ...name, ellipsis, render: link }], data }))![0];
  // With ellipsis the cell takes a title from the link's text; showTitle: false leaves only the link's.
  expect(cell(true)).toMatch(/^<td[^>]* title="Ann"/);
  expect(cell({ showTitle: false })).not.toMatch(/^<td[^>]* title=/);
  expect(cell({ showTitle: false })).toContain('title="Write to Ann"');
});
