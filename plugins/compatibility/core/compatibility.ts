/**
 * The compatibility matrix: which of the library's features work together. A cell is a set of 2 or 3 features; its
 * configuration (`cellConfig`, a pure function of the set, of the fixes applied to it and of the table's size) is the
 * one source for the browser run that checks it (plugins/compatibility/scripts/matrix.ts), the `/compatibility` page,
 * the playground link of the cell (`cellSource`) and the composer's tables (plugins/composer/). A committed cell holds what its render showed (`MatrixCell`: the probes that failed, the caveat
 * checks, the console, the fixes tried and what failed with them); its verdict follows from those by `judgeCell`,
 * and everything said about it (what goes wrong, why, what to do, what was checked) is derived from them by
 * `explainCell`, so a better sentence never needs a new run. The results are committed per library version in
 * `facts/compatibility/<version>.json` (`MatrixFile`); `readMatrix` reads such a file and `diffMatrices` lists the
 * cells whose verdict or failed probes differ between two of them. Pure.
 *
 * The texts in both languages (feature and probe titles, failure words, fixes, explanations, what the library
 * ignores) are data, in compatibility-texts.json.
 */
import texts from './compatibility-texts.json' with { type: 'json' };
import type { LocaleId } from '../../../engine/core/types.ts';

/**
 * 'fixed': works once a known fix (`FIXES`) is applied, and the render with the fix proves it. 'n/a': one feature has
 * nothing to act on in the other's table (no records, no header), and the render shows the library ignoring it.
 */
export type Verdict = 'works' | 'fixed' | 'caveat' | 'fails' | 'n/a';
export const VERDICTS: readonly Verdict[] = ['works', 'fixed', 'caveat', 'fails', 'n/a'];
/** A text in every language of the site. */
export type Text = Record<LocaleId, string>;

export interface MatrixFeature {
  id: string;
  title: Text;
}
export interface MatrixProbe {
  id: string;
  feature: string;
  title: Text;
}
export interface MatrixCell {
  /** 2 or 3 feature ids, in the order of `features`. */
  features: string[];
  verdict: Verdict;
  /** Ids of the probes that failed in the configuration as a user writes it. */
  failed: string[];
  /** Ids of the caveat checks (`CAVEATS`) that failed there. */
  caveats?: string[];
  /** The first thing the library printed in the console there, if it did. */
  warning?: string;
  /** What the render threw, if it did. */
  error?: string;
  /** The fixes (`FIXES`) drawn in a second render, when the first did not work and some fix applies. */
  fixes?: string[];
  /** The probes and caveat checks (`caveat:<id>`) that still failed with the fixes applied. */
  fixedFailed?: string[];
  /** 'n/a' only: the feature the library ignored. */
  ignored?: string;
}
export interface MatrixFile {
  /** The library version rendered, e.g. "1.12.0". */
  version: string;
  features: MatrixFeature[];
  probes: MatrixProbe[];
  cells: MatrixCell[];
}

/** Every feature, in the matrix's order. */
export const FEATURES: MatrixFeature[] = Object.entries(texts.features).map(([id, title]) => ({ id, title }));
const FEATURE_IDS = FEATURES.map((feature) => feature.id);

/** Every probe, each a check of what one feature promises (run by plugins/compatibility/scripts/matrix/probes.ts). */
export const PROBES: MatrixProbe[] = Object.entries(texts.probes).map(([id, probe]) => ({
  id,
  feature: id.slice(0, id.indexOf('.')),
  title: probe.title,
}));

/** The triples users ask about, beside every pair. */
export const TRIPLES: string[][] = [
  ['virtual', 'fixed-start', 'expandable'],
  ['virtual', 'fixed-start', 'tree'],
  ['virtual', 'fixed-start', 'grouped'],
  ['virtual', 'fixed-start', 'span'],
  ['virtual', 'fixed-start', 'summary'],
  ['virtual', 'fixed-start', 'sticky'],
  ['virtual', 'fixed-end', 'ellipsis'],
  ['virtual', 'expandable', 'rtl'],
  ['virtual', 'tree', 'scroll-y'],
  ['sticky', 'fixed-start', 'expandable'],
  ['sticky', 'scroll-y', 'summary'],
  ['sticky', 'fixed-start', 'grouped'],
  ['sticky', 'fixed-end', 'summary'],
  ['sticky', 'scroll-x', 'rtl'],
  ['scroll-y', 'fixed-start', 'span'],
  ['scroll-y', 'fixed-start', 'grouped'],
  ['scroll-y', 'fixed-start', 'tree'],
  ['scroll-y', 'fixed-start', 'empty'],
  ['scroll-y', 'summary', 'no-header'],
  ['fixed-start', 'fixed-end', 'rtl'],
  ['fixed-start', 'fixed-end', 'summary'],
  ['fixed-start', 'fixed-end', 'expandable'],
  ['fixed-start', 'scroll-y', 'resize'],
  ['fixed-start', 'ellipsis', 'resize'],
  ['fixed-start', 'expandable', 'span'],
  ['fixed-start', 'expandable', 'tree'],
  ['fixed-end', 'grouped', 'rtl'],
  ['expandable', 'span', 'scroll-y'],
].map(ordered);

