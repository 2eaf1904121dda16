/**
 * Mutation testing's own rules (stryker.config.mjs, `npm run test:mutation`): a mutant is excused only with its
 * reason written beside it, and every module the configuration names exists, so that none drops out unseen when it
 * is renamed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../stryker.config.mjs';
import { ROOT, readSource, sourceFiles } from '../support/source-files';

/**
 * What is wrong with a `Stryker disable` comment on this line, or null. An excuse covers one line and names its
 * mutators (`disable next-line <Mutator>[,<Mutator>]: <reason>`): a whole file, a region up to a `restore`, or every
 * mutator at once would hide mutants no one looked at. The reason says why no input can tell the mutant apart.
 */
const excuseProblem = (line: string): string | null => {
  const comment = /(?:\/\/|\/\*)\s*Stryker\s+(disable|restore)\b(.*)$/.exec(line);
  if (!comment || comment[1] === 'restore') return null;
  const scope = /^\s+next-line\s+([A-Za-z]+(?:\s*,\s*[A-Za-z]+)*)\s*(?::\s*(.*?))?\s*(?:\*\/)?\s*$/.exec(comment[2]);
  if (!scope) return 'not one line with named mutators';
  if (scope[1].split(',').some((name) => name.trim() === 'all')) return 'every mutator';
  if ((scope[2] ?? '').length < 10) return 'no reason';
  return null;
};

describe('excused mutants', () => {
  it('recognises a comment with and without its reason, scope and mutators', () => {
    expect(
      excuseProblem('  // Stryker disable next-line ConditionalExpression: equivalent, the collator gives 0 too'),
    ).toBe(null);
    expect(
      excuseProblem('  /* Stryker disable next-line StringLiteral,BlockStatement: equivalent, both say the same */'),
    ).toBe(null);
    expect(excuseProblem('  // Stryker disable next-line ConditionalExpression')).toBe('no reason');
    expect(excuseProblem('  /* Stryker disable next-line StringLiteral */')).toBe('no reason');
    expect(excuseProblem('// Stryker disable next-line all: any reason that is long')).toBe('every mutator');
    expect(excuseProblem('// Stryker disable all: any reason that is long')).toBe('not one line with named mutators');
    expect(excuseProblem('// Stryker disable StringLiteral: any reason that is long')).toBe(
      'not one line with named mutators',
    );
    expect(excuseProblem('// Stryker restore all')).toBe(null);
    expect(excuseProblem('const a = 1; // a comment')).toBe(null);
  });

  it('each cover one line, name their mutators and carry a reason', () => {
    const files = ['engine', 'plugins', 'mcp/src', 'scripts'].flatMap((dir) => sourceFiles(dir));
    const bad = files.flatMap((file) =>
      readSource(file)
        .split('\n')
        .flatMap((line, i) => {
          const problem = excuseProblem(line);
          return problem ? [`${file}:${i + 1} ${problem}: ${line.trim()}`] : [];
        }),
    );
    expect(bad).toEqual([]);
  });
});

describe('the mutated modules', () => {
  it('are named by paths that exist', () => {
    const named = config.mutate.filter((entry) => !/[*!]/.test(entry));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});
