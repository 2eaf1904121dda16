/**
 * docs/styling.md against the installed library in a browser: the parts list of facts/styling-parts/<version>.json
 * must be what drawing the library gives now (scripts/styling-parts/), every key listed for a part must land on each
 * element of that part, and every key of the library's types must be in the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import {
  deriveStylingFacts,
  diffStylingFacts,
  readStylingFacts,
  type StateSeen,
  type StylingFacts,
} from '../../core/styling-parts.ts';
import { readTypedKeys } from '../../scripts/styling-parts/keys.ts';
import { factsPath, installedVersion, observe } from '../../scripts/styling-parts/run.ts';

let committed: StylingFacts;
let seen: StateSeen[];
let keys: StylingFacts['keys'];

beforeAll(async () => {
  const file = factsPath(installedVersion());
  committed = readStylingFacts(fs.readFileSync(file, 'utf8'), path.basename(file));
  ({ keys, seen } = await observe());
}, 120_000);

it('docs/styling.md: "derived from the installed library"', () => {
  expect(
    diffStylingFacts(committed, deriveStylingFacts(installedVersion(), keys, seen)),
    'what differs from the committed parts (run `npm run styling-parts -- --write` after checking it)',
  ).toEqual([]);
});

it('docs/styling.md: "reaches every element of that part"', () => {
  const misses: string[] = [];
  let checked = 0;
  for (const part of committed.parts)
    for (const state of seen.filter((item) => part.states.includes(item.state)))
      for (const element of state.parts[part.id] ?? []) {
        for (const key of part.classNamesKeys) {
          checked += 1;
          if (!element.classKeys.includes(key)) misses.push(`classNames.${key} not on ${part.id} (${state.state})`);
        }
        for (const key of part.stylesKeys) {
          checked += 1;
          if (!element.styleKeys.includes(key)) misses.push(`styles.${key} not on ${part.id} (${state.state})`);
        }
      }
  expect(misses).toEqual([]);
  // Every part the list gives a key was found and checked.
  expect(checked).toBeGreaterThan(committed.parts.filter((part) => part.classNamesKeys.length > 0).length);
});

it('docs/styling.md: "every key of `classNames` and `styles` in the library\'s types"', () => {
  const typed = readTypedKeys();
  for (const component of ['Table', 'VirtualTable'] as const) {
    expect(committed.keys[component]).toEqual([...typed[component].classNames].sort());
    expect(committed.keys[component]).toEqual([...typed[component].styles].sort());
    const listed = new Set([
      ...committed.parts
        .filter((part) => part.components.includes(component))
        .flatMap((part) => [...part.classNamesKeys, ...part.stylesKeys]),
      ...committed.unplaced[component],
    ]);
    expect(
      typed[component].classNames.filter((key) => !listed.has(key)),
      `${component} keys the list lacks`,
    ).toEqual([]);
  }
  expect(committed.unmapped, 'classes of the library no part accounts for').toEqual([]);
});

const state = (id: string) => seen.find((item) => item.state === id)!;

it('docs/styling.md: "two of them reach nothing in a virtual table: body.wrapper and content"', () => {
  expect(committed.unplaced.VirtualTable).toEqual(['body.wrapper', 'content']);
  expect(state('virtual').anywhere.filter((key) => ['body.wrapper', 'content'].includes(key))).toEqual([]);
  // The same keys do reach their parts in a Table.
  expect(state('start').anywhere).toEqual(expect.arrayContaining(['body.wrapper', 'content']));
});

it('docs/styling.md: "the content key reaches the scroll container only while the header is not sticky"', () => {
  expect(state('start').parts.content.map((element) => element.classKeys)).toEqual([['content']]);
  expect(state('sticky').parts.content).toEqual([]);
  expect(state('sticky').anywhere).not.toContain('content');
  for (const id of ['header-holder', 'body-holder'])
    for (const element of state('sticky').parts[id]) {
      expect(element.classKeys, id).toEqual([]);
      expect(element.styleKeys, id).toEqual([]);
    }
  expect(state('sticky').parts['body-holder']).toHaveLength(1);
});

it('docs/styling.md: "The cells and rows of the summary take no key either"', () => {
  const elements = [...state('start').parts['summary-row'], ...state('start').parts['summary-cell']];
  expect(elements.length).toBeGreaterThan(1);
  for (const element of elements) expect([...element.classKeys, ...element.styleKeys]).toEqual([]);
});

it('docs/styling.md: "whose keys put your own class or inline style on some parts"', () => {
  const cells = state('start').parts['header-cell'];
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    expect(cell.classKeys).toContain('header.cell');
    expect(cell.styleKeys).toContain('header.cell');
  }
  // Some parts take none.
  expect(state('start').parts['expand-icon'][0].classKeys).toEqual([]);
});