/** Feature ids in the order of `FEATURES`; unknown ids throw. */
export function ordered(features: readonly string[]): string[] {
  for (const id of features) if (!FEATURE_IDS.includes(id)) throw new Error(`Unknown feature "${id}"`);
  return [...features].sort((a, b) => FEATURE_IDS.indexOf(a) - FEATURE_IDS.indexOf(b));
}

/** A cell's key: its feature ids joined by '+', e.g. "fixed-start+virtual". */
export const cellKey = (features: readonly string[]) => features.join('+');

/** Every cell of the matrix: each pair of features in order, then the triples. */
export function matrixCells(): string[][] {
  const pairs = FEATURE_IDS.flatMap((a, i) => FEATURE_IDS.slice(i + 1).map((b) => [a, b]));
  return [...pairs, ...TRIPLES];
}

// ---------------------------------------------------------------------------------------------------------------
// What the library ignores, the fixes it offers, and which probes apply

interface Ignore {
  /** The two features; the second is the one the library ignores in the first one's table. */
  pair: [string, string];
  note: Text;
}
const IGNORES: Ignore[] = texts.ignores.map((entry) => ({ pair: entry.pair as [string, string], note: entry.note }));

/**
 * The feature the library is expected to ignore in a combination, with the reason: one feature has nothing to act on
 * in the other's table (no records to expand, no header to group). The verdict is 'n/a' only when the render shows
 * exactly that: that feature's probes fail, every other probe passes.
 */
export function ignoredFeature(features: readonly string[]): { feature: string; note: Text } | undefined {
  const found = IGNORES.find(({ pair }) => pair.every((id) => features.includes(id)));
  return found && { feature: found.pair[1], note: found.note };
}

export interface MatrixFix {
  id: string;
  /** The prop the fix sets, as the library names it. */
  prop: string;
  /** The features whose combination it fixes. */
  needs: string[];
  /** The library release that added the prop. */
  since: string;
  /** What goes wrong without it, as a user sees it. */
  seen: Text;
  /** Why: the library's behaviour in words. */
  why: Text;
  /** What to do: the prop and its value. */
  action: Text;
}
/** The known fixes: a prop that makes a combination work that does not as a user first writes it. */
export const FIXES: MatrixFix[] = Object.entries(texts.fixes).map(([id, fix]) => ({ id, ...fix }));

/** The fixes that apply to a combination: those all of whose features it has. */
export const fixesFor = (features: readonly string[]) =>
  FIXES.filter((fix) => fix.needs.every((id) => features.includes(id)));

/**
 * Whether a probe checks anything in a combination: a probe about the header does not apply where the user hides the
 * header, nor a probe about many records where there are none. (The feature's other probes still run.)
 */
export function probeApplies(probe: string, features: readonly string[]): boolean {
  const skip: Record<string, string> = texts.skips.probes;
  // A probe without a skip finds `undefined` here, which no list of features holds.
  return !features.includes(skip[probe]);
}

/** The probes a cell runs: every probe of each of its features that applies there. */
export const cellProbes = (features: readonly string[]) =>
  PROBES.filter((probe) => features.includes(probe.feature) && probeApplies(probe.id, features));

/** Checks run on every cell besides its features' probes; one that fails makes the cell a caveat. */
export const CAVEATS: { id: string; title: Text; caveat: Text }[] = Object.entries(texts.caveats).map(
  ([id, caveat]) => ({ id, ...caveat }),
);

// ---------------------------------------------------------------------------------------------------------------
// Verdicts and what is said about them

/** What one render of a cell found. */
export interface CellRun {
  /** The probes that failed. */
  failed: string[];
  /** The caveat checks that failed. */
  caveats: string[];
  /** What the library printed in the console (warnings and errors), first first. */
  warnings: string[];
  /** What the render threw. */
  error?: string;
}

/** Whether two lists hold the same ids, in any order. */
const sameIds = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

const runOk = (run: CellRun) => run.error === undefined && run.failed.length === 0;
const runClean = (run: CellRun) => runOk(run) && run.caveats.length === 0 && run.warnings.length === 0;

