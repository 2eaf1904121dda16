/** The release facts in facts/: their format, and the refresh that reads them from a clone's tags. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  factsFromRepo,
  formatTsv,
  parseTsv,
  readFacts,
  releaseLines,
  releaseTagNames,
  releaseTags,
  releaseVersions,
} from '../../../../../plugins/history/scripts/release-facts';

describe('release facts: format', () => {
  it('reads rows by the header’s names and writes them back the same', () => {
    const text = 'version\tdate\n1.0.1\t2025-01-28\n1.1.0\t2025-02-07\n';
    const rows = parseTsv(text);
    expect(rows).toEqual([
      { version: '1.0.1', date: '2025-01-28' },
      { version: '1.1.0', date: '2025-02-07' },
    ]);
    expect(formatTsv(['version', 'date'], rows)).toBe(text);
  });

  it('keeps a tab or line break inside a cell from breaking the row', () => {
    expect(formatTsv(['a', 'b'], [{ a: 'x\ty', b: 'one\ntwo' }])).toBe('a\tb\nx y\tone two\n');
  });

  it('orders versions by their numbers, not as text', () => {
    expect(['1.10.0', '1.2.7', '1.9.1', '1.2.10'].sort(compareVersions)).toEqual([
      '1.2.7',
      '1.2.10',
      '1.9.1',
      '1.10.0',
    ]);
    expect(
      releaseTags([
        'v7.49.0',
        '@rc-component/table@1.10.0',
        '@rc-component/table@1.2.0',
        '@rc-component/table@2.0.0-beta.1',
      ]),
    ).toEqual(['1.2.0', '1.10.0']);
  });

  it('takes a `v` tag as a release only when the tagged package is this one at that version', () => {
    const packageTags = new Set(['v1.0.0']);
    expect(
      releaseTagNames(['v7.50.2', 'v1.0.0', 'v7.50.5', 'v1.0.1', '@rc-component/table@1.0.1', '1.0.0'], (tag) =>
        packageTags.has(tag),
      ),
    ).toEqual({ '1.0.0': 'v1.0.0', '1.0.1': '@rc-component/table@1.0.1' });
  });

  it('finds the release before each one on its line, not the one before it in version order', () => {
    // 1.0.2 was cut from a branch off 1.0.0 after 1.1.0; 1.1.0 descends from 1.0.1.
    const parents: Record<string, string[]> = {
      '1.0.0': [],
      '1.0.1': ['1.0.0'],
      '1.0.2': ['1.0.0'],
      '1.1.0': ['1.0.1', '1.0.0'],
    };
    const descends = (older: string, newer: string) => parents[newer].includes(older);
    expect(releaseLines(['1.1.0', '1.0.2', '1.0.0', '1.0.1'], descends, 'v7.50.2')).toEqual({
      '1.0.0': 'v7.50.2',
      '1.0.1': '1.0.0',
      '1.0.2': '1.0.0',
      '1.1.0': '1.0.1',
    });
  });

  it('are kept in the repository: 35 tagged releases from 1.0.0 to 1.12.0, each with its commits', () => {
    const versions = releaseVersions();
    expect(versions).toHaveLength(35);
    expect([versions[0], versions.at(-1)]).toEqual(['1.0.0', '1.12.0']);
    const releases = readFacts('table-releases.tsv');
    expect(releases.find((row) => row.version === '1.0.0')?.tag).toBe('v1.0.0');
    expect(releases.find((row) => row.version === '1.0.2')?.previous).toBe('1.0.0');
    expect(releases.find((row) => row.version === '1.1.0')?.previous).toBe('1.0.1');
    expect([...versions].sort(compareVersions)).toEqual(versions);
    const withCommits = new Set(readFacts('table-commits.tsv').map((row) => row.version));
    expect(versions.filter((version) => !withCommits.has(version))).toEqual([]);
  });
});

describe('release facts: refresh from a clone', () => {
  it('lists each release tag with its commit and the commits since the release before', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-repo-'));
    try {
      const git = (...args: string[]) =>
        execFileSync('git', ['-C', repo, ...args], {
          encoding: 'utf8',
          env: {
            ...process.env,
            GIT_AUTHOR_NAME: 't',
            GIT_AUTHOR_EMAIL: 't@example.org',
            GIT_COMMITTER_NAME: 't',
            GIT_COMMITTER_EMAIL: 't@example.org',
            GIT_COMMITTER_DATE: '2025-03-04T10:00:00Z',
            GIT_AUTHOR_DATE: '2025-03-04T10:00:00Z',
          },
        });
      git('init', '-q');
      const commit = (subject: string) => git('commit', '-q', '--allow-empty', '-m', subject);
      const writePackage = (version: string) =>
        fs.writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: '@rc-component/table', version }));
      commit('old line');
      git('tag', 'v7.49.0');
      commit('feat: a');
      writePackage('1.0.0');
      git('add', 'package.json');
      git('commit', '-q', '-m', '1.0.0');
      git('tag', 'v1.0.0');
      commit('fix: b');
      git('tag', '@rc-component/table@1.0.1');
      commit('feat: c');
      git('tag', '@rc-component/table@1.1.0');
      const main = git('rev-parse', '--short=8', 'HEAD').trim();
      git('checkout', '-q', '-b', '1.0.x', 'v1.0.0');
      commit('fix: d');
      git('tag', '@rc-component/table@1.0.2');
      const files = factsFromRepo(repo, 'v7.49.0');
      const releases = parseTsv(files['table-releases.tsv']);
      expect(releases.map((row) => [row.version, row.tag, row.tag_commit_date, row.previous])).toEqual([
        ['1.0.0', 'v1.0.0', '2025-03-04', 'v7.49.0'],
        ['1.0.1', '@rc-component/table@1.0.1', '2025-03-04', '1.0.0'],
        ['1.0.2', '@rc-component/table@1.0.2', '2025-03-04', '1.0.0'],
        ['1.1.0', '@rc-component/table@1.1.0', '2025-03-04', '1.0.1'],
      ]);
      expect(releases[3].tag_commit).toBe(main);
      expect(parseTsv(files['table-commits.tsv']).map((row) => [row.version, row.subject])).toEqual([
        ['1.0.0', '1.0.0'],
        ['1.0.0', 'feat: a'],
        ['1.0.1', 'fix: b'],
        ['1.0.2', 'fix: d'],
        ['1.1.0', 'feat: c'],
      ]);
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });
});
