/**
 * The composer: a table of the features a user chooses, its size and its code, with every fix the compatibility
 * matrix knows applied. A choice lives in the page's address (`?f=virtual,expandable&records=10000&columns=40`); its
 * verdict comes from the matrix's cells (the combination's own cell, else every pair and triple it holds); the
 * code is the matrix's configuration of those features in the chosen shape (plugins/compatibility/core/), so what
 * the probes checked is what the user copies. Pure.
 */
import {
  COLUMNS,
  FEATURES,
  FIXES,
  cellConfig,
  cellKey,
  STICKY_HEADER_RULE,
  cellSource,
  namedColumns,
  ordered,
  type CellConfig,
  type MatrixCell,
  type MatrixFile,
  type Verdict,
} from '../../compatibility/core/compatibility.ts';
import { composerText } from './composer-view.ts';
import type { LocaleId } from '../../../engine/core/types.ts';

/** The bounds of each number a user chooses, and its default (the matrix's table when it is undefined). */
export const LIMITS = {
  records: { min: 10, max: 100_000 },
  columns: { min: 3, max: 200 },
  width: { min: 60, max: 400 },
} as const;
export type Size = keyof typeof LIMITS;
export const SIZES = Object.keys(LIMITS) as Size[];

export interface Choice {
  /** Feature ids of the matrix, in its order. */
  features: string[];
  records?: number;
  columns?: number;
  /** One width in pixels for every column. */
  width?: number;
}

/** Something in an address the composer could not use as it was, and what it did instead. */
export type Problem =
  | { kind: 'unknown-feature'; value: string }
  | { kind: 'out-of-range'; size: Size; value: string; used: number }
  | { kind: 'not-a-number'; size: Size; value: string };

/** A choice from an address's query (`?f=a,b&records=N&columns=N&width=N`); what it could not use, with why. */
export function readChoice(search: string): { choice: Choice; problems: Problem[] } {
  const params = new URLSearchParams(search);
  const problems: Problem[] = [];
  const known = new Set(FEATURES.map((feature) => feature.id));
  const ids = (params.get('f') ?? '').split(',').filter(Boolean);
  for (const value of ids) if (!known.has(value)) problems.push({ kind: 'unknown-feature', value });
  const choice: Choice = { features: ordered([...new Set(ids.filter((id) => known.has(id)))]) };
  for (const size of SIZES) {
    const value = params.get(size);
    if (value === null || value === '') continue;
    // Any run of digits is a whole number, however long: one past the bounds is brought within them.
    const number = Number(value.trim());
    if (!/^\d+$/.test(value.trim())) {
      problems.push({ kind: 'not-a-number', size, value });
      continue;
    }
    const { min, max } = LIMITS[size];
    const used = Math.min(max, Math.max(min, number));
    if (used !== number) problems.push({ kind: 'out-of-range', size, value, used });
    choice[size] = used;
  }
  return { choice, problems };
}

/** A choice as the query of its address: the features in the matrix's order, then each size that is set. */
export function choiceQuery(choice: Choice): string {
  const parts = [`f=${ordered(choice.features).join(',')}`];
  for (const size of SIZES) if (choice[size] !== undefined) parts.push(`${size}=${choice[size]}`);
  return `?${parts.join('&')}`;
}

/** The address of a choice on the composer's page (`/compose`, or `/zh-CN/compose`). */
export const composeHref = (prefix: string, choice: Choice) => `${prefix}compose${choiceQuery(choice)}`;

/**
 * What the matrix says about a set of features:
 * - `cell`: the combination's own cell when the matrix drew it (a pair, or one of its triples);
 * - otherwise `parts`: the cells of every pair and triple it holds (none for one feature alone), and the verdict is
 *   the worst of theirs (fails, then caveat, then fixed, then n/a);
 * - `together`: whether the matrix checked the features in one table (its own cell, or one feature or none). When it
 *   did not, the verdict of the parts is all that is known: features that work in pairs may still clash as three;
 * - `fixes`: the fixes the code applies, those of every cell that works with one;
 * - `nearest`: for a combination that fails, the largest subsets of it that do not, each without the fewest features.
 */
export interface Judgement {
  verdict: Verdict;
  cell?: MatrixCell;
  parts: MatrixCell[];
  together: boolean;
  fixes: string[];
  nearest: string[][];
}

const WORST: Verdict[] = ['fails', 'caveat', 'fixed', 'n/a', 'works'];

function consulted(features: readonly string[], matrix: MatrixFile): { cell?: MatrixCell; parts: MatrixCell[] } {
  const key = cellKey(features);
  const cell = matrix.cells.find((c) => cellKey(c.features) === key);
  if (cell) return { cell, parts: [cell] };
  return { parts: matrix.cells.filter((c) => c.features.every((id) => features.includes(id))) };
}

