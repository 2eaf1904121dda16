/**
 * The upgrade view (`/upgrade?from=1.4.0&to=1.12.0`): what changed between two releases, action first: what a project
 * must change (facts/upgrade-actions.json, and props removed), what it can use (props added), type texts that changed
 * (grouped by replacement), the compatibility matrices of the nearest measured releases, and the changelog's entries.
 * What the address asks for is read here too, as people write versions (plugins/history/core/version-input.ts): an unknown version
 * gives the default, a reversed pair is swapped, and each reading is reported so the page can say what it showed. Pure.
 */
import { diffMatrices, type MatrixFile, type Verdict } from '../../compatibility/core/compatibility.ts';
import { allVersions, diffReleases, type PropDiff, type PropHistory } from './prop-history.ts';
import type { LocaleId } from '../../../engine/core/types.ts';
import { readVersion, type KnownReleases } from './version-input.ts';
import { tableChanges, type BehaviourChange, type BehaviourTable } from '../../claims/core/behaviour.ts';

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

/** A compatibility matrix file (`facts/compatibility/<version>.json`, plugins/compatibility/core/compatibility.ts). */
export type CompatibilityMatrix = MatrixFile;

/** A matrix cell (a combination of features) whose verdict differs between the two releases' matrices. */
export interface VerdictChange {
  features: string[];
  from: Verdict;
  to: Verdict;
}

/**
 * How the address's versions were read: a release that does not exist (the default is shown instead), a range,
 * partial version, `latest` or pasted line read as one release, a 7.x release whose props are read from the one 7.x
 * release the history has, and a reversed pair (swapped).
 */
export type VersionProblem =
  | { kind: 'unknown' | 'resolved' | 'legacy'; end: 'from' | 'to'; asked: string; used: string }
  | { kind: 'reversed'; from: string; to: string };

export interface VersionPair {
  from: string;
  to: string;
  problems: VersionProblem[];
}

/** The releases a written version is read among: the history's own, and the legacy package's `legacy` releases. */
export const knownReleases = (history: PropHistory, packageName: string, legacy: string[]): KnownReleases => ({
  package: packageName,
  releases: history.releases,
  legacy: {
    package: history.legacy.package,
    releases: legacy.includes(history.legacy.version) ? legacy : [...legacy, history.legacy.version],
  },
});

/**
 * The pair of releases to show for the address's `from` and `to` (missing: the last rc-table 7.x and the newest
 * release), each read as people write versions (plugins/history/core/version-input.ts). Releases are ordered as the history reads
 * them: the legacy 7.x release before every 1.x one; any other 7.x release is shown from the one the history has.
 */
