/** "Since" versions: the first release whose types have a prop, and the check of the API tables' Version column. */
import { resolvePath, type TypeReader } from './reader.ts';
import type { DocTable } from './markdown-tables.ts';

/** Table id (`<!-- api: Id -->`) -> the entry type ids a listed name may come from. */
export const TABLE_TYPES: Record<string, string[]> = {
  Table: ['Table'],
  Column: ['Column', 'ColumnGroup'],
  Summary: ['Summary'],
  SummaryRow: ['SummaryRow'],
  SummaryCell: ['SummaryCell'],
  VirtualTable: ['VirtualTable'],
  Reference: ['Reference'],
};

/** Table id -> prop name (dotted for members) -> the first release it was in. */
export type SinceData = Record<string, Record<string, string>>;

const VERSION_HEADERS = ['Version', '版本'];

/** True when the reader's types have this (possibly dotted) name in one of the table's types. */
export function hasProp(reader: TypeReader, tableId: string, name: string): boolean {
  return (TABLE_TYPES[tableId] ?? []).some((id) => {
    const type = reader.typeOf(id);
    return Boolean(type && resolvePath(reader.checker, type, name));
  });
}

/**
 * The release each name was added in: the oldest version from which every later version has it.
 * `present(version)` answers for one version; versions are given oldest first.
 */
export function firstVersion(versions: string[], present: (version: string) => boolean): string | undefined {
  let since: string | undefined;
  for (const version of versions) {
    if (!present(version)) since = undefined;
    else since ??= version;
  }
  return since;
}

/**
 * Problems between the tables' Version column and the data: a prop the first release already had shows no
 * version; any other shows the release that added it.
 */
export function checkSince(tables: DocTable[], data: SinceData, first: string): string[] {
  const problems: string[] = [];
  for (const table of tables) {
    if (!table.id || !(table.id in TABLE_TYPES)) continue;
    const known = data[table.id] ?? {};
    const column = table.header.findIndex((cell) => VERSION_HEADERS.includes(cell));
    if (column < 0) {
      problems.push(`${table.id}: the table has no Version column`);
      continue;
    }
    for (const row of table.rows) {
      if (!row.name) continue;
      const since = known[row.name];
      if (!since) {
        problems.push(`${table.id}: no since-version is recorded for \`${row.name}\` (run scripts/since-versions.ts)`);
        continue;
      }
      const expected = since === first ? '' : since;
      const shown = (row.cells[column] ?? '').trim();
      if (shown !== expected)
        problems.push(`${table.id}: \`${row.name}\` shows "${shown}" as its version, the types say "${expected}"`);
    }
  }
  return problems;
}
