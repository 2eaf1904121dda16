/** The changelog pages against the release facts: every tagged 1.x release, its date, and the changes in it. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFacts } from '../../plugins/history/scripts/release-facts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = { 'en-US': 'docs/changelog.md', 'zh-CN': 'docs/changelog.zh-CN.md' };

interface Entry {
  version: string;
  date: string | undefined;
  text: string;
}

/** The releases tab of a changelog page: one entry per `## x.y.z` heading, with the date on its first line. */
function parseChangelog(markdown: string): Entry[] {
  const tab = markdown.split(/^<!-- tab: /m).find((part) => part.startsWith('releases')) ?? '';
  return tab
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [heading, ...rest] = section.split('\n');
      const text = rest.join('\n');
      return { version: heading.trim(), date: /^\s*\*(\d{4}-\d{2}-\d{2})\*/.exec(text)?.[1], text };
    });
}

/** Commits that change nothing a user of the package sees: tooling, tests, version numbers, reverts. */
const NOT_A_CHANGE = /^(chore|test|docs|ci)\b|^Revert|^Create |^Update |^\d+\.\d+\.\d+$/;

/** Pull requests deliberately not credited in a release, each with the reason. Keyed `version #number`. */
const NOT_CREDITED: Record<string, string> = {
  '1.6.0 #1303': 'the same change already shipped in 1.5.2',
  '1.6.0 #1314': 'an rc-table 7.x copy of #1312, which 1.5.2 shipped',
  '1.6.0 #1313': 'an rc-table 7.x copy of #1310, credited in this release',
  '1.6.0 #1294': 'an rc-table 7.x copy of #1295, which 1.4.1 shipped',
  '1.6.0 #1283': 'an rc-table 7.x copy of #1284, which 1.4.0 shipped',
  '1.6.0 #1268': 'an rc-table 7.x copy of #1267, which 1.3.0 shipped',
  '1.6.0 #1240': 'an rc-table 7.x copy of #1239, which 1.2.0 shipped',
  '1.6.0 #1232': 'an rc-table 7.x copy of #1231, which 1.1.1 shipped',
  '1.6.0 #1317': 'reverted by #1320 in the same release',
  '1.6.0 #1318': 'internal tidying of the sticky scroll bar state; nothing visible changes',
  '1.8.0 #1353': 'adds a demo to the repository only',
};

const releases = readFacts('table-releases.tsv');
const commits = readFacts('table-commits.tsv');

describe('changelog', () => {
  it('reads the facts: 35 tagged releases from 1.0.0 to 1.12.0, 1.0.2 on a line of its own', () => {
    expect(releases).toHaveLength(35);
    expect([releases[0].version, releases.at(-1)?.version]).toEqual(['1.0.0', '1.12.0']);
    expect(releases.find((release) => release.version === '1.0.2')?.previous).toBe('1.0.0');
  });

  for (const [locale, file] of Object.entries(PAGES)) {
    describe(file, () => {
      const entries = parseChangelog(fs.readFileSync(path.join(ROOT, file), 'utf8'));

      it('lists every tagged release, newest first, and nothing else', () => {
        expect(entries.map((entry) => entry.version)).toEqual(releases.map((release) => release.version).reverse());
      });

      it('dates each release by its tagged commit', () => {
        const dates = Object.fromEntries(releases.map((release) => [release.version, release.tag_commit_date]));
        for (const entry of entries) expect(entry.date, `${locale} ${entry.version}`).toBe(dates[entry.version]);
      });

      it('names the release an entry follows wherever that is not the one below it on the page', () => {
        // The page lists releases newest first; a release whose line does not run through the entry below it
        // (1.0.2 from a 1.0.0 branch, and 1.1.0 after it, which follows 1.0.1) says which release it follows.
        // The first release names the rc-table version it was made from.
        const versions = releases.map((release) => release.version);
        const silent: string[] = [];
        for (const release of releases) {
          const below = versions[versions.indexOf(release.version) - 1];
          if (release.previous === below) continue;
          const previous = release.previous.replace(/^v/, '');
          const entry = entries.find((candidate) => candidate.version === release.version);
          if (!new RegExp(`(^|[^.\\d])${previous.replace(/\./g, '\\.')}([^.\\d]|$)`).test(entry?.text ?? ''))
            silent.push(`${release.version} follows ${previous}`);
        }
        expect(silent).toEqual([]);
      });

      it('credits the pull request of every change in the release it went into', () => {
        const missing: string[] = [];
        for (const commit of commits) {
          if (NOT_A_CHANGE.test(commit.subject)) continue;
          for (const [, pr] of commit.subject.matchAll(/\(#(\d+)\)/g)) {
            const key = `${commit.version} #${pr}`;
            if (key in NOT_CREDITED) continue;
            const entry = entries.find((candidate) => candidate.version === commit.version);
            if (!entry?.text.includes(`/pull/${pr})`)) missing.push(`${key}: ${commit.subject}`);
          }
        }
        expect(missing).toEqual([]);
      });

      it('says where a reverted pull request was reverted, and never credits it alone', () => {
        for (const commit of commits.filter((candidate) => candidate.subject.startsWith('Revert'))) {
          const reverted = /\(#(\d+)\)"/.exec(commit.subject)?.[1];
          const by = /\(#(\d+)\)$/.exec(commit.subject)?.[1];
          const entry = entries.find((candidate) => candidate.version === commit.version);
          if (!reverted || !by || !entry?.text.includes(`/pull/${reverted})`)) continue;
          expect(entry.text, `${locale} ${commit.version}`).toContain(`/pull/${by})`);
        }
      });
    });
  }

  it('keeps the exceptions honest: each names a pull request of that release', () => {
    for (const key of Object.keys(NOT_CREDITED)) {
      const [version, pr] = key.split(' ');
      expect(
        commits.some((commit) => commit.version === version && commit.subject.includes(`(${pr})`)),
        key,
      ).toBe(true);
    }
  });
});
