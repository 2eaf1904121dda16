/**
 * The upgrade view's rules (plugins/history/core/upgrade.ts): the pair the address asks for (unknown and reversed versions repaired and
 * reported), the changelog entries between two releases, the matrix cells whose verdict differs; and its data
 * (plugins/history/pipeline/upgrade-data.ts) and Markdown copy against the real history and changelog.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import {
  actionsBetween,
  fill,
  knownReleases,
  measuredAtOrBelow,
  problemText,
  releaseName,
  releasesBetween,
  textParts,
  typeChanges,
  UPGRADE_WORDS,
  upgradeWords,
  upgradeView,
  verdictChanges,
  versionPair,
  type CompatibilityMatrix,
  type UpgradeAction,
} from '../../../../../plugins/history/core/upgrade';
import type { PropHistory } from '../../../../../plugins/history/core/prop-history';
import { outlineMarkdown } from '../../../../../engine/pipeline/content/markdown';
import { changelogReleases, readMatrices, rowAnchors } from '../../../../../plugins/history/pipeline/upgrade-data';
import { propHistory } from '../../../../../plugins/history/pipeline/history-rows';
import { upgradeMarkdown } from '../../../../../plugins/history/pipeline/upgrade-markdown';
import { printMarkdown } from '../../../../../engine/pipeline/seo/page-markdown';
import { readTag } from '../../../../../engine/core/content-tags';
import { ROOT } from '../../../../support/source-files';

const history = propHistory();
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'docs', file), 'utf8');
const changelog = changelogReleases(outlineMarkdown(read('changelog.md')));
const fact = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'facts', file), 'utf8')) as T;
const actions = fact<{ actions: UpgradeAction[] }>('upgrade-actions.json').actions;
const known = knownReleases(
  history,
  '@rc-component/table',
  fact<{ releases: string[] }>('legacy-releases.json').releases,
);
const sources = { history, changelog, matrices: [] as CompatibilityMatrix[], actions, known };
const ids = (from: string, to: string) => upgradeView(sources, { from, to }).actions.map((action) => action.id);

/** The words the page's `<Upgrade>` tag gives. */
function wordsOf(file: string) {
  const line = read(file)
    .split('\n')
    .find((text) => text.startsWith('<Upgrade '));
  const tag = readTag(line ?? '', ['Upgrade']);
  return upgradeWords(tag?.kind === 'component' ? tag.props : {});
}

describe('versionPair', () => {
  it('defaults to the last rc-table 7.x and the newest release', () => {
    expect(versionPair(history, {}, known)).toEqual({ from: '7.55.1', to: '1.12.0', problems: [] });
    expect(versionPair(history, { from: '1.4.0', to: '1.12.0' }, known)).toEqual({
      from: '1.4.0',
      to: '1.12.0',
      problems: [],
    });
  });

  it('reads versions as people write them, and says how each was read', () => {
    expect(versionPair(history, { from: '1.4', to: 'latest' }, known)).toEqual({
      from: '1.4.1',
      to: '1.12.0',
      problems: [
        { kind: 'resolved', end: 'from', asked: '1.4', used: '1.4.1' },
        { kind: 'resolved', end: 'to', asked: 'latest', used: '1.12.0' },
      ],
    });
    expect(versionPair(history, { from: '"@rc-component/table": "~1.8.0"' }, known).from).toBe('1.8.2');
    // Any rc-table 7.x release is taken, its props read from the one 7.x release the history has.
    expect(versionPair(history, { from: '7.54.0' }, known).problems).toEqual([
      { kind: 'legacy', end: 'from', asked: '7.54.0', used: '7.55.1' },
    ]);
  });

  it('shows the default for a release that does not exist and says so', () => {
    expect(versionPair(history, { from: '1.5.1', to: '9.0.0' }, known)).toEqual({
      from: '7.55.1',
      to: '1.12.0',
      problems: [
        { kind: 'unknown', end: 'from', asked: '1.5.1', used: '7.55.1' },
        { kind: 'unknown', end: 'to', asked: '9.0.0', used: '1.12.0' },
      ],
    });
    expect(versionPair(history, { from: 'banana' }, known).from).toBe('7.55.1');
    expect(versionPair(history, { from: '7.99.0' }, known).problems[0].kind).toBe('unknown');
  });

  it('swaps a reversed pair and says so', () => {
    expect(versionPair(history, { from: '1.12.0', to: '1.4.0' }, known)).toEqual({
      from: '1.4.0',
      to: '1.12.0',
      problems: [{ kind: 'reversed', from: '1.4.0', to: '1.12.0' }],
    });
  });
});

