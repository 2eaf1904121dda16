/**
 * The upgrade view's rules (core/upgrade.ts): the pair the address asks for (unknown and reversed versions repaired and
 * reported), the changelog entries between two releases, the matrix cells whose verdict differs; and its data
 * (plugins/content/upgrade-data.ts) and Markdown copy against the real history and changelog.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import {
  fill,
  nearestMatrix,
  UPGRADE_WORDS,
  upgradeWords,
  nearestRelease,
  upgradeView,
  verdictChanges,
  versionPair,
  type CompatibilityMatrix,
} from '../../../core/upgrade';
import { outlineMarkdown } from '../../../plugins/content/markdown';
import { changelogReleases, readMatrices, rowAnchors } from '../../../plugins/content/upgrade-data';
import { propHistory } from '../../../plugins/content/history-rows';
import { upgradeMarkdown } from '../../../plugins/seo/upgrade-markdown';
import { printMarkdown } from '../../../plugins/seo/page-markdown';
import { readTag } from '../../../core/content-tags';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const history = propHistory();
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'docs', file), 'utf8');
const changelog = changelogReleases(outlineMarkdown(read('changelog.md')));

/** The words the page's `<Upgrade>` tag gives. */
function wordsOf(file: string) {
  const line = read(file)
    .split('\n')
    .find((text) => text.startsWith('<Upgrade '));
  const tag = readTag(line ?? '');
  return upgradeWords(tag?.kind === 'component' ? tag.props : {});
}

describe('versionPair', () => {
  it('defaults to the last rc-table 7.x and the newest release', () => {
    expect(versionPair(history, {})).toEqual({ from: '7.55.1', to: '1.12.0', problems: [] });
    expect(versionPair(history, { from: '1.4.0', to: '1.12.0' })).toEqual({
      from: '1.4.0',
      to: '1.12.0',
      problems: [],
    });
  });

  it('shows the nearest release for an unknown one and says so', () => {
    expect(versionPair(history, { from: '1.5.1', to: '9.0.0' })).toEqual({
      from: '1.5.0',
      to: '1.12.0',
      problems: [
        { kind: 'unknown', end: 'from', asked: '1.5.1', used: '1.5.0' },
        { kind: 'unknown', end: 'to', asked: '9.0.0', used: '1.12.0' },
      ],
    });
    expect(versionPair(history, { from: 'banana' }).from).toBe('7.55.1');
    expect(versionPair(history, { from: '7.54.0' }).problems).toEqual([
      { kind: 'unknown', end: 'from', asked: '7.54.0', used: '7.55.1' },
    ]);
    expect(versionPair(history, { to: '0.1.0' }).to).toBe('1.0.0');
  });

  it('swaps a reversed pair and says so', () => {
    expect(versionPair(history, { from: '1.12.0', to: '1.4.0' })).toEqual({
      from: '1.4.0',
      to: '1.12.0',
      problems: [{ kind: 'reversed', from: '1.4.0', to: '1.12.0' }],
    });
  });

  it('finds the newest release at or below a version', () => {
    expect(nearestRelease(['1.0.0', '1.2.0', '1.10.0'], '1.9.9', 'x')).toBe('1.2.0');
    expect(nearestRelease(['1.0.0', '1.2.0', '1.10.0'], 'v1.10.0', 'x')).toBe('1.10.0');
    expect(nearestRelease(['1.0.0'], '1.x', 'x')).toBe('x');
  });
});

