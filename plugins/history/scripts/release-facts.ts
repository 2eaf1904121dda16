/**
 * The library's release facts, kept in `facts/` as tab-separated data: `table-releases.tsv` (every tagged 1.x
 * release: version, its tag, the date and short hash of the tagged commit, and the release before it on its line)
 * and `table-commits.tsv` (every non-merge commit each release brought: version, short hash, date, subject). The
 * changelog test and the prop-history script read them; nothing outside the repository is read.
 *
 * Refresh after a release, from a git clone of github.com/react-component/table with its tags:
 *
 *   tsx plugins/history/scripts/release-facts.ts --repo <clone> [--check]
 *
 * A release is a tag `@rc-component/table@<version>`, or a tag `v<version>` whose `package.json` names the package
 * `@rc-component/table` at that same version (1.0.0 was tagged that way; v7.50.5 sits on a 1.2.7 commit and is not
 * one). The release before it on its line is the newest older release
 * its tag descends from (1.0.2 was cut from a 1.0.x branch off 1.0.0, after 1.1.0, so its line is 1.0.0, not 1.0.1);
 * for the first release, `--from`, the rc-table 7 tag it was made from (v7.50.2 by default). A release's commits are
 * those reachable from its tag and not from that previous one. `--check` writes nothing and exits 1 when the files
 * differ from the clone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import semverCompare from 'semver/functions/compare.js';
import { FACTS_DIR } from '../../../engine/pipeline/paths.ts';

export { FACTS_DIR };
export const PACKAGE = '@rc-component/table';
export const TAG_PREFIX = `${PACKAGE}@`;

/** Rows of a tab-separated file whose first line names the columns. */
export function parseTsv(text: string): Record<string, string>[] {
  const [header, ...lines] = text.replace(/\r/g, '').trim().split('\n');
  const names = header.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((cell, i) => [names[i], cell])));
}

/** A tab-separated text: the header, then one line per row, cells in the header's order. */
export function formatTsv(names: readonly string[], rows: readonly Record<string, string>[]): string {
  const clean = (cell: string) => cell.replace(/[\t\r\n]+/g, ' ');
  return (
    [names.join('\t'), ...rows.map((row) => names.map((name) => clean(row[name] ?? '')).join('\t'))].join('\n') + '\n'
  );
}

export const readFacts = (file: 'table-releases.tsv' | 'table-commits.tsv') =>
  parseTsv(fs.readFileSync(path.join(FACTS_DIR, file), 'utf8'));

/** The released versions, oldest first. */
export const releaseVersions = () => readFacts('table-releases.tsv').map((row) => row.version);

/** Compares two versions as semver orders them (`1.2.10` after `1.2.7`). */
export const compareVersions = (a: string, b: string): number => semverCompare(a, b);

/** The release versions among tag names (plain `x.y.z` after the prefix; pre-releases left out), oldest first. */
export function releaseTags(tags: readonly string[], prefix = TAG_PREFIX): string[] {
  return Object.keys(releaseTagNames(tags, () => false, prefix)).sort(compareVersions);
}

/**
 * The release tags among tag names, by version: `<prefix>x.y.z`, and `vx.y.z` when `isPackageTag` says the tagged
 * commit is the package's (a `v` tag of the same version as a prefixed one is left out). Pre-releases are left out.
 */
export function releaseTagNames(
  tags: readonly string[],
  isPackageTag: (tag: string) => boolean,
  prefix = TAG_PREFIX,
): Record<string, string> {
  const byVersion: Record<string, string> = {};
  const plain = /^\d+\.\d+\.\d+$/;
  for (const tag of tags)
    if (tag.startsWith(prefix) && plain.test(tag.slice(prefix.length))) byVersion[tag.slice(prefix.length)] = tag;
  for (const tag of tags) {
    const version = tag.slice(1);
    if (tag.startsWith('v') && plain.test(version) && !(version in byVersion) && isPackageTag(tag))
      byVersion[version] = tag;
  }
  return byVersion;
}

/**
 * The release before each one on its line: the newest older release whose tag is an ancestor of its tag
 * (`descends(older, newer)`); the first release, and any with no such ancestor, get `from`.
 */
export function releaseLines(
  versions: readonly string[],
  descends: (older: string, newer: string) => boolean,
  from: string,
): Record<string, string> {
  const sorted = [...versions].sort(compareVersions);
  return Object.fromEntries(
    sorted.map((version, i) => [
      version,
      sorted
        .slice(0, i)
        .reverse()
        .find((older) => descends(older, version)) ?? from,
    ]),
  );
}

const git = (repo: string, ...args: string[]) =>
  execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();

/** Both files' texts, read from a clone's tags. */
export function factsFromRepo(repo: string, from: string): Record<'table-releases.tsv' | 'table-commits.tsv', string> {
  const isPackageTag = (tag: string) => {
    try {
      const text = execFileSync('git', ['-C', repo, 'show', `${tag}:package.json`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const { name, version } = JSON.parse(text);
      return name === PACKAGE && `v${version}` === tag;
    } catch {
      return false;
    }
  };
  const tags = releaseTagNames(git(repo, 'tag', '--list').split('\n'), isPackageTag);
  const versions = Object.keys(tags).sort(compareVersions);
  const isAncestor = (older: string, newer: string) => {
    try {
      execFileSync('git', ['-C', repo, 'merge-base', '--is-ancestor', tags[older], tags[newer]], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  const lines = releaseLines(versions, isAncestor, from);
  const releases: Record<string, string>[] = [];
  const commits: Record<string, string>[] = [];
  versions.forEach((version) => {
    const tag = tags[version];
    const [commit, date] = git(repo, 'log', '-1', '--format=%h%x09%cs', '--abbrev=8', tag).split('\t');
    const previous = lines[version];
    releases.push({ version, tag, tag_commit_date: date, tag_commit: commit, previous });
    const since = previous === from ? from : tags[previous];
    const log = git(repo, 'log', '--no-merges', '--abbrev=8', '--format=%h%x09%cs%x09%s', `${since}..${tag}`);
    for (const line of log ? log.split('\n') : []) {
      const [hash, day, ...subject] = line.split('\t');
      commits.push({ version, commit: hash, date: day, subject: subject.join(' ') });
    }
  });
  return {
    'table-releases.tsv': formatTsv(['version', 'tag', 'tag_commit_date', 'tag_commit', 'previous'], releases),
    'table-commits.tsv': formatTsv(['version', 'commit', 'date', 'subject'], commits),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { repo: { type: 'string' }, from: { type: 'string', default: 'v7.50.2' }, check: { type: 'boolean' } },
  });
  if (!values.repo || !fs.existsSync(values.repo)) {
    console.error('Give --repo: a git clone of github.com/react-component/table with its release tags.');
    process.exit(2);
  }
  const files = factsFromRepo(values.repo, values.from!);
  let differ = 0;
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(FACTS_DIR, name);
    const same = fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text;
    if (values.check) {
      if (!same) differ++;
      console.log(`${name}: ${same ? 'up to date' : 'differs from the clone'}`);
    } else {
      fs.writeFileSync(file, text);
      console.log(`${name}: ${same ? 'unchanged' : 'written'} (${text.trim().split('\n').length - 1} rows)`);
    }
  }
  process.exit(differ ? 1 : 0);
}