describe('what an upgrade must do', () => {
  it("from 1.4.0 to 1.12.0: fixed groups, the React 18 peer dependency, then scrollTo's alignment", () => {
    expect(ids('1.4.0', '1.12.0')).toEqual(['group-fixed', 'react-18', 'scroll-to-align']);
  });

  it("from 1.0.0: onHeaderRow's className and style too; from rc-table 7.x: the package name first", () => {
    expect(ids('1.0.0', '1.12.0')).toEqual(['header-row-class', 'group-fixed', 'react-18', 'scroll-to-align']);
    expect(ids('7.55.1', '1.12.0')[0]).toBe('package-name');
    // The release that brought a change is part of the upgrade to it, not of one from it.
    expect(ids('1.2.7', '1.3.0')).toEqual(['header-row-class']);
    expect(ids('1.3.0', '1.4.0')).toEqual([]);
  });

  it('warns against 1.6.0 when the upgrade lands on it, and not past its fix', () => {
    expect(ids('1.5.2', '1.6.0')).toEqual(['avoid-1.6.0']);
    expect(ids('1.5.0', '1.6.0')).toEqual(['group-fixed', 'avoid-1.6.0']);
    expect(ids('1.5.2', '1.6.1')).toEqual([]);
    expect(ids('1.6.0', '1.6.1')).toEqual([]);
    const once: UpgradeAction = { ...actions.find((action) => action.id === 'avoid-1.6.0')!, fixedIn: undefined };
    expect(actionsBetween(history, [once], '1.5.0', '1.6.0')).toEqual([once]);
    expect(actionsBetween(history, [once], '1.5.0', '1.6.1')).toEqual([]);
  });

  it("has each action's words in both languages, its code, and a check that exists by that name", () => {
    for (const action of actions) {
      expect(Object.keys(action.text).sort(), action.id).toEqual(['en-US', 'zh-CN']);
      expect(history.releases, action.id).toContain(action.release);
      expect(action.before, action.id).not.toBe(action.after);
      // The check's name as its test file writes it, quotes unescaped.
      const test = fs.readFileSync(path.join(ROOT, action.check.file), 'utf8').replace(/\\(['"`])/g, '$1');
      expect(test, action.id).toContain(action.check.name);
    }
  });

  it('reads code between backticks', () => {
    expect(textParts("Pass `align: 'start'` now")).toEqual([
      { text: 'Pass ' },
      { code: true, text: "align: 'start'" },
      { text: ' now' },
    ]);
    expect(textParts('`a`')).toEqual([{ code: true, text: 'a' }]);
  });
});

describe('type changes', () => {
  it('counts one replacement once: keyof ReactHTML to keyof IntrinsicElements in eight props', () => {
    const view = upgradeView(sources, { from: '1.4.0', to: '1.12.0' });
    const rename = view.types.find((change) => change.from === 'ReactHTML');
    expect(rename?.to).toBe('IntrinsicElements');
    expect(rename?.props).toHaveLength(8);
    const own = view.types.find((change) => change.props[0].name === 'expandable.columnTitle');
    expect(own).toMatchObject({ from: 'ReactNode', to: 'ReactNode | ((props: ExpandColumnTitleProps) => ReactNode)' });
    expect(view.types).toHaveLength(4);
  });

  it('keeps whole words when it cuts the replaced text', () => {
    const diff = (name: string, from: string, to: string) => ({
      table: 'T',
      name,
      kind: 'changed' as const,
      from,
      to,
      versions: ['1.0.0'],
    });
    const [group] = typeChanges([diff('a', 'x | FooBar', 'x | FooBaz'), diff('b', 'y | FooBar', 'y | FooBaz')]);
    expect([group.from, group.to, group.props.length]).toEqual(['FooBar', 'FooBaz', 2]);
  });
});

describe('upgradeView', () => {
  it('lists measureRowRender among the additions and the changelog entries of 1.4.1 through 1.12.0', () => {
    const view = upgradeView(sources, { from: '1.4.0', to: '1.12.0' });
    expect(view.added.map((diff) => `${diff.table}:${diff.name}`)).toContain('Table:measureRowRender');
    const listed = view.releases.map((release) => release.version);
    const expected = history.releases.slice(history.releases.indexOf('1.4.1'));
    expect([...listed].reverse()).toEqual(expected);
    expect(view.releases.every((release) => release.entries.length > 0)).toBe(true);
  });

  it('from rc-table 7.x: the deprecations and changes since, and no prop removed from the types', () => {
    const view = upgradeView(sources, {});
    expect(view.removed).toEqual([]);
    // The top-level expandIcon was deprecated already in 7.x.
    expect(view.deprecated.map((diff) => diff.name)).toEqual(['expandable.expandIcon']);
    expect(view.releases).toHaveLength(history.releases.length);
  });

  it('compares the matrices of the newest measured releases at or below each end, only when they differ', () => {
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
    const old = matrix('1.8.1', 'fails');
    const now = matrix('1.12.0', 'works');
    const view = (matrices: CompatibilityMatrix[], from: string, to: string) =>
      upgradeView({ ...sources, matrices }, { from, to }).matrix;
    expect(view([now], '7.55.1', '1.12.0')).toBeUndefined();
    expect(view([old, now], '1.8.1', '1.12.0')).toMatchObject({
      exact: true,
      changes: [{ features: ['sticky', 'virtual'], from: 'fails', to: 'works' }],
    });
    expect(view([old, now], '1.8.2', '1.12.0')).toMatchObject({ exact: false });
    // Nothing measured at or below the older end, or the same release below both: nothing to compare.
    expect(view([old, now], '1.4.0', '1.12.0')).toBeUndefined();
    expect(view([old, now], '1.9.0', '1.11.1')).toBeUndefined();
    expect(verdictChanges(old, old)).toEqual([]);
    expect(measuredAtOrBelow(history, ['1.8.1', '1.12.0'], '1.10.0')).toBe('1.8.1');
    expect(measuredAtOrBelow(history, ['1.12.0', '1.8.1'], '1.12.0')).toBe('1.12.0');
    expect(measuredAtOrBelow(history, [], '1.10.0')).toBeUndefined();
  });
});

describe('checks that differ', () => {
  it('compares the newest measured releases at or below each end, only when they differ', () => {
    const behaviour = {
      releases: ['1.9.1', '1.12.0'],
      checks: [
        { id: 'tests/claims/index.test.ts > docs/index.md: "expand all"', results: 'fp' },
        { id: 'tests/claims/index.test.ts > docs/index.md: "old"', results: 'pf' },
      ],
    };
    const view = (from: string, to: string) => upgradeView({ ...sources, behaviour }, { from, to }).behaviour;
    expect(view('1.9.1', '1.12.0')).toEqual({
      from: '1.9.1',
      to: '1.12.0',
      exact: true,
      changes: [
        { id: 'tests/claims/index.test.ts > docs/index.md: "expand all"', from: 'fail', to: 'pass' },
        { id: 'tests/claims/index.test.ts > docs/index.md: "old"', from: 'pass', to: 'fail' },
      ],
    });
    expect(view('1.10.0', '1.12.0')).toMatchObject({ from: '1.9.1', exact: false });
    expect(view('1.9.1', '1.11.1')).toBeUndefined();
    expect(view('1.4.0', '1.12.0')).toBeUndefined();
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
    // The cache folder is not there in a fresh install until something makes it.
    fs.mkdirSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true });
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
      actions,
      known,
    };
    const check = (file: string) => `https://repo/${file}`;
    const markdown = printMarkdown({
      type: 'root',
      children: upgradeMarkdown(data, 'en-US', wordsOf('upgrade.md'), (p) => `https://h${p}`, check),
    } as Root);
    // Action first: the package name, onHeaderRow, fixed groups, React 18 and scrollTo, each with its code and check.
    const at = (text: string) => {
      expect(markdown).toContain(text);
      return markdown.indexOf(text);
    };
    expect(at('### Must act (5)')).toBeLessThan(at('### Deprecated, still working (1)'));
    expect(at('1.0.0 The package is')).toBeLessThan(at('1.3.0 The `className`'));
    expect(at('1.8.0 React and React DOM')).toBeLessThan(at('1.10.0 In `Table`'));
    expect(at('1.10.0 In `Table`')).toBeLessThan(at('### Can use'));
    expect(markdown).toContain("import Table from '@rc-component/table';");
    expect(markdown).toContain(
      '[docs/migration.md: "The exports keep their names"](https://repo/tests/claims/migration.test.ts)',
    );
    expect(markdown).toContain('### Types only (');
    expect(markdown).toContain('#### [1.12.0](https://h/changelog#1-12-0)');
    const zh = printMarkdown({
      type: 'root',
      children: upgradeMarkdown(data, 'zh-CN', wordsOf('upgrade.zh-CN.md'), (p) => `https://h${p}`, check),
    } as Root);
    expect(zh).toContain('### 必须处理 (5)');
    expect(zh).toContain('包名改为 `@rc-component/table`');
  });
});