/**
 * A cell from its render (and, when that was not clean and fixes apply, its render with every fix applied):
 * - works: every probe passed, no caveat check failed, the console stayed quiet;
 * - n/a: the combination has an ignored feature (`ignoredFeature`) and exactly that feature's probes failed;
 * - fixed: the render with the fixes was clean;
 * - caveat: every probe passed, but a caveat check failed or the library warned;
 * - fails: a probe failed or the render threw.
 */
export function judgeCell(features: string[], plain: CellRun, fixed?: { fixes: string[]; run: CellRun }): MatrixCell {
  const ignored = ignoredFeature(features);
  const ignoredProbes = PROBES.filter((p) => p.feature === ignored?.feature).map((p) => p.id);
  const onlyIgnored = ignored !== undefined && plain.error === undefined && sameIds(plain.failed, ignoredProbes);
  let verdict: Verdict;
  if (runClean(plain)) verdict = 'works';
  else if (onlyIgnored) verdict = 'n/a';
  else if (fixed && runClean(fixed.run)) verdict = 'fixed';
  else verdict = runOk(plain) ? 'caveat' : 'fails';
  const cell: MatrixCell = { features, verdict, failed: plain.failed };
  if (plain.caveats.length > 0) cell.caveats = plain.caveats;
  if (plain.warnings.length > 0) cell.warning = plain.warnings[0];
  if (plain.error !== undefined) cell.error = plain.error;
  if (fixed) {
    cell.fixes = fixed.fixes;
    cell.fixedFailed = [
      ...fixed.run.failed,
      ...fixed.run.caveats.map((id) => `caveat:${id}`),
      ...(fixed.run.error !== undefined ? ['error'] : []),
    ];
  }
  if (verdict === 'n/a') cell.ignored = ignored!.feature;
  return cell;
}

/** Everything the page says about a cell, in one language. */
export interface CellExplanation {
  /** What goes wrong as a user sees it (caveat, fails, fixed: without the fix), or what the library ignores (n/a). */
  seen?: string;
  /** Why: the library's behaviour in words. */
  why?: string;
  /** What to do: the prop that fixes it, or the alternative. */
  action?: string;
  /** The fix the matrix drew (verdict 'fixed'): its prop. */
  fix?: string;
  /** What was checked and held: the titles of the probes that passed (with the fix, for a cell that needs one). */
  checked: string[];
  /** The probes that did not apply, with why. */
  skipped: string[];
}

const localeText = (text: Text, locale: LocaleId) => text[locale];
const probeText = (id: string) =>
  Object.hasOwn(texts.probes, id) ? texts.probes[id as keyof typeof texts.probes] : undefined;

/** The words a failed probe puts into its cell's note. */
export const probeFailure = (id: string): Text | undefined => probeText(id)?.failure;

/** The explanation written for a combination that does not work and has no fix: the first whose pair it holds. */
function writtenExplanation(features: readonly string[]): { why: Text; action: Text } | undefined {
  return texts.explanations.find((entry) => entry.pair.every((id) => features.includes(id)));
}

/** Everything said about a cell, derived from its committed observations. */
export function explainCell(cell: MatrixCell, locale: LocaleId): CellExplanation {
  const probes = PROBES.filter((probe) => cell.features.includes(probe.feature));
  // What passed: every probe that ran, less those that failed (with the fix, for a cell that works with one).
  const failed = cell.verdict === 'fixed' ? cell.fixedFailed : cell.failed;
  const explanation: CellExplanation = {
    checked: probes
      .filter((p) => probeApplies(p.id, cell.features) && !failed?.includes(p.id))
      .map((p) => p.title[locale]),
    skipped: probes
      .filter((p) => !probeApplies(p.id, cell.features))
      .map(
        (p) =>
          `${p.title[locale]} (${localeText(texts.skips.reasons[p.id as keyof typeof texts.skips.reasons], locale)})`,
      ),
  };
  const separator = texts.notes.separator[locale];
  const failures = cell.failed.map((id) => probeFailure(id)?.[locale] ?? id);
  const caveats = (cell.caveats ?? []).map((id) => CAVEATS.find((c) => c.id === id)?.caveat[locale] ?? id);
  if (cell.verdict === 'n/a') {
    explanation.seen = ignoredFeature(cell.features)?.note[locale];
    return explanation;
  }
  if (cell.verdict === 'works') return explanation;
  const seen: string[] = [];
  if (cell.error !== undefined) seen.push(texts.notes.error[locale].replace('{error}', cell.error));
  if (failures.length > 0) seen.push(failures.join(separator));
  if (caveats.length > 0) seen.push(caveats.join(separator));
  if (cell.warning !== undefined) seen.push(texts.notes.warning[locale].replace('{warning}', cell.warning));
  explanation.seen = seen.join(separator);
  const fix = cell.verdict === 'fixed' ? FIXES.find((f) => f.id === cell.fixes?.[0]) : undefined;
  if (fix) {
    explanation.seen = fix.seen[locale];
    explanation.fix = fix.prop;
    explanation.why = fix.why[locale];
    explanation.action = fix.action[locale];
    return explanation;
  }
  const written = writtenExplanation(cell.features);
  if (written) {
    explanation.why = written.why[locale];
    explanation.action = written.action[locale];
  }
  return explanation;
}

