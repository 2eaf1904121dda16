import { expect, it } from 'vitest';
import { data, h, name, render } from './render.ts';

it('docs/demo/animation.md: "rc-table renders each body row through components.body.row, so a row can be wrapped in an animation."', () => {
  const row = (props: object) =>
    h('tr', { ...props, className: `${(props as { className: string }).className} animated` });
  expect(
    render({ columns: [name], data, components: { body: { row } } }).match(
      /class="rc-table-row rc-table-row-level-0 animated"/g,
    ),
  ).toHaveLength(2);
});