export function versionPair(
  history: PropHistory,
  asked: { from?: string | null; to?: string | null },
  known: KnownReleases,
): VersionPair {
  const versions = allVersions(history);
  const problems: VersionProblem[] = [];
  const resolve = (end: 'from' | 'to', fallback: string): string => {
    const value = asked[end]?.trim();
    if (!value) return fallback;
    if (versions.includes(value)) return value;
    const read = readVersion(value, known);
    if (!read.version) {
      problems.push({ kind: 'unknown', end, asked: value, used: fallback });
      return fallback;
    }
    const used = read.legacy ? history.legacy.version : read.version;
    if (read.version !== used) problems.push({ kind: 'legacy', end, asked: read.version, used });
    else problems.push({ kind: 'resolved', end, asked: value, used });
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

/**
 * The newest of the `available` releases (those a matrix was measured on) at or below `version` in the history's
 * order, if any: the release whose measurements hold for a project on `version`, as far as the matrix knows.
 */
export function measuredAtOrBelow(history: PropHistory, available: string[], version: string): string | undefined {
  const versions = allVersions(history);
  return versions.slice(0, versions.indexOf(version) + 1).findLast((release) => available.includes(release));
}

/** Cells (the same combination of features) in both matrices whose verdict differs (diffMatrices, compatibility.ts). */
export const verdictChanges = (before: CompatibilityMatrix, after: CompatibilityMatrix): VerdictChange[] =>
  diffMatrices(before, after).flatMap(({ features, before: was, after: now }) =>
    was && now && was.verdict !== now.verdict ? [{ features, from: was.verdict, to: now.verdict }] : [],
  );

/**
 * A change a project must make when its upgrade crosses `release` (facts/upgrade-actions.json): a renamed package, a
 * peer dependency, a changed default or behaviour; or a release to avoid, from `release` up to `fixedIn`. `text` is
 * written with code between backticks; `check` names the test that holds the entry to the library.
 */
export interface UpgradeAction {
  id: string;
  kind: 'renamed' | 'peer' | 'default' | 'behaviour' | 'avoid';
  release: string;
  fixedIn?: string;
  text: Partial<Record<LocaleId, string>>;
  before: string;
  after: string;
  check: { file: string; name: string };
}

/**
 * The actions an upgrade from `from` to `to` must take, in the order of the releases that brought them: each change
 * brought by a release after `from` up to `to`, and each release to avoid that `to` is (from it up to its fix).
 */
export function actionsBetween(history: PropHistory, actions: UpgradeAction[], from: string, to: string) {
  const versions = allVersions(history);
  const at = (version: string) => versions.indexOf(version);
  const applies = (action: UpgradeAction) => {
    if (action.kind !== 'avoid') return at(from) < at(action.release) && at(action.release) <= at(to);
    const fixed = action.fixedIn ? at(action.fixedIn) : at(action.release) + 1;
    return at(action.release) <= at(to) && at(to) < fixed;
  };
  return actions.filter(applies).sort((a, b) => at(a.release) - at(b.release));
}

/** A text with the runs between backticks as code. */
export const textParts = (text: string): TextPart[] =>
  text
    .split('`')
    .map((part, i): TextPart => (i % 2 ? { code: true, text: part } : { text: part }))
    .filter((part) => part.text !== '');

type Changed = Extract<PropDiff, { kind: 'changed' }>;

/**
 * Type changes that replace the same text the same way, together: `from` and `to` are the replaced text where two or
 * more props share the replacement (React's `keyof ReactHTML` becoming `keyof IntrinsicElements` in eight props is one
 * change), the whole types where a prop's change is its own. In the order the changes first appear.
 */
export interface TypeChange {
  from: string;
  to: string;
  props: Changed[];
}

/** The text one type replaces in another: the differing middle, widened to whole words. */
function replaced(from: string, to: string): [string, string] {
  const word = /[\w$]/;
  let start = 0;
  while (start < from.length && from[start] === to[start]) start++;
  // Back to the word's first character (`charAt` outside the text is '', no word).
  while (word.test(from.charAt(start - 1))) start--;
  let end = 0;
  while (end < from.length - start && end < to.length - start && from.at(-1 - end) === to.at(-1 - end)) end++;
  while (word.test(from.charAt(from.length - end))) end--;
  return [from.slice(start, from.length - end), to.slice(start, to.length - end)];
}

export function typeChanges(changed: Changed[]): TypeChange[] {
  const groups = new Map<string, { part: [string, string]; props: Changed[] }>();
  for (const diff of changed) {
    const part = replaced(diff.from, diff.to);
    const key = part.join('\u0000');
    const group = groups.get(key);
    if (group) group.props.push(diff);
    else groups.set(key, { part, props: [diff] });
  }
  return [...groups.values()].map(({ part, props }) =>
    props.length > 1 ? { from: part[0], to: part[1], props } : { from: props[0].from, to: props[0].to, props },
  );
}

export interface UpgradeView extends VersionPair {
  /** What the project must change: the actions its upgrade crosses, and props removed. */
  actions: UpgradeAction[];
  removed: Extract<PropDiff, { kind: 'removed' }>[];
  deprecated: Extract<PropDiff, { kind: 'deprecated' }>[];
  /** What it can use: props added. */
  added: Extract<PropDiff, { kind: 'added' }>[];
  /** Type texts that changed, grouped by replacement. */
  types: TypeChange[];
  releases: ChangelogRelease[];
  /**
   * The matrices compared: those of the newest measured releases at or below each end, when they differ, and their
   * differing cells; `exact` when both are the releases asked.
   */
  matrix?: { from: CompatibilityMatrix; to: CompatibilityMatrix; changes: VerdictChange[]; exact: boolean };
  /**
   * The claims checks whose result differs between the newest measured releases at or below each end, when they
   * differ (plugins/claims/core/behaviour.ts); `exact` when both are the releases asked.
   */
  behaviour?: { from: string; to: string; changes: BehaviourChange[]; exact: boolean };
}

/** What the view reads: the history, the changelog in the page's language, the matrices, the actions, the releases. */
export interface UpgradeSources {
  history: PropHistory;
  changelog: ChangelogRelease[];
  matrices: CompatibilityMatrix[];
  actions: UpgradeAction[];
  known: KnownReleases;
  behaviour?: BehaviourTable;
}

/** Everything the view shows for what the address asked. */
export function upgradeView(
  { history, changelog, matrices, actions, known, behaviour }: UpgradeSources,
  asked: { from?: string | null; to?: string | null },
): UpgradeView {
  const pair = versionPair(history, asked, known);
  const diffs = diffReleases(history, pair.from, pair.to);
  const of = <K extends PropDiff['kind']>(kind: K) =>
    diffs.filter((diff): diff is Extract<PropDiff, { kind: K }> => diff.kind === kind);
  const view: UpgradeView = {
    ...pair,
    actions: actionsBetween(history, actions, pair.from, pair.to),
    removed: of('removed'),
    deprecated: of('deprecated'),
    added: of('added'),
    types: typeChanges(of('changed')),
    releases: releasesBetween(history, changelog, pair.from, pair.to),
  };
  const available = matrices.map((matrix) => matrix.version);
  const from = measuredAtOrBelow(history, available, pair.from);
  const to = measuredAtOrBelow(history, available, pair.to);
  if (from && to && from !== to) {
    const before = matrices.find((matrix) => matrix.version === from)!;
    const after = matrices.find((matrix) => matrix.version === to)!;
    const exact = from === pair.from && to === pair.to;
    view.matrix = { from: before, to: after, changes: verdictChanges(before, after), exact };
  }
  if (behaviour) {
    const older = measuredAtOrBelow(history, behaviour.releases, pair.from);
    const newer = measuredAtOrBelow(history, behaviour.releases, pair.to);
    if (older && newer && older !== newer) {
      const exact = older === pair.from && newer === pair.to;
      view.behaviour = { from: older, to: newer, changes: tableChanges(behaviour, older, newer), exact };
    }
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
  'paste',
  'pasteHint',
  'read',
  'mustAct',
  'mustActNone',
  'before',
  'after',
  'checkedBy',
  'canUse',
  'added',
  'typesOnly',
  'typesNote',
  'inProps',
  'deprecated',
  'removed',
  'none',
  'changelog',
  'matrix',
  'matrixNearest',
  'matrixNone',
  'behaviour',
  'behaviourNote',
  'checkPasses',
  'checkFails',
  'unpublished',
  'unpublishedMark',
  'unknown',
  'resolved',
  'legacy',
  'reversed',
] as const;
export type UpgradeWords = Record<(typeof UPGRADE_WORDS)[number], string>;

/** A text with its `{name}` marks filled; a mark without a value stays as written. */
export const fill = (template: string, values: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The words a tag's attributes give, each missing one named by its key (a page that lacks one shows the key). */
export const upgradeWords = (props: Record<string, string>): UpgradeWords =>
  Object.fromEntries(UPGRADE_WORDS.map((key) => [key, props[key] ?? key])) as UpgradeWords;

/** A release as the view names it: the legacy 7.x ones with their package's name. */
export const releaseName = (history: Pick<PropHistory, 'legacy'>, version: string) =>
  /^7\./.test(version) ? `${history.legacy.package} ${version}` : version;

/** What the view says about how it read a written release (`^1.8` reads as 1.8.2; the newer came first). */
export function problemText(problem: VersionProblem, words: UpgradeWords, history: PropHistory, known: KnownReleases) {
  if (problem.kind === 'reversed')
    return fill(words.reversed, { from: releaseName(history, problem.from), to: releaseName(history, problem.to) });
  return fill(words[problem.kind], {
    asked: problem.asked,
    used: releaseName(history, problem.used),
    list: `${history.releases.join(', ')}; ${known.legacy.package} 7.x`,
  });
}