describe('the releases a written version is read among', () => {
  it('adds the history’s own 7.x release to the legacy ones once', () => {
    expect(knownReleases(history, 'p', ['7.1.0'])).toEqual({
      package: 'p',
      releases: history.releases,
      legacy: { package: 'rc-table', releases: ['7.1.0', '7.55.1'] },
    });
    expect(knownReleases(history, 'p', ['7.1.0', '7.55.1']).legacy.releases).toEqual(['7.1.0', '7.55.1']);
  });
});

describe('versionPair, written versions', () => {
  it('reads a version with spaces around it as written, and nothing written as the default', () => {
    expect(versionPair(history, { from: ' 1.4.0 ', to: '1.12.0\n' }, known)).toEqual({
      from: '1.4.0',
      to: '1.12.0',
      problems: [],
    });
    expect(versionPair(history, { from: '   ', to: '' }, known)).toEqual({
      from: '7.55.1',
      to: '1.12.0',
      problems: [],
    });
    expect(versionPair(history, { from: null, to: null }, known)).toEqual({
      from: '7.55.1',
      to: '1.12.0',
      problems: [],
    });
  });

  it('reads the 7.x release the history has, written partly, as itself', () => {
    expect(versionPair(history, { from: '7.55' }, known).problems).toEqual([
      { kind: 'resolved', end: 'from', asked: '7.55', used: '7.55.1' },
    ]);
  });

  it('leaves a pair of the same release as it is', () => {
    expect(versionPair(history, { from: '1.8.0', to: '1.8.0' }, known)).toEqual({
      from: '1.8.0',
      to: '1.8.0',
      problems: [],
    });
  });
});

