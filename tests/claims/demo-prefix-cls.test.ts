import { expect, it } from 'vitest';
import { data, name, render } from './render.ts';

const classes = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(' '));
it('docs/demo/prefix-cls.md: "Every class the table renders starts with prefixCls, rc-table by default"', () => {
  const html = render({ columns: [name], data, caption: 'C' });
  for (const part of ['rc-table-thead', 'rc-table-row', 'rc-table-cell']) expect(html).toContain(part);
  const ledger = render({ columns: [name], data, caption: 'C', prefixCls: 'ledger' });
  for (const cls of classes(ledger)) expect(cls).toMatch(/^ledger/);
  for (const part of ['ledger-cell', 'ledger-thead', 'ledger-caption']) expect(ledger).toContain(part);
});
it('docs/demo/prefix-cls.md: "class names you add yourself (className, rowClassName, classNames) are used as they are"', () => {
  const html = render({
    columns: [name],
    data,
    prefixCls: 'ledger',
    className: 'mine',
    rowClassName: 'my-row',
    classNames: { body: { cell: 'my-cell' } },
  });
  for (const cls of ['mine', 'my-row', 'my-cell']) expect(classes(html)).toContain(cls);
});
