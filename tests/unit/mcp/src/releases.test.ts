/**
 * The MCP server's answers about releases (mcp/src/releases.ts) over the committed facts, as the site's build puts
 * them into its data: which release a question is about, a prop in that release, features together, the classes and
 * keys of a part, and what changes between two releases.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { McpData, McpReleases } from '../../../../plugins/assistants/core/mcp-data';
import { allVersions, type PropEvent, type PropHistory } from '../../../../plugins/history/core/prop-history';
import { readCodeHash, readContextHash } from '../../../../engine/core/playground-code';
import {
  knownReleases,
  UPGRADE_WORDS,
  type UpgradeAction,
  type UpgradeWords,
} from '../../../../plugins/history/core/upgrade';
import { readMatrices } from '../../../../plugins/history/pipeline/upgrade-data';
import { stylingReleases } from '../../../../plugins/assistants/pipeline/vite-plugin';
import { DocsError } from '../../../../mcp/src/docs';
import {
  compatibility,
  demoNeeds,
  eventLine,
  featureOf,
  historyProps,
  lensOf,
  propsAt,
  styling,
  upgrade,
} from '../../../../mcp/src/releases';

const FACTS = path.resolve(import.meta.dirname, '../../../../facts');
const fact = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(FACTS, file), 'utf8')) as T;
const history = fact<PropHistory>('prop-history.json');
const pinned = history.releases.at(-1)!;
const words = Object.fromEntries(UPGRADE_WORDS.map((key) => [key, key.toUpperCase()])) as UpgradeWords;
words.resolved = '{asked} reads as {used}.';
const releases: McpReleases = {
  history,
  known: knownReleases(history, '@rc-component/table', fact<{ releases: string[] }>('legacy-releases.json').releases),
  published: fact<{ published: string[] }>('registry-facts.json').published,
  matrices: readMatrices(),
  ...stylingReleases(history),
  actions: fact<{ actions: UpgradeAction[] }>('upgrade-actions.json').actions,
  changelog: { 'en-US': [{ version: '1.12.0', entries: [[{ text: 'Adds showExpandAll.' }]] }] },
  upgradeWords: { 'en-US': words },
  rows: { Table: { rowKey: 'properties-rowKey' } },
  sourceUrl: 'https://example.org/repo/',
};
const data = {
  library: { name: '@rc-component/table', version: pinned },
  site: { title: 'rc-table', url: 'https://x.org/t/' },
  releases,
} as McpData;
const failure = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof DocsError) return error.message;
    throw error;
  }
  throw new Error('expected a DocsError');
};
const asked = (version: string) => lensOf(data, version, undefined);
const prop = (name: string, type = '', component = 'Table') => ({
  component,
  name,
  type,
  default: '-',
  since: '1.0.0',
  description: 'd',
  url: '',
});

describe('lensOf: the release an answer is for', () => {
  it('is the version asked, as people write it, before the project’s', () => {
    const found = { version: '1.4.0', legacy: false, how: 'installed' as const, file: '/p/x.json', written: '1.4.0' };
    expect(lensOf(data, '^1.8.0', found)).toMatchObject({ version: pinned, read: pinned });
    expect(lensOf(data, '1.8', found)).toMatchObject({ version: '1.8.2', how: expect.stringContaining('1.8.2') });
    expect(lensOf(data, undefined, found)).toMatchObject({
      version: '1.4.0',
      how: expect.stringContaining('installed'),
    });
    expect(lensOf(data, '  ', undefined)).toMatchObject({
      version: pinned,
      how: expect.stringContaining('none found'),
    });
  });

  it('reads any rc-table 7.x release from the last one the history has, and says so', () => {
    expect(asked('7.54.0')).toMatchObject({
      version: '7.54.0',
      read: history.legacy.version,
      how: expect.stringContaining(`read from rc-table ${history.legacy.version}`),
    });
  });

  it('names the folder it searched, and says when that folder does not exist', () => {
    expect(lensOf(data, undefined, undefined, { folder: '/p/app', exists: true }).how).toContain(
      'none found in /p/app or the folders above it',
    );
    expect(lensOf(data, undefined, undefined, { folder: '/p/${workspaceFolder}', exists: false }).how).toContain(
      'which does not exist',
    );
  });

  it('says when the project has a release the data does not know, and answers for the newest', () => {
    const lens = lensOf(data, undefined, { legacy: false, how: 'installed', file: '/p/x.json', written: '1.99.0' });
    expect(lens).toMatchObject({ version: pinned, how: expect.stringContaining('1.99.0') });
  });

  it('refuses a release that does not exist, listing the releases', () => {
    const message = failure(() => asked('1.99.0'));
    expect(message).toContain('There is no release "1.99.0"');
    expect(message).toContain('1.8.2, 1.9.0');
    expect(message).toContain('rc-table 7.');
  });
});

describe('propsAt: a prop in one release', () => {
  it("gives the release's own type, with the pinned one beside it and the history", () => {
    const [answer] = propsAt(data, [prop('expandable.columnTitle', 'now')], asked('1.8.0'));
    expect(answer).toMatchObject({ version: '1.8.0', exists: true, type: 'ReactNode' });
    expect(answer.typeNow).toMatch(/=> ReactNode/);
    expect(answer.history.at(-1)).toMatch(/^1\.12\.0: accepts a function/);
    const [now] = propsAt(data, [prop('expandable.columnTitle', 'now')], asked(pinned));
    expect(now.type).toMatch(/=> ReactNode/);
    expect(now.typeNow).toBeUndefined();
    expect(now.note).toBeUndefined();
  });

  it('says when the release does not have the prop yet, and when it has it no more', () => {
    const [early] = propsAt(data, [prop('expandable.showExpandAll')], asked('1.8.2'));
    expect(early).toMatchObject({ exists: false, note: expect.stringContaining('arrived in 1.12.0') });
    expect(early.type).toBeUndefined();
    const removed = historyProps(data, 'className', undefined).filter((row) => row.component === 'Table');
    expect(removed.length).toBeGreaterThan(0);
  });

  it('links a prop to its row, and says a 7.x release is read from the last one', () => {
    const [row] = propsAt(data, [{ ...prop('rowKey'), url: 'https://x.org/t/' }], asked(pinned));
    expect(row.url).toBe('https://x.org/t/#properties-rowKey');
    const [sticky] = propsAt(data, [prop('sticky')], asked('7.0.0'));
    expect(sticky.exists).toBeUndefined();
    expect(sticky.note).toContain(
      `Whether 7.0.0 has sticky was not read: ${history.legacy.version}, the last 7.x release, has it`,
    );
    expect(propsAt(data, [prop('sticky')], asked(history.legacy.version))[0].exists).toBe(true);
  });

  it('writes each event with its release, the oldest release read as having the prop', () => {
    expect(eventLine({ version: '7.55.1', kind: 'added', type: 'string' }, history.legacy)).toBe(
      'rc-table 7.55.1 (the oldest release read) has it: string',
    );
    expect(eventLine({ version: '1.4.0', kind: 'added', type: 'number' }, history.legacy)).toBe('1.4.0: added: number');
    expect(eventLine({ version: '1.3.0', kind: 'deprecated' }, history.legacy)).toBe('1.3.0: deprecated');
  });
});

describe('compatibility: features together', () => {
  it('knows features by id, title and the names people use, in both languages', () => {
    expect(['virtual', 'VirtualTable', '虚拟滚动', 'virtual scroll'].map((name) => featureOf(data, name))).toEqual(
      Array(4).fill('virtual'),
    );
    expect(featureOf(data, 'Expandable rows')).toBe('expandable');
    expect(featureOf(data, '固定列')).toBe('fixed-start');
    expect(featureOf(data, "fixed: 'right'")).toBe('fixed-end');
    expect(featureOf(data, 'rowSpan')).toBe('span');
    expect(featureOf(data, 'scroll.y')).toBe('scroll-y');
    expect(featureOf(data, 'pagination')).toBeUndefined();
  });

  it('gives the verdict, the fix with its release and a playground link running it', () => {
    const answer = compatibility(data, ['virtual', 'expandable rows'], asked(pinned), 'en-US');
    expect(answer.cells).toHaveLength(1);
    expect(answer.cells[0]).toMatchObject({
      verdict: 'fixed',
      fix: { prop: 'expandable.columnWidth', since: '1.0.0' },
      page: 'https://x.org/t/compatibility#cell-virtual-expandable',
    });
    expect(answer.cells[0].whatToDo).toContain('expandable.columnWidth');
    expect(answer.cells[0].playground).toMatch(/^https:\/\/x\.org\/t\/~playground\?demo=simple#code=/);
  });

  it('answers a triple the matrix measures as one cell, and any other set as its pairs', () => {
    expect(compatibility(data, ['virtual', 'fixed columns', 'expandable'], asked(pinned), 'en-US').cells).toHaveLength(
      1,
    );
    const pairs = compatibility(data, ['sticky', 'tree', 'ellipsis'], asked(pinned), 'en-US');
    expect(pairs.cells).toHaveLength(3);
    expect(pairs.note).toContain('here are its pairs');
  });

  it('uses the newest matrix measured at or below the release asked', () => {
    const answer = compatibility(data, ['virtual', 'expandable'], asked('1.6.1'), 'en-US');
    expect(answer.measuredOn).toBe('1.5.2');
    expect(answer.note).toContain('1.5.2 is the newest measured at or below 1.6.1');
  });

  it('says which side a name of fixed columns without one is read as', () => {
    expect(compatibility(data, ['固定列', 'virtual'], asked(pinned), 'zh-CN').note).toContain(
      '"固定列" is read as fixed-start',
    );
    expect(compatibility(data, ["fixed: 'left'", 'virtual'], asked(pinned), 'en-US').note).toBeUndefined();
  });

  it('refuses an unknown feature or a single one, listing the features', () => {
    expect(failure(() => compatibility(data, ['virtual', 'pagination'], asked(pinned), 'en-US'))).toMatch(
      /Unknown feature "pagination".*virtual \(VirtualTable\)/,
    );
    expect(failure(() => compatibility(data, ['virtual', 'VirtualTable'], asked(pinned), 'en-US'))).toContain(
      'name one feature (virtual)',
    );
  });
});

describe('demoNeeds: what a demo needs a newer release for', () => {
  it('names the props the code uses that the release lacks', () => {
    const code = 'expandable={{ showExpandAll: true, expandedRowRender }} components={{ ExpandIcon }}';
    expect(demoNeeds(data, code, asked('1.8.2'))).toEqual(
      expect.arrayContaining([
        'Table expandable.showExpandAll (from 1.12.0)',
        'Table components.ExpandIcon (from 1.12.0)',
      ]),
    );
    expect(demoNeeds(data, code, asked(pinned))).toEqual([]);
    expect(demoNeeds(data, 'columns={columns}', asked('1.8.2'))).toEqual([]);
  });
});

describe('styling: classes and keys of a part', () => {
  it("gives the drawing of the release asked: VirtualTable's rows take classNames.body.row only from 1.10.2", () => {
    expect(styling(data, 'body.row', asked('1.8.2'), 'en-US')).toMatchObject({
      drawnBy: '1.8.2',
      typesWithoutElement: { VirtualTable: expect.arrayContaining(['body.row', 'body.cell']) },
    });
    expect(styling(data, 'body.row', asked('1.11.1'), 'en-US').typesWithoutElement.VirtualTable).toEqual(['content']);
    const between = styling(data, 'body.row', asked('1.10.1'), 'en-US');
    expect(between).toMatchObject({
      drawnBy: '1.10.0',
      note: expect.stringContaining('1.10.1 was not measured (it is not on the npm registry)'),
    });
  });

  it('says when the release is older than every measured one, or an rc-table 7.x one, and reads 7.x class names', () => {
    expect(styling(data, 'header.cell', asked('1.0.0'), 'en-US').note).toContain('measured from 1.4.1 on');
    const legacy = styling(data, 'rc-table-cell-fix-left', asked('7.54.0'), 'en-US');
    // Not as rc-table 7.54.0 draws them: as 1.x does, under a name that says so.
    expect(legacy.parts).toBeUndefined();
    expect(legacy.partsIn1x?.map((part) => part.part)).toContain('fixed-start-cell');
    expect(legacy.note).toContain(
      "rc-table-cell-fix-left is rc-table 7.x's name; 1.x releases draw rc-table-cell-fix-start",
    );
    expect(legacy.note).toContain('measured on 1.x releases only');
  });

  it('finds a part by key, class, id or name, with each class and key and when it is there', () => {
    for (const query of ['header.cell', 'classNames.header.cell', 'header-cell', 'Header cell', '表头单元格'])
      expect(styling(data, query, asked(pinned), 'en-US').parts?.map((part) => part.part)).toContain('header-cell');
    const cell = styling(data, 'rc-table-cell-fix-start', asked(pinned), 'en-US');
    expect(cell.parts?.map((part) => part.part)).toContain('fixed-start-cell');
    expect(cell.parts?.[0].keys.map((key) => key.name)).toContain('classNames.body.cell');
  });

  it('says where the types and the drawing disagree', () => {
    const content = styling(data, 'content', asked(pinned), 'en-US');
    expect(content.typesWithoutElement.VirtualTable).toContain('content');
    expect(content.note).toContain("content is in VirtualTable's types but lands on no element");
  });

  it('gives no keys for a release without classNames, and says so', () => {
    const old = styling(data, 'header.cell', asked('1.2.0'), 'en-US');
    expect(old.parts?.[0].keys).toEqual([]);
    expect(old.note).toContain('1.2.0 has no classNames or styles props (they arrived in 1.3.0)');
  });

  it('refuses an unknown part, listing the keys and parts', () => {
    expect(failure(() => styling(data, 'toolbar', asked(pinned), 'en-US'))).toMatch(
      /No part, class or key "toolbar".*header\.cell/,
    );
  });
});

describe('upgrade: what changes between releases', () => {
  it('lists what to act on first, with how a written release was read', () => {
    const text = upgrade(data, '1.4', '1.12.0', asked(pinned), 'en-US');
    expect(text).toContain('1.4 reads as 1.4.1.');
    const mustAct = text.indexOf('MUSTACT');
    expect(mustAct).toBeGreaterThan(-1);
    for (const release of ['1.5.2', '1.8.0', '1.10.0']) expect(text.indexOf(`\n${release} `)).toBeGreaterThan(mustAct);
    expect(text.indexOf('TYPESONLY')).toBeGreaterThan(text.indexOf('\n1.10.0 '));
    expect(text).toContain('https://x.org/t/upgrade?from=1.4&to=1.12.0');
  });

  it("starts from the project's release when no from is given", () => {
    const text = upgrade(data, undefined, undefined, asked('1.8.2'), 'en-US');
    expect(text).toMatch(/^From 1\.8\.2, the project's release/);
    expect(text).toContain('FROM 1.8.2 TO 1.12.0');
  });

  it('refuses a release that does not exist', () => {
    expect(failure(() => upgrade(data, '2.0.0', undefined, asked(pinned), 'en-US'))).toContain(
      'There is no release "2.0.0"',
    );
  });
});

describe('lensOf, in its own words', () => {
  it('says an exact version was asked, with no note on where props are read from', () => {
    expect(asked('1.8.2')).toEqual({ version: '1.8.2', read: '1.8.2', how: 'the version asked' });
    expect(asked(history.legacy.version)).toEqual({
      version: history.legacy.version,
      read: history.legacy.version,
      how: 'the version asked',
    });
  });

  it('says how a range, written with spaces around it, was read', () => {
    expect(lensOf(data, ' ~1.8.0 ', undefined)).toEqual({
      version: '1.8.2',
      read: '1.8.2',
      how: '~1.8.0, as asked, read as 1.8.2',
    });
    expect(failure(() => lensOf(data, ' 1.99.0 ', undefined))).toMatch(/^There is no release "1\.99\.0" of /);
  });

  it('names where in the project the version was found: installed, package.json or lockfile', () => {
    const found = (how: 'installed' | 'package.json' | 'lockfile') =>
      lensOf(data, undefined, { version: '1.8.1', legacy: false, how, file: '/p/f', written: '^1.8.0' });
    expect(found('installed')).toEqual({ version: '1.8.1', read: '1.8.1', how: 'installed in the project (/p/f)' });
    expect(found('package.json').how).toBe(
      "the newest release in the range of the project's package.json (/p/f: ^1.8.0)",
    );
    expect(found('lockfile').how).toBe("the project's lockfile (/p/f)");
  });

  it('reads the newest release’s own props when the project’s release is unknown or none was found', () => {
    const unknown = lensOf(data, undefined, { legacy: true, how: 'installed', file: '/p/f', written: '7.0.0-x' });
    expect(unknown).toMatchObject({ version: pinned, read: pinned });
    expect(lensOf(data, undefined, undefined)).toEqual({
      version: pinned,
      read: pinned,
      how: `no version was asked and none found in the project; answering for ${pinned}, the newest release`,
    });
  });
});

describe('eventLine, every kind', () => {
  it('writes changes, removals and values, and a later event of the oldest release with its package', () => {
    const legacy = history.legacy;
    expect(eventLine({ version: '1.12.0', kind: 'changed', from: 'A', to: 'B' }, legacy)).toBe(
      '1.12.0: type changed: A → B',
    );
    expect(eventLine({ version: '1.0.0', kind: 'removed' }, legacy)).toBe('1.0.0: removed');
    expect(eventLine({ version: legacy.version, kind: 'deprecated' }, legacy)).toBe(
      `rc-table ${legacy.version}: deprecated`,
    );
    expect(eventLine({ version: '1.5.0', kind: 'changed', from: 'string', to: '"a" | "b" | string' }, legacy)).toMatch(
      /^1\.5\.0: accepts "a", "b": string → /,
    );
  });
});

describe('propsAt, in detail', () => {
  it('gives a prop the history does not know the docs’ type, no history, and its row as written', () => {
    const [answer] = propsAt(data, [{ ...prop('extra', 'Thing', 'Nowhere'), url: 'https://x.org/t/' }], asked('1.8.2'));
    expect(answer).toMatchObject({ exists: true, type: 'Thing', since: '1.0.0', history: [] });
    expect(answer.url).toBe('https://x.org/t/');
  });

  it('keeps a prop’s link when it already names an anchor', () => {
    const [row] = propsAt(data, [{ ...prop('rowKey'), url: 'https://x.org/t/#own' }], asked(pinned));
    expect(row.url).toBe('https://x.org/t/#own');
    const [other] = propsAt(data, [{ ...prop('sticky'), url: 'https://x.org/t/' }], asked(pinned));
    expect(other.url).toBe('https://x.org/t/');
  });

  it('marks a prop deprecated in the release asked', () => {
    const [answer] = propsAt(data, [prop('expandable.expandIcon')], asked(pinned));
    expect(answer.deprecatedThere).toBe(true);
    expect(propsAt(data, [prop('expandable.expandIcon')], asked('1.8.2'))[0].deprecatedThere).toBeUndefined();
  });

  it('says a release removed a prop, naming the release that removed it', () => {
    const events: PropEvent[] = [
      { version: history.legacy.version, kind: 'added', type: 'string' },
      { version: '1.2.0', kind: 'removed' },
    ];
    const gone = { ...data, releases: { ...releases, history: { ...history, props: { Table: { old: events } } } } };
    expect(propsAt(gone, [prop('old')], asked('1.4.0'))[0].note).toBe(
      '1.4.0 no longer has old: it was removed in 1.2.0.',
    );
    expect(propsAt(gone, [prop('old')], asked('1.2.0'))[0].note).toBe(
      '1.2.0 no longer has old: it was removed in 1.2.0.',
    );
  });

  it('says when a prop comes back after a release that lacks it, even one that removed it right there', () => {
    expect(propsAt(data, [prop('measureRowRender')], asked('1.0.0'))[0].note).toBe(
      '1.0.0 does not have measureRowRender yet: it arrived in 1.6.2. Upgrade to use it.',
    );
  });

  it('says a release does not have a prop that arrived nowhere before or after it', () => {
    const events: PropEvent[] = [];
    const none = { ...data, releases: { ...releases, history: { ...history, props: { Table: { ghost: events } } } } };
    expect(propsAt(none, [prop('ghost')], asked('1.4.0'))[0]).toMatchObject({
      exists: false,
      note: '1.4.0 does not have ghost.',
    });
  });

  it('says a 7.x release lacks a prop through the release it is read from', () => {
    const [answer] = propsAt(data, [prop('expandable.showExpandAll')], asked('7.54.0'));
    expect(answer.note).toBe(
      `${history.legacy.version} (read for 7.54.0) does not have expandable.showExpandAll yet: it arrived in 1.12.0. Upgrade to use it.`,
    );
  });

  it('says whose type and docs an older release’s answer gives', () => {
    const [answer] = propsAt(data, [prop('sticky')], asked('1.8.2'));
    expect(answer.note).toBe(`The type is 1.8.2's; the default and description are the docs' of ${pinned}.`);
  });

  it('lists the rows the history has for a name, in one table when asked', () => {
    expect(historyProps(data, 'measureRowRender', 'Table')).toEqual([
      {
        component: 'Table',
        name: 'measureRowRender',
        type: '',
        default: '-',
        since: '',
        description: '',
        url: 'https://x.org/t/',
      },
    ]);
    expect(historyProps(data, 'measureRowRender', 'VirtualTable')).toEqual([]);
    expect(historyProps(data, 'measureRowRender', undefined).map((row) => row.component)).toEqual(['Table']);
  });
});

describe('demoNeeds, in detail', () => {
  it('needs every part of a nested name in the code, and names the release that brought it', () => {
    expect(demoNeeds(data, 'expandable={{ expandedRowRender }}', asked('1.8.2'))).toEqual([]);
    expect(demoNeeds(data, 'classNames={{ header: {} }}', asked('1.2.0'))).toEqual(
      expect.arrayContaining(['Table classNames (from 1.3.0)']),
    );
  });
});

describe('featureOf, in detail', () => {
  it('reads a whole name before a part of one, and a part only of a name longer than two characters', () => {
    expect(featureOf(data, 'Fixed columns at the end')).toBe('fixed-end');
    expect(featureOf(data, '汇总')).toBe('summary');
    expect(featureOf(data, '吸顶效果')).toBeUndefined();
    expect(featureOf(data, 'expan')).toBe('expandable');
    expect(featureOf(data, 'virtualised rows')).toBe('virtual');
  });

  it('ignores case, spaces and punctuation, and reads nothing from a name without letters', () => {
    expect(featureOf(data, 'VİRTUAL')).toBe('virtual');
    expect(featureOf(data, 'fixed_columns_at_the_end')).toBe('fixed-end');
    expect(featureOf(data, '-- !')).toBeUndefined();
  });

  it('knows the features of the newest matrix', () => {
    const newest = releases.matrices.at(-1)!;
    const feature = { id: 'new-thing', title: { 'en-US': 'New thing', 'zh-CN': '新功能' } };
    const matrices = [...releases.matrices.slice(0, -1), { ...newest, features: [...newest.features, feature] }];
    expect(featureOf({ ...data, releases: { ...releases, matrices } }, 'New thing')).toBe('new-thing');
  });
});

describe('compatibility, in detail', () => {
  /** The data with its matrices oldest first, as the MCP data declares them. */
  const oldestFirst = () => {
    const order = allVersions(history);
    const matrices = [...releases.matrices].sort((a, b) => order.indexOf(a.version) - order.indexOf(b.version));
    return { ...data, releases: { ...releases, matrices } };
  };

  it('asks for two features, listing them all, and names the ones that are one', () => {
    const message = failure(() => compatibility(data, ['virtual'], asked(pinned), 'en-US'));
    expect(message).toMatch(/^Give two or three features to check together\. The features: /);
    expect(message).toContain('fixed-start (Fixed columns at the start), fixed-end (Fixed columns at the end), ');
    expect(failure(() => compatibility(data, ['virtual', 'VirtualTable'], asked(pinned), 'en-US'))).toMatch(
      /^virtual and VirtualTable name one feature \(virtual\)/,
    );
  });

  it('names the features by their titles, and links a playground carrying the cell and its fix', () => {
    const [cell] = compatibility(data, ['virtual', 'expandable'], asked(pinned), 'en-US').cells;
    expect(cell.features).toEqual(['VirtualTable', 'Expandable rows']);
    expect(cell).toMatchObject({ seen: expect.stringContaining('1 px'), why: expect.stringContaining('width') });
    const hash = new URL(cell.playground).hash;
    expect(readContextHash(hash).title).toBe('VirtualTable + Expandable rows');
    const code = readCodeHash(hash);
    expect(code.kind === 'files' && code.files['simple.tsx']).toContain('columnWidth');
    const [zh] = compatibility(data, ['virtual', 'expandable'], asked(pinned), 'zh-CN').cells;
    expect(zh.features).toEqual(['虚拟表格 VirtualTable', '可展开行']);
  });

  it('gives each fixed cell its own fix', () => {
    const [cell] = compatibility(data, ['expandable', 'rowSpan'], asked(pinned), 'en-US').cells;
    expect(cell.fix).toEqual({ prop: 'expandable.expandedRowOffset', since: expect.any(String) });
  });

  it('adds no note for a pair the release’s own matrix measures', () => {
    expect(compatibility(data, ['virtual', 'expandable'], asked(pinned), 'en-US').note).toBeUndefined();
    expect(compatibility(data, ['sticky', 'tree', 'ellipsis'], asked(pinned), 'en-US').note).toBe(
      'The matrix does not measure sticky + tree + ellipsis together: here are its pairs.',
    );
  });

  it('leaves out a pair its matrix does not measure, with no note for a pair asked', () => {
    const missing = new Set(['virtual+expandable', 'sticky+tree']);
    const matrices = releases.matrices.map((matrix) =>
      matrix.version === pinned
        ? { ...matrix, cells: matrix.cells.filter((cell) => !missing.has(cell.features.join('+'))) }
        : matrix,
    );
    const partial = { ...data, releases: { ...releases, matrices } };
    expect(compatibility(partial, ['virtual', 'expandable'], asked(pinned), 'en-US')).toMatchObject({ cells: [] });
    expect(compatibility(partial, ['virtual', 'expandable'], asked(pinned), 'en-US').note).toBeUndefined();
    const triple = compatibility(partial, ['sticky', 'tree', 'ellipsis'], asked(pinned), 'en-US');
    expect(triple.cells.map((cell) => cell.features.join(' + '))).toEqual([
      'Sticky header and scroll bar + ellipsis',
      'Tree data (children) + ellipsis',
    ]);
  });

  it('gives every note, one after the other', () => {
    expect(compatibility(data, ['固定列', 'virtual'], asked('1.6.1'), 'en-US').note).toContain(
      'a feature of their own. The matrix runs on published releases; 1.5.2 is the newest measured at or below 1.6.1.',
    );
  });

  it('answers for a release older than every measured one with the newest matrix, and says so', () => {
    const answer = compatibility(oldestFirst(), ['virtual', 'expandable'], asked('1.2.0'), 'en-US');
    expect(answer.measuredOn).toBe(pinned);
    expect(answer.note).toBe(`The matrix starts at 1.4.1; 1.2.0 is older, so these are ${pinned}'s verdicts.`);
  });
});

