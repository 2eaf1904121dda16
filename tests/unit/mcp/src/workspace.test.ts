/**
 * How the MCP server finds the project's version of the table (mcp/src/workspace.ts), over folders held in memory:
 * the installed package first (nearest folder first), else the package.json range, else the lockfile.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findVersion } from '../../../../mcp/src/workspace';
import type { KnownReleases } from '../../../../plugins/history/core/version-input';

const known: KnownReleases = {
  package: '@rc-component/table',
  releases: ['1.0.0', '1.4.0', '1.8.0', '1.8.2', '1.12.0'],
  legacy: { package: 'rc-table', releases: ['7.50.0', '7.54.0', '7.55.1'] },
};
const root = path.resolve('/work/app');
const at = (...parts: string[]) => path.join(root, ...parts);
const files = (entries: Record<string, string>) => (file: string) => entries[file];
const manifest = (dependencies: Record<string, string>, field = 'dependencies') =>
  JSON.stringify({ name: 'app', [field]: dependencies });

describe('findVersion', () => {
  it('reads the installed package before the range package.json asks for', () => {
    const read = files({
      [at('node_modules/@rc-component/table/package.json')]: JSON.stringify({ version: '1.8.0' }),
      [at('package.json')]: manifest({ '@rc-component/table': '^1.8.0' }),
    });
    expect(findVersion(root, read, known)).toEqual({
      version: '1.8.0',
      legacy: false,
      how: 'installed',
      file: at('node_modules/@rc-component/table/package.json'),
      written: '1.8.0',
    });
  });

  it('finds a package installed in a folder above (a monorepo hoists it), the nearest first', () => {
    const nested = at('packages/web');
    const read = files({
      [path.join(root, 'node_modules/@rc-component/table/package.json')]: JSON.stringify({ version: '1.4.0' }),
      [path.join(nested, 'node_modules/@rc-component/table/package.json')]: JSON.stringify({ version: '1.12.0' }),
    });
    expect(findVersion(nested, read, known)?.version).toBe('1.12.0');
    expect(findVersion(at('packages/api'), read, known)?.version).toBe('1.4.0');
  });

  it("takes the newest release in package.json's range when nothing is installed, from any dependency field", () => {
    expect(
      findVersion(root, files({ [at('package.json')]: manifest({ '@rc-component/table': '^1.8.0' }) }), known),
    ).toMatchObject({
      version: '1.12.0',
      how: 'package.json',
      written: '^1.8.0',
    });
    const tilde = files({ [at('package.json')]: manifest({ '@rc-component/table': '~1.8.0' }, 'devDependencies') });
    expect(findVersion(root, tilde, known)?.version).toBe('1.8.2');
  });

  it('reads rc-table 7.x as the legacy package', () => {
    const read = files({ [at('node_modules/rc-table/package.json')]: JSON.stringify({ version: '7.54.0' }) });
    expect(findVersion(root, read, known)).toMatchObject({ version: '7.54.0', legacy: true, how: 'installed' });
  });

  it("reads npm's, yarn's and pnpm's lockfiles when there is neither an install nor a dependency", () => {
    const npm = JSON.stringify({
      packages: {
        '': { dependencies: { '@rc-component/table': '^1.0.0' } },
        'node_modules/@rc-component/table': { version: '1.8.2' },
      },
    });
    expect(findVersion(root, files({ [at('package-lock.json')]: npm }), known)).toMatchObject({
      version: '1.8.2',
      how: 'lockfile',
    });
    const yarn = '"@rc-component/table@^1.4.0":\n  version "1.4.0"\n  resolved "https://registry.yarnpkg.com/x.tgz"\n';
    expect(findVersion(root, files({ [at('yarn.lock')]: yarn }), known)?.version).toBe('1.4.0');
    const pnpm = "packages:\n\n  '@rc-component/table@1.8.0':\n    resolution: {integrity: sha512-x}\n";
    expect(findVersion(root, files({ [at('pnpm-lock.yaml')]: pnpm }), known)?.version).toBe('1.8.0');
  });

  it('reports a version the data does not know, without a release, and nothing when the project has none', () => {
    const newer = files({
      [at('node_modules/@rc-component/table/package.json')]: JSON.stringify({ version: '1.99.0' }),
    });
    expect(findVersion(root, newer, known)).toEqual({
      legacy: false,
      how: 'installed',
      file: at('node_modules/@rc-component/table/package.json'),
      written: '1.99.0',
    });
    expect(findVersion(root, files({ [at('package.json')]: manifest({ react: '^19.0.0' }) }), known)).toBeUndefined();
    expect(findVersion(root, files({ [at('package.json')]: '{ not json' }), known)).toBeUndefined();
  });
});
