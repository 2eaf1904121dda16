/**
 * "Since" versions: the first release whose types have a prop, from the one history of every prop
 * (facts/prop-history.json, plugins/history/core/prop-history.ts), and the check of the API tables' Version column against it.
 */
import type { DocTable } from '../../api/pipeline/markdown-tables.ts';
import { sinceOf, type PropHistory } from '../core/prop-history.ts';

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
        problems.push(
          `${table.id}: no since-version is recorded for \`${row.name}\` (run plugins/history/scripts/prop-history.ts)`,
        );
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

/** Every prop's since-version, from the history: props the newest release lacks have none. */
export function sinceData(history: PropHistory): SinceData {
  return Object.fromEntries(
    Object.entries(history.props).map(([table, props]) => [
      table,
      Object.fromEntries(
        Object.entries(props).flatMap(([name, events]) => {
          const since = sinceOf(events, history);
          return since ? [[name, since]] : [];
        }),
      ),
    ]),
  );
}
