/**
 * Every prop's history (plugins/history/core/prop-history.ts): the pure rules, and facts/prop-history.json held to the installed
 * package: the pinned release's entries, re-derived from node_modules/@rc-component/table, must be what the file says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  diffReleases,
  lensMarks,
  eventsOf,
  normaliseType,
  sinceOf,
  snapshotAt,
  stateAt,
  unionParts,
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