/** The verdict in words. */
export const verdictWord = (verdict: Verdict, locale: LocaleId): string => texts.verdicts[verdict][locale];

/** The id of a cell's entry on the page (its item in the list of notes), which search and links point to. */
export const cellAnchor = (features: readonly string[]) => `cell-${features.join('-')}`;

/** The features of a cell by their titles, joined by " + ". */
export const cellTitle = (features: readonly string[], locale: LocaleId) =>
  features.map((id) => FEATURES.find((feature) => feature.id === id)?.title[locale] ?? id).join(' + ');

/**
 * Each cell as search finds it: an answer titled with its features, holding its verdict and note, each feature's
 * title a part of it, so a question such as "virtual fixed columns" finds the verdict itself.
 */
export function cellSearchEntries(
  file: MatrixFile,
  locale: LocaleId,
): { id: string; title: string; parts: string[]; text: string }[] {
  return file.cells.map((cell) => ({
    id: cellAnchor(cell.features),
    title: `${cellTitle(cell.features, locale)}: ${verdictWord(cell.verdict, locale)}`,
    parts: cell.features.map((id) => cellTitle([id], locale)),
    text: `${verdictWord(cell.verdict, locale)}${texts.notes.stop[locale]}${cellNote(cell, locale)}`,
  }));
}

/** A cell's note as one sentence run: what goes wrong, why, what to do; for a working cell, what was checked. */
export function cellNote(cell: MatrixCell, locale: LocaleId): string {
  const { seen = '', fix = '', why, action, checked } = explainCell(cell, locale);
  const words = texts.notes;
  const parts: string[] = [];
  if (cell.verdict === 'n/a') return seen;
  if (cell.verdict === 'works')
    parts.push(words.checked[locale].replace('{checks}', checked.join(words.separator[locale])));
  else if (cell.verdict === 'fixed') parts.push(words.fixed[locale].replace('{fix}', fix).replace('{seen}', seen));
  else if (seen) parts.push(words.seen[locale].replace('{seen}', seen));
  if (why) parts.push(words.why[locale].replace('{why}', why));
  if (action) parts.push(words.action[locale].replace('{action}', action));
  return parts.join(words.join[locale]);
}

// ---------------------------------------------------------------------------------------------------------------
// The configuration of a cell

/**
 * Code inside the props: an expression's source, evaluated with `React` and `Table` in scope. A spread code in a list
 * (`spread: true`) stands for the items of the list it evaluates to. `typed` is the same code with the types that
 * TypeScript cannot infer, for the printed file.
 */
export interface Code {
  $code: string;
  spread?: true;
  typed?: string;
}
export type PropValue = string | number | boolean | null | Code | PropValue[] | { [key: string]: PropValue };

export interface CellConfig {
  /** Which component renders the cell. */
  component: 'Table' | 'VirtualTable';
  /** The width of the box the table is drawn in, in pixels (narrower than its columns when it scrolls sideways). */
  width: number;
  /** The table's props: plain values, and code where a prop is a function or the data is generated. */
  props: { [key: string]: PropValue };
  /** How many top-level records the data has (`Row 1` to `Row <records>`). */
  records: number;
  /** How many columns have cells in the body (a group's children counted, not the group). */
  columnCount: number;
}

/** A table's size beyond its features: what the composer lets a user choose. Every field has the matrix's default. */
export interface TableShape {
  /** Top-level records: 40, or 1,000 for VirtualTable, by default. */
  records?: number;
  /**
   * Columns: the seven named ones by default. More are numbered columns before Action, drawn from each record's
   * name; fewer keep the columns the features draw on (`COLUMN_NEEDS`), then the others in `COLUMN_ORDER`.
   */
  columns?: number;
  /** One width in pixels for every column, instead of each column's own. */
  width?: number;
}

export const isCode = (value: unknown): value is Code =>
  typeof (value as Partial<Code> | null | undefined)?.$code === 'string';

