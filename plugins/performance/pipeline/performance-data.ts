/**
 * The lab's committed figures: every release's file in facts/performance/ (made by `npm run perf-lab -- --write`),
 * oldest release first, and the installed release's version, read once per build.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { readPerformanceFile, type PerformanceFile } from '../core/figures.ts';
import { FACTS_DIR, ROOT } from '../../../engine/pipeline/paths.ts';

export interface LabFigures {
  /** The installed release: its figures are the reference the page sets a visitor's beside. */
  installed: string;
  releases: PerformanceFile[];
}

const COMMITTED = path.join(FACTS_DIR, 'performance');
let committed: LabFigures | undefined;

/** The figures in `dir` (the committed ones by default, read once). */
export function labFigures(dir = COMMITTED): LabFigures {
  if (dir === COMMITTED && committed) return committed;
  const { version } = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8'),
  ) as { version: string };
  const releases = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) =>
      readPerformanceFile(fs.readFileSync(path.join(dir, name), 'utf8'), path.relative(ROOT, path.join(dir, name))),
    )
    .sort((a, b) => semver.compare(a.version, b.version));
  if (!releases.some((file) => file.version === version))
    throw new Error(
      `facts/performance has no figures for the installed release ${version}: run npm run perf-lab -- --write`,
    );
  const read = { installed: version, releases };
  if (dir === COMMITTED) committed = read;
  return read;
}
