/** docs/demo/click-summary-row.md in a browser: a button in a summary cell, pressed from the keyboard. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

it('docs/demo/click-summary-row.md: "Pressing it fires a click that bubbles up to the row handler, the same as a mouse click."', async () => {
  await page().evaluate(() => {
    const { h, Table, mount, bump, counts } = window.claims;
    for (const key of Object.keys(counts)) delete counts[key];
    mount(
      h(Table, {
        columns: [{ title: 'Amount', dataIndex: 'amount', key: 'amount' }],
        data: [{ key: 1, amount: 10 }],
        summary: () =>
          h(
            Table.Summary.Row,
            { onClick: (event: { target: EventTarget }) => bump(`row from ${(event.target as HTMLElement).tagName}`) },
            h(Table.Summary.Cell, { index: 0 }, h('button', { type: 'button' }, 'Total 10')),
          ),
      }),
    );
  });
  const counts = () => page().evaluate(() => ({ ...window.claims.counts }));
  const button = page().getByRole('button', { name: 'Total 10' });
  await button.focus();
  await page().keyboard.press('Enter');
  expect(await counts()).toEqual({ 'row from BUTTON': 1 });
  await page().keyboard.press('Space');
  expect(await counts()).toEqual({ 'row from BUTTON': 2 });
  await button.click();
  expect(await counts()).toEqual({ 'row from BUTTON': 3 });
});