/** The records: `count` rows (row 1 with two children when `tree`), each cell's text told apart by row. */
function rowsCode(count: number, tree: boolean): Code {
  const row = (key: string, name: string, i: string, more = '') =>
    `{ key: ${key}, name: ${name}, age: 20 + (${i} % 40), city: 'City ' + ${i}, street: ${i} + ' Long Street', ` +
    `phone: '555-' + ${i}, note: 'Note ' + ${i} + ': a long remark that does not fit in its column at all', action: 'Edit'${more} }`;
  const children = tree
    ? `, ...(i === 0 ? { children: [1, 2].map((c) => (${row("'r1-' + c", "'Child 1-' + c", '(100 + c)')})) } : {})`
    : '';
  return {
    $code: `Array.from({ length: ${count} }, (_, i) => (${row("'r' + (i + 1)", "'Row ' + (i + 1)", '(i + 1)', children)}))`,
  };
}

/** Column widths: 1,050 px in all, over a 500 px box when the table scrolls sideways (else a 1,100 px box). */
export const COLUMNS = [
  ['Name', 'name', 150],
  ['Age', 'age', 100],
  ['City', 'city', 150],
  ['Street', 'street', 200],
  ['Phone', 'phone', 150],
  ['Note', 'note', 200],
  ['Action', 'action', 100],
] as const;
export const TOTAL_WIDTH = COLUMNS.reduce((sum, [, , width]) => sum + width, 0);
/** The width of a numbered column. */
export const EXTRA_COLUMN_WIDTH = 120;
/** The columns each feature draws on (its probes read them), kept whatever the number of columns. */
export const COLUMN_NEEDS: Record<string, string[]> = {
  'fixed-end': ['action'],
  grouped: ['city', 'street'],
  span: ['city', 'street'],
  ellipsis: ['note'],
};
/** After Name and City (every table keeps those) and the features' columns, the columns kept first. */
export const COLUMN_ORDER = ['name', 'city', 'street', 'phone', 'note', 'age', 'action'];
/** The expand column's width where a fix sets it. */
export const EXPAND_COLUMN_WIDTH = 48;
/** The height the body scrolls in, for the features that fix the header, the summary or virtualise rows. */
export const BODY_HEIGHT = 240;
/** Text the probes look for. */
export const EMPTY_TEXT = 'Nothing to show';
export const SUMMARY_TEXT = 'Summary line';
export const expandedText = (name: string) => `Details of ${name}`;

/** The named columns a table of `count` columns keeps (all seven, from seven on), in their order in `COLUMNS`. */
export function namedColumns(features: readonly string[], count: number): string[] {
  const needed = new Set(['name', 'city', ...features.flatMap((id) => COLUMN_NEEDS[id] ?? [])]);
  const kept = [...new Set([...needed, ...COLUMN_ORDER])].slice(0, Math.max(count, needed.size));
  return COLUMNS.map(([, key]) => key as string).filter((key) => kept.includes(key));
}

/**
 * The configuration of a cell (or of one feature alone): the props of the table for a set of feature ids, in the
 * matrix's shape unless `shape` says otherwise. Features that only mean something when the table scrolls bring their
 * scrolling: fixed columns, the sticky scroll bar and VirtualTable scroll sideways; a fixed summary and VirtualTable
 * scroll down.
 */