describe('the changelog between two releases', () => {
  it('lists the releases after the older up to the newer, and none the history does not know', () => {
    const release = (version: string) => ({ version, entries: [] });
    const listed = [release('Unreleased'), release('1.8.1'), release('1.8.0'), release('1.7.0'), release('7.55.1')];
    expect(releasesBetween(history, listed, '1.7.0', '1.8.1').map((r) => r.version)).toEqual(['1.8.1', '1.8.0']);
    expect(releasesBetween(history, listed, '7.55.1', '1.7.0').map((r) => r.version)).toEqual(['1.7.0']);
  });
});

describe('the nearest measured release', () => {
  it('is the newest measured at or below the release, the legacy one included, never an unknown one', () => {
    expect(measuredAtOrBelow(history, ['7.55.1'], '1.0.0')).toBe('7.55.1');
    expect(measuredAtOrBelow(history, ['9.9.9'], '1.0.0')).toBeUndefined();
    expect(measuredAtOrBelow(history, ['1.8.1'], '9.9.9')).toBeUndefined();
    expect(measuredAtOrBelow(history, ['1.8.1', '1.12.0', '1.4.0'], '1.11.1')).toBe('1.8.1');
    expect(measuredAtOrBelow(history, ['1.4.0', '1.8.1', '1.2.0'], '1.12.0')).toBe('1.8.1');
  });

  it('compares only cells in both matrices whose verdict changed', () => {
    const matrix = (cells: CompatibilityMatrix['cells']): CompatibilityMatrix => ({
      version: '1.0.0',
      features: [],
      probes: [],
      cells,
    });
    const before = matrix([
      { features: ['sticky', 'virtual'], verdict: 'fails', failed: ['sticky.scroll-bar'] },
      { features: ['sticky', 'rtl'], verdict: 'works', failed: [] },
    ]);
    const after = matrix([
      { features: ['sticky', 'virtual'], verdict: 'fails', failed: ['virtual.few-rows'] },
      { features: ['tree', 'rtl'], verdict: 'fails', failed: ['rtl.flips'] },
    ]);
    expect(verdictChanges(before, after)).toEqual([]);
  });

  it('says the comparison is not exact when either end was not measured itself', () => {
    const matrix = (version: string): CompatibilityMatrix => ({
      version,
      features: [],
      probes: [],
      cells: [{ features: ['sticky', 'virtual'], verdict: version === '1.8.1' ? 'fails' : 'works', failed: [] }],
    });
    const view = upgradeView(
      { ...sources, matrices: [matrix('1.11.1'), matrix('1.8.1')] },
      { from: '1.8.1', to: '1.12.0' },
    );
    expect(view.matrix).toMatchObject({ from: { version: '1.8.1' }, to: { version: '1.11.1' }, exact: false });
    const behaviour = { releases: ['1.9.1', '1.11.1'], checks: [{ id: 'a', results: 'fp' }] };
    expect(upgradeView({ ...sources, behaviour }, { from: '1.9.1', to: '1.12.0' }).behaviour).toMatchObject({
      from: '1.9.1',
      to: '1.11.1',
      exact: false,
    });
  });
});