describe('upgradeView', () => {
  it('lists measureRowRender among the additions and the changelog entries of 1.4.1 through 1.12.0', () => {
    const view = upgradeView(history, changelog, [], { from: '1.4.0', to: '1.12.0' });
    expect(view.added.map((diff) => `${diff.table}:${diff.name}`)).toContain('Table:measureRowRender');
    const listed = view.releases.map((release) => release.version);
    const expected = history.releases.slice(history.releases.indexOf('1.4.1'));
    expect([...listed].reverse()).toEqual(expected);
    expect(view.releases.every((release) => release.entries.length > 0)).toBe(true);
    expect(view.changed.find((diff) => diff.name === 'expandable.columnTitle')?.versions).toEqual(['1.12.0']);
  });

  it('from rc-table 7.x: the deprecations and changes since, and no prop removed from the types', () => {
    const view = upgradeView(history, changelog, [], {});
    expect(view.removed).toEqual([]);
    // The top-level expandIcon was deprecated already in 7.x.
    expect(view.deprecated.map((diff) => diff.name)).toEqual(['expandable.expandIcon']);
    expect(view.releases).toHaveLength(history.releases.length);
  });

  it('compares the matrices nearest to each end, only when two exist', () => {
    const matrix = (
      version: string,
      verdict: CompatibilityMatrix['cells'][number]['verdict'],
    ): CompatibilityMatrix => ({
      version,
      features: [{ id: 'sticky', title: { 'en-US': 'Sticky', 'zh-CN': '吸顶' } }],
      probes: [],
      cells: [
        { features: ['sticky', 'virtual'], verdict, failed: [] },
        { features: ['sticky'], verdict: 'works', failed: [] },
      ],
    });
    const old = matrix('1.8.0', 'fails');
    const now = matrix('1.12.0', 'works');
    expect(upgradeView(history, [], [now], {}).matrix).toBeUndefined();
    const view = upgradeView(history, [], [old, now], { from: '1.8.2', to: '1.12.0' });
    expect(view.matrix?.from.version).toBe('1.8.0');
    expect(view.matrix?.changes).toEqual([{ features: ['sticky', 'virtual'], from: 'fails', to: 'works' }]);
    // Both ends nearest the same matrix: the newer end takes the nearest newer one.
    const later = matrix('1.12.0', 'fails');
    const middle = matrix('1.10.4', 'works');
    expect(upgradeView(history, [], [middle, later], { from: '1.10.0', to: '1.11.0' }).matrix?.to.version).toBe(
      '1.12.0',
    );
    expect(upgradeView(history, [], [middle, later], { from: '1.12.0', to: '1.12.0' }).matrix).toBeUndefined();
    expect(verdictChanges(old, old)).toEqual([]);
    expect(nearestMatrix(history, ['1.8.0', '1.12.0'], '1.10.0')).toBe('1.8.0');
    expect(nearestMatrix(history, [], '1.10.0')).toBeUndefined();
  });
});

describe('the words of the view', () => {
  it("come from the tag of each language's page, every one given", () => {
    for (const file of ['upgrade.md', 'upgrade.zh-CN.md']) {
      const words = wordsOf(file);
      expect(
        UPGRADE_WORDS.filter((key) => words[key] === key),
        file,
      ).toEqual([]);
    }
    expect(upgradeWords({ added: 'Added' }).none).toBe('none');
    expect(fill('{a} and {b}', { a: '1' })).toBe('1 and {b}');
  });
});

describe('the upgrade data', () => {
  it("reads every release of both changelogs, each with its entries' code runs", () => {
    for (const file of ['changelog.md', 'changelog.zh-CN.md']) {
      const releases = changelogReleases(outlineMarkdown(read(file)));
      expect([...releases.map((release) => release.version)].reverse()).toEqual(history.releases);
    }
    const columnTitle = changelog[0].entries.find((entry) =>
      entry.some((part) => part.text === 'expandable.columnTitle'),
    );
    expect(columnTitle?.[0]).toEqual({ code: true, text: 'expandable.columnTitle' });
  });

  it('links listed props to their rows and other top-level props to the generated table', () => {
    const rows = rowAnchors(outlineMarkdown(read('index.md')), history);
    expect(rows.Table['expandable.columnTitle']).toBe('properties-expandable-columnTitle');
    expect(rows.Column.fixed).toBe('column-props-fixed');
    expect(rows.Table.expandedRowRender).toBe('Table-expandedRowRender');
  });

  it('has no matrix while facts/compatibility does not exist, and reads the files once it does', () => {
    const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules/.cache/matrices-'));
    try {
      expect(readMatrices(path.join(dir, 'none'))).toEqual([]);
      fs.writeFileSync(
        path.join(dir, '1.12.0.json'),
        JSON.stringify({ version: '1.12.0', features: [], probes: [], cells: [] }),
      );
      expect(readMatrices(dir).map((matrix) => matrix.version)).toEqual(['1.12.0']);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('makes the Markdown copy of the default pair, in each language', () => {
    const data = {
      history,
      changelog: { 'en-US': changelog },
      matrices: [],
      rows: { Table: { measureRowRender: 'x' } },
    };
    const markdown = printMarkdown({
      type: 'root',
      children: upgradeMarkdown(data, 'en-US', wordsOf('upgrade.md'), (p) => `https://h${p}`),
    } as Root);
    expect(markdown).toContain('### Removed (0)\n\nNone.');
    expect(markdown).toContain('### Deprecated (1)');
    expect(markdown).toContain('#### [1.12.0](https://h/changelog#1-12-0)');
    const zh = printMarkdown({
      type: 'root',
      children: upgradeMarkdown(data, 'zh-CN', wordsOf('upgrade.zh-CN.md'), (p) => `https://h${p}`),
    } as Root);
    expect(zh).toContain('### 移除 (0)');
  });
});
