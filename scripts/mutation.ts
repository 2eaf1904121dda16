/**
 * `npm run test:mutation`: Stryker over the pure modules (`stryker.config.mjs`), then every module's score against
 * the break threshold there. Incremental: Stryker keeps each mutant's result in `tests/mutation/stryker-incremental.json`
 * (kept locally, not committed: it is several megabytes), and tests again only the mutants whose code or covering tests changed since. `-- --force` tests
 * every mutant. Exit code 1 when Stryker fails or any module scores under the threshold; the undetected mutants of
 * those modules are listed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import config from '../stryker.config.mjs';
import { belowThreshold, moduleScores, scoreLines, type MutationReport } from './mutation-scores.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const reportFile = path.join(ROOT, config.jsonReporter.fileName);

fs.rmSync(reportFile, { force: true });
const stryker = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
if (!fs.existsSync(reportFile)) {
  console.error(`mutation: Stryker wrote no report (${path.relative(ROOT, reportFile)}); exit code ${stryker.status}`);
  process.exit(1);
}

const scores = moduleScores(JSON.parse(fs.readFileSync(reportFile, 'utf8')) as MutationReport);
const threshold = config.thresholds.break;
const low = belowThreshold(scores, threshold);
console.log(`\nmutation score per module (each must reach ${threshold} %):`);
for (const line of scoreLines(scores)) console.log(line);
for (const module of low) {
  console.log(`\n${module.file}: ${module.score?.toFixed(1)} %, under ${threshold} %. Undetected mutants:`);
  for (const survivor of module.survivors) console.log(`  ${survivor}`);
}
if (low.length) console.log(`\nmutation: ${low.length} module(s) under ${threshold} %`);
process.exit(stryker.status === 0 && !low.length ? 0 : 1);
