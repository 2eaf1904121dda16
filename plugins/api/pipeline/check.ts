/** Holds hand-written API tables against the types: every listed prop exists, every public prop is listed. */
import type ts from 'typescript';
import type { DocTable } from './markdown-tables.ts';
import {
  isDeclaredIn,
  membersOf,
  resolvePath,
  typeOfMember,
  type TypeReader,
} from '../../../engine/pipeline/types/reader.ts';

export interface TableRule {
  /** Entry type ids a listed name may come from; every prop of the first must be listed. */
  types: string[];
  /** Only the props declared in this interface must be listed (VirtualTable lists what it adds to Table). */
  declaredIn?: string;
  /** Props whose members must each have a dotted row of their own, e.g. `scroll` -> `scroll.x`, `scroll.y`. */
  expand?: string[];
  /** Props deliberately left out of the table, each with the reason. */
  omit?: Record<string, string>;
}

const VERSION = /^\d+\.\d+\.\d+$/;
const VERSION_HEADERS = ['Version', '版本'];

/** Problems with one table, as messages a reader can act on; empty when the table is right. */
export function checkTable(reader: TypeReader, table: DocTable, rule: TableRule): string[] {
  const { checker } = reader;
  const where = `"${table.heading}" table (line ${table.line})`;
  const types = rule.types.map((id) => reader.typeOf(id));
  if (types.some((type) => !type)) return [`${where}: unknown type id in ${rule.types.join(', ')}`];
  const [main, ...others] = types as ts.Type[];
  const resolve = (name: string) => [main, ...others].map((type) => resolvePath(checker, type, name)).find(Boolean);
  const omit = rule.omit ?? {};
  const problems: string[] = [];
  const listed = new Set<string>();

  const versionColumn = table.header.findIndex((cell) => VERSION_HEADERS.includes(cell));
  for (const row of table.rows) {
    if (!row.name) {
      problems.push(`${where}: line ${row.line} should start with a prop name in backticks`);
      continue;
    }
    if (listed.has(row.name)) problems.push(`${where}: \`${row.name}\` is listed twice`);
    listed.add(row.name);
    if (row.name in omit) problems.push(`${where}: \`${row.name}\` is listed but also allow-listed as left out`);
    if (!resolve(row.name))
      problems.push(`${where}: \`${row.name}\` (line ${row.line}) is not a prop of ${rule.types.join(' or ')}`);
    const version = versionColumn >= 0 ? row.cells[versionColumn]?.trim() : '';
    if (version && !VERSION.test(version))
      problems.push(`${where}: \`${row.name}\` has version "${version}", not x.y.z`);
  }

  const required = checker
    .getPropertiesOfType(checker.getNonNullableType(main))
    .filter((symbol) => !rule.declaredIn || isDeclaredIn(symbol, rule.declaredIn));
  for (const symbol of required) {
    if (!listed.has(symbol.name) && !(symbol.name in omit))
      problems.push(`${where}: public prop \`${symbol.name}\` is missing`);
  }

  // A parent with one dotted row is listed member by member, like the ones the rule names.
  const parents = new Set(rule.expand ?? []);
  for (const name of listed) if (name.includes('.')) parents.add(name.slice(0, name.lastIndexOf('.')));
  for (const parent of parents) {
    if (!listed.has(parent)) problems.push(`${where}: \`${parent}\` has member rows but no row of its own`);
    const symbol = resolve(parent);
    if (!symbol) continue;
    for (const member of membersOf(checker, typeOfMember(checker, symbol)).keys()) {
      const name = `${parent}.${member}`;
      if (!listed.has(name) && !(name in omit)) problems.push(`${where}: \`${name}\` is missing`);
    }
  }

  for (const name of Object.keys(omit)) {
    if (!resolve(name))
      problems.push(`${where}: the allow-list names \`${name}\`, which is not a prop of ${rule.types.join(' or ')}`);
  }
  return problems;
}

/** Problems between two translations of a page: the same tables, the same rows in the same order, the same versions. */
export function compareTables(a: DocTable[], b: DocTable[]): string[] {
  const problems: string[] = [];
  const ids = (tables: DocTable[]) => tables.map((table) => table.id ?? '(no marker)').join(', ');
  if (ids(a) !== ids(b)) return [`the pages have different API tables: [${ids(a)}] and [${ids(b)}]`];
  const names = (table: DocTable) => table.rows.map((row) => row.name ?? '?');
  const versions = (table: DocTable) => {
    const column = table.header.findIndex((cell) => VERSION_HEADERS.includes(cell));
    return new Map(table.rows.map((row) => [row.name ?? '?', column >= 0 ? (row.cells[column] ?? '').trim() : '']));
  };
  a.forEach((left, i) => {
    const right = b[i];
    const [l, r] = [names(left), names(right)];
    const missing = [
      ...l.filter((name) => !r.includes(name)).map((name) => `${left.id}: \`${name}\` is only in the first page`),
      ...r.filter((name) => !l.includes(name)).map((name) => `${left.id}: \`${name}\` is only in the second page`),
    ];
    problems.push(...missing);
    if (!missing.length && l.join() !== r.join()) problems.push(`${left.id}: the rows are in a different order`);
    const [lv, rv] = [versions(left), versions(right)];
    for (const [name, version] of lv) {
      const other = rv.get(name);
      if (other !== undefined && other !== version)
        problems.push(
          `${left.id}: \`${name}\` has version "${version}" in the first page and "${other}" in the second`,
        );
    }
  });
  return problems;
}
