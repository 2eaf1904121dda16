/**
 * Every prop's history (plugins/history/core/prop-history.ts): the pure rules, and facts/prop-history.json held to the installed
 * package: the pinned release's entries, re-derived from node_modules/@rc-component/table, must be what the file says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  deriveHistory,
  diffReleases,
  eventPhrase,
  lensMarks,
  eventsOf,
  laterEvents,
  normaliseType,
  sinceOf,
  snapshotAt,
  stateAt,
  typeChanges,
  unionParts,
  type PropEvent,
  type PropHistory,
} from '../../../../../plugins/history/core/prop-history';
import { readInstalled } from '../../../../../plugins/history/pipeline/history-reader';
import { parseDocTables } from '../../../../../plugins/api/pipeline/markdown-tables';
import { TABLE_TYPES } from '../../../../../plugins/history/pipeline/since';
import { ROOT } from '../../../../support/source-files';

const history: PropHistory = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/prop-history.json'), 'utf8'));
const installed: string = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8'),
).version;

describe('normaliseType', () => {
  it('splits a union at its top level only, and not the return type of a function', () => {
    expect(unionParts('a | (b | c) | { x: d | e } | Array<f | g>')).toEqual([
      'a',
      '(b | c)',
      '{ x: d | e }',
      'Array<f | g>',
    ]);
    expect(unionParts('(x: A | B) => C | D')).toEqual(['(x: A | B) => C | D']);
    expect(unionParts('"a|b" | c')).toEqual(['"a|b"', 'c']);
  });

  it('reports no change for a type only written another way', () => {
    const a = normaliseType(`'left' | 'right' | boolean | undefined`);
    expect(a).toBe('boolean | "left" | "right"');
    expect(normaliseType('boolean |\n  "right" | "left"')).toBe(a);
    expect(normaliseType('React.ReactNode')).toBe(normaliseType('import("react").ReactNode'));
    expect(normaliseType('{ x?: number; }')).toBe('{ x?: number }');
    expect(normaliseType('((p: P) => React.ReactNode) | React.ReactNode')).toBe('ReactNode | ((p: P) => ReactNode)');
  });

  it('still tells different types apart', () => {
    expect(normaliseType('boolean | "left"')).not.toBe(normaliseType('boolean | "start"'));
    expect(normaliseType('{ y: number }')).not.toBe(normaliseType('{ y?: number }'));
  });
});

describe('events', () => {
  const states = (...list: (string | undefined | [string, true])[]) =>
    list.map((item, i): [string, { type: string; deprecated?: true } | undefined] => [
      `v${i}`,
      item === undefined ? undefined : typeof item === 'string' ? { type: item } : { type: item[0], deprecated: true },
    ]);

  it('records added, changed, deprecated and removed, and replays to each release', () => {
    const events = eventsOf(states(undefined, 'A', 'B', ['B', true], undefined, 'C'));
    expect(events).toEqual([
      { version: 'v1', kind: 'added', type: 'A' },
      { version: 'v2', kind: 'changed', from: 'A', to: 'B' },
      { version: 'v3', kind: 'deprecated' },
      { version: 'v4', kind: 'removed' },
      { version: 'v5', kind: 'added', type: 'C' },
    ]);
    const versions = ['v0', 'v1', 'v2', 'v3', 'v4', 'v5'];
    expect(versions.map((version) => stateAt(events, versions, version))).toEqual([
      undefined,
      { type: 'A' },
      { type: 'B' },
      { type: 'B', deprecated: true },
      undefined,
      { type: 'C' },
    ]);
    expect(stateAt(events, versions, 'v9')).toBeUndefined();
  });

  it('records a deprecation lifted, and a prop deprecated from the start', () => {
    expect(eventsOf(states(['A', true], 'A'))).toEqual([
      { version: 'v0', kind: 'added', type: 'A' },
      { version: 'v0', kind: 'deprecated' },
      { version: 'v1', kind: 'undeprecated' },
    ]);
  });
});

describe('diffReleases and sinceOf', () => {
  const made: PropHistory = {
    legacy: { package: 'rc-table', version: '7.9.0' },
    releases: ['1.0.0', '1.1.0', '1.2.0'],
    sources: {},
    props: {
      Table: {
        kept: [{ version: '7.9.0', kind: 'added', type: 'A' }],
        gone: [
          { version: '7.9.0', kind: 'added', type: 'A' },
          { version: '1.1.0', kind: 'removed' },
        ],
        fresh: [{ version: '1.2.0', kind: 'added', type: 'N' }],
        typed: [
          { version: '7.9.0', kind: 'added', type: 'A' },
          { version: '1.1.0', kind: 'changed', from: 'A', to: 'B' },
          { version: '1.2.0', kind: 'changed', from: 'B', to: 'C' },
        ],
        old: [
          { version: '7.9.0', kind: 'added', type: 'A' },
          { version: '1.2.0', kind: 'deprecated' },
        ],
      },
    },
  };

  it('lists what the newer release added, removed, changed and deprecated', () => {
    expect(diffReleases(made, '7.9.0', '1.2.0')).toEqual([
      { table: 'Table', name: 'gone', kind: 'removed', type: 'A' },
      { table: 'Table', name: 'fresh', kind: 'added', type: 'N' },
      { table: 'Table', name: 'typed', kind: 'changed', from: 'A', to: 'C', versions: ['1.1.0', '1.2.0'] },
      { table: 'Table', name: 'old', kind: 'deprecated' },
    ]);
    expect(diffReleases(made, '1.1.0', '1.2.0')).toEqual([
      { table: 'Table', name: 'fresh', kind: 'added', type: 'N' },
      { table: 'Table', name: 'typed', kind: 'changed', from: 'B', to: 'C', versions: ['1.2.0'] },
      { table: 'Table', name: 'old', kind: 'deprecated' },
    ]);
    expect(diffReleases(made, '1.2.0', '1.2.0')).toEqual([]);
  });

  it('gives the 1.x release a prop arrived in', () => {
    expect(sinceOf(made.props.Table.kept, made)).toBe('1.0.0');
    expect(sinceOf(made.props.Table.fresh, made)).toBe('1.2.0');
    expect(sinceOf(made.props.Table.gone, made)).toBeUndefined();
  });
});

describe('lensMarks', () => {
  it('marks what a release lacks and the types it had otherwise, nothing for the pinned release', () => {
    const keys = ['Table:expandable.showExpandAll', 'Table:expandable.columnTitle', 'Table:data', 'Table:unknown'];
    expect(Object.fromEntries(lensMarks(history, '1.8.0', keys))).toEqual({
      'Table:expandable.showExpandAll': { kind: 'missing' },
      'Table:expandable.columnTitle': { kind: 'type', type: 'ReactNode' },
    });
    expect(lensMarks(history, installed, keys).size).toBe(0);
    expect(lensMarks(history, 'nonsense', keys).get('Table:data')).toEqual({ kind: 'missing' });
  });
});

describe('facts/prop-history.json', () => {
  it('ends at the installed release', () => {
    expect(history.releases.at(-1)).toBe(installed);
  });

  it("says of every prop what the installed package's types say (re-derived from node_modules)", () => {
    const listed: Record<string, string[]> = {};
    for (const table of parseDocTables(fs.readFileSync(path.join(ROOT, 'docs/index.md'), 'utf8')))
      if (table.section === 'API' && table.id && table.id in TABLE_TYPES)
        listed[table.id] = table.rows.flatMap((row) => (row.name ? [row.name] : []));
    expect(Object.keys(listed).sort()).toEqual(Object.keys(TABLE_TYPES).sort());
    expect(snapshotAt(history, installed)).toEqual(readInstalled(listed));
  }, 60_000);

  it('has the change the issue names: expandable.columnTitle takes a function from 1.12.0', () => {
    const versions = [history.legacy.version, ...history.releases];
    const events = history.props.Table['expandable.columnTitle'];
    expect(stateAt(events, versions, '1.11.1')?.type).toBe('ReactNode');
    expect(stateAt(events, versions, '1.12.0')?.type).toMatch(/=> ReactNode/);
  });
});

describe('unionParts, quoted and nested', () => {
  it('keeps a union inside quotes of any kind, an escaped quote included, and inside brackets of any kind', () => {
    expect(unionParts(`'a|b' | \`c|d\` | "e\\"|f" | g`)).toEqual([`'a|b'`, '`c|d`', '"e\\"|f"', 'g']);
    expect(unionParts('[a | b] | c')).toEqual(['[a | b]', 'c']);
  });

  it('does not take the arrow of a function inside brackets for a closing bracket', () => {
    expect(unionParts('Array<(x: A) => B | C> | D')).toEqual(['Array<(x: A) => B | C>', 'D']);
    expect(unionParts('{ f: () => void } | E')).toEqual(['{ f: () => void }', 'E']);
  });

  it('drops the empty part before a leading bar, and the spaces around a function type', () => {
    expect(unionParts('| "a" | "b"')).toEqual(['"a"', '"b"']);
    expect(unionParts(' (x: A) => B | C ')).toEqual(['(x: A) => B | C']);
    expect(normaliseType('\n  (x: A) => B\n')).toBe('(x: A) => B');
  });
});

describe('normaliseType, more ways to write a type', () => {
  it('drops single-quoted import qualifiers and the React namespace only', () => {
    expect(normaliseType(`import('react').ReactNode`)).toBe('ReactNode');
    expect(normaliseType('import("./a").B<import("./c").D>')).toBe('B<D>');
    expect(normaliseType('MyReact.Node')).toBe('MyReact.Node');
  });

  it('writes string literals with double quotes, an empty object as {}, and each part once', () => {
    expect(normaliseType(`'a b'`)).toBe('"a b"');
    expect(normaliseType(`{ }`)).toBe('{}');
    expect(normaliseType(`{ ; }`)).toBe('{}');
    expect(normaliseType('{ a:\n    number;}')).toBe('{ a: number }');
    expect(normaliseType('`${number}px`')).toBe('`${number}px`');
    expect(normaliseType('A | A | undefined')).toBe('A');
  });

  it('orders keywords, then literals, then named types, then functions', () => {
    expect(normaliseType('(() => void) | X | "b" | 2 | -1 | null | boolean')).toBe(
      'boolean | null | "b" | -1 | 2 | X | (() => void)',
    );
    expect(normaliseType('string[] | X')).toBe('X | string[]');
    expect(normaliseType('Foo | boolean')).toBe('boolean | Foo');
    expect(normaliseType('Foo2 | Bar')).toBe('Bar | Foo2');
    expect(normaliseType('B | A | C')).toBe('A | B | C');
  });
});

describe('events, more cases', () => {
  it('records a change of type and a deprecation in the same release, and no removal before the prop existed', () => {
    expect(
      eventsOf([
        ['v0', undefined],
        ['v1', { type: 'A' }],
        ['v2', { type: 'B', deprecated: true }],
      ]),
    ).toEqual([
      { version: 'v1', kind: 'added', type: 'A' },
      { version: 'v2', kind: 'changed', from: 'A', to: 'B' },
      { version: 'v2', kind: 'deprecated' },
    ]);
  });

  it('replays a lifted deprecation, and no change to a prop the release lacks', () => {
    const versions = ['v0', 'v1', 'v2'];
    const lifted = eventsOf([
      ['v0', { type: 'A', deprecated: true }],
      ['v1', { type: 'A' }],
    ]);
    expect(stateAt(lifted, versions, 'v1')).toEqual({ type: 'A' });
    const stray: PropEvent[] = [
      { version: 'v0', kind: 'changed', from: 'A', to: 'B' },
      { version: 'v1', kind: 'deprecated' },
      { version: 'v2', kind: 'undeprecated' },
    ];
    expect(versions.map((version) => stateAt(stray, versions, version))).toEqual([undefined, undefined, undefined]);
  });

  it('has no state in a release the list lacks, whatever the events name', () => {
    expect(stateAt([{ version: 'v9', kind: 'added', type: 'A' }], ['v0', 'v1'], 'v8')).toBeUndefined();
  });

  it('derives every prop of every table from the snapshots, releases without one lacking them', () => {
    const base = { legacy: { package: 'rc-table', version: '7.0.0' }, releases: ['1.0.0', '1.1.0'], sources: {} };
    const props = deriveHistory(base, {
      '7.0.0': { Table: { b: { type: 'B' }, a: { type: 'A' } } },
      '1.1.0': { Column: { c: { type: 'C' } }, Table: { a: { type: 'A2' } } },
    });
    expect(Object.keys(props)).toEqual(['Column', 'Table']);
    expect(Object.keys(props.Table)).toEqual(['a', 'b']);
    expect(props).toEqual({
      Column: { c: [{ version: '1.1.0', kind: 'added', type: 'C' }] },
      Table: {
        a: [
          { version: '7.0.0', kind: 'added', type: 'A' },
          { version: '1.0.0', kind: 'removed' },
          { version: '1.1.0', kind: 'added', type: 'A2' },
        ],
        b: [
          { version: '7.0.0', kind: 'added', type: 'B' },
          { version: '1.0.0', kind: 'removed' },
        ],
      },
    });
  });
});

describe('a made history, release by release', () => {
  const made: PropHistory = {
    legacy: { package: 'rc-table', version: '7.9.0' },
    releases: ['1.0.0', '1.1.0', '1.2.0'],
    sources: {},
    props: {
      Table: {
        kept: [{ version: '7.9.0', kind: 'added', type: 'A' }],
        gone: [
          { version: '7.9.0', kind: 'added', type: 'A' },
          { version: '1.1.0', kind: 'removed' },
        ],
        typed: [
          { version: '1.0.0', kind: 'added', type: 'A' },
          { version: '1.1.0', kind: 'changed', from: 'A', to: 'B' },
          { version: '1.2.0', kind: 'changed', from: 'B', to: 'C' },
        ],
      },
    },
  };

  it('has in each release the props its events replay to', () => {
    expect(snapshotAt(made, '1.1.0')).toEqual({ Table: { kept: { type: 'A' }, typed: { type: 'B' } } });
    expect(snapshotAt(made, '7.9.0')).toEqual({ Table: { kept: { type: 'A' }, gone: { type: 'A' } } });
  });

  it('reports the events of the 1.x releases after the first only', () => {
    const events: PropEvent[] = [
      { version: '7.9.0', kind: 'added', type: 'A' },
      { version: '1.0.0', kind: 'deprecated' },
      { version: '1.1.0', kind: 'undeprecated' },
    ];
    expect(laterEvents(events, made)).toEqual([{ version: '1.1.0', kind: 'undeprecated' }]);
    expect(typeChanges([...events, ...made.props.Table.typed])).toEqual(made.props.Table.typed.slice(1));
  });

  it('marks a prop of another table or one the pinned release lacks by what the release had', () => {
    const marks = lensMarks(made, '1.0.0', ['Table:gone', 'Table:typed', 'Column:kept', 'Table:nothing']);
    expect(Object.fromEntries(marks)).toEqual({ 'Table:typed': { kind: 'type', type: 'A' } });
    expect(Object.fromEntries(lensMarks(made, '1.0.0', ['Table:kept']))).toEqual({});
  });

  it('lists the releases that changed a type between two releases, the newer included and the older not', () => {
    expect(diffReleases(made, '1.0.0', '1.1.0')).toEqual([
      { table: 'Table', name: 'gone', kind: 'removed', type: 'A' },
      { table: 'Table', name: 'typed', kind: 'changed', from: 'A', to: 'B', versions: ['1.1.0'] },
    ]);
  });
});

describe('the words for an event', () => {
  const changed = (from: string, to: string): PropEvent => ({ version: '1.2.0', kind: 'changed', from, to });

  it('names the kind of an event that is not a change of type', () => {
    expect(eventPhrase({ version: '1.2.0', kind: 'deprecated' })).toEqual({
      key: 'history.deprecated',
      values: { version: '1.2.0' },
    });
  });

  it('calls a change that only adds a function form the function form', () => {
    expect(eventPhrase(changed('ReactNode', 'ReactNode | ((p: P) => ReactNode)'))).toEqual({
      key: 'history.function',
      values: { version: '1.2.0' },
    });
  });

  it('names the literals a change only adds', () => {
    expect(eventPhrase(changed('"a"', '"a" | "b" | -1 | 1.5 | true | false'))).toEqual({
      key: 'history.values',
      values: { version: '1.2.0', values: '"b", -1, 1.5, true, false' },
    });
  });

  it('calls anything else a change of type', () => {
    const key = (from: string, to: string) => eventPhrase(changed(from, to)).key;
    expect(key('"a" | "b"', '"a" | "c"')).toBe('history.changed');
    expect(key('"a" | "b"', '"a"')).toBe('history.changed');
    expect(key('A | B', 'B | A')).toBe('history.changed');
    expect(key('A', 'A | (B | C)')).toBe('history.changed');
    expect(key('A', 'A | "b" | (() => void)')).toBe('history.changed');
    expect(key('A', 'A | trueish')).toBe('history.changed');
    expect(key('A', 'A | x"y"')).toBe('history.changed');
    expect(key('A', 'A | "y"x')).toBe('history.changed');
    expect(key('A', 'A | Array<() => void>')).toBe('history.changed');
  });
});