export function cellConfig(
  features: readonly string[],
  fixes: readonly string[] = [],
  shape: TableShape = {},
): CellConfig {
  const has = (id: string) => features.includes(id);
  ordered(features);
  for (const id of fixes) if (!FIXES.some((fix) => fix.id === id)) throw new Error(`Unknown fix "${id}"`);
  const virtual = has('virtual');
  const count = shape.columns ?? COLUMNS.length;
  const named = namedColumns(features, count);
  const columns: { [key: string]: PropValue }[] = COLUMNS.filter(([, key]) => named.includes(key)).map(
    ([title, dataIndex, width]) => ({ title, dataIndex, key: dataIndex, width: shape.width ?? width }),
  );
  const column = (key: string) => columns.find((c) => c.key === key)!;
  if (has('fixed-start')) column('name').fixed = 'start';
  if (has('fixed-end')) column('action').fixed = 'end';
  if (has('ellipsis')) column('note').ellipsis = true;
  if (has('span')) {
    column('name').onCell = {
      $code: '(_, index) => (index === 0 ? { rowSpan: 2 } : index === 1 ? { rowSpan: 0 } : {})',
    };
    column('city').onCell = { $code: '(_, index) => (index === 2 ? { colSpan: 2 } : {})' };
    column('street').onCell = { $code: '(_, index) => (index === 2 ? { colSpan: 0 } : {})' };
  }
  const extra = count - named.length;
  const extraWidth = shape.width ?? EXTRA_COLUMN_WIDTH;
  if (has('resize'))
    // A column group has no width: the header cell takes the width of a column that has one (as the types say).
    for (const c of columns)
      c.onHeaderCell = {
        $code: "(column) => ({ width: 'width' in column ? column.width : undefined, resizable: true })",
      };
  let tableColumns: PropValue[] = columns;
  if (has('grouped')) {
    const at = columns.indexOf(column('city'));
    tableColumns = [
      ...columns.slice(0, at),
      { title: 'Address', key: 'address', children: [column('city'), column('street')] },
      ...columns.slice(at + 2),
    ];
  }
  if (extra > 0) {
    // Numbered columns, before Action when it is kept: each shows its number beside the record's name.
    const header = has('resize')
      ? ", onHeaderCell: (column) => ({ width: 'width' in column ? column.width : undefined, resizable: true })"
      : '';
    // Each is numbered by its place among the columns: after the named ones but Action.
    const first = named.filter((key) => key !== 'action').length + 1;
    const columnsCode = (type: string) =>
      `Array.from({ length: ${extra} }, (_, i)${type} => ({ title: 'Column ' + (i + ${first}), ` +
      `key: 'column-' + (i + ${first}), width: ${extraWidth}, ` +
      `render: (_, record) => record.name + ' · ' + (i + ${first})${header} }))`;
    const numbered: Code = { $code: columnsCode(''), typed: columnsCode(': ColumnType<Row>'), spread: true };
    const actionAt = tableColumns.findIndex((c) => (c as { key?: PropValue }).key === 'action');
    const at = actionAt === -1 ? tableColumns.length : actionAt;
    tableColumns = [...tableColumns.slice(0, at), numbered, ...tableColumns.slice(at)];
  }
  const width = columns.reduce((sum, c) => sum + (c.width as number), 0) + Math.max(extra, 0) * extraWidth;
  const records = shape.records ?? (virtual ? 1000 : 40);

  const props: CellConfig['props'] = {
    columns: tableColumns,
    data: has('empty') ? [] : rowsCode(records, has('tree')),
    rowKey: 'key',
  };
  const scroll: { [key: string]: PropValue } = {};
  if (['fixed-start', 'fixed-end', 'scroll-x', 'sticky', 'virtual'].some(has)) scroll.x = width;
  if (['scroll-y', 'summary', 'virtual'].some(has)) scroll.y = BODY_HEIGHT;
  if (Object.keys(scroll).length > 0) props.scroll = scroll;
  if (has('sticky')) props.sticky = true;
  const expandable: { [key: string]: PropValue } = {};
  if (has('expandable')) {
    expandable.expandedRowRender = { $code: `(record) => 'Details of ' + record.name` };
    // Every record expands but the second, as users mark records without details.
    expandable.rowExpandable = { $code: `(record) => record.key !== 'r2'` };
  }
  // The expand column's own width, which VirtualTable needs to place every column (it has none by default).
  if (fixes.includes('expand-column-width')) expandable.columnWidth = EXPAND_COLUMN_WIDTH;
  // The spans of the first two columns (the expand column and Name) grow over an expanded row beside them.
  if (fixes.includes('expanded-row-offset')) expandable.expandedRowOffset = 2;
  if (has('expandable') || has('tree')) expandable.defaultExpandedRowKeys = ['r1'];
  // The library indents child rows by `indentSize` pixels per level, and has no default for it (none: no indent).
  if (has('tree')) expandable.indentSize = 15;
  if (Object.keys(expandable).length > 0) props.expandable = expandable;
  if (has('summary'))
    props.summary = {
      $code:
        '() => React.createElement(Table.Summary, { fixed: true }, React.createElement(Table.Summary.Row, null, ' +
        `React.createElement(Table.Summary.Cell, { index: 0, colSpan: ${Math.max(count, named.length)} }, '${SUMMARY_TEXT}')))`,
    };
  if (has('rtl')) props.direction = 'rtl';
  if (has('resize'))
    props.components = {
      header: {
        cell: {
          $code:
            "function ResizableCell({ resizable, ...rest }) { return React.createElement('th', { ...rest, 'data-resizable': resizable ? 'yes' : undefined }); }",
        },
      },
    };
  if (has('no-header')) props.showHeader = false;
  if (has('empty')) props.emptyText = EMPTY_TEXT;
  return {
    component: virtual ? 'VirtualTable' : 'Table',
    width: scroll.x ? 500 : Math.max(1100, width + 50),
    props,
    records: has('empty') ? 0 : records,
    columnCount: named.length + Math.max(extra, 0),
  };
}

/** A copy of the props with the width of the column `key` set to `width`: what a resize handler does. */
export function setColumnWidth(props: CellConfig['props'], key: string, width: number): CellConfig['props'] {
  const set = (value: PropValue): PropValue => {
    if (Array.isArray(value)) return value.map(set);
    if (typeof value !== 'object' || value === null || isCode(value)) return value;
    const copy = { ...value };
    if (copy.key === key) copy.width = width;
    if (Array.isArray(copy.children)) copy.children = copy.children.map(set);
    return copy;
  };
  return { ...props, columns: set(props.columns ?? []) };
}

