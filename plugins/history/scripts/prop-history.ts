/**
 * Writes facts/prop-history.json: every prop's history across the library's releases (plugins/history/core/prop-history.ts), from
 * the type definitions of each release. A release published on npm is read from its published `.d.ts` files
 * (`npm pack`); the releases the registry no longer has are read from their tagged sources in a git clone of the
 * library. The starting point is the last rc-table 7.x release (`npm pack rc-table@7.x`).
 *
 *   tsx plugins/history/scripts/prop-history.ts --repo <clone of github.com/react-component/table>
 *
 * Which props: every name the home page's API tables list (plugins/history/pipeline/history-reader.ts adds the others the same
 * types declare, so a removed prop is known too). Work files go to the system's temporary folder, never into the
 * project. Run after a release, with facts/table-releases.tsv refreshed; then `npm run test:quick`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { parseDocTables } from '../../api/pipeline/markdown-tables.ts';
import { readSnapshot } from '../pipeline/history-reader.ts';
import { TABLE_TYPES } from '../pipeline/since.ts';
import { compareVersions, readFacts, releaseVersions } from './release-facts.ts';
import { deriveHistory, type PropHistory, type Snapshot } from '../core/prop-history.ts';
import { FACTS_DIR, ROOT } from '../../../engine/pipeline/paths.ts';

export const HISTORY_FILE = path.join(FACTS_DIR, 'prop-history.json');
const CACHE = path.join(os.tmpdir(), 'rc-table-history');
const PACKAGE = '@rc-component/table';
const LEGACY = 'rc-table';

const { values } = parseArgs({ options: { repo: { type: 'string' } } });
if (!values.repo || !fs.existsSync(values.repo)) {
  console.error('Give --repo: a git clone of github.com/react-component/table with its release tags.');
  process.exit(1);
}
const repo = values.repo;

/** Row names of the home page's API tables, by table id. */
const listed: Record<string, string[]> = {};
for (const table of parseDocTables(fs.readFileSync(path.join(ROOT, 'docs/index.md'), 'utf8')))
  if (table.section === 'API' && table.id && table.id in TABLE_TYPES)
    listed[table.id] = table.rows.flatMap((row) => (row.name ? [row.name] : []));

/** A folder whose imports resolve against the project's node_modules (react, @rc-component/util, ...). */
function workDir(name: string): string {
  const dir = path.join(CACHE, name);
  fs.mkdirSync(dir, { recursive: true });
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, 'node_modules'), modules, 'dir');
  return dir;
}

const npm = (args: string[]) => execFileSync('npm', args, { encoding: 'utf8' }).trim();

function packed(name: string, version: string): Snapshot {
  const dir = workDir(`npm-${name.replace('/', '+')}-${version}`);
  if (!fs.existsSync(path.join(dir, 'package'))) {
    const file = npm(['pack', `${name}@${version}`, '--silent', '--pack-destination', dir])
      .split('\n')
      .at(-1)!;
    execFileSync('tar', ['-xzf', path.join(dir, file), '-C', dir]);
  }
  return readSnapshot(dir, { index: './package/es/index', interface: './package/es/interface' }, listed);
}

const tagOf = Object.fromEntries(readFacts('table-releases.tsv').map((row) => [row.version, row.tag]));

function tagged(version: string): Snapshot {
  const dir = workDir(`src-${version}`);
  if (!fs.existsSync(path.join(dir, 'src'))) {
    const archive = execFileSync('git', ['-C', repo, 'archive', tagOf[version], 'src'], { maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  }
  return readSnapshot(dir, { index: './src/index', interface: './src/interface' }, listed);
}

const published = new Set<string>(JSON.parse(npm(['view', PACKAGE, 'versions', '--json'])));
const legacyVersion = (JSON.parse(npm(['view', LEGACY, 'versions', '--json'])) as string[])
  .filter((version) => /^7\.\d+\.\d+$/.test(version))
  .sort(compareVersions)
  .at(-1)!;

const releases = releaseVersions();
const snapshots: Record<string, Snapshot> = { [legacyVersion]: packed(LEGACY, legacyVersion) };
console.log(`${LEGACY} ${legacyVersion}: read from npm`);
const sources: PropHistory['sources'] = {};
for (const version of releases) {
  sources[version] = published.has(version) ? 'npm' : 'tag';
  snapshots[version] = sources[version] === 'npm' ? packed(PACKAGE, version) : tagged(version);
  console.log(`${version}: read from ${sources[version] === 'npm' ? 'npm' : `the tag ${tagOf[version]}`}`);
}

const newest = snapshots[releases.at(-1)!];
const missing = Object.entries(listed).flatMap(([id, names]) =>
  names.filter((name) => !newest[id]?.[name]).map((name) => `${id}: ${name}`),
);
if (missing.length) {
  console.error(`Listed in the API tables, not in ${releases.at(-1)}'s types:\n${missing.join('\n')}`);
  process.exit(1);
}

const base = { legacy: { package: LEGACY, version: legacyVersion }, releases, sources };
const history: PropHistory = { ...base, props: deriveHistory(base, snapshots) };
// Written as the project's formatter writes it, so the lint's check holds for the file as made.
const options = { ...(await prettier.resolveConfig(HISTORY_FILE)), filepath: HISTORY_FILE };
fs.writeFileSync(HISTORY_FILE, await prettier.format(JSON.stringify(history), options));
console.log(`Wrote ${path.relative(ROOT, HISTORY_FILE)}`);
