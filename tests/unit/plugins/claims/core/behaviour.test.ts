/** The claims checks' results per release (plugins/claims/core/behaviour.ts): read from Vitest reports, compared, compacted. */
import { describe, expect, it } from 'vitest';
import {
  behaviourChanges,
  behaviourTable,
  checkClaim,
  checkId,
  claimsResults,
  resultDifferences,
  tableChanges,
  type BehaviourFile,
} from '../../../../../plugins/claims/core/behaviour';

const report = {
  testResults: [
    {
      name: '/repo/tests/claims/index.test.ts',
      assertionResults: [
        { ancestorTitles: ['scrollTo'], title: 'docs/index.md: "Where the row ends up"', status: 'passed' },
        { ancestorTitles: [], title: 'docs/index.md: "Expand props"', status: 'failed' },
        { ancestorTitles: [], title: 'skipped one', status: 'skipped' },
      ],
    },
    { name: '/repo/tests/e2e/site.test.ts', assertionResults: [{ ancestorTitles: [], title: 'x', status: 'passed' }] },
    {
      name: '/repo/tests/claims/stylesheet/demos.browser.test.ts',
      assertionResults: [{ ancestorTitles: [], title: 'y', status: 'passed' }],
    },
  ],
};

describe('claimsResults', () => {
  it('keeps the claims files, passed and failed tests, by file and titles, in id order', () => {
    expect(claimsResults([report], '/repo/')).toEqual({
      'tests/claims/index.test.ts > docs/index.md: "Expand props"': 'fail',
      'tests/claims/index.test.ts > scrollTo > docs/index.md: "Where the row ends up"': 'pass',
    });
    expect(Object.keys(claimsResults([report], '/repo'))).toHaveLength(2);
    expect(checkId('a.ts', ['b', 'c'])).toBe('a.ts > b > c');
  });
});

const file = (version: string, checks: BehaviourFile['checks']): BehaviourFile => ({ version, checks });

describe('comparing releases', () => {
  const old = file('1.9.1', { a: 'pass', b: 'fail', c: 'pass', gone: 'pass' });
  const now = file('1.12.0', { a: 'pass', b: 'pass', c: 'fail', added: 'pass' });

  it('lists the checks both ran whose results differ', () => {
    expect(behaviourChanges(old, now)).toEqual([
      { id: 'b', from: 'fail', to: 'pass' },
      { id: 'c', from: 'pass', to: 'fail' },
    ]);
  });

  it('says how a fresh run differs from the committed one', () => {
    expect(resultDifferences(old.checks, now.checks)).toEqual([
      'fail before, pass now: b',
      'pass before, fail now: c',
      'not run now: gone',
      'new: added',
    ]);
    expect(resultDifferences(now.checks, now.checks)).toEqual([]);
  });

  it('keeps only the checks that differ somewhere, one letter per release in history order', () => {
    const middle = file('1.10.0', { a: 'pass', b: 'pass', c: 'pass' });
    const table = behaviourTable([now, old, middle], ['1.9.1', '1.10.0', '1.12.0']);
    expect(table).toEqual({
      releases: ['1.9.1', '1.10.0', '1.12.0'],
      checks: [
        { id: 'b', results: 'fpp' },
        { id: 'c', results: 'ppf' },
      ],
    });
    expect(tableChanges(table, '1.9.1', '1.10.0')).toEqual([{ id: 'b', from: 'fail', to: 'pass' }]);
    expect(tableChanges(table, '1.10.0', '1.12.0')).toEqual([{ id: 'c', from: 'pass', to: 'fail' }]);
    expect(tableChanges(table, '1.0.0', '1.12.0')).toEqual([]);
    // A check one release did not run is no change there.
    const partial = behaviourTable([old, file('1.12.0', { b: 'pass' })], ['1.9.1', '1.12.0']);
    expect(partial.checks).toEqual([{ id: 'b', results: 'fp' }]);
    expect(behaviourTable([old, file('1.12.0', { gone: 'fail', x: 'pass' })], ['1.9.1', '1.12.0']).checks).toEqual([
      { id: 'gone', results: 'pf' },
    ]);
  });

  it('reads the page and sentence a check backs', () => {
    expect(checkClaim('tests/claims/index.test.ts > scrollTo > docs/index.md: "Where the row ends up"')).toEqual({
      page: 'docs/index.md',
      sentence: 'Where the row ends up',
    });
    expect(checkClaim('tests/claims/x.test.ts > something else')).toBeUndefined();
  });
});
