/**
 * Runs the compatibility matrix in a headless Chromium: the library bundled onto a blank page (the claims checks'
 * page, tests/claims/browser.ts), each cell's configuration drawn once per probe of its features, and the verdicts
 * made from what the probes and the console said (plugins/compatibility/core/compatibility.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import type { Page } from 'playwright-core';
import {
  FEATURES,
  PROBES,
  cellConfig,
  cellProbes,
  fixesFor,
  judgeCell,
  matrixCells,
  type CellConfig,
  type CellRun,
  type MatrixCell,
  type MatrixFile,
} from '../../core/compatibility.ts';
import { openLibraryPage, type LibraryPage } from '../../../../tests/claims/browser.ts';
import { CAVEAT_RUNS, PROBE_RUNS, mount } from './probes.ts';
import { FACTS_DIR, ROOT } from '../../../../engine/pipeline/paths.ts';

export { ROOT };
export const INSTALLED = path.join(ROOT, 'node_modules/@rc-component/table');
export const RESULTS_DIR = path.join(FACTS_DIR, 'compatibility');

/** The version of the library in a package folder. */
export const versionOf = (library: string): string =>
  (JSON.parse(fs.readFileSync(path.join(library, 'package.json'), 'utf8')) as { version: string }).version;

/** The matrix's page (entry.ts) in a headless Chromium, with the library in `library` (default: the installed one). */
export const openMatrixPage = (library = INSTALLED): Promise<LibraryPage> =>
  openLibraryPage({
    entry: path.join(import.meta.dirname, 'entry.ts'),
    name: 'matrix',
    library: library === INSTALLED ? undefined : library,
  });

/**
 * Runs every cell of the matrix (or the feature sets `cells` lists) against the library in `library` (default: the
 * installed one).
 */
export async function runMatrix(
  options: { library?: string; onCell?: (cell: MatrixCell) => void; cells?: string[][] } = {},
): Promise<MatrixFile> {
  const library = options.library ?? INSTALLED;
  const opened = await openMatrixPage(library);
  const { page } = opened;
  const cells: MatrixCell[] = [];
  try {
    for (const features of options.cells ?? matrixCells()) {
      const plain = await runConfig(page, features, cellConfig(features));
      const fixes = fixesFor(features).map((fix) => fix.id);
      const clean = !plain.error && plain.failed.length + plain.caveats.length + plain.warnings.length === 0;
      const fixed =
        !clean && fixes.length > 0
          ? { fixes, run: await runConfig(page, features, cellConfig(features, fixes)) }
          : undefined;
      const cell = judgeCell(features, plain, fixed);
      cells.push(cell);
      options.onCell?.(cell);
    }
  } finally {
    await opened.close();
  }
  return { version: versionOf(library), features: FEATURES, probes: PROBES, cells };
}

/**
 * One configuration of a cell drawn once per probe of its features (each probe starts from a fresh table), the
 * caveat checks run on the first draw, and what the console and the render said throughout. With `module`, that
 * compiled module's default export is drawn instead (code that draws `config`'s table, as the composer writes it).
 */
export async function runConfig(page: Page, features: string[], config: CellConfig, module?: string): Promise<CellRun> {
  const failed: string[] = [];
  const warnings: string[] = [];
  const caveats: string[] = [];
  let error: string | undefined;
  const probes = cellProbes(features);
  for (const probe of probes) {
    await mount(page, config, module);
    if (probe === probes[0])
      for (const [id, check] of Object.entries(CAVEAT_RUNS))
        if (!(await check({ page, config }).catch(() => false))) caveats.push(id);
    let ok: boolean;
    try {
      ok = await PROBE_RUNS[probe.id]({ page, config });
    } catch (thrown) {
      ok = false;
      error ??= (thrown as Error).message.split('\n')[0];
    }
    const log = await page.evaluate(() => window.matrix.log);
    error ??= log.error;
    for (const warning of log.warnings) if (!warnings.includes(warning)) warnings.push(warning);
    if (!ok) failed.push(probe.id);
  }
  return { failed, caveats, warnings, ...(error !== undefined ? { error } : {}) };
}

/** A results file's text: its JSON as Prettier writes it, as the repository's formatting check wants it. */
export const formatMatrix = (file: MatrixFile) => format(JSON.stringify(file), { parser: 'json' });

/** The committed results of a version. */
export const resultsPath = (version: string) => path.join(RESULTS_DIR, `${version}.json`);
