/** The API tables' Version column against plugins/api/since.json, which scripts/since-versions.ts derives from each release's types. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocTables } from '../../plugins/api/markdown-tables';
import { releaseVersions } from '../../scripts/release-facts';
import { checkSince, firstVersion, TABLE_TYPES, type SinceData } from '../../plugins/api/since';

const ROOT = path.resolve(import.meta.dirname, '../..');
const since: SinceData = JSON.parse(fs.readFileSync(path.join(ROOT, 'plugins/api/since.json'), 'utf8'));
const releases = releaseVersions();
const FIRST = releases[0];

const apiTables = (file: string) =>
  parseDocTables(fs.readFileSync(path.join(ROOT, 'docs', file), 'utf8')).filter((table) => table.section === 'API');

describe('firstVersion', () => {
  const versions = ['1.0.1', '1.1.0', '1.2.0', '1.3.0'];
  it('is the oldest release from which every later one has the name', () => {
    expect(firstVersion(versions, () => true)).toBe('1.0.1');
    expect(firstVersion(versions, (v) => v >= '1.2.0')).toBe('1.2.0');
    // Removed and added again: the later addition counts.
    expect(firstVersion(versions, (v) => v !== '1.1.0')).toBe('1.2.0');
    expect(firstVersion(versions, (v) => v !== '1.3.0')).toBeUndefined();
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
      'Table: no since-version is recorded for `styles` (run scripts/since-versions.ts)',
    ]);
  });
});

describe('since.json', () => {
  it('names only tables the site has and releases that were tagged', () => {
    expect(Object.keys(since).sort()).toEqual(Object.keys(TABLE_TYPES).sort());
    for (const map of Object.values(since))
      for (const version of Object.values(map)) expect(releases).toContain(version);
  });

  for (const file of ['index.md', 'index.zh-CN.md']) {
    it(`matches the Version column of every API table in docs/${file}`, () => {
      expect(checkSince(apiTables(file), since, FIRST)).toEqual([]);
    });
  }

  it('lists no prop the tables have dropped', () => {
    const tables = apiTables('index.md');
    for (const [id, map] of Object.entries(since)) {
      const rows = tables.find((table) => table.id === id)?.rows.map((row) => row.name) ?? [];
      expect(
        Object.keys(map).filter((name) => !rows.includes(name)),
        id,
      ).toEqual([]);
    }
  });
});
