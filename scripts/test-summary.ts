/**
 * The closing lines of `npm test`, from Vitest's JSON reports and the stages that failed: what failed (each failed
 * stage, each test file that did not load, each failed test), then one line "tests: N passed, N failed", where the
 * failed count takes in every failed test, every file that did not load and every failed stage that ran no tests
 * (lint, types, a build).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The parts of a Vitest JSON report read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

export interface Summary {
  passed: number;
  failed: number;
  /** One line per failure, for the reader. */
  lines: string[];
}

/** Whether a report holds a failure of its own: a failed test or a test file that failed. */
export const reportsFailure = (report: VitestReport) =>
  report.numFailedTests > 0 || report.testResults.some((file) => file.status === 'failed');

/**
 * `reports`: the Vitest reports found; `failedStages`: the stages that failed, why, and the report each wrote. A
 * stage whose report holds a failure is counted by that report; any other failed stage counts once (a lint, a build,
 * a test run that ended in an error outside its tests).
 */
export function summarize(
  reports: readonly VitestReport[],
  failedStages: readonly { name: string; reason: string; report?: VitestReport }[],
  root = process.cwd(),
): Summary {
  let passed = 0;
  let failed = 0;
  const lines: string[] = [];
  for (const stage of failedStages) {
    if (stage.report && reportsFailure(stage.report)) continue;
    failed++;
    lines.push(`failed stage: ${stage.name} (${stage.reason})`);
  }
  for (const report of reports) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults) {
      const name = path.relative(root, file.name) || file.name;
      if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
        failed++;
        const why = (file.message ?? '').trim().split('\n')[0] || 'no message';
        lines.push(`failed file: ${name} (did not run: ${why})`);
      }
      for (const test of file.assertionResults)
        if (test.status === 'failed') lines.push(`failed test: ${name} > ${test.fullName}`);
    }
  }
  return { passed, failed, lines };
}

export const closingLine = ({ passed, failed }: Summary) => `tests: ${passed} passed, ${failed} failed`;

/**
 * One line per engine of the engine tier's report (a test file per engine, tests/engines/<engine>.test.ts), such as
 * "firefox: 24 passed, 0 failed"; a file that did not run counts as one failure.
 */
export function engineLines(report: VitestReport): string[] {
  return report.testResults.map((file) => {
    const engine = path.basename(file.name).replace(/\.test\.ts$/, '');
    const count = (status: string) => file.assertionResults.filter((test) => test.status === status).length;
    const failed = count('failed') || (file.status === 'failed' ? 1 : 0);
    return `${engine}: ${count('passed')} passed, ${failed} failed`;
  });
}

/** The reports in `dir`, by file name (`unit.json`, `e2e.json`). */
export function readReports(dir: string): Map<string, VitestReport> {
  const reports = new Map<string, VitestReport>();
  if (!fs.existsSync(dir)) return reports;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
    reports.set(file, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as VitestReport);
  return reports;
}
