/**
 * The compatibility matrix: which of the library's features work together. A cell is a set of 2 or 3 features; its
 * configuration (`cellConfig`, a pure function of the set) is the one source for the browser run that checks it
 * (scripts/matrix.ts), the `/compatibility` page and the playground link of the cell (`cellSource`). The results
 * are committed per library version in `facts/compatibility/<version>.json` (`MatrixFile`); `readMatrix` reads such
 * a file and `diffMatrices` lists the cells whose verdict or failed probes differ between two of them. Pure.
 *
 * The texts in both languages (feature and probe titles, failure words, reasons a pair makes no sense) are data,
 * in compatibility-texts.json.
 */
import texts from './compatibility-texts.json';
import type { LocaleId } from './types.ts';

/** 'n/a': the combination makes no sense (the note says why). */
export type Verdict = 'works' | 'caveat' | 'fails' | 'n/a';
export const VERDICTS: readonly Verdict[] = ['works', 'caveat', 'fails', 'n/a'];
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
  /** Ids of the probes that failed in this cell. */
  failed: string[];
  /** The caveat, the failure in words, or the reason the combination makes no sense. */
  note?: Text;
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

/** Every probe, each a check of what one feature promises (run by scripts/matrix/probes.ts). */
export const PROBES: MatrixProbe[] = Object.entries(texts.probes).map(([id, probe]) => ({
  id,
  feature: id.slice(0, id.indexOf('.')),
  title: probe.title,
}));

/** The words a failed probe puts into its cell's note. */
export const probeFailure = (id: string): Text | undefined =>
  Object.hasOwn(texts.probes, id) ? texts.probes[id as keyof typeof texts.probes].failure : undefined;

