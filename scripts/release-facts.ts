/**
 * The library's release facts, kept in `facts/` as tab-separated data: `table-releases.tsv` (every tagged 1.x
 * release: version, the date and short hash of the tagged commit) and `table-commits.tsv` (every non-merge commit
 * each release brought: version, short hash, date, subject). The changelog test and the since-versions script read
 * them; nothing outside the repository is read.
 *
 * Refresh after a release, from a git clone of github.com/react-component/table with its tags:
 *
 *   tsx scripts/release-facts.ts --repo <clone> [--check]
 *
 * A release is a tag `@rc-component/table@<version>`; its commits are those reachable from its tag and not from the
 * tag of the release before it in version order (the first release's range starts at `--from`, a tag of the rc-table
 * 7 line, v7.49.0 by default). `--check` writes nothing and exits 1 when the files differ from the clone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const FACTS_DIR = path.resolve(import.meta.dirname, '../facts');
export const TAG_PREFIX = '@rc-component/table@';

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

/** Compares two `x.y.z` versions by their numbers. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff) return diff;
  }
  return 0;
}

/** The release versions among tag names (plain `x.y.z` after the prefix; pre-releases left out), oldest first. */
export function releaseTags(tags: readonly string[], prefix = TAG_PREFIX): string[] {
  return tags
    .filter((tag) => tag.startsWith(prefix) && /^\d+\.\d+\.\d+$/.test(tag.slice(prefix.length)))
    .map((tag) => tag.slice(prefix.length))
    .sort(compareVersions);
}

const git = (repo: string, ...args: string[]) =>
  execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();

/** Both files' texts, read from a clone's tags. */
export function factsFromRepo(repo: string, from: string): Record<'table-releases.tsv' | 'table-commits.tsv', string> {
  const versions = releaseTags(git(repo, 'tag', '--list').split('\n'));
  const releases: Record<string, string>[] = [];
  const commits: Record<string, string>[] = [];
  versions.forEach((version, i) => {
    const tag = `${TAG_PREFIX}${version}`;
    const [commit, date] = git(repo, 'log', '-1', '--format=%h%x09%cs', '--abbrev=8', tag).split('\t');
    releases.push({ version, tag_commit_date: date, tag_commit: commit });
    const previous = i === 0 ? from : `${TAG_PREFIX}${versions[i - 1]}`;
    const log = git(repo, 'log', '--no-merges', '--abbrev=8', '--format=%h%x09%cs%x09%s', `${previous}..${tag}`);
    for (const line of log ? log.split('\n') : []) {
      const [hash, day, ...subject] = line.split('\t');
      commits.push({ version, commit: hash, date: day, subject: subject.join(' ') });
    }
  });
  return {
    'table-releases.tsv': formatTsv(['version', 'tag_commit_date', 'tag_commit'], releases),
    'table-commits.tsv': formatTsv(['version', 'commit', 'date', 'subject'], commits),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { repo: { type: 'string' }, from: { type: 'string', default: 'v7.49.0' }, check: { type: 'boolean' } },
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
