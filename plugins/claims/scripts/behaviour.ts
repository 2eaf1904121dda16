/**
 * `npm run behaviour [-- --version X | --all] [--project P] [--write]`: runs the claims checks (tests/claims/,
 * Vitest's `claims` and `claims-browser` projects, or the one `--project` names) against the installed library, or against the published release X installed into the
 * cache (plugins/history/scripts/releases.ts), and prints how many passed and which results differ from the committed ones
 * (`facts/behaviour/<version>.json`, plugins/claims/core/behaviour.ts). `--all` runs every release the registry lists; `--write`
 * saves the results.
 *
 * `--compare <report> ...` runs nothing: it reads Vitest JSON reports of a run against the installed release (npm
 * test's test-results/unit.json and e2e.json) and exits with 1 when their claims results differ from the committed
 * results of that release, so that the committed facts stay what a fresh run sees.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import {
  claimsResults,
  NOT_PER_RELEASE,
  resultDifferences,
  type BehaviourFile,
  type CheckResult,
  type VitestReport,
} from '../core/behaviour.ts';
import { install, publishedReleases } from '../../history/scripts/releases.ts';
import { FACTS_DIR, ROOT } from '../../../engine/pipeline/paths.ts';

const INSTALLED = path.join(ROOT, 'node_modules/@rc-component/table');
const FACTS = path.join(FACTS_DIR, 'behaviour');

const { values, positionals } = parseArgs({
  options: {
    version: { type: 'string' },
    all: { type: 'boolean' },
    write: { type: 'boolean' },
    compare: { type: 'boolean' },
    project: { type: 'string' },
  },
  allowPositionals: true,
});

const versionOf = (library: string): string =>
  (JSON.parse(fs.readFileSync(path.join(library, 'package.json'), 'utf8')) as { version: string }).version;
const factsPath = (version: string) => path.join(FACTS, `${version}.json`);
const readReport = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport;

function committed(version: string): Record<string, CheckResult> | undefined {
  const file = factsPath(version);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BehaviourFile).checks : undefined;
}

/** Every claims check against the library in `library` (the installed one when undefined). */
function runChecks(library: string | undefined, projects: string[]): Record<string, CheckResult> {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'behaviour-')), 'report.json');
  const env = { ...process.env, ...(library ? { CLAIMS_LIBRARY: library } : {}) };
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--maxWorkers=2'];
  for (const left of NOT_PER_RELEASE) args.push('--exclude', left.endsWith('/') ? `${left}**` : left);
  // Checks fail on releases that lack what a page describes: the run's exit code says nothing here, the report does.
  spawnSync('npx', [...args, '--reporter=json', `--outputFile.json=${report}`], { cwd: ROOT, env, stdio: 'ignore' });
  if (!fs.existsSync(report)) throw new Error(`The claims checks wrote no report (npx ${args.join(' ')})`);
  return claimsResults([readReport(report)], ROOT);
}

async function runOne(version: string | undefined) {
  const library = version ? install(version) : undefined;
  const release = versionOf(library ?? INSTALLED);
  const started = performance.now();
  // `--project claims` (or `claims-browser`) runs one project's checks and keeps the committed results of the other's.
  const projects = values.project ? [values.project] : ['claims', 'claims-browser'];
  const before = committed(release);
  const fresh = runChecks(library, projects);
  const others = values.project
    ? Object.entries(before ?? {}).filter(
        ([id]) => /\.browser\.test\.ts/.test(id) !== (values.project === 'claims-browser'),
      )
    : [];
  const checks = Object.fromEntries(
    [...others, ...Object.entries(fresh)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const results = Object.values(checks);
  const passed = results.filter((result) => result === 'pass').length;
  const seconds = (performance.now() - started) / 1000;
  console.log(`${release}: ${passed} of ${results.length} checks pass (${seconds.toFixed(0)} s)`);
  if (before) {
    const lines = resultDifferences(before, checks);
    console.log(lines.length ? lines.map((line) => `  ${line}`).join('\n') : '  as committed');
  }
  if (values.write) {
    fs.mkdirSync(FACTS, { recursive: true });
    const file: BehaviourFile = { version: release, checks };
    fs.writeFileSync(factsPath(release), await format(JSON.stringify(file), { parser: 'json' }));
    console.log(`Wrote ${path.relative(ROOT, factsPath(release))}.`);
  }
}

async function main() {
  if (values.compare) {
    const release = versionOf(INSTALLED);
    const before = committed(release);
    if (!before) throw new Error(`No committed results for ${release}: run npm run behaviour -- --write`);
    const lines = resultDifferences(before, claimsResults(positionals.map(readReport), ROOT));
    if (lines.length) {
      console.log(`The claims checks of this run differ from ${path.relative(ROOT, factsPath(release))}:`);
      for (const line of lines) console.log(`  ${line}`);
      console.log('Run `npm run behaviour -- --write` once the checks pass, and commit the file.');
      process.exit(1);
    }
    console.log(`The claims checks of this run match ${path.relative(ROOT, factsPath(release))}.`);
    return;
  }
  if (!values.all) return runOne(values.version);
  if (values.version) throw new Error('--all runs every release: leave out --version');
  const pinned = versionOf(INSTALLED);
  for (const version of publishedReleases()) await runOne(version === pinned ? undefined : version);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
