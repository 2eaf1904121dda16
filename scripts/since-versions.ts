/**
 * Writes plugins/api/since.json: for every prop the home page's API tables list, the first 1.x release whose
 * types have it. Each release's types are read from its tagged sources in a git clone of the library; the
 * releases still on the npm registry are read a second time from their published .d.ts files, and the two
 * must agree.
 *
 *   tsx scripts/since-versions.ts --repo <clone of github.com/react-component/table> [--no-npm]
 *
 * Work files go to the system's temporary folder, never into the project.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiEntry } from '../plugins/api/components.ts';
import { parseDocTables } from '../plugins/api/markdown-tables.ts';
import { createTypeReader } from '../plugins/api/reader.ts';
import { readFacts, releaseVersions } from './release-facts.ts';
import { firstVersion, hasProp, TABLE_TYPES, type SinceData } from '../plugins/api/since.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'plugins/api/since.json');
const CACHE = path.join(os.tmpdir(), 'rc-table-since');
const PACKAGE = '@rc-component/table';

const { values } = parseArgs({ options: { repo: { type: 'string' }, 'no-npm': { type: 'boolean' } } });
if (!values.repo || !fs.existsSync(values.repo)) {
  console.error('Give --repo: a git clone of github.com/react-component/table with its release tags.');
  process.exit(1);
}
const repo = values.repo;

const versions = releaseVersions();
/** Each release's tag: `@rc-component/table@x.y.z`, or `v1.0.0` for the release tagged that way. */
const tagOf = Object.fromEntries(readFacts('table-releases.tsv').map((row) => [row.version, row.tag]));

/** Row names of the home page's API tables, by table id. */
const names: Record<string, string[]> = {};
for (const table of parseDocTables(fs.readFileSync(path.join(ROOT, 'docs/index.md'), 'utf8'))) {
  if (table.section === 'API' && table.id && table.id in TABLE_TYPES)
    names[table.id] = table.rows.flatMap((row) => (row.name ? [row.name] : []));
}

/** A folder whose imports resolve against the project's node_modules (react, @rc-component/util, ...). */
function workDir(name: string): string {
  const dir = path.join(CACHE, name);
  fs.mkdirSync(dir, { recursive: true });
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, 'node_modules'), modules, 'dir');
  return dir;
}

/** Which names the types in `dir` have, read from `index` and `interface` modules relative to it. */
function presence(dir: string, from: { index: string; interface: string }): Set<string> {
  const reader = createTypeReader({ root: dir, entry: apiEntry(undefined, from) });
  const found = new Set<string>();
  for (const [id, list] of Object.entries(names))
    for (const name of list) if (hasProp(reader, id, name)) found.add(`${id}:${name}`);
  return found;
}

function fromSources(version: string): Set<string> {
  const dir = workDir(`src-${version}`);
  if (!fs.existsSync(path.join(dir, 'src'))) {
    const archive = execFileSync('git', ['-C', repo, 'archive', tagOf[version], 'src'], {
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  }
  return presence(dir, { index: './src/index', interface: './src/interface' });
}

function fromRegistry(version: string): Set<string> {
  const dir = workDir(`npm-${version}`);
  if (!fs.existsSync(path.join(dir, 'package'))) {
    const file = execFileSync('npm', ['pack', `${PACKAGE}@${version}`, '--silent', '--pack-destination', dir], {
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['-xzf', path.join(dir, file.split('\n').at(-1)!), '-C', dir]);
  }
  const types = fs.existsSync(path.join(dir, 'package/es/index.d.ts')) ? 'es' : 'lib';
  return presence(dir, { index: `./package/${types}/index`, interface: `./package/${types}/interface` });
}

const published: string[] = values['no-npm']
  ? []
  : JSON.parse(execFileSync('npm', ['view', PACKAGE, 'versions', '--json'], { encoding: 'utf8' }));

const present = new Map<string, Set<string>>();
const disagreements: string[] = [];
for (const version of versions) {
  const found = fromSources(version);
  present.set(version, found);
  if (published.includes(version)) {
    const packed = fromRegistry(version);
    for (const key of new Set([...found, ...packed]))
      if (found.has(key) !== packed.has(key))
        disagreements.push(
          `${version} ${key}: ${packed.has(key) ? 'only in the published .d.ts' : 'only in the sources'}`,
        );
  }
  console.log(`${version}: ${found.size} names${published.includes(version) ? ' (checked against npm)' : ''}`);
}
if (disagreements.length) {
  console.error(`Sources and published types disagree:\n${disagreements.join('\n')}`);
  process.exit(1);
}

const data: SinceData = {};
const missing: string[] = [];
for (const [id, list] of Object.entries(names)) {
  data[id] = {};
  for (const name of list) {
    const since = firstVersion(versions, (version) => present.get(version)!.has(`${id}:${name}`));
    if (since) data[id][name] = since;
    else missing.push(`${id}: ${name}`);
  }
}
if (missing.length) {
  console.error(`Not in the latest release's types:\n${missing.join('\n')}`);
  process.exit(1);
}
fs.writeFileSync(OUT, `${JSON.stringify(data, null, 2)}\n`);
const added = Object.entries(data).flatMap(([id, map]) =>
  Object.entries(map)
    .filter(([, since]) => since !== versions[0])
    .map(([name, since]) => `${id} ${name}: ${since}`),
);
console.log(`Wrote ${path.relative(ROOT, OUT)}; added after ${versions[0]}:\n${added.join('\n')}`);
