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

/** A `Stryker disable` or `Stryker restore` comment with no reason after its mutator list. */
const unreasonedExcuse = (line: string) => {
  const comment = /\/\/\s*Stryker (disable|restore)\b(.*)$/.exec(line);
  if (!comment || comment[1] === 'restore') return false;
  const reason = /:\s*(\S.*)$/.exec(comment[2]);
  return !reason || reason[1].trim().length < 10;
};

describe('excused mutants', () => {
  it('recognises a comment with and without its reason', () => {
    expect(
      unreasonedExcuse('  // Stryker disable next-line ConditionalExpression: equivalent, the collator gives 0 too'),
    ).toBe(false);
    expect(unreasonedExcuse('  // Stryker disable next-line ConditionalExpression')).toBe(true);
    expect(unreasonedExcuse('// Stryker disable all: ok')).toBe(true);
    expect(unreasonedExcuse('const a = 1; // a comment')).toBe(false);
  });

  it('each carry a reason', () => {
    const files = ['engine', 'plugins', 'mcp/src', 'scripts'].flatMap((dir) => sourceFiles(dir));
    const bare = files.flatMap((file) =>
      readSource(file)
        .split('\n')
        .flatMap((line, i) => (unreasonedExcuse(line) ? [`${file}:${i + 1} ${line.trim()}`] : [])),
    );
    expect(bare).toEqual([]);
  });
});

describe('the mutated modules', () => {
  it('are named by paths that exist', () => {
    const named = config.mutate.filter((entry) => !/[*!]/.test(entry));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});
