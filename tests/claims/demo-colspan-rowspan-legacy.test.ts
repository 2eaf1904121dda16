import { expect, it } from 'vitest';
import { city, data, has, logged, name, render, type Row } from './render.ts';

it('docs/demo/colspan-rowspan-legacy.md: "children is what the cell shows and props go onto the <td>, with the same rules as onCell"', () => {
  const { result } = logged(() =>
    render({
      columns: [
        {
          ...name,
          render: (value: string, _: Row, index: number) => ({ children: value, props: { colSpan: index ? 1 : 2 } }),
        },
        {
          ...city,
          render: (value: string, _: Row, index: number) => ({ children: value, props: { colSpan: index ? 1 : 0 } }),
        },
      ],
      data,
    }),
  );
  expect(has(result, 'td', { colSpan: '2', class: 'rc-table-cell' })).toBe(true);
  expect(result).not.toContain('>Lagos<');
  expect(result).toContain('>Lyon<');
});
it('docs/demo/colspan-rowspan-legacy.md: "The form still works, so older code keeps running, but prefer onCell in new code."', () => {
  const { messages } = logged(() =>
    render({ columns: [{ ...name, render: (value: string) => ({ children: value, props: { rowSpan: 1 } }) }], data }),
  );
  expect(messages).toEqual([
    'Warning: `columns.render` return cell props is deprecated with perf issue, please use `onCell` instead.',
  ]);
});
it('docs/demo/colspan-rowspan-legacy.md: "Moving to onCell means taking the props part out of render and returning it from onCell instead."', () => {
  const spans = (index: number) => ({ colSpan: index ? 1 : 2 });
  const { result: legacy } = logged(() =>
    render({
      columns: [
        { ...name, render: (value: string, _: Row, index: number) => ({ children: value, props: spans(index) }) },
        {
          ...city,
          render: (value: string, _: Row, index: number) => ({ children: value, props: { colSpan: index ? 1 : 0 } }),
        },
      ],
      data,
    }),
  );
  const moved = render({
    columns: [
      { ...name, onCell: (_: Row, index?: number) => spans(index!) },
      { ...city, onCell: (_: Row, index?: number) => ({ colSpan: index ? 1 : 0 }) },
    ],
    data,
  });
  expect(has(moved, 'td', { colSpan: '2', class: 'rc-table-cell' })).toBe(true);
  expect(moved).toBe(legacy);
});
