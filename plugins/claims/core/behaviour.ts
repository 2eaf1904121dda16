/**
 * What the claims checks (tests/claims/) saw on each release of the library: every check run against a published
 * release (`facts/behaviour/<version>.json`, written by `npm run behaviour`), passing or failing. A check that passes
 * on one release and fails on another is a change of behaviour between them, whether or not the changelog says so.
 * Pure.
 */

export type CheckResult = 'pass' | 'fail';

/** One release's results: check id (`<file> > <describe> > <name>`) -> what it did. */
export interface BehaviourFile {
  version: string;
  checks: Record<string, CheckResult>;
}

/**
 * Claims files left out of the per-release runs, each for its reason: the compatibility page's and the composer's
 * checks (they read the pinned release's matrix; the matrix runs its own probes on every release,
 * facts/compatibility/), the performance page's (they read the pinned release's lab figures; the lab measures every
 * release itself, facts/performance/), the site's stylesheet against the table (a check of the stylesheet, not of the
 * library), and the inventory (it reads files, renders nothing).
 */
export const NOT_PER_RELEASE = [
  'tests/claims/compatibility.browser.test.ts',
  'tests/claims/compose.browser.test.ts',
  'tests/claims/performance.test.ts',
  'tests/claims/compatibility/',
  'tests/claims/stylesheet/',
  'tests/claims/inventory.test.ts',
];

/** A check's id: its file, from the repository's root, then the titles of its blocks and its own. */
export const checkId = (file: string, titles: string[]) => [file, ...titles].join(' > ');

/** The part of a Vitest JSON report this reads. */
export interface VitestReport {
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[];
}

/**
 * The results of the claims checks in Vitest reports: each test of a file under `tests/claims/` (but those
 * NOT_PER_RELEASE), passed or failed; skipped and pending tests are left out. `root` is the repository's folder, to make the files' paths relative.
 */
export function claimsResults(reports: VitestReport[], root: string): Record<string, CheckResult> {
  const checks: Record<string, CheckResult> = {};
  const base = root.replace(/\/+$/, '') + '/';
  for (const report of reports)
    for (const file of report.testResults) {
      const relative = file.name.startsWith(base) ? file.name.slice(base.length) : file.name;
      if (!relative.startsWith('tests/claims/') || NOT_PER_RELEASE.some((left) => relative.startsWith(left))) continue;
      for (const test of file.assertionResults)
        if (test.status === 'passed' || test.status === 'failed')
          checks[checkId(relative, [...test.ancestorTitles, test.title])] = test.status === 'passed' ? 'pass' : 'fail';
    }
  return Object.fromEntries(
    Object.keys(checks)
      .sort()
      .map((id) => [id, checks[id]]),
  );
}

/** A check whose result differs between two releases. */
export interface BehaviourChange {
  id: string;
  from: CheckResult;
  to: CheckResult;
}

/** The checks both releases ran whose results differ, in id order. */
export function behaviourChanges(before: BehaviourFile, after: BehaviourFile): BehaviourChange[] {
  return Object.keys(after.checks)
    .filter((id) => id in before.checks && before.checks[id] !== after.checks[id])
    .sort()
    .map((id) => ({ id, from: before.checks[id], to: after.checks[id] }));
}

/** How the fresh results of a release differ from its committed ones: checks missing, new, or with another result. */
export function resultDifferences(committed: Record<string, CheckResult>, fresh: Record<string, CheckResult>) {
  const lines: string[] = [];
  for (const [id, result] of Object.entries(committed)) {
    if (!(id in fresh)) lines.push(`not run now: ${id}`);
    else if (fresh[id] !== result) lines.push(`${result} before, ${fresh[id]} now: ${id}`);
  }
  for (const id of Object.keys(fresh)) if (!(id in committed)) lines.push(`new: ${id}`);
  return lines;
}

/** The page and sentence a check backs, from its name (`docs/index.md: "…"`), if it names one. */
export function checkClaim(id: string): { page: string; sentence: string } | undefined {
  const match = /(docs\/[\w./-]+\.md): "(.*)"$/.exec(id);
  return match ? { page: match[1], sentence: match[2] } : undefined;
}

/**
 * The results of several releases in the form a page loads: the releases in order, and only the checks whose result
 * differs between two of them, each with one letter per release (`p` pass, `f` fail, `-` not run there).
 */
export interface BehaviourTable {
  releases: string[];
  checks: { id: string; results: string }[];
}

export function behaviourTable(files: BehaviourFile[], order: string[]): BehaviourTable {
  const releases = files.map((file) => file.version).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const byVersion = new Map(files.map((file) => [file.version, file.checks]));
  const ids = [...new Set(files.flatMap((file) => Object.keys(file.checks)))].sort();
  const checks = ids.flatMap((id) => {
    const results = releases
      .map((version) => {
        const result = byVersion.get(version)![id];
        return result === 'pass' ? 'p' : result === 'fail' ? 'f' : '-';
      })
      .join('');
    return results.includes('p') && results.includes('f') ? [{ id, results }] : [];
  });
  return { releases, checks };
}

/** The checks whose result differs between two releases of the table (both measured), with each result. */
export function tableChanges(table: BehaviourTable, from: string, to: string): BehaviourChange[] {
  const a = table.releases.indexOf(from);
  const b = table.releases.indexOf(to);
  const result = (letter: string): CheckResult | undefined =>
    letter === 'p' ? 'pass' : letter === 'f' ? 'fail' : undefined;
  // A release the table lacks (index -1) has no letter: no check changes there.
  return table.checks.flatMap(({ id, results }) => {
    const [before, after] = [result(results[a]), result(results[b])];
    return before && after && before !== after ? [{ id, from: before, to: after }] : [];
  });
}
