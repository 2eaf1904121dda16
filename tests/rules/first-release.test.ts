/**
 * The pages agree on which release came first: the first row of facts/table-releases.tsv (the first tagged 1.x
 * release, made from the rc-table version in its `previous` column), in the home page, the migration page and the
 * changelog, in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const [header, firstRow] = read('facts/table-releases.tsv').split('\n');
const first = Object.fromEntries(header.split('\t').map((name, i) => [name, firstRow.split('\t')[i]]));
const rcTable = first.previous.replace(/^v/, '');

/** Every match of `pattern` in a page, its first group each. */
const found = (file: string, pattern: RegExp) => [...read(file).matchAll(pattern)].map((match) => match[1]);

it('names the first tagged release as the first one on the home page', () => {
  expect(found('docs/index.md', /(\d+\.\d+\.\d+), the first release/g)).toEqual([first.version]);
  expect(found('docs/index.zh-CN.md', /第一个版本 (\d+\.\d+\.\d+)/g)).toEqual([first.version]);
});

it('names it as the release with rc-table’s code on the migration page, and starts its React range there', () => {
  expect(
    found(
      'docs/migration.md',
      /`@rc-component\/table` (\d+\.\d+\.\d+), the first release, holds the same code as `rc-table` (?:\S+)/g,
    ),
  ).toEqual([first.version]);
  expect(read('docs/migration.md')).toContain(`holds the same code as \`rc-table\` ${rcTable} under a new name`);
  expect(found('docs/migration.zh-CN.md', /的第一个版本 (\d+\.\d+\.\d+) 包含的代码与 `rc-table` /g)).toEqual([
    first.version,
  ]);
  expect(read('docs/migration.zh-CN.md')).toContain(`包含的代码与 \`rc-table\` ${rcTable} 相同`);
  expect(found('docs/migration.md', /\| `@rc-component\/table` (\d+\.\d+\.\d+) to /g)[0]).toBe(first.version);
  expect(found('docs/migration.zh-CN.md', /\| `@rc-component\/table` (\d+\.\d+\.\d+) 至 /g)[0]).toBe(first.version);
});

it('gives it the changelog entry that says it is the first release', () => {
  const entry = (file: string, words: string) =>
    read(file)
      .split(/^## /m)
      .find((section) => section.includes(words))
      ?.split('\n')[0]
      .trim();
  expect(entry('docs/changelog.md', 'The first release under the name')).toBe(first.version);
  expect(entry('docs/changelog.zh-CN.md', '之名发布的第一个版本')).toBe(first.version);
});