describe('the actions of an upgrade, in order', () => {
  it('orders them by the release that brought them, whatever the order of the file', () => {
    expect(actionsBetween(history, [...actions].reverse(), '1.0.0', '1.12.0').map((action) => action.id)).toEqual([
      'header-row-class',
      'group-fixed',
      'react-18',
      'scroll-to-align',
    ]);
  });

  it('warns against a release to avoid up to its fix, not before it', () => {
    const avoid: UpgradeAction = { ...actions.find((action) => action.id === 'avoid-1.6.0')!, fixedIn: '1.7.0' };
    expect(actionsBetween(history, [avoid], '1.0.0', '1.6.2')).toEqual([avoid]);
    expect(actionsBetween(history, [avoid], '1.0.0', '1.7.0')).toEqual([]);
    expect(actionsBetween(history, [avoid], '1.0.0', '1.5.2')).toEqual([]);
  });
});

describe('type changes, cut to what was replaced', () => {
  const diff = (name: string, from: string, to: string) => ({
    table: 'T',
    name,
    kind: 'changed' as const,
    from,
    to,
    versions: ['1.0.0'],
  });
  const cut = (from: string, to: string) => {
    const [group] = typeChanges([diff('a', from, to), diff('b', from, to)]);
    return [group.from, group.to];
  };

  it('cuts at whole words on both sides', () => {
    expect(cut('Foo<ReactHTML>', 'Foo<IntrinsicElements>')).toEqual(['ReactHTML', 'IntrinsicElements']);
    expect(cut('keyof ReactHTML | X', 'keyof IntrinsicHTML | X')).toEqual(['ReactHTML', 'IntrinsicHTML']);
    expect(cut('x | FooBar', 'x | FooBaz')).toEqual(['FooBar', 'FooBaz']);
    expect(cut('Xa | b', 'Ya | b')).toEqual(['Xa', 'Ya']);
  });

  it('cuts an added or removed part where the common start and end overlap', () => {
    expect(cut('A[]', 'A[][]')).toEqual(['', '[]']);
    expect(cut('A[][]', 'A[]')).toEqual(['[]', '']);
    expect(cut('x | y', 'x | y | z')).toEqual(['y', 'y | z']);
    expect(cut('{ a }', '{ a, a }')).toEqual(['a', 'a, a']);
    expect(cut('x | [A]', 'x | (A)')).toEqual(['[A]', '(A)']);
  });

  it('tells apart replacements whose texts run together the same', () => {
    const changes = typeChanges([diff('a', 'x | ab', 'x | c'), diff('b', 'y | a', 'y | bc')]);
    expect(changes.map((change) => [change.from, change.to])).toEqual([
      ['x | ab', 'x | c'],
      ['y | a', 'y | bc'],
    ]);
  });

  it('comes to an end on a type that did not change, with its last word', () => {
    expect(cut('A | B', 'A | B')).toEqual(['B', 'B']);
  });

  it('shows a prop’s own change as its whole types, and groups only the same replacement', () => {
    const changes = typeChanges([
      diff('a', 'x | A', 'x | B'),
      diff('b', 'y | A', 'y | C'),
      diff('c', 'z | A', 'z | B'),
    ]);
    expect(changes.map((change) => [change.from, change.to, change.props.map((p) => p.name)])).toEqual([
      ['A', 'B', ['a', 'c']],
      ['y | A', 'y | C', ['b']],
    ]);
  });
});

