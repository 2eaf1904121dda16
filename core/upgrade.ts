/**
 * The upgrade view (`/upgrade?from=1.4.0&to=1.12.0`): what changed between two releases, from every prop's history
 * (core/prop-history.ts), the changelog's entries and, where both ends have one, the compatibility matrix. What the
 * address asks for is read here too: an unknown version is replaced by the nearest release, a reversed pair is
 * swapped, and each such repair is reported so the page can say which releases exist. Pure.
 */
import { diffMatrices, type MatrixFile, type Verdict } from './compatibility.ts';
import { allVersions, diffReleases, type PropDiff, type PropHistory } from './prop-history.ts';

/** A run of an entry's text: code (written between backticks) or plain. */
export interface TextPart {
  code?: true;
  text: string;
}

/** One release's section of the changelog: its version (its anchor there is `versionAnchor`) and its entries. */
export interface ChangelogRelease {
  version: string;
  entries: TextPart[][];
}

/** A compatibility matrix file (`facts/compatibility/<version>.json`, core/compatibility.ts). */
export type CompatibilityMatrix = MatrixFile;

/** A matrix cell (a combination of features) whose verdict differs between the two releases' matrices. */
export interface VerdictChange {
  features: string[];
  from: Verdict;
  to: Verdict;
}

/** What the address asked for that could not be shown as asked. */
export type VersionProblem =
  { kind: 'unknown'; end: 'from' | 'to'; asked: string; used: string } | { kind: 'reversed'; from: string; to: string };

export interface VersionPair {
  from: string;
  to: string;
  problems: VersionProblem[];
}

/** Numbers of an `x.y.z` version, or undefined for anything else. */
const numbers = (version: string): number[] | undefined =>
  /^\d+\.\d+\.\d+$/.test(version) ? version.split('.').map(Number) : undefined;

const compare = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * The release nearest to an asked version, among `versions` (oldest first): the newest release at or below it, else
 * the oldest; a text that is no version at all gets `fallback`.
 */
export function nearestRelease(versions: string[], asked: string, fallback: string): string {
  const wanted = numbers(asked.trim().replace(/^v/, ''));
  if (!wanted) return fallback;
  let best: string | undefined;
  for (const version of versions) {
    const own = numbers(version);
    if (own && compare(own, wanted) <= 0 && (!best || compare(own, numbers(best)!) > 0)) best = version;
  }
  return best ?? versions[0];
}

/**
 * The pair of releases to show for the address's `from` and `to` (missing: the last rc-table 7.x and the newest
 * release). Releases are ordered as the history reads them: the legacy 7.x release before every 1.x one.
 */
export function versionPair(history: PropHistory, asked: { from?: string | null; to?: string | null }): VersionPair {
  const versions = allVersions(history);
  const problems: VersionProblem[] = [];
  const resolve = (end: 'from' | 'to', fallback: string): string => {
    const value = asked[end]?.trim();
    if (!value) return fallback;
    if (versions.includes(value)) return value;
    // The 7.x line is one entry: any 7.x asks for the one release of it that is read.
    const used = /^7\./.test(value) ? history.legacy.version : nearestRelease(history.releases, value, fallback);
    problems.push({ kind: 'unknown', end, asked: value, used });
    return used;
  };
  let from = resolve('from', history.legacy.version);
  let to = resolve('to', history.releases.at(-1)!);
  if (versions.indexOf(from) > versions.indexOf(to)) {
    [from, to] = [to, from];
    problems.push({ kind: 'reversed', from, to });
  }
  return { from, to, problems };
}

/** The changelog's releases after `from` up to `to` (newest first, as the changelog lists them). */
export function releasesBetween(history: PropHistory, changelog: ChangelogRelease[], from: string, to: string) {
  const versions = allVersions(history);
  const start = versions.indexOf(from);
  const end = versions.indexOf(to);
  return changelog.filter((release) => {
    const at = versions.indexOf(release.version);
    return at > start && at <= end;
  });
}