/** The ten triples users ask about most, beside every pair. */
export const TRIPLES: string[][] = [
  ['virtual', 'fixed-start', 'expandable'],
  ['virtual', 'fixed-start', 'tree'],
  ['virtual', 'fixed-end', 'ellipsis'],
  ['sticky', 'fixed-start', 'expandable'],
  ['scroll-y', 'fixed-start', 'span'],
  ['scroll-y', 'fixed-start', 'grouped'],
  ['fixed-start', 'fixed-end', 'rtl'],
  ['fixed-start', 'fixed-end', 'summary'],
  ['sticky', 'scroll-x', 'rtl'],
  ['fixed-start', 'scroll-y', 'resize'],
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

/** Why a combination makes no sense, when it does not: some pair of its features is listed as such. */
export function notApplicable(features: readonly string[]): Text | undefined {
  const reasons: Record<string, Text> = texts.notApplicable;
  for (const a of features)
    for (const b of features) {
      const reason = reasons[`${a}+${b}`];
      if (reason) return reason;
    }
  return undefined;
}

/** A text built per language from each language's template. */
export function mapText(template: Text, fill: (template: string, locale: LocaleId) => string): Text {
  return Object.fromEntries(
    Object.entries(template).map(([locale, text]) => [locale, fill(text, locale as LocaleId)]),
  ) as Text;
}

/**
 * What a cell's run found: the probes that failed, the caveat checks that failed (`CAVEATS`: not what a feature
 * promises, but what a reader would still call wrong), what the library printed in the console, a render error.
 */
export interface CellRun {
  failed: string[];
  caveats?: string[];
  warnings: string[];
  error?: string;
}

/** Checks run on every cell besides its features' probes; one that fails makes the cell a caveat. */
export const CAVEATS: { id: string; title: Text }[] = Object.entries(texts.caveats).map(([id, caveat]) => ({
  id,
  title: caveat.title,
}));

/** A cell's note from what its run found: the failures in words, else its caveats and first console warning. */
export function cellNote(run: CellRun): Text | undefined {
  if (run.error !== undefined) return mapText(texts.notes.error, (t) => t.replace('{error}', run.error!));
  if (run.failed.length > 0)
    return mapText(texts.notes.failed, (t, locale) =>
      t.replace(
        '{failures}',
        run.failed.map((id) => probeFailure(id)?.[locale] ?? id).join(texts.notes.separator[locale]),
      ),
    );
  const parts: Text[] = (run.caveats ?? []).flatMap((id) =>
    Object.hasOwn(texts.caveats, id) ? [texts.caveats[id as keyof typeof texts.caveats].caveat] : [],
  );
  if (run.warnings.length > 0) parts.push(mapText(texts.notes.warning, (t) => t.replace('{warning}', run.warnings[0])));
  if (parts.length === 0) return undefined;
  return mapText(parts[0], (_, locale) => parts.map((part) => part[locale]).join(' '));
}

/** A cell's verdict from its run: a failed probe or an error fails it; a failed caveat check or a warning is a caveat. */
export function cellVerdict(run: CellRun): Verdict {
  if (run.error !== undefined || run.failed.length > 0) return 'fails';
  return run.warnings.length > 0 || (run.caveats ?? []).length > 0 ? 'caveat' : 'works';
}

/** The probes a cell runs: every probe of each of its features. */
export const cellProbes = (features: readonly string[]) => PROBES.filter((probe) => features.includes(probe.feature));

// ---------------------------------------------------------------------------------------------------------------
// The configuration of a cell

/** Code inside the props: an expression's source, evaluated with `React` and `Table` in scope. */
export interface Code {
  $code: string;
}
export type PropValue = string | number | boolean | null | Code | PropValue[] | { [key: string]: PropValue };

export interface CellConfig {
  /** Which component renders the cell. */
  component: 'Table' | 'VirtualTable';
  /** The width of the box the table is drawn in, in pixels (narrower than its columns when it scrolls sideways). */
  width: number;
  /** The table's props: plain values, and code where a prop is a function or the data is generated. */
  props: { [key: string]: PropValue };
}

export const isCode = (value: unknown): value is Code =>
  typeof value === 'object' && value !== null && typeof (value as Code).$code === 'string';

/** The records: `count` rows (row 1 with two children when `tree`), each cell's text told apart by row. */
function rowsCode(count: number, tree: boolean): Code {
  const row = (key: string, name: string, i: string) =>
    `{ key: ${key}, name: ${name}, age: 20 + (${i} % 40), city: 'City ' + ${i}, street: ${i} + ' Long Street', ` +
    `phone: '555-' + ${i}, note: 'Note ' + ${i} + ': a long remark that does not fit in its column at all', action: 'Edit' }`;
  const children = tree
    ? `, ...(i === 0 ? { children: [1, 2].map((c) => (${row("'r1-' + c", "'Child 1-' + c", '(100 + c)')})) } : {})`
    : '';
  return {
    $code: `Array.from({ length: ${count} }, (_, i) => ({ ...${row("'r' + (i + 1)", "'Row ' + (i + 1)", '(i + 1)')}${children} }))`,
  };
}

/** Column widths: 1,050 px in all, over a 500 px box when the table scrolls sideways (else a 1,100 px box). */
const COLUMNS = [
  ['Name', 'name', 150],
  ['Age', 'age', 100],
  ['City', 'city', 150],
  ['Street', 'street', 200],
  ['Phone', 'phone', 150],
  ['Note', 'note', 200],
  ['Action', 'action', 100],
] as const;
export const TOTAL_WIDTH = COLUMNS.reduce((sum, [, , width]) => sum + width, 0);
/** The height the body scrolls in, for the features that fix the header, the summary or virtualise rows. */
export const BODY_HEIGHT = 240;
/** Text the probes look for. */
export const EMPTY_TEXT = 'Nothing to show';
export const SUMMARY_TEXT = 'Summary line';
export const expandedText = (name: string) => `Details of ${name}`;

/**
 * The configuration of a cell (or of one feature alone): the props of the table for a set of feature ids.
 * Features that only mean something when the table scrolls bring their scrolling: fixed columns, the sticky scroll
 * bar and VirtualTable scroll sideways; a fixed summary and VirtualTable scroll down.
 */
export function cellConfig(features: readonly string[]): CellConfig {
  const has = (id: string) => features.includes(id);
  ordered(features);
  const virtual = has('virtual');
  const columns: { [key: string]: PropValue }[] = COLUMNS.map(([title, dataIndex, width]) => ({
    title,
    dataIndex,
    key: dataIndex,
    width,
  }));
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
  if (has('resize'))
    for (const c of columns) c.onHeaderCell = { $code: '(column) => ({ width: column.width, resizable: true })' };
  let tableColumns: PropValue[] = columns;
  if (has('grouped')) {
    const at = columns.indexOf(column('city'));
    tableColumns = [
      ...columns.slice(0, at),
      { title: 'Address', key: 'address', children: [column('city'), column('street')] },
      ...columns.slice(at + 2),
    ];
  }

  const props: CellConfig['props'] = {
    columns: tableColumns,
    data: has('empty') ? [] : rowsCode(virtual ? 1000 : 40, has('tree')),
    rowKey: 'key',
  };
  const scroll: { [key: string]: PropValue } = {};
  if (['fixed-start', 'fixed-end', 'scroll-x', 'sticky', 'virtual'].some(has)) scroll.x = TOTAL_WIDTH;
  if (['scroll-y', 'summary', 'virtual'].some(has)) scroll.y = BODY_HEIGHT;
  if (Object.keys(scroll).length > 0) props.scroll = scroll;
  if (has('sticky')) props.sticky = true;
  const expandable: { [key: string]: PropValue } = {};
  if (has('expandable')) expandable.expandedRowRender = { $code: `(record) => 'Details of ' + record.name` };
  if (has('expandable') || has('tree')) expandable.defaultExpandedRowKeys = ['r1'];
  // The library indents child rows by `indentSize` pixels per level, and has no default for it (none: no indent).
  if (has('tree')) expandable.indentSize = 15;
  if (Object.keys(expandable).length > 0) props.expandable = expandable;
  if (has('summary'))
    props.summary = {
      $code:
        '() => React.createElement(Table.Summary, { fixed: true }, React.createElement(Table.Summary.Row, null, ' +
        `React.createElement(Table.Summary.Cell, { index: 0, colSpan: ${COLUMNS.length} }, '${SUMMARY_TEXT}')))`,
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
  return { component: virtual ? 'VirtualTable' : 'Table', width: scroll.x ? 500 : 1100, props };
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

/** The props as JavaScript source: values as literals, code as written. */
export function printValue(value: PropValue, indent = ''): string {
  if (isCode(value)) return value.$code;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inner = indent + '  ';
    return `[\n${value.map((item) => inner + printValue(item, inner)).join(',\n')},\n${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const inner = indent + '  ';
    const entries = Object.entries(value).map(
      ([key, item]) =>
        `${inner}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${printValue(item, inner)}`,
    );
    return entries.length === 0 ? '{}' : `{\n${entries.join(',\n')},\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** The playground's file for a configuration: a component drawing that table, as the probes drew it. */
export function cellSource(config: CellConfig): string {
  return [
    `import React from 'react';`,
    `import Table${config.component === 'VirtualTable' ? ', { VirtualTable }' : ''} from '@rc-component/table';`,
    ``,
    `const props = ${printValue(config.props)};`,
    ``,
    `export default function Demo() {`,
    `  return (`,
    `    <div style={{ width: ${config.width} }}>`,
    `      <${config.component} {...(props as any)} />`,
    `    </div>`,
    `  );`,
    `}`,
    ``,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Reading and comparing results

const isText = (value: unknown): value is Text =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(texts.features['fixed-start']).every((locale) => typeof (value as Text)[locale as LocaleId] === 'string');

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
  if (typeof file.version !== 'string' || !/^\d+\.\d+\.\d+/.test(file.version)) fail('"version" is not a version');
  if (!Array.isArray(file.features) || !file.features.every((f) => typeof f?.id === 'string' && isText(f.title)))
    fail('"features" must be a list of { id, title }');
  if (
    !Array.isArray(file.probes) ||
    !file.probes.every((p) => typeof p?.id === 'string' && typeof p.feature === 'string' && isText(p.title))
  )
    fail('"probes" must be a list of { id, feature, title }');
  if (!Array.isArray(file.cells)) fail('"cells" is not a list');
  const ids = file.features.map((f) => f.id);
  file.cells.forEach((cell, i) => {
    const where = `cell ${i + 1}`;
    if (!Array.isArray(cell?.features) || cell.features.length < 2 || cell.features.length > 3)
      fail(`${where}: "features" must hold 2 or 3 ids`);
    if (!cell.features.every((id) => ids.includes(id))) fail(`${where}: unknown feature in ${cell.features.join('+')}`);
    if (!VERDICTS.includes(cell.verdict)) fail(`${where}: unknown verdict "${String(cell.verdict)}"`);
    if (!Array.isArray(cell.failed) || !cell.failed.every((id) => typeof id === 'string'))
      fail(`${where}: "failed" must be a list of probe ids`);
    if (cell.note !== undefined && !isText(cell.note)) fail(`${where}: "note" must have a text in every language`);
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

const sameCell = (a: MatrixCell, b: MatrixCell) =>
  a.verdict === b.verdict && [...a.failed].sort().join() === [...b.failed].sort().join();

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