describe('styling, in detail', () => {
  const partsOf = (answer: { parts?: { part: string }[] }) => answer.parts?.map((part) => part.part);

  it('reads a query with spaces or a leading dot, and refuses an empty one', () => {
    expect(partsOf(styling(data, ' header.cell ', asked(pinned), 'en-US'))).toContain('header-cell');
    expect(partsOf(styling(data, '.rc-table-row-indent', asked(pinned), 'en-US'))).toEqual(['row-indent']);
    expect(failure(() => styling(data, ' . ', asked(pinned), 'en-US'))).toBe(
      'Name a part, a class or a key: "header cell", "rc-table-cell", "header.cell".',
    );
  });

  it('finds a part by its whole name, in either language, before any part whose name holds it', () => {
    expect(partsOf(styling(data, 'Header cell', asked(pinned), 'en-US'))).toEqual(['header-cell']);
    expect(partsOf(styling(data, 'Tree indent', asked(pinned), 'zh-CN'))).toEqual(['row-indent']);
  });

  it('finds parts by a piece of their names of three characters or more', () => {
    expect(partsOf(styling(data, 'tfo', asked(pinned), 'en-US'))).toEqual(['summary']);
    expect(failure(() => styling(data, 'tb', asked(pinned), 'en-US'))).toMatch(/^No part, class or key "tb"\./);
  });

  it('gives a part’s classes, its page, and no note for the newest release', () => {
    const answer = styling(data, 'row-indent', asked(pinned), 'en-US');
    expect(answer.note).toBeUndefined();
    const [part] = answer.parts!;
    expect(part.page).toBe('https://x.org/t/styling#part-row-indent');
    expect(part.classes.map((item) => item.name)).toContain('rc-table-row-indent');
    expect(part.classes.every((item) => item.when.length > 0)).toBe(true);
    expect(styling(data, 'row-indent', asked(pinned), 'zh-CN').parts![0].page).toBe(
      'https://x.org/t/zh-CN/styling#part-row-indent',
    );
  });

  it('reads a 1.x release with a 7 in it as 1.x, and links the migration guide for a 7.x one', () => {
    const answer = styling(data, 'row-indent', asked('1.7.0'), 'en-US');
    expect(partsOf(answer)).toEqual(['row-indent']);
    expect(answer.note).toMatch(/^1\.7\.0 was not measured \(it is not on the npm registry\); 1\.5\.2, /);
    expect(styling(data, 'row-indent', asked('7.54.0'), 'en-US').note).toContain(
      'The migration guide lists the class names that changed (https://x.org/t/migration).',
    );
  });

  it('gives every note, one after the other', () => {
    expect(styling(data, 'rc-table-cell-fix-left', asked('1.2.0'), 'en-US').note).toContain(
      '1.x releases draw rc-table-cell-fix-start. The drawing was measured from 1.4.1 on; 1.2.0 is older',
    );
  });

  it('says a published release was not measured without calling it unpublished', () => {
    const published = { ...data, releases: { ...releases, published: [...releases.published, '1.10.1'] } };
    expect(styling(published, 'row-indent', asked('1.10.1'), 'en-US').note).toBe(
      '1.10.1 was not measured; 1.10.0, the newest measured release at or below it, draws as given.',
    );
  });

  it('gives no keys when the history has no classNames prop of Table, or no Table', () => {
    const histories: PropHistory['props'][] = [{}, { Table: {} }, { Table: { classNames: [] } }];
    for (const props of histories) {
      const bare = { ...data, releases: { ...releases, history: { ...history, props } } };
      expect(styling(bare, 'row-indent', asked(pinned), 'en-US').parts![0].keys).toEqual([]);
    }
  });

  it('names every component whose types have a key that lands on no element', () => {
    const styled = releases.styling.map((facts) => ({
      ...facts,
      unplaced: { Table: ['content'], VirtualTable: ['content'] },
    }));
    const both = { ...data, releases: { ...releases, styling: styled } };
    expect(styling(both, 'content', asked(pinned), 'en-US').note).toBe(
      "content is in Table and VirtualTable's types but lands on no element there.",
    );
  });

  it('suggests the nearest names of an unknown one, and lists the keys and parts', () => {
    const message = failure(() => styling(data, 'header.cells', asked(pinned), 'en-US'));
    expect(message).toContain('"header.cells". Did you mean: header.cell');
    expect(message).toContain('Keys of classNames and styles: body.cell, body.row, ');
    expect(message).toContain('Parts: wrapper (Wrapper), title (Title), ');
    expect(failure(() => styling(data, 'body.rows', asked(pinned), 'en-US'))).toMatch(
      / Did you mean: body\.row, body\.wrapper, /,
    );
    expect(failure(() => styling(data, 'zzzzzz', asked(pinned), 'en-US'))).toMatch(
      /^No part, class or key "zzzzzz"\. Keys of/,
    );
  });
});

