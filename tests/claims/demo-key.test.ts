import { expect, it } from 'vitest';
import { data, logged, name, render } from './render.ts';

it('docs/demo/key.md: "By default the table reads the key field of each record."', () => {
  expect(render({ columns: [name], data })).toContain('data-row-key="2"');
});
it('docs/demo/key.md: "When your records name it differently, pass the field name"', () => {
  const records = [{ id: 'a7', name: 'Ann' }];
  expect(render({ columns: [name], data: records as never, rowKey: 'id' })).toContain('data-row-key="a7"');
  const { messages } = logged(() => render({ columns: [name], data: records as never }));
  expect(messages.join()).toContain('Each record in table should have a unique `key` prop');
});
it('docs/demo/key.md: "When no single field is unique, pass a function that builds the key from the record"', () => {
  const html = render({ columns: [name], data, rowKey: (row) => `${row.city}-${row.key}` });
  expect(html).toContain('data-row-key="Lyon-2"');
});
it('docs/demo/key.md: "Every row needs a key that is unique and stays with its record."', () => {
  const { messages } = logged(() => render({ columns: [name], data: [{ name: 'Ann' }] as never }));
  expect(messages).toContain(
    'Warning: Each record in table should have a unique `key` prop, or set `rowKey` to an unique primary key.',
  );
});
