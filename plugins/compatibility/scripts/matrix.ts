/**
 * `npm run matrix [-- --version X | --all] [--write] [--only a+b]`: runs the compatibility matrix (plugins/compatibility/scripts/matrix/run.ts)
 * and prints each cell's verdict, the counts, the time it took and the cells that differ from the committed results
 * of the installed version (facts/compatibility/<version>.json). With `--version X`, the published release X is
 * installed into node_modules/.cache/rc-table-docs/matrix/X (its own dependencies beside it; React stays the
 * project's) and run instead. `--all` runs every release the registry lists, one after the other. `--write` saves the
 * results as facts/compatibility/<version>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ordered,
  cellKey,
  cellNote,
  countVerdicts,
  describeChange,
  diffMatrices,
  readMatrix,
} from '../core/compatibility.ts';
import { SITE_LOCALES } from '../../../engine/core/locale.ts';
import { INSTALLED, ROOT, formatMatrix, resultsPath, runMatrix, versionOf } from './matrix/run.ts';
import { install, publishedReleases } from '../../history/scripts/releases.ts';

const { values } = parseArgs({
  options: {
    version: { type: 'string' },
    all: { type: 'boolean' },
    write: { type: 'boolean' },
    only: { type: 'string' },
  },
});

async function main() {
  if (!values.all) return runOne(values.version);
  if (values.version || values.only) throw new Error('--all runs every release whole: leave out --version and --only');
  const started = performance.now();
  const releases = publishedReleases();
  for (const version of releases) await runOne(version === versionOf(INSTALLED) ? undefined : version);
  console.log(`\nAll ${releases.length} releases in ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
}

async function runOne(version: string | undefined) {
  const library = version ? install(version) : INSTALLED;
  // Any feature sets, a single feature too (to see its probes alone): `--only virtual,fixed-start+virtual`.
  const only = values.only?.split(',').map((key) => ordered(key.split('+')));
  const started = performance.now();
  const file = await runMatrix({
    library,
    cells: only,
    onCell: (cell) =>
      console.log(
        `${cellKey(cell.features).padEnd(34)} ${cell.verdict.padEnd(6)} ${cell.verdict === 'works' ? '' : cellNote(cell, SITE_LOCALES.defaultLocale)}`,
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
  const against = resultsPath(version ? pinned : file.version);
  let committed: ReturnType<typeof readMatrix> | undefined;
  try {
    committed = fs.existsSync(against)
      ? readMatrix(fs.readFileSync(against, 'utf8'), path.relative(ROOT, against))
      : undefined;
  } catch (error) {
    console.log(`Not compared: ${(error as Error).message}`);
  }
  if (committed) {
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
