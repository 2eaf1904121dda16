/**
 * Unit tests mirror the source tree: the tests of `engine/core/locale.ts` are `tests/unit/engine/core/locale.test.ts`, so a
 * module's tests are found by its path. Rules that span many modules live in `tests/rules/` instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-files';

/** The module a unit test file is named after, or why the file is out of place. */
function misplacedTest(file: string, exists: (module: string) => boolean): string | null {
  const match = /^tests\/unit\/(.+)\.test\.ts$/.exec(file);
  if (!match) return `${file}: only *.test.ts files (and their data/ folders) belong in tests/unit/`;
  const module = match[1];
  return exists(`${module}.ts`) || exists(`${module}.tsx`)
    ? null
    : `${file}: no module ${module}.ts(x) to mirror; name it after the module it tests, or move it to tests/rules/`;
}

describe('the unit tests’ layout', () => {
  it('names a file after an existing module, and refuses one that mirrors nothing', () => {
    const have = new Set(['engine/core/locale.ts', 'engine/app/theme/Nav.tsx']);
    const exists = (module: string) => have.has(module);
    expect(misplacedTest('tests/unit/engine/core/locale.test.ts', exists)).toBeNull();
    expect(misplacedTest('tests/unit/engine/app/theme/Nav.test.ts', exists)).toBeNull();
    expect(misplacedTest('tests/unit/engine/core/languages.test.ts', exists)).toMatch(
      /no module engine\/core\/languages/,
    );
    expect(misplacedTest('tests/unit/core/helpers.ts', exists)).toMatch(/only \*\.test\.ts/);
  });

  it('holds for every file in tests/unit/', () => {
    const files = sourceFiles('tests/unit').filter((file) => !file.includes('/data/'));
    expect(files.length).toBeGreaterThan(40);
    const exists = (module: string) => fs.existsSync(path.join(ROOT, module));
    expect(files.flatMap((file) => misplacedTest(file, exists) ?? [])).toEqual([]);
  });
});
