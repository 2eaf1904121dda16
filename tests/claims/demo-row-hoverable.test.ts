import { expect, it } from 'vitest';
import { city, name, render, type Row } from './render.ts';

it('docs/demo/row-hoverable.md: "A plain CSS tr:hover rule cannot do this, because the merged cell belongs to the first row only."', () => {
  const data: Row[] = ['Mon', 'Tue'].map((day, i) => ({ key: i, name: 'W1', city: day }));
  const html = render({
    columns: [{ ...name, onCell: (_: Row, i?: number) => ({ rowSpan: i === 0 ? 2 : 0 }) }, city],
    data,
  });
  expect(html).toMatch(
    /data-row-key="0"><td rowSpan="2" class="rc-table-cell">W1<\/td><td class="rc-table-cell">Mon<\/td><\/tr><tr[^>]*data-row-key="1"><td class="rc-table-cell">Tue<\/td><\/tr>/,
  );
});