const verdictOf = (parts: readonly MatrixCell[]): Verdict =>
  WORST.find((verdict) => parts.some((cell) => cell.verdict === verdict)) ?? 'works';

/** Every subset of `features` without `drop` of them, in the matrix's order. */
function without(features: readonly string[], drop: number): string[][] {
  if (drop === 0) return [[...features]];
  return features.flatMap((_, i) =>
    without(features.slice(i + 1), drop - 1).map((rest) => [...features.slice(0, i), ...rest]),
  );
}

export function judgeChoice(features: readonly string[], matrix: MatrixFile): Judgement {
  const { cell, parts } = consulted(ordered(features), matrix);
  const verdict = verdictOf(parts);
  const fixes = [...new Set(parts.filter((c) => c.verdict === 'fixed').flatMap((c) => c.fixes ?? []))];
  let nearest: string[][] = [];
  for (let drop = 1; verdict === 'fails' && nearest.length === 0 && drop < features.length; drop++)
    nearest = without(ordered(features), drop).filter(
      (subset) => verdictOf(consulted(subset, matrix).parts) !== 'fails',
    );
  return {
    verdict,
    ...(cell ? { cell } : {}),
    parts,
    together: cell !== undefined || features.length < 2,
    fixes: FIXES.filter((f) => fixes.includes(f.id)).map((f) => f.id),
    nearest,
  };
}

/** The table of a choice: the matrix's configuration of its features, with the fixes, in the chosen shape. */
export const composedConfig = (choice: Choice, fixes: readonly string[]): CellConfig =>
  cellConfig(ordered(choice.features), fixes, {
    records: choice.records,
    columns: choice.columns,
    width: choice.width,
  });

/** The words a composed file's comments are made of, in one language. */
export interface ComposeWords {
  /** "{features}, {records} records, {columns} columns, for {package} {version}." */
  header: string;
  /** Said when no feature is chosen. */
  plain: string;
  /** "{fix}: {why} {action}" is built from the fix's own texts. */
  fixed: string;
  /** Said at the top when the matrix did not check the features together. */
  unchecked: string;
  /** Said above the header cell of a resizable table: what it is for. */
  resize: string;
  /** Said above the stylesheet of a table with a sticky header: why it is there. */
  sticky: string;
}

/** The site's words for a composed file's comments. */
export const composeWords = (locale: LocaleId): ComposeWords => ({
  header: composerText(locale, 'header'),
  plain: composerText(locale, 'plain'),
  fixed: composerText(locale, 'fixed'),
  unchecked: composerText(locale, 'unchecked'),
  resize: composerText(locale, 'resizeCell'),
  sticky: composerText(locale, 'stickyRule'),
});

/** A whole number with a comma between each group of three digits: 100,000. */
export const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A choice's code: one complete TypeScript file, a comment at its top saying what it draws and for which release
 * (and when the matrix did not check the features together), above each fix's prop why it is there and what it
 * does, and above a resizable table's header cell what it is for. A table with a sticky header also gets the rule that
 * keeps the header above fixed cells, with why. The table is drawn as wide as its page lays it out.
 */
export function composedSource(
  choice: Choice,
  judgement: Judgement,
  matrix: MatrixFile,
  words: ComposeWords,
  locale: LocaleId,
  packageName: string,
): string {
  const config = composedConfig(choice, judgement.fixes);
  const titles = ordered(choice.features).map(
    (id) => matrix.features.find((feature) => feature.id === id)?.title[locale] ?? id,
  );
  const count = choice.columns ?? COLUMNS.length;
  const columns = Math.max(count, namedColumns(choice.features, count).length);
  const header = words.header
    .replace('{features}', titles.length ? titles.join(' + ') : words.plain)
    .replace('{records}', grouped(config.records))
    .replace('{columns}', String(columns))
    .replace('{package}', packageName)
    .replace('{version}', matrix.version);
  const comments: Record<string, string> = {};
  for (const fix of FIXES.filter((f) => judgement.fixes.includes(f.id)))
    comments[fix.prop] = words.fixed.replace('{why}', fix.why[locale]).replace('{action}', capital(fix.action[locale]));
  if (choice.features.includes('resize')) comments['components.header.cell'] = words.resize;
  const top = judgement.together ? header : `${header} ${words.unchecked}`;
  // A sticky header comes with the rule that keeps it above fixed cells, which the library's stylesheet lacks.
  const sticky = choice.features.includes('sticky') ? { css: STICKY_HEADER_RULE, cssComment: words.sticky } : {};
  return cellSource(config, { header: top, comments, box: false, ...sticky });
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A feature's title in one language. */
export const featureTitle = (matrix: MatrixFile, id: string, locale: LocaleId): string =>
  matrix.features.find((feature) => feature.id === id)?.title[locale] ?? id;