describe('upgrade, in detail', () => {
  it('takes a blank from as none, and reads a release written with spaces', () => {
    const text = upgrade(data, '  ', ' 1.10.0 ', asked('1.8.2'), 'en-US');
    expect(text).toMatch(/^From 1\.8\.2, the project's release: the version asked\.\n\n/);
    expect(text).toContain('https://x.org/t/upgrade?from=1.8.2&to=1.10.0');
    expect(failure(() => upgrade(data, ' 2.0.0 ', undefined, asked(pinned), 'en-US'))).toMatch(
      /^There is no release "2\.0\.0" of /,
    );
  });

  it('starts with the changes when a from is given, and links the tests that hold them', () => {
    const text = upgrade(data, '1.8.0', '1.10.0', asked(pinned), 'en-US');
    expect(text).toMatch(/^FROM 1\.8\.0 TO 1\.10\.0\n/);
    expect(text).toContain('(https://example.org/repo/tests/claims/index.browser.test.ts)');
  });

  it('links the changelog of each release on the site', () => {
    expect(upgrade(data, '1.11.1', '1.12.0', asked(pinned), 'en-US')).toContain('](https://x.org/t/changelog#1-12-0)');
  });

  it('uses the default language’s words for a language without its own, on that language’s page', () => {
    const text = upgrade(data, '1.8.0', '1.10.0', asked(pinned), 'zh-CN');
    expect(text).toContain('MUSTACT');
    expect(text).toContain('https://x.org/t/zh-CN/upgrade?from=1.8.0&to=1.10.0');
  });
});
