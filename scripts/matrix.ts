/**
 * `npm run matrix [-- --version X] [--write] [--only a+b]`: runs the compatibility matrix (scripts/matrix/run.ts)
 * and prints each cell's verdict, the counts, the time it took and the cells that differ from the committed results
 * of the installed version (facts/compatibility/<version>.json). With `--version X`, the published release X is
 * installed into node_modules/.cache/rc-table-docs/matrix/X (its own dependencies beside it; React stays the
 * project's) and run instead. `--write` saves the results as facts/compatibility/<version>.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import semver from 'semver';
import { ordered, cellKey, countVerdicts, describeChange, diffMatrices, readMatrix } from '../core/compatibility.ts';
import { SITE_LOCALES } from '../core/locale.ts';
import { INSTALLED, ROOT, formatMatrix, resultsPath, runMatrix, versionOf } from './matrix/run.ts';

const { values } = parseArgs({
  options: { version: { type: 'string' }, write: { type: 'boolean' }, only: { type: 'string' } },
});

/** The folder of a published release of the library, installed once into the cache. */
function install(version: string): string {
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

async function main() {
  const library = values.version ? install(values.version) : INSTALLED;
  // Any feature sets, a single feature too (to see its probes alone): `--only virtual,fixed-start+virtual`.
  const only = values.only?.split(',').map((key) => ordered(key.split('+')));
  const started = performance.now();
  const file = await runMatrix({
    library,
    cells: only,
    onCell: (cell) =>
      console.log(
        `${cellKey(cell.features).padEnd(34)} ${cell.verdict.padEnd(6)} ${cell.note?.[SITE_LOCALES.defaultLocale] ?? ''}`,
      ),
  });
  const seconds = (performance.now() - started) / 1000;
  const counts = countVerdicts(file);
  console.log(
    `\n${file.version}: ${file.cells.length} cells in ${seconds.toFixed(0)} s: ` +
      Object.entries(counts)
        .map(([verdict, n]) => `${n} ${verdict}`)
        .join(', '),
  );

  const pinned = versionOf(INSTALLED);
  const against = resultsPath(values.version ? pinned : file.version);
  if (fs.existsSync(against)) {
    const committed = readMatrix(fs.readFileSync(against, 'utf8'), path.relative(ROOT, against));
    const keys = new Set(file.cells.map((cell) => cellKey(cell.features)));
    const changes = diffMatrices(
      { ...committed, cells: committed.cells.filter((cell) => keys.has(cellKey(cell.features))) },
      file,
    );
    console.log(
      changes.length === 0
        ? `No cell differs from ${path.relative(ROOT, against)}.`
        : `${changes.length} cells differ from ${path.relative(ROOT, against)} (${committed.version} -> ${file.version}):\n` +
            changes.map((change) => `  ${describeChange(change)}`).join('\n'),
    );
  }
  if (values.write) {
    if (only) throw new Error('--write saves a whole matrix: leave out --only');
    fs.mkdirSync(path.dirname(resultsPath(file.version)), { recursive: true });
    fs.writeFileSync(resultsPath(file.version), await formatMatrix(file));
    console.log(`Wrote ${path.relative(ROOT, resultsPath(file.version))}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
