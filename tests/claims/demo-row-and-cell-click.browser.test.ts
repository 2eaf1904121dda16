/** docs/demo/row-and-cell-click.md in a browser: a click on a cell reaches the cell's handler, then the row's. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

it('docs/demo/row-and-cell-click.md: "Call event.stopPropagation() in the cell handler if a cell should act on its own."', async () => {
  await page().evaluate(() => {
    const { h, Table, mount, bump, counts } = window.claims;
    for (const key of Object.keys(counts)) delete counts[key];
    mount(
      h(Table, {
        columns: [
          {
            title: 'Name',
            dataIndex: 'name',
            key: 'name',
            onCell: () => ({ onClick: () => bump('name cell') }),
          },
          {
            title: 'Email',
            dataIndex: 'email',
            key: 'email',
            onCell: () => ({
              onClick: (event: { stopPropagation: () => void }) => {
                bump('email cell');
                event.stopPropagation();
              },
            }),
          },
        ],
        data: [{ key: 1, name: 'Ann', email: 'ann@example.org' }],
        onRow: () => ({ onClick: () => bump('row') }),
      }),
    );
  });
  const counts = () => page().evaluate(() => ({ ...window.claims.counts }));
  // Without stopPropagation the click bubbles from the <td> to the row's handler ...
  await page().getByText('Ann', { exact: true }).click();
  expect(await counts()).toEqual({ 'name cell': 1, row: 1 });
  // ... and with it, only the cell's handler runs.
  await page().getByText('ann@example.org', { exact: true }).click();
  expect(await counts()).toEqual({ 'name cell': 1, row: 1, 'email cell': 1 });
});