/** The version among `available` nearest to `version` in the history's order (the older on a tie), if any. */
export function nearestMatrix(history: PropHistory, available: string[], version: string): string | undefined {
  const versions = allVersions(history);
  const at = versions.indexOf(version);
  let best: string | undefined;
  for (const candidate of available) {
    const i = versions.indexOf(candidate);
    if (i < 0) continue;
    const distance = Math.abs(i - at);
    const bestDistance = best === undefined ? Infinity : Math.abs(versions.indexOf(best) - at);
    if (distance < bestDistance || (distance === bestDistance && i < versions.indexOf(best!))) best = candidate;
  }
  return best;
}

/** Cells (the same combination of features) in both matrices whose verdict differs (diffMatrices, compatibility.ts). */
export const verdictChanges = (before: CompatibilityMatrix, after: CompatibilityMatrix): VerdictChange[] =>
  diffMatrices(before, after).flatMap(({ features, before: was, after: now }) =>
    was && now && was.verdict !== now.verdict ? [{ features, from: was.verdict, to: now.verdict }] : [],
  );

export interface UpgradeView extends VersionPair {
  added: Extract<PropDiff, { kind: 'added' }>[];
  changed: Extract<PropDiff, { kind: 'changed' }>[];
  deprecated: Extract<PropDiff, { kind: 'deprecated' }>[];
  removed: Extract<PropDiff, { kind: 'removed' }>[];
  releases: ChangelogRelease[];
  /**
   * The matrices compared (the one nearest the older end, and the one nearest the newer end among the newer ones)
   * and their differing cells; absent without two such matrices.
   */
  matrix?: { from: CompatibilityMatrix; to: CompatibilityMatrix; changes: VerdictChange[] };
}

/** Everything the view shows for what the address asked. */
export function upgradeView(
  history: PropHistory,
  changelog: ChangelogRelease[],
  matrices: CompatibilityMatrix[],
  asked: { from?: string | null; to?: string | null },
): UpgradeView {
  const pair = versionPair(history, asked);
  const diffs = diffReleases(history, pair.from, pair.to);
  const of = <K extends PropDiff['kind']>(kind: K) =>
    diffs.filter((diff): diff is Extract<PropDiff, { kind: K }> => diff.kind === kind);
  const view: UpgradeView = {
    ...pair,
    added: of('added'),
    changed: of('changed'),
    deprecated: of('deprecated'),
    removed: of('removed'),
    releases: releasesBetween(history, changelog, pair.from, pair.to),
  };
  // The matrix nearest the older end, then the one nearest the newer end among those newer than that one.
  const versions = allVersions(history);
  const available = matrices.map((matrix) => matrix.version);
  const from = nearestMatrix(history, available, pair.from);
  const newer = available.filter((version) => from && versions.indexOf(version) > versions.indexOf(from));
  const to = nearestMatrix(history, newer, pair.to);
  if (from && to) {
    const before = matrices.find((matrix) => matrix.version === from)!;
    const after = matrices.find((matrix) => matrix.version === to)!;
    view.matrix = { from: before, to: after, changes: verdictChanges(before, after) };
  }
  return view;
}

/**
 * The words the view shows, given by the page in its own language as the attributes of its tag
 * (`<Upgrade added="Added" ...></Upgrade>`): they load with that page only. `{name}` marks a value.
 */
export const UPGRADE_WORDS = [
  'form',
  'from',
  'to',
  'added',
  'changed',
  'deprecated',
  'removed',
  'none',
  'changelog',
  'matrix',
  'unknown',
  'reversed',
] as const;
export type UpgradeWords = Record<(typeof UPGRADE_WORDS)[number], string>;

/** A text with its `{name}` marks filled; a mark without a value stays as written. */
export const fill = (template: string, values: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The words a tag's attributes give, each missing one named by its key (a page that lacks one shows the key). */
export const upgradeWords = (props: Record<string, string>): UpgradeWords =>
  Object.fromEntries(UPGRADE_WORDS.map((key) => [key, props[key] ?? key])) as UpgradeWords;
