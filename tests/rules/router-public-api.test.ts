/**
 * React Router is a library here, used through its public API: no source file reaches its internals (window globals,
 * exports it marks unstable or unsafe), nothing patches its files, and no package of its framework mode is installed.
 * A new React Router version is then a version bump.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, readSource, sourceFiles } from '../support/source-files';

/**
 * The prefix of React Router's window globals, written in two parts so that a search of the repository for it finds
 * no use at all, not even this rule's.
 */
const GLOBALS = `__react${'Router'}`;

/** A use of React Router's internals: its window globals, or an export it marks unstable or unsafe. */
const INTERNAL = new RegExp(`${GLOBALS}\\w*|\\bUNSAFE_\\w+|\\bunstable_\\w+`);

const uses = (text: string) =>
  text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line.trim() }))
    .filter(({ text }) => !text.startsWith('//') && !text.startsWith('*') && INTERNAL.test(text));

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('React Router through its public API', () => {
  it('finds a global, an unsafe export and an unstable one, and not a comment', () => {
    expect(uses(`const r = window.${GLOBALS}DataRouter;`)).toHaveLength(1);
    expect(uses("import type { UNSAFE_AssetsManifest } from 'react-router';")).toHaveLength(1);
    expect(uses("import { unstable_usePrompt } from 'react-router';")).toHaveLength(1);
    expect(uses(`// window.${GLOBALS}Manifest is set by hydration\n * UNSAFE_x`)).toEqual([]);
  });

  it('no source file of the app, the build, the benchmarks or the tests uses its internals', () => {
    const files = ['engine', 'plugins', 'scripts', 'bench', 'tests', 'mcp/src'].flatMap((folder) =>
      sourceFiles(folder),
    );
    expect(files.length).toBeGreaterThan(100);
    const hits = files
      .filter((file) => file !== 'tests/rules/router-public-api.test.ts')
      .flatMap((file) => uses(readSource(file)).map((hit) => `${file}:${hit.line} ${hit.text}`));
    expect(hits).toEqual([]);
  });

  it('nothing patches installed packages, and no framework-mode package is installed', () => {
    expect(fs.existsSync(path.join(ROOT, 'patches'))).toBe(false);
    expect(pkg.scripts.postinstall).toBeUndefined();
    const installed = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    expect(installed).toContain('react-router');
    expect(installed.filter((name) => name.startsWith('@react-router/') || name === 'patch-package')).toEqual([]);
  });
});
