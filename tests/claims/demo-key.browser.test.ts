/** docs/demo/key.md in a browser: what a row holds on its own follows its key when the rows move. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

it('docs/demo/key.md: "anything a row holds on its own — the text typed into an input, a focused element, an open menu — belongs to the key"', async () => {
  await page().evaluate(() => {
    const { h, Table, mount, update } = window.claims;
    const data = ['Ann', 'Bo', 'Cy'].map((name, i) => ({ id: `id-${i}`, name }));
    const table = (rows: typeof data) =>
      h(Table, {
        rowKey: 'id',
        columns: [
          { title: 'Name', dataIndex: 'name', key: 'name' },
          { title: 'Note', key: 'note', render: () => h('input', { 'aria-label': 'note' }) },
        ],
        data: rows,
      });
    mount(table(data));
    (window as unknown as { reverse: () => void }).reverse = () => update(table([...data].reverse()));
  });
  const note = page().getByRole('row', { name: /Ann/ }).getByRole('textbox');
  await note.fill('typed for Ann');
  await note.focus();
  await page().evaluate(() => (window as unknown as { reverse: () => void }).reverse());
  // Ann's row is now the last one, and the typed text and the focus moved with it.
  const rows = await page().evaluate(() =>
    [...document.querySelectorAll('tbody tr')].map((tr) => ({
      key: tr.getAttribute('data-row-key'),
      text: tr.querySelector('input')!.value,
      focused: tr.contains(document.activeElement),
    })),
  );
  expect(rows).toEqual([
    { key: 'id-2', text: '', focused: false },
    { key: 'id-1', text: '', focused: false },
    { key: 'id-0', text: 'typed for Ann', focused: true },
  ]);
});