/** Comments for a source's props, by the path of the prop they stand above: `expandable.columnWidth`. */
export type PropComments = Readonly<Record<string, string>>;

/** A comment's text as `//` lines of at most 110 characters, each at `indent`. */
export function commentLines(text: string, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + 3 + line.length + 1 + word.length > 110) {
      lines.push(`${indent}// ${line}`);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(`${indent}// ${line}`);
  return lines;
}

/** The site's demo whose playground runs a cell's code (its one file replaced by that code). */
export const PLAYGROUND_DEMO = 'simple';
export const PLAYGROUND_FILE = 'simple.tsx';

/** The props as JavaScript source: values as literals, code as written, a comment above each prop `comments` names. */
export function printValue(value: PropValue, indent = '', comments: PropComments = {}, path = ''): string {
  if (isCode(value)) return `${value.spread ? '...' : ''}${value.typed ?? value.$code}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inner = indent + '  ';
    return `[\n${value.map((item) => inner + printValue(item, inner)).join(',\n')},\n${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const inner = indent + '  ';
    const entries = Object.entries(value).map(([key, item]) => {
      const at = path ? `${path}.${key}` : key;
      const comment = Object.hasOwn(comments, at) ? commentLines(comments[at], inner).join('\n') + '\n' : '';
      const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
      return `${comment}${inner}${name}: ${printValue(item, inner, comments, at)}`;
    });
    return entries.length === 0 ? '{}' : `{\n${entries.join(',\n')},\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** The library's stylesheet, which a page drawing its tables imports. */
export const STYLESHEET = 'assets/index.css';

/**
 * The rule that keeps a sticky header above fixed cells: the library's stylesheet gives both z-index 2 (fixed cells
 * more), and the library sets `--columns-count` on a sticky table, a fixed cell's z-index being at most 2 + 2 × that.
 */
export const STICKY_HEADER_RULE = '.rc-table-sticky-holder { z-index: calc(3 + 2 * var(--columns-count)); }';

/**
 * The playground's file for a configuration: a component drawing that table, as the probes drew it. The props are
 * typed with the library's own props type over the records' type, so the code type-checks clean in the playground's
 * editor (strict, as the site's checks are): every callback's parameters take their types from the library. The file
 * imports only what it uses (a checker that rejects unused imports passes it) and the library's stylesheet.
 * `header` comments the file's top; `comments` the props they name; `box: false` draws the table without the
 * matrix's box around it, as wide as the page lays it out; `css` is a stylesheet drawn beside the table (in a
 * `<style>` element), with `cssComment` above it.
 */
export function cellSource(
  config: CellConfig,
  {
    header = '',
    comments = {},
    box = true,
    css,
    cssComment = '',
  }: { header?: string; comments?: PropComments; box?: boolean; css?: string; cssComment?: string } = {},
): string {
  const virtual = config.component === 'VirtualTable';
  const propsType = virtual ? 'VirtualTableProps' : 'TableProps';
  const props = printValue(config.props, '', comments);
  // The numbered columns name the type of a column, for their callbacks' parameters.
  const types = props.includes('ColumnType<Row>') ? ['ColumnType', propsType] : [propsType];
  // Table is the default export: imported for a Table, or for its parts (Table.Summary) in a VirtualTable's props.
  const tableImport = !virtual || props.includes('Table.') ? ['Table'] : [];
  const named = virtual ? ['{ VirtualTable }'] : [];
  const data = config.props.data;
  const tree = isCode(data) && data.$code.includes('children');
  const table = `<${config.component} {...props} />`;
  const inner = (indent: string) =>
    css === undefined
      ? [`${indent}${table}`]
      : [`${indent}<>`, `${indent}  <style>{stylesheet}</style>`, `${indent}  ${table}`, `${indent}</>`];
  return [
    ...commentLines(header),
    ...(props.includes('React.') ? [`import React from 'react';`] : []),
    `import ${[...tableImport, ...named].join(', ')} from '@rc-component/table';`,
    `import type { ${types.join(', ')} } from '@rc-component/table';`,
    `import '@rc-component/table/${STYLESHEET}';`,
    ``,
    `interface Row {`,
    `  key: string;`,
    `  name: string;`,
    `  age: number;`,
    `  city: string;`,
    `  street: string;`,
    `  phone: string;`,
    `  note: string;`,
    `  action: string;`,
    ...(tree ? [`  children?: Row[];`] : []),
    `}`,
    ``,
    `const props: ${propsType}<Row> = ${props};`,
    ``,
    ...(css === undefined ? [] : [...commentLines(cssComment), `const stylesheet = ${JSON.stringify(css)};`, ``]),
    `export default function Demo() {`,
    ...(box
      ? [`  return (`, `    <div style={{ width: ${config.width} }}>`, ...inner('      '), `    </div>`, `  );`]
      : css === undefined
        ? [`  return ${table};`]
        : [`  return (`, ...inner('    '), `  );`]),
    `}`,
    ``,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Reading and comparing results

export const isText = (value: unknown): value is Text =>
  Object.keys(texts.features['fixed-start']).every(
    (locale) => typeof (value as Partial<Text> | null | undefined)?.[locale as LocaleId] === 'string',
  );

/** A results file from its JSON text; anything not of the shape throws an error saying what and where. */
export function readMatrix(json: string, name = 'the matrix file'): MatrixFile {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`${name} is not JSON: ${(error as Error).message}`);
  }
  const fail = (what: string) => {
    throw new Error(`${name}: ${what}`);
  };
  if (typeof value !== 'object' || value === null) return fail('not an object');
  const file = value as MatrixFile;
  if (typeof file.version !== 'string' || !/^\d+\.\d+\.\d/.test(file.version)) fail('"version" is not a version');
  if (!Array.isArray(file.features) || !file.features.every((f) => typeof f?.id === 'string' && isText(f.title)))
    fail('"features" must be a list of { id, title }');
  if (
    !Array.isArray(file.probes) ||
    !file.probes.every((p) => typeof p?.id === 'string' && typeof p.feature === 'string' && isText(p.title))
  )
    fail('"probes" must be a list of { id, feature, title }');
  if (!Array.isArray(file.cells)) fail('"cells" is not a list');
  const ids = file.features.map((f) => f.id);
  const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  file.cells.forEach((cell, i) => {
    const where = `cell ${i + 1}`;
    if (!Array.isArray(cell?.features) || cell.features.length < 2 || cell.features.length > 3)
      fail(`${where}: "features" must hold 2 or 3 ids`);
    if (!cell.features.every((id) => ids.includes(id))) fail(`${where}: unknown feature in ${cell.features.join('+')}`);
    if (!VERDICTS.includes(cell.verdict)) fail(`${where}: unknown verdict "${String(cell.verdict)}"`);
    if (!strings(cell.failed)) fail(`${where}: "failed" must be a list of probe ids`);
    for (const key of ['caveats', 'fixes', 'fixedFailed'] as const)
      if (cell[key] !== undefined && !strings(cell[key])) fail(`${where}: "${key}" must be a list of ids`);
    for (const key of ['warning', 'error', 'ignored'] as const)
      if (cell[key] !== undefined && typeof cell[key] !== 'string') fail(`${where}: "${key}" must be a text`);
    if (cell.verdict === 'fixed' && !(cell.fixes && cell.fixes.length > 0)) fail(`${where}: "fixed" without its fixes`);
    if (cell.verdict === 'n/a' && cell.ignored === undefined) fail(`${where}: "n/a" without the feature ignored`);
  });
  return file;
}

export interface CellChange {
  key: string;
  features: string[];
  /** The cell in the first file and in the second; undefined where a file lacks it. */
  before?: MatrixCell;
  after?: MatrixCell;
}

const sameCell = (a: MatrixCell, b: MatrixCell) => a.verdict === b.verdict && sameIds(a.failed, b.failed);

/** The cells whose verdict or failed probes differ between two files, or that only one of them has. */
export function diffMatrices(before: MatrixFile, after: MatrixFile): CellChange[] {
  const index = (file: MatrixFile) => new Map(file.cells.map((cell) => [cellKey(cell.features), cell]));
  const a = index(before);
  const b = index(after);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys
    .filter((key) => !a.has(key) || !b.has(key) || !sameCell(a.get(key)!, b.get(key)!))
    .map((key) => ({ key, features: (a.get(key) ?? b.get(key))!.features, before: a.get(key), after: b.get(key) }));
}

/** A change as one line: `fixed-start+virtual: works -> fails (virtual.reaches-end)`. */
export function describeChange(change: CellChange): string {
  const side = (cell?: MatrixCell) =>
    cell ? `${cell.verdict}${cell.failed.length ? ` (${cell.failed.join(', ')})` : ''}` : 'absent';
  return `${change.key}: ${side(change.before)} -> ${side(change.after)}`;
}

/** How many cells have each verdict. */
export function countVerdicts(file: MatrixFile): Record<Verdict, number> {
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  for (const cell of file.cells) counts[cell.verdict]++;
  return counts;
}
