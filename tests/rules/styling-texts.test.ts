/**
 * The styling page's data: every part, feature and configuration has its words in every language, and the page shows
 * the installed version's facts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONFIGURATIONS,
  FEATURES,
  PART_LOCATORS,
  partLine,
  readStylingFacts,
} from '../../plugins/styling/core/styling-parts.ts';
import { installedStylingFacts } from '../../plugins/styling/pipeline/styling-texts.ts';
import { conditionWords } from '../../plugins/styling/core/styling-words.ts';
import texts from '../../plugins/styling/core/styling-texts.json';
import { LOCALES } from '../../engine/core/locale.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const installed = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('styling texts', () => {
  it('names every part, feature and configuration in every language, and nothing else', () => {
    expect(Object.keys(texts.parts).sort()).toEqual(PART_LOCATORS.map((part) => part.id).sort());
    expect(Object.keys(texts.features).sort()).toEqual([...FEATURES].sort());
    expect(Object.keys(texts.configs).sort()).toEqual(CONFIGURATIONS.map((config) => config.id).sort());
    for (const table of [texts.parts, texts.configs, texts.words, texts.conditions])
      for (const [id, names] of Object.entries(table))
        for (const locale of LOCALES) expect((names as Record<string, string>)[locale], `${id} ${locale}`).toBeTruthy();
    for (const [id, names] of Object.entries(texts.features))
      for (const locale of LOCALES) {
        const words = (names as Record<string, { with: string; without: string }>)[locale];
        expect(words?.with && words.without, `${id} ${locale}`).toBeTruthy();
      }
  });

  it('the page reads the facts of the installed version, through the module the build serves', () => {
    const source = fs.readFileSync(path.join(ROOT, 'plugins/styling/app/styling-data.ts'), 'utf8');
    expect(source).toContain(`from 'virtual:installed-styling'`);
    expect(source).not.toMatch(/facts\/styling-parts\/[\d.]+\.json/);
    expect(installedStylingFacts().version).toBe(installed);
  });

  it('a part line names its element, where it is drawn, its classes and keys with their conditions', () => {
    const file = path.join(ROOT, 'facts/styling-parts', `${installed}.json`);
    const facts = readStylingFacts(fs.readFileSync(file, 'utf8'), file);
    const words = conditionWords('en-US');
    const line = (id: string) =>
      partLine(
        facts.parts.find((p) => p.id === id)!,
        id,
        {},
        words,
      );
    expect(line('header-cell')).toBe(
      'header-cell Element <th> (Table, VirtualTable) Found always Classes rc-table-cell (always); ' +
        'rc-table-cell-ellipsis (some elements: an ellipsis column) ' +
        'Keys classNames.header.cell (always); styles.header.cell (always)',
    );
    expect(line('header-holder')).toContain('Found scroll.y, or a sticky header');
    expect(
      partLine(
        facts.parts.find((p) => p.id === 'header-cell')!,
        '表头单元格',
        {},
        conditionWords('zh-CN'),
      ),
    ).toContain('rc-table-cell-ellipsis (部分元素：有省略列)');
  });
});
