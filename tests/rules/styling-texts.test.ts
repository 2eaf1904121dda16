/** The styling page's data: every part and state has a name in every language, and the page shows the installed version's facts. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PART_LOCATORS, STATES, partLine, readStylingFacts } from '../../core/styling-parts.ts';
import texts from '../../core/styling-texts.json';
import { LOCALES } from '../../core/locale.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const installed = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('styling texts', () => {
  it('names every part and state in every language, and nothing else', () => {
    expect(Object.keys(texts.parts).sort()).toEqual(PART_LOCATORS.map((part) => part.id).sort());
    expect(Object.keys(texts.states).sort()).toEqual([...STATES].sort());
    for (const table of [texts.parts, texts.states, texts.words])
      for (const [id, names] of Object.entries(table))
        for (const locale of LOCALES) expect((names as Record<string, string>)[locale], `${id} ${locale}`).toBeTruthy();
  });

  it('the page reads the facts of the installed version', () => {
    const source = fs.readFileSync(path.join(ROOT, 'app/theme/styling-data.ts'), 'utf8');
    expect(source).toContain(`facts/styling-parts/${installed}.json`);
    const file = path.join(ROOT, 'facts/styling-parts', `${installed}.json`);
    expect(readStylingFacts(fs.readFileSync(file, 'utf8'), file).version).toBe(installed);
  });

  it('a part line names its element, classes, keys and state classes in the words given', () => {
    const file = path.join(ROOT, 'facts/styling-parts', `${installed}.json`);
    const part = readStylingFacts(fs.readFileSync(file, 'utf8'), file).parts.find((p) => p.id === 'header-cell')!;
    expect(partLine(part, 'Header cell', { keys: 'key' }, (state) => state.toUpperCase())).toBe(
      'Header cell Element <th> Classes rc-table-cell key classNames.header.cell styles.header.cell ' +
        'State classes rc-table-cell-ellipsis (START, SCROLLED, END, HOVER, STICKY, TREE, EMPTY, RTL, VIRTUAL)',
    );
    const expandIcon = readStylingFacts(fs.readFileSync(file, 'utf8'), file).parts.find((p) => p.id === 'expand-icon')!;
    expect(partLine(expandIcon, 'Icon', { none: '-' }, String)).toContain('Key - State classes rc-table-row-collapsed');
  });
});
