/** The API tables' Version column against the since-versions of facts/prop-history.json (plugins/history/scripts/prop-history.ts derives it from each release's types). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocTables, type DocTable } from '../../../../../plugins/api/pipeline/markdown-tables';
import { releaseVersions } from '../../../../../plugins/history/scripts/release-facts';
import { checkSince, sinceData, TABLE_TYPES } from '../../../../../plugins/history/pipeline/since';
import type { PropHistory } from '../../../../../plugins/history/core/prop-history';
import { ROOT } from '../../../../support/source-files';

const history: PropHistory = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/prop-history.json'), 'utf8'));
const since = sinceData(history);
const releases = releaseVersions();
const FIRST = releases[0];

const apiTables = (file: string) =>
  parseDocTables(fs.readFileSync(path.join(ROOT, 'docs', file), 'utf8')).filter((table) => table.section === 'API');

describe('sinceData', () => {
  const made: PropHistory = {
    legacy: { package: 'rc-table', version: '7.1.0' },
    releases: ['1.0.0', '1.1.0', '1.2.0'],
    sources: {},
    props: {
      Table: {
        old: [{ version: '7.1.0', kind: 'added', type: 'string' }],
        late: [{ version: '1.1.0', kind: 'added', type: 'string' }],
        back: [
          { version: '7.1.0', kind: 'added', type: 'string' },
          { version: '1.0.0', kind: 'removed' },
          { version: '1.2.0', kind: 'added', type: 'string' },
        ],
        gone: [
          { version: '1.0.0', kind: 'added', type: 'string' },
          { version: '1.2.0', kind: 'removed' },
        ],
      },
    },
  };
  it('is the oldest 1.x release from which every later one has the prop; none for a prop the newest lacks', () => {
    expect(sinceData(made)).toEqual({ Table: { old: '1.0.0', late: '1.1.0', back: '1.2.0' } });
  });
});

describe('checkSince', () => {
  const page = (rows: string) =>
    parseDocTables(
      `## API\n\n<!-- api: Table -->\n\n| Name | Type | Default | Description | Version |\n| --- | --- | --- | --- | --- |\n${rows}\n`,
    );
  const data = { Table: { data: '1.0.1', classNames: '1.3.0' } };
  it('wants no version for a prop of the first release and the adding release for any other', () => {
    expect(checkSince(page('| `data` | x | - | x | |\n| `classNames` | x | - | x | 1.3.0 |'), data, '1.0.1')).toEqual(
      [],
    );
    expect(
      checkSince(page('| `data` | x | - | x | 1.0.1 |\n| `classNames` | x | - | x | 1.4.0 |'), data, '1.0.1'),
    ).toEqual([
      'Table: `data` shows "1.0.1" as its version, the types say ""',
      'Table: `classNames` shows "1.4.0" as its version, the types say "1.3.0"',
    ]);
    expect(checkSince(page('| `styles` | x | - | x | |'), data, '1.0.1')).toEqual([
      'Table: no since-version is recorded for `styles` (run plugins/history/scripts/prop-history.ts)',
    ]);
  });
});

describe('the since-versions of facts/prop-history.json', () => {
  it('names only tables the site has and releases that were tagged', () => {
    expect(Object.keys(since).sort()).toEqual(Object.keys(TABLE_TYPES).sort());
    expect(history.releases).toEqual(releases);
    for (const map of Object.values(since))
      for (const version of Object.values(map)) expect(releases).toContain(version);
  });

  for (const file of ['index.md', 'index.zh-CN.md']) {
    it(`matches the Version column of every API table in docs/${file}`, () => {
      expect(checkSince(apiTables(file), since, FIRST)).toEqual([]);
    });
  }
});

describe('checkSince, tables of every shape', () => {
  const table = (id: string | undefined, header: string[], rows: [string | undefined, ...string[]][]): DocTable => ({
    id,
    section: 'API',
    heading: 'API',
    header,
    rows: rows.map(([name, ...cells], line) => ({ name, cells: [name ?? '', ...cells], line })),
    line: 1,
  });
  const data = { Table: { data: '1.0.1', classNames: '1.3.0' } };

  it('checks only the tables of a component the site documents', () => {
    const rows: [string, string][] = [['styles', '9.9.9']];
    expect(
      checkSince([table(undefined, ['Name', 'Version'], rows), table('Other', ['Name'], rows)], data, '1.0.1'),
    ).toEqual([]);
  });

  it('reads the Chinese Version column, and takes a row short of it as showing none', () => {
    expect(checkSince([table('Table', ['名称', '版本'], [['classNames', '1.3.0'], ['data']])], data, '1.0.1')).toEqual(
      [],
    );
    expect(checkSince([table('Table', ['Name', 'Version'], [['classNames']])], data, '1.0.1')).toEqual([
      'Table: `classNames` shows "" as its version, the types say "1.3.0"',
    ]);
  });

  it('reads a Version column wherever it is, its text trimmed', () => {
    const first: DocTable = {
      ...table('Table', ['Version', 'Name'], []),
      rows: [{ name: 'classNames', cells: [' 1.3.0 ', '`classNames`'], line: 3 }],
    };
    expect(checkSince([first], data, '1.0.1')).toEqual([]);
  });

  it('says so of a table without a Version column, and skips rows that name no prop', () => {
    expect(checkSince([table('Table', ['Name', 'Type'], [['data', 'x']])], data, '1.0.1')).toEqual([
      'Table: the table has no Version column',
    ]);
    expect(checkSince([table('Table', ['Name', 'Version'], [[undefined, 'x']])], data, '1.0.1')).toEqual([]);
  });

  it('finds no since-version for any prop of a table the data lacks', () => {
    expect(checkSince([table('Column', ['Name', 'Version'], [['title', '']])], data, '1.0.1')).toEqual([
      'Column: no since-version is recorded for `title` (run plugins/history/scripts/prop-history.ts)',
    ]);
  });
});
