/** The home pages' API tables against the installed library's type definitions (plugins/api). */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTable, compareTables, type TableRule } from '../../plugins/api/pipeline/check';
import { createTableReader } from '../../plugins/api/pipeline/components';
import { parseDocTables } from '../../plugins/api/pipeline/markdown-tables';
import type { TypeReader } from '../../engine/pipeline/types/reader';

const DOCS = path.resolve(import.meta.dirname, '../../docs');
const PAGES = { 'en-US': 'index.md', 'zh-CN': 'index.zh-CN.md' };

const DEPRECATED = 'deprecated top-level spelling of the `expandable` prop of the same name';

/**
 * Each marked table (`<!-- api: Id -->`) and what it must hold. `omit` is the allow-list of
 * props left out on purpose; every entry says why, and must still exist in the types.
 */
const RULES: Record<string, TableRule> = {
  Table: {
    types: ['Table'],
    expand: ['classNames', 'styles', 'scroll', 'sticky', 'expandable', 'components'],
    omit: {
      // Internal hooks for Ant Design's wrapper; the types say not to use them.
      internalHooks: 'internal',
      transformColumns: 'internal',
      internalRefs: 'internal',
      tailor: 'internal',
      getContainerWidth: 'internal',
      // The page mentions these once, under the table, and points to `expandable`.
      expandedRowKeys: DEPRECATED,
      defaultExpandedRowKeys: DEPRECATED,
      expandedRowRender: DEPRECATED,
      expandRowByClick: DEPRECATED,
      expandIcon: DEPRECATED,
      onExpand: DEPRECATED,
      onExpandedRowsChange: DEPRECATED,
      defaultExpandAllRows: DEPRECATED,
      indentSize: DEPRECATED,
      expandIconColumnIndex: DEPRECATED,
      expandedRowClassName: DEPRECATED,
      childrenColumnName: DEPRECATED,
    },
  },
  // A column may also be a group, whose `children` come from ColumnGroupType.
  Column: {
    types: ['Column', 'ColumnGroup'],
    expand: ['ellipsis'],
    omit: { onCellClick: 'deprecated, and 1.x no longer calls it: `onCell` replaces it' },
  },
  Summary: { types: ['Summary'] },
  SummaryRow: { types: ['SummaryRow'] },
  SummaryCell: { types: ['SummaryCell'] },
  // Only what VirtualTable adds to Table: the rest is in the Table table.
  VirtualTable: { types: ['VirtualTable'], declaredIn: 'VirtualTableProps', expand: ['scroll'] },
  Reference: { types: ['Reference'], expand: ['scrollTo'] },
};

const tablesOf = (file: string) =>
  parseDocTables(fs.readFileSync(path.join(DOCS, file), 'utf8')).filter((table) => table.section === 'API');

describe('API tables on the home pages', () => {
  let reader: TypeReader;
  beforeAll(() => {
    reader = createTableReader();
  }, 60_000); // compiling takes a few seconds on a busy machine

  for (const [locale, file] of Object.entries(PAGES)) {
    describe(`docs/${file}`, () => {
      const tables = tablesOf(file);

      it('marks every table of the API section with the component it lists', () => {
        expect(tables.map((table) => table.id)).toEqual(Object.keys(RULES));
      });

      it.each(Object.keys(RULES))('%s: every listed prop exists and every public prop is listed', (id) => {
        const table = tables.find((candidate) => candidate.id === id);
        if (!table) throw new Error(`docs/${file} has no table marked <!-- api: ${id} -->`);
        expect(checkTable(reader, table, RULES[id]), `${locale}, ${id}`).toEqual([]);
      });
    });
  }

  it('lists the same props, in the same order, with the same versions, in English and Chinese', () => {
    expect(compareTables(tablesOf(PAGES['en-US']), tablesOf(PAGES['zh-CN']))).toEqual([]);
  });
});
