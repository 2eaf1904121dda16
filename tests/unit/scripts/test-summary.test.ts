/** The closing lines of `npm test`: every failed test, test file and stage is named and counted. */
import { describe, expect, it } from 'vitest';
import { closingLine, engineLines, summarize, type VitestReport } from '../../../scripts/test-summary';

const file = (name: string, status: string, tests: [string, string][], message?: string) => ({
  name: `/repo/${name}`,
  status,
  message,
  assertionResults: tests.map(([fullName, state]) => ({ fullName, status: state })),
});

const unit: VitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  testResults: [
    file('tests/unit/a.test.ts', 'passed', [
      ['a one', 'passed'],
      ['a two', 'passed'],
    ]),
    file('tests/unit/b.test.ts', 'failed', [
      ['b one', 'passed'],
      ['b two', 'failed'],
    ]),
    file('tests/unit/c.test.ts', 'failed', [], "Error: Cannot find module '../x'\n    at stack"),
  ],
};

describe('test summary', () => {
  it('counts a file that did not load as a failure, beside the failed tests', () => {
    const summary = summarize([unit], [], '/repo');
    expect(summary).toEqual({
      passed: 3,
      failed: 2,
      lines: [
        'failed test: tests/unit/b.test.ts > b two',
        "failed file: tests/unit/c.test.ts (did not run: Error: Cannot find module '../x')",
      ],
    });
    expect(closingLine(summary)).toBe('tests: 3 passed, 2 failed');
  });

  it('counts a failed stage with no tests of its own once, and one whose report holds the failure not again', () => {
    const summary = summarize(
      [unit],
      [
        { name: 'lint', reason: 'exit code 1' },
        { name: 'test:e2e', reason: 'not run' },
        { name: 'test:unit', reason: 'exit code 1', report: unit },
      ],
      '/repo',
    );
    expect(summary.failed).toBe(4);
    expect(summary.lines.slice(0, 2)).toEqual(['failed stage: lint (exit code 1)', 'failed stage: test:e2e (not run)']);
  });

  it('counts a test run that failed with every test passed (an error outside the tests) as a failed stage', () => {
    const clean: VitestReport = {
      numPassedTests: 2,
      numFailedTests: 0,
      testResults: [file('t.test.ts', 'passed', [])],
    };
    const summary = summarize([clean], [{ name: 'test:unit', reason: 'exit code 1', report: clean }], '/repo');
    expect(closingLine(summary)).toBe('tests: 2 passed, 1 failed');
  });

  it('ends on the plain line when all passed', () => {
    const clean: VitestReport = { numPassedTests: 5, numFailedTests: 0, testResults: [] };
    expect(closingLine(summarize([clean, clean], []))).toBe('tests: 10 passed, 0 failed');
  });
});

describe('engine lines', () => {
  it('counts each engine’s flows on a line of its own, a file that did not run as one failure', () => {
    const engines: VitestReport = {
      numPassedTests: 3,
      numFailedTests: 1,
      testResults: [
        file('tests/engines/chromium.test.ts', 'passed', [
          ['load', 'passed'],
          ['search', 'passed'],
        ]),
        file('tests/engines/firefox.test.ts', 'failed', [
          ['load', 'passed'],
          ['search', 'failed'],
        ]),
        file('tests/engines/webkit.test.ts', 'failed', [], 'Error: WebKitWebDriver not found'),
      ],
    };
    expect(engineLines(engines)).toEqual([
      'chromium: 2 passed, 0 failed',
      'firefox: 1 passed, 1 failed',
      'webkit: 0 passed, 1 failed',
    ]);
  });
});
