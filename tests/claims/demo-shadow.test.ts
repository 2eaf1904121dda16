import { expect, it } from 'vitest';
import { city, data, name, render } from './render.ts';

it('docs/demo/shadow.md: "Your stylesheet draws the shadow, so it can match your theme."', () => {
  const html = render({
    columns: [
      { ...name, fixed: 'start', width: 100 },
      { ...city, width: 900 },
    ],
    data,
    scroll: { x: 1000 },
  });
  expect(html).toContain('rc-table-cell-fix-start-shadow');
  expect(html).not.toMatch(/box-shadow|::after/);
});
