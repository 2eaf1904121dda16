/**
 * The MCP server's answers about releases (mcp/src/releases.ts) over the committed facts, as the site's build puts
 * them into its data: which release a question is about, a prop in that release, features together, the classes and
 * keys of a part, and what changes between two releases.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { McpData, McpReleases } from '../../../../plugins/assistants/core/mcp-data';
import type { PropHistory } from '../../../../plugins/history/core/prop-history';
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
