import { expect, it } from 'vitest';
import { data, name, render } from './render.ts';

it('docs/demo/styled-components.md: "rc-table renders plain elements with predictable class names (rc-table-thead, rc-table-cell and so on)"', () => {
  const html = render({ columns: [name], data });
  expect(html).toContain('<thead class="rc-table-thead"><tr><th class="rc-table-cell" scope="col">Name</th>');
  expect(html).not.toMatch(/ style="[^"]*(color|background)/);
});
