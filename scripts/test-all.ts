/**
 * `npm test`: every check, each line printed as it comes behind its stage's label.
 * First, side by side (they share nothing): lint, types, unit tests, the two builds and the clone check. Then the
 * browser tests against the builds, then the core flows in the three engines (tests/engines/); they run whatever
 * else failed, unless the build they test failed. Then mutation testing of the pure logic (scripts/mutation.ts):
 * incremental, so with the committed results of an unchanged tree it only checks that every module still scores 90 %
 * or more. Then the claims results against the committed ones of the pinned release (plugins/claims/scripts/behaviour.ts). Last, what failed and one closing line counting every failed test, test file and stage (`scripts/test-summary.ts`).
 * Exit code 1 when anything failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { closingLine, engineLines, readReports, summarize } from './test-summary.ts';
import { heading, label, run, runTogether, type Outcome } from './together.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'test-results');

/** Each stage, and the Vitest report it writes into test-results/, if any. */
const FIRST = [
  { command: 'npm run lint' },
  { command: 'npm run typecheck' },
  { command: 'npm run test:unit', report: 'unit.json' },
  { command: 'npm run build' },
  { command: 'npm run build:subpath' },
  { command: 'npm run test:clone' },
];
const BROWSER = [
  { command: 'npm run test:e2e', report: 'e2e.json', needs: 'npm run build' },
  { command: 'npm run test:engines', report: 'engines.json', needs: 'npm run build' },
];

const MUTATION = 'npm run test:mutation';

fs.rmSync(RESULTS, { recursive: true, force: true });
const started = performance.now();
const outcomes: Outcome[] = await runTogether(FIRST.map((stage) => stage.command));
const failed = (command: string) => outcomes.some((outcome) => outcome.command === command && outcome.code !== 0);

// One after the other: each takes both cores.
for (const stage of BROWSER) {
  if (failed(stage.needs)) {
    console.log(`── ${stage.command}: not run, as \`${stage.needs}\` failed`);
    outcomes.push({ command: stage.command, code: 1, seconds: 0, output: '' });
    continue;
  }
  const tag = `[${label(stage.command)}]`;
  const outcome = await run(stage.command, (line) => console.log(`${tag} ${line}`));
  console.log(heading(outcome));
  outcomes.push(outcome);
}

// Mutation testing, alone too: Stryker takes both cores.
{
  const outcome = await run(MUTATION, (line) => console.log(`[mutation] ${line}`));
  console.log(heading(outcome));
  outcomes.push(outcome);
}

// Last, the claims results of this run against the pinned release's committed ones (facts/behaviour/): a check added,
// renamed or changed in result needs its facts written again (`npm run behaviour -- --write`).
const COMPARE = 'npm run behaviour -- --compare test-results/unit.json test-results/e2e.json';
if (['unit.json', 'e2e.json'].every((file) => fs.existsSync(path.join(RESULTS, file)))) {
  const outcome = await run(COMPARE, (line) => console.log(`[behaviour] ${line}`));
  console.log(heading(outcome));
  outcomes.push(outcome);
} else {
  console.log(`── ${COMPARE}: not run, as a report it reads is missing`);
  outcomes.push({ command: COMPARE, code: 1, seconds: 0, output: '' });
}

const reports = readReports(RESULTS);
const stages = [...FIRST, ...BROWSER];
const summary = summarize(
  [...reports.values()],
  outcomes
    .filter((outcome) => outcome.code !== 0)
    .map((outcome) => {
      const file = stages.find((stage) => stage.command === outcome.command)?.report;
      return {
        name: label(outcome.command),
        reason: outcome.seconds ? `exit code ${outcome.code}` : 'not run',
        report: file ? reports.get(file) : undefined,
      };
    }),
  ROOT,
);
console.log(`\nnpm test took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
for (const line of summary.lines) console.log(line);
if (!reports.size) console.log('no test report was written (test-results/ is empty)');
const engines = reports.get('engines.json');
if (engines) for (const line of engineLines(engines)) console.log(line);
console.log(closingLine(summary));
process.exit(summary.failed || !reports.size ? 1 : 0);
