/** Mutation scores per module: each module must reach the threshold on its own, whatever the overall score. */
import { describe, expect, it } from 'vitest';
import {
  belowThreshold,
  moduleScores,
  portableResults,
  scoreLines,
  type MutationReport,
} from '../../../scripts/mutation-scores';

const mutant = (status: string, line = 1, mutatorName = 'StringLiteral', replacement?: string) => ({
  status,
  mutatorName,
  replacement,
  location: { start: { line, column: 4 } },
});

const report: MutationReport = {
  files: {
    'engine/core/b.ts': {
      mutants: [
        ...Array.from({ length: 17 }, () => mutant('Killed')),
        mutant('Timeout'),
        mutant('Survived', 12, 'ConditionalExpression', 'true'),
        mutant('NoCoverage', 30, 'BlockStatement', '{}'),
        mutant('CompileError'),
        mutant('RuntimeError'),
        mutant('Ignored'),
      ],
    },
    'engine/core/a.ts': { mutants: [mutant('Killed'), mutant('Killed')] },
    'engine/core/types.ts': { mutants: [mutant('Ignored')] },
  },
};

describe('mutation scores', () => {
  const scores = moduleScores(report);

  it('counts killed and timed-out mutants as detected, survivors and uncovered ones as not', () => {
    const b = scores.find((module) => module.file === 'engine/core/b.ts');
    expect(b).toMatchObject({ detected: 18, undetected: 2, score: 90 });
  });

  it('names each undetected mutant by place, mutator, replacement and status', () => {
    expect(scores.find((module) => module.file === 'engine/core/b.ts')?.survivors).toEqual([
      'engine/core/b.ts:12:5 ConditionalExpression → true (Survived)',
      'engine/core/b.ts:30:5 BlockStatement → {} (NoCoverage)',
    ]);
  });

  it('gives no score to a module with no mutant that counts, and lists modules by path', () => {
    expect(scores.map((module) => [module.file, module.score])).toEqual([
      ['engine/core/a.ts', 100],
      ['engine/core/b.ts', 90],
      ['engine/core/types.ts', null],
    ]);
  });

  it('holds every module to the threshold on its own', () => {
    expect(belowThreshold(scores, 90)).toEqual([]);
    expect(belowThreshold(scores, 90.1).map((module) => module.file)).toEqual(['engine/core/b.ts']);
  });

  it('prints the lowest score first', () => {
    expect(scoreLines(scores)).toEqual([
      ' 90.0 %  2 of 20 undetected  engine/core/b.ts',
      '100.0 %  0 of 2 undetected  engine/core/a.ts',
      '    –    0 of 0 undetected  engine/core/types.ts',
    ]);
  });
});

describe('the results file the repository keeps', () => {
  const written = (projectRoot: string, version: string) =>
    JSON.stringify(
      {
        files: { 'engine/core/a.ts': { source: 'a', mutants: [mutant('Killed')] } },
        schemaVersion: '1.0',
        thresholds: { break: 90 },
        testFiles: { 'tests/a.test.ts': { source: 't', tests: [{ id: '0', name: 'a' }] } },
        projectRoot,
        config: { tempDirName: `${projectRoot}/.stryker-tmp` },
        framework: { name: 'StrykerJS', version },
      },
      null,
      2,
    );

  it('is the same text in every clone and every Stryker version', () => {
    expect(portableResults(written('/work/main', '9.0.0'))).toBe(portableResults(written('/tmp/clone', '9.1.0')));
  });

  it('keeps what the next run compares against, on one line', () => {
    const kept = portableResults(written('/work/main', '9.0.0'));
    expect(kept).not.toContain('\n');
    expect(JSON.parse(kept)).toEqual({
      schemaVersion: '1.0',
      files: { 'engine/core/a.ts': { source: 'a', mutants: [mutant('Killed')] } },
      testFiles: { 'tests/a.test.ts': { source: 't', tests: [{ id: '0', name: 'a' }] } },
    });
  });
});
