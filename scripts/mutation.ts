/**
 * `npm run test:mutation`: Stryker over the pure modules (`stryker.config.mjs`), then every module's score against
 * the break threshold there. Incremental: each mutant's result is kept, and a run tests again only the mutants whose
 * code or covering tests changed since; `-- --force` tests every mutant. The results are committed, gzipped, as
 * `tests/mutation/stryker-incremental.json.gz` (Stryker's own file is several megabytes): a run unpacks them into the
 * file Stryker reads and packs Stryker's new results back, rewriting the committed file only when they changed.
 * Exit code 1 when Stryker fails or any module scores under the threshold; the undetected mutants of those modules
 * are listed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import config from '../stryker.config.mjs';
import { belowThreshold, moduleScores, portableResults, scoreLines, type MutationReport } from './mutation-scores.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const reportFile = path.join(ROOT, config.jsonReporter.fileName);
const resultsFile = path.join(ROOT, config.incrementalFile);
const packedFile = `${resultsFile}.gz`;

if (fs.existsSync(packedFile)) fs.writeFileSync(resultsFile, zlib.gunzipSync(fs.readFileSync(packedFile)));
fs.rmSync(reportFile, { force: true });
const stryker = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
// A run over part of the modules (`-- --mutate …`) would leave out the others' results: only a run over all is kept.
if (process.argv.slice(2).every((arg) => arg === '--force') && fs.existsSync(resultsFile)) {
  const results = portableResults(fs.readFileSync(resultsFile, 'utf8'));
  const committed = fs.existsSync(packedFile) ? zlib.gunzipSync(fs.readFileSync(packedFile)).toString() : '';
  if (results !== committed) fs.writeFileSync(packedFile, zlib.gzipSync(results, { level: 9 }));
}
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
