/**
 * The library's published releases, and each one installed once into a cache to run checks against:
 * node_modules/.cache/rc-table-docs/matrix/<version>, the package with its own dependencies beside it (React stays the
 * project's). Used by `npm run matrix` and `npm run behaviour`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { ROOT } from '../../../engine/pipeline/paths.ts';

/** Every published release of the library (the registry's list), oldest first. */
export function publishedReleases(): string[] {
  const json = execFileSync('npm', ['view', '@rc-component/table', 'versions', '--json'], { encoding: 'utf8' });
  return (JSON.parse(json) as string[]).filter((v) => semver.valid(v) && !semver.prerelease(v)).sort(semver.compare);
}

/** The folder of a published release of the library, installed once into the cache. */
export function install(version: string): string {
  if (!semver.valid(version)) throw new Error(`--version needs a version such as 1.11.1, not "${version}"`);
  const dir = path.join(ROOT, 'node_modules/.cache/rc-table-docs/matrix', version);
  const library = path.join(dir, 'node_modules/@rc-component/table');
  if (!fs.existsSync(path.join(library, 'package.json'))) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    console.log(`Installing @rc-component/table@${version} into ${path.relative(ROOT, dir)} …`);
    try {
      execFileSync(
        'npm',
        [
          'install',
          '--no-audit',
          '--no-fund',
          '--ignore-scripts',
          '--legacy-peer-deps',
          `@rc-component/table@${version}`,
        ],
        { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] },
      );
    } catch {
      throw new Error(`Could not install @rc-component/table@${version}: is it a published version?`);
    }
  }
  return library;
}