describe('the words about how a version was read', () => {
  const words = upgradeWords({
    unknown: 'No {asked}; {used}. Releases: {list}.',
    resolved: '{asked} is {used}.',
    legacy: '{asked} from {used}.',
    reversed: 'Swapped: {from} to {to}.',
  });

  it('names 7.x releases with their package, and fills every mark', () => {
    expect(releaseName(history, '7.55.1')).toBe('rc-table 7.55.1');
    expect(releaseName(history, '1.7.0')).toBe('1.7.0');
    expect(problemText({ kind: 'reversed', from: '7.55.1', to: '1.4.0' }, words, history, known)).toBe(
      'Swapped: rc-table 7.55.1 to 1.4.0.',
    );
    expect(problemText({ kind: 'legacy', end: 'from', asked: '7.54.0', used: '7.55.1' }, words, history, known)).toBe(
      '7.54.0 from rc-table 7.55.1.',
    );
    expect(problemText({ kind: 'unknown', end: 'to', asked: '9.0.0', used: '1.12.0' }, words, history, known)).toBe(
      `No 9.0.0; 1.12.0. Releases: ${history.releases.join(', ')}; rc-table 7.x.`,
    );
  });

  it('fills every mark of a name, and marks of longer names', () => {
    expect(fill('{a}-{a} {long}', { a: '1', long: '2' })).toBe('1-1 2');
    expect(fill('{a}')).toBe('{a}');
    expect(fill('{} {a b}', { a: '1' })).toBe('{} {a b}');
  });
});

describe('upgradeView over a made history', () => {
  const made: PropHistory = {
    legacy: { package: 'rc-table', version: '7.0.0' },
    releases: ['1.0.0', '1.1.0'],
    sources: {},
    props: {
      Table: {
        gone: [
          { version: '7.0.0', kind: 'added', type: 'A' },
          { version: '1.1.0', kind: 'removed' },
        ],
        fresh: [{ version: '1.1.0', kind: 'added', type: 'N' }],
        old: [
          { version: '7.0.0', kind: 'added', type: 'A' },
          { version: '1.0.0', kind: 'deprecated' },
        ],
        typed: [
          { version: '7.0.0', kind: 'added', type: 'A' },
          { version: '1.1.0', kind: 'changed', from: 'A', to: 'B' },
        ],
      },
    },
  };

  it('sorts each difference into what to change, what is deprecated, what to use and which types changed', () => {
    const view = upgradeView(
      { history: made, changelog: [], matrices: [], actions: [], known: knownReleases(made, 'p', []) },
      {},
    );
    expect(view).toMatchObject({ from: '7.0.0', to: '1.1.0', problems: [], actions: [], releases: [] });
    expect(view.removed.map((diff) => diff.name)).toEqual(['gone']);
    expect(view.deprecated.map((diff) => diff.name)).toEqual(['old']);
    expect(view.added.map((diff) => diff.name)).toEqual(['fresh']);
    expect(view.types).toEqual([
      {
        from: 'A',
        to: 'B',
        props: [{ table: 'Table', name: 'typed', kind: 'changed', from: 'A', to: 'B', versions: ['1.1.0'] }],
      },
    ]);
  });
});
