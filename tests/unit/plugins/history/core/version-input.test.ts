/** Versions as people write them (plugins/history/core/version-input.ts), read among the package's releases and the legacy line's. */
import { describe, expect, it } from 'vitest';
import { readVersion, type KnownReleases } from '../../../../../plugins/history/core/version-input';

const known: KnownReleases = {
  package: '@rc-component/table',
  releases: ['1.0.0', '1.4.0', '1.4.1', '1.5.0', '1.8.0', '1.8.1', '1.8.2', '1.9.0', '1.10.0', '1.12.0'],
  legacy: { package: 'rc-table', releases: ['7.50.2', '7.54.0', '7.55.1'] },
};
const version = (text: string) => readVersion(text, known).version;

describe('readVersion', () => {
  it('takes an exact release, with or without a v', () => {
    expect(readVersion('1.8.1', known)).toEqual({ version: '1.8.1', legacy: false, how: 'exact', written: '1.8.1' });
    expect(version(' v1.8.1 ')).toBe('1.8.1');
    expect(version('=1.8.1')).toBe('1.8.1');
  });

  it('reads a partial version as the newest release it covers', () => {
    expect(readVersion('1.4', known)).toEqual({ version: '1.4.1', legacy: false, how: 'range', written: '1.4' });
    expect(version('1')).toBe('1.12.0');
    expect(version('1.x')).toBe('1.12.0');
  });

  it('resolves ranges as npm does among the releases', () => {
    expect(version('^1.8.0')).toBe('1.12.0');
    expect(version('~1.8.0')).toBe('1.8.2');
    expect(version('>=1.8.0 <1.10.0')).toBe('1.9.0');
    expect(version('^2.0.0')).toBeUndefined();
  });

  it('reads latest and * as the newest release', () => {
    expect(readVersion('latest', known)).toMatchObject({ version: '1.12.0', how: 'latest' });
    expect(version('LATEST')).toBe('1.12.0');
    expect(version('*')).toBe('1.12.0');
  });

  it('takes the legacy line as its own: 7.54.0 exactly, ranges within it', () => {
    expect(readVersion('7.54.0', known)).toEqual({ version: '7.54.0', legacy: true, how: 'exact', written: '7.54.0' });
    expect(readVersion('~7.54.0', known)).toMatchObject({ version: '7.54.0', legacy: true, how: 'range' });
    expect(version('^7.0.0')).toBe('7.55.1');
    expect(version('7.99.0')).toBeUndefined();
  });

  it('reads a package.json dependency line of either package', () => {
    expect(version('"@rc-component/table": "~1.8.0",')).toBe('1.8.2');
    expect(readVersion('"rc-table": "^7.50.0"', known)).toMatchObject({ version: '7.55.1', legacy: true });
    // A line of the other package's range is read for that package only.
    expect(version('"rc-table": "^1.8.0"')).toBeUndefined();
  });

  it('reads lockfile entries: npm, yarn (classic and berry) and pnpm, and npm ls', () => {
    const npm = '"node_modules/@rc-component/table": {\n  "version": "1.8.1",\n  "resolved": "https://x"\n}';
    expect(version(npm)).toBe('1.8.1');
    expect(version('"@rc-component/table@^1.8.0":\n  version "1.8.2"\n  resolved "https://x"')).toBe('1.8.2');
    expect(version('"@rc-component/table@npm:^1.8.0":\n  version: 1.8.1\n')).toBe('1.8.1');
    expect(version("  '@rc-component/table@1.9.0':\n    resolution: {integrity: x}")).toBe('1.9.0');
    expect(version('/@rc-component/table@1.10.0(react@18.3.1):')).toBe('1.10.0');
    expect(version('└── @rc-component/table@1.8.0')).toBe('1.8.0');
    expect(readVersion('└── rc-table@7.54.0', known)).toMatchObject({ version: '7.54.0', legacy: true });
  });

  it('gives no release for anything else, with what was written', () => {
    expect(readVersion('banana', known)).toEqual({ written: 'banana' });
    expect(readVersion('  1.5.1  ', known)).toEqual({ written: '1.5.1' });
    expect(version('')).toBeUndefined();
    expect(version('"react": "^18.0.0"')).toBeUndefined();
  });
});

describe('readVersion, pasted into a one-line field', () => {
  it('reads lockfile entries whose lines were joined by spaces, the locked version first', () => {
    expect(version('"@rc-component/table@^1.8.0":   version "1.8.2"   resolved "https://x"')).toBe('1.8.2');
    expect(version('"@rc-component/table@^1.8.0", "@rc-component/table@^1.9.0": version "1.9.0"')).toBe('1.9.0');
    expect(version('"@rc-component/table@npm:^1.8.0": version: 1.8.1')).toBe('1.8.1');
    expect(version('npm:1.8.2')).toBe('1.8.2');
    expect(version('npm:^1.8.0')).toBe('1.12.0');
  });
});

describe('readVersion, at the edges', () => {
  const releases = (): KnownReleases => ({
    package: '@rc-component/table',
    releases: ['1.8.0', '1.8.1', '1.8.2', '1.9.0', '2.0.0-preview.1'],
    legacy: { package: 'rc-table', releases: ['7.54.0', '7.55.1'] },
  });

  it('gives what was written, and nothing else, for an empty field', () => {
    expect(readVersion('', releases())).toEqual({ written: '' });
    expect(readVersion('   ', releases())).toEqual({ written: '' });
  });

  it('takes a version with a v or = before it, or quotes and spaces around it, as exact', () => {
    expect(readVersion('v1.8.1', releases())).toMatchObject({ version: '1.8.1', how: 'exact' });
    expect(readVersion('=v1.8.1', releases())).toMatchObject({ version: '1.8.1', how: 'exact' });
    expect(readVersion('"1.8.1"', releases())).toMatchObject({ version: '1.8.1', how: 'exact' });
    expect(readVersion('" 1.8.1 "', releases())).toMatchObject({ version: '1.8.1', how: 'exact' });
  });

  it('takes a prerelease exactly as written, even one whose tag holds a v', () => {
    expect(readVersion('2.0.0-preview.1', releases())).toMatchObject({ version: '2.0.0-preview.1', how: 'exact' });
  });

  it('reads several quoted versions as no version, not as one range', () => {
    expect(readVersion('"1.8" "1.8.1"', releases())).toEqual({ written: '"1.8" "1.8.1"' });
  });

  it('drops npm: only before the range, not inside it', () => {
    expect(readVersion('1.8.0 || npm:1.9.0', releases())).toEqual({ written: '1.8.0 || npm:1.9.0' });
  });

  it('reads latest and * only as the whole text', () => {
    expect(readVersion('1.8.*', releases())).toMatchObject({ version: '1.8.2', how: 'range' });
    expect(readVersion('* <1.9.0', releases())).toMatchObject({ version: '1.8.2', how: 'range' });
  });

  it('reads a dependency line of the package only among its releases, the legacy ones not', () => {
    expect(readVersion('"@rc-component/table": "^7.0.0"', releases())).toEqual({
      written: '"@rc-component/table": "^7.0.0"',
    });
    expect(readVersion('"rc-table": "^1.8.0"', releases())).toEqual({ written: '"rc-table": "^1.8.0"' });
  });

  it('reads no version after a bare @ when the legacy line has no package name', () => {
    const known = { ...releases(), legacy: { package: '', releases: ['0.9.0'] } };
    expect(readVersion('@0.9.0', known)).toEqual({ written: '@0.9.0' });
  });
});
