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

  it('orders the checks by id whatever the order of the reports, and takes a root with trailing slashes', () => {
    const test = (title: string) => ({ ancestorTitles: [], title, status: 'passed' });
    const reports = [
      { testResults: [{ name: '/repo/tests/claims/b.test.ts', assertionResults: [test('z'), test('a')] }] },
      { testResults: [{ name: '/repo/tests/claims/a.test.ts', assertionResults: [test('m')] }] },
    ];
    expect(Object.keys(claimsResults(reports, '/repo//'))).toEqual([
      'tests/claims/a.test.ts > m',
      'tests/claims/b.test.ts > a',
      'tests/claims/b.test.ts > z',
    ]);
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

  it('lists the changes in id order, whatever the order of the checks in the file', () => {
    const before = file('1.9.1', { z: 'pass', a: 'pass', m: 'fail' });
    const after = file('1.10.0', { z: 'fail', m: 'pass', a: 'fail' });
    expect(behaviourChanges(before, after).map((change) => change.id)).toEqual(['a', 'm', 'z']);
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

  it('lists the checks of the table in id order, and marks a release that did not run one with -', () => {
    const table = behaviourTable(
      [
        file('1.9.1', { z: 'pass', a: 'fail' }),
        file('1.10.0', { z: 'fail' }),
        file('1.12.0', { a: 'pass', z: 'pass' }),
      ],
      ['1.9.1', '1.10.0', '1.12.0'],
    );
    expect(table.checks).toEqual([
      { id: 'a', results: 'f-p' },
      { id: 'z', results: 'pfp' },
    ]);
    // Across the release that did not run it, a check still changes; in that release, none does.
    expect(tableChanges(table, '1.9.1', '1.12.0')).toEqual([{ id: 'a', from: 'fail', to: 'pass' }]);
    expect(tableChanges(table, '1.9.1', '1.10.0')).toEqual([{ id: 'z', from: 'pass', to: 'fail' }]);
    expect(tableChanges(table, '1.12.0', '2.0.0')).toEqual([]);
  });

  it('reads the page and sentence a check backs', () => {
    expect(checkClaim('tests/claims/index.test.ts > scrollTo > docs/index.md: "Where the row ends up"')).toEqual({
      page: 'docs/index.md',
      sentence: 'Where the row ends up',
    });
    expect(checkClaim('tests/claims/x.test.ts > something else')).toBeUndefined();
    // The sentence in quotes ends the name.
    expect(checkClaim('tests/claims/x.test.ts > docs/index.md: "A sentence" and more')).toBeUndefined();
    expect(checkClaim('x > docs/api/a-b.md: "Says "this""')).toEqual({
      page: 'docs/api/a-b.md',
      sentence: 'Says "this"',
    });
  });
});
