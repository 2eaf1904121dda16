/**
 * The engine names no library: what a site says about its library is in the site's folder (site.config.ts, i18n/,
 * docs/, facts/, its demo stylesheet) and in plugins/. So another library's site builds from the same engine
 * (tests/e2e/second-site.test.ts builds one).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/source-files';

/** The table's names: its packages, its class prefix and its components. */
const TABLE_NAMES = /rc-table|@rc-component\/table|VirtualTable/;

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`]));

/** The lines of a text that name the table, as `line: text`. */
const namingLines = (text: string) =>
  text.split('\n').flatMap((line, i) => (TABLE_NAMES.test(line) ? [`${i + 1}: ${line.trim()}`] : []));

describe('the engine', () => {
  it('tells a line that names the table from one that does not', () => {
    expect(namingLines("import Table from '@rc-component/table';\nconst a = 1;")).toEqual([
      "1: import Table from '@rc-component/table';",
    ]);
    expect(namingLines('.rc-table-cell { color: red }')).toHaveLength(1);
    expect(namingLines('<VirtualTable />')).toHaveLength(1);
    expect(namingLines('a table of contents; rc-tooltip')).toEqual([]);
  });

  it('names no library in any of its files', () => {
    const files = filesUnder('engine');
    expect(files.length).toBeGreaterThan(150);
    const found = files.flatMap((file) =>
      namingLines(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
