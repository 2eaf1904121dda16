/**
 * Unit tests mirror the source tree: the tests of `engine/core/locale.ts` are `tests/unit/engine/core/locale.test.ts`, so a
 * module's tests are found by its path; so are the shell's tests in `tests/shell/` (run on the site's real virtual
 * modules). Rules that span many modules live in `tests/rules/` instead. The shell's modules (the router, the
 * document, the prerender) each have such a test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-files';

/** The module a unit test file is named after, or why the file is out of place. */
function misplacedTest(file: string, exists: (module: string) => boolean): string | null {
  const match = /^tests\/(?:unit|shell)\/(.+)\.test\.ts$/.exec(file);
  if (!match) return `${file}: only *.test.ts files (and their data/ folders) belong in tests/unit/ and tests/shell/`;
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

  it('holds for every file in tests/unit/ and tests/shell/', () => {
    const files = [...sourceFiles('tests/unit'), ...sourceFiles('tests/shell')].filter(
      (file) => !file.includes('/data/'),
    );
    expect(files.length).toBeGreaterThan(40);
    const exists = (module: string) => fs.existsSync(path.join(ROOT, module));
    expect(files.flatMap((file) => misplacedTest(file, exists) ?? [])).toEqual([]);
  });
});

/** The shell: the router, the document, the renderer and the prerender, and the route-files list they share. */
const SHELL = [
  'engine/app/site/router/',
  'engine/app/document.ts',
  'engine/app/entry.prerender.tsx',
  'engine/scripts/prerender.ts',
  'engine/scripts/prerender/',
  'engine/pipeline/deploy/route-files.ts',
];

/** The shell's modules among `files` that have no test of their own in tests/unit/ or tests/shell/. */
function untestedShellModules(files: readonly string[], exists: (test: string) => boolean): string[] {
  return files
    .filter((file) => SHELL.some((part) => file === part || (part.endsWith('/') && file.startsWith(part))))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => {
      const module = file.replace(/\.tsx?$/, '');
      return !exists(`tests/unit/${module}.test.ts`) && !exists(`tests/shell/${module}.test.ts`);
    });
}

describe('the shell’s tests', () => {
  it('finds a module of the shell without a test of its own', () => {
    const files = ['engine/app/site/router/Link.tsx', 'engine/app/document.ts', 'engine/app/theme/Nav.tsx'];
    expect(untestedShellModules(files, (test) => test === 'tests/shell/engine/app/document.test.ts')).toEqual([
      'engine/app/site/router/Link.tsx',
    ]);
  });

  it('has one for every module of the router, the document and the prerender', () => {
    const files = sourceFiles('engine');
    expect(files.filter((file) => file.startsWith('engine/app/site/router/')).length).toBeGreaterThan(3);
    expect(untestedShellModules(files, (test) => fs.existsSync(path.join(ROOT, test)))).toEqual([]);
  });
});
