/** docs/demo/sticky-plain.md, server-rendered: `sticky` given bare. Its layout in a browser: the .browser file. */
import { expect, it } from 'vitest';
import { data, name, render } from './render.ts';

it('docs/demo/sticky-plain.md: "sticky can be given bare, as sticky in JSX (that is sticky={true}), instead of as an object."', () => {
  const bare = render({ columns: [name], data, sticky: true, scroll: { x: 800 } });
  expect(bare).toContain('rc-table-sticky-holder');
  expect(bare).toBe(render({ columns: [name], data, sticky: {}, scroll: { x: 800 } }));
  expect(render({ columns: [name], data, sticky: false, scroll: { x: 800 } })).not.toContain('sticky');
});
