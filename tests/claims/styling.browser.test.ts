/**
 * docs/styling.md against the installed library in a browser: the parts list of facts/styling-parts/<version>.json
 * must be what drawing the library in every configuration gives now (plugins/styling/scripts/styling-parts/), every key listed for a
 * part must land on each element of that part where the list says, and every key of the library's types must be in
 * the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import {
  deriveStylingFacts,
  diffStylingFacts,
  readStylingFacts,
  CONFIGURATIONS,
  isLibraryClass,
  type ConfigSeen,
  type SeenElement,
  type StylingFacts,
} from '../../plugins/styling/core/styling-parts.ts';
import { readTypedKeys } from '../../plugins/styling/scripts/styling-parts/keys.ts';
import { factsPath, installedVersion, observe } from '../../plugins/styling/scripts/styling-parts/run.ts';

let committed: StylingFacts;
let seen: ConfigSeen[];
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
    for (const key of part.keys.filter((item) => item.every))
      for (const config of seen.filter((item) => key.configs.includes(item.config)))
        for (const element of config.parts[part.id] ?? []) {
          checked += 1;
          const [kind, ...path] = key.name.split('.');
          const carried = kind === 'classNames' ? element.classKeys : element.styleKeys;
          if (!carried.includes(path.join('.'))) misses.push(`${key.name} not on ${part.id} (${config.config})`);
        }
  expect(misses).toEqual([]);
  // Every part the list gives a key was found and checked, in more than one configuration.
  expect(checked).toBeGreaterThan(committed.parts.filter((part) => part.keys.length > 0).length * 2);
});

it('docs/styling.md: "every key of `classNames` and `styles` in the library\'s types"', () => {
  const typed = readTypedKeys();
  for (const component of ['Table', 'VirtualTable'] as const) {
    expect(committed.keys[component]).toEqual([...typed[component].classNames].sort());
    expect(committed.keys[component]).toEqual([...typed[component].styles].sort());
    const listed = new Set([
      ...committed.parts
        .filter((part) => part.components.includes(component))
        .flatMap((part) => part.keys.map((key) => key.name.replace(/^(classNames|styles)\./, ''))),
      ...committed.unplaced[component],
    ]);
    expect(
      typed[component].classNames.filter((key) => !listed.has(key)),
      `${component} keys the list lacks`,
    ).toEqual([]);
  }
  expect(committed.unmapped, 'classes of the library no part accounts for').toEqual([]);
});

it('docs/styling.md: "draws the table in 39 configurations"', () => {
  expect(seen.map((item) => item.config)).toEqual(CONFIGURATIONS.map((item) => item.id));
  expect(seen).toHaveLength(39);
});

const config = (id: string) => seen.find((item) => item.config === id)!;

it('docs/styling.md: "`content` reaches nothing in a virtual table, and `body.wrapper` reaches only the body of an empty one"', () => {
  expect(committed.unplaced.VirtualTable).toEqual(['content']);
  for (const id of ['virtual', 'virtual-expanded', 'virtual-span', 'virtual-empty'])
    expect(config(id).anywhere, id).not.toContain('content');
  for (const id of ['virtual', 'virtual-expanded', 'virtual-span'])
    expect(config(id).anywhere, id).not.toContain('body.wrapper');
  expect(config('virtual-empty').parts.tbody.map((element) => element.classKeys)).toEqual([['body.wrapper']]);
  // The same keys do reach their parts in a Table.
  expect(config('plain').anywhere).toEqual(expect.arrayContaining(['body.wrapper', 'content']));
});

it('docs/styling.md: "only without `scroll.y` and without a sticky header"', () => {
  for (const id of ['plain', 'scroll-x', 'fixed', 'expanded'])
    expect(
      config(id).parts.content.map((element) => element.classKeys),
      id,
    ).toEqual([['content']]);
  for (const id of ['scroll-y', 'scroll-xy', 'sticky', 'summary-fixed']) {
    expect(config(id).parts.content, id).toEqual([]);
    expect(config(id).anywhere, id).not.toContain('content');
    expect(config(id).parts['header-holder'], id).toHaveLength(1);
    expect(config(id).parts['body-holder'], id).toHaveLength(1);
    for (const part of ['header-holder', 'body-holder'])
      for (const element of config(id).parts[part]) {
        expect(element.classKeys, `${id} ${part}`).toEqual([]);
        expect(element.styleKeys, `${id} ${part}`).toEqual([]);
      }
  }
});

it('docs/styling.md: "A plain table\'s wrapper has the single class `rc-table`"', () => {
  expect(config('plain').parts.wrapper.map((element) => element.classes)).toEqual([['rc-table']]);
  // Other configurations add classes to it.
  expect(config('fixed').parts.wrapper[0].classes.length).toBeGreaterThan(1);
});

it('docs/styling.md: "The cells and rows of the summary take no key either"', () => {
  for (const id of ['summary', 'summary-fixed']) {
    const elements = [...config(id).parts['summary-row'], ...config(id).parts['summary-cell']];
    expect(elements.length, id).toBeGreaterThan(1);
    for (const element of elements) expect([...element.classKeys, ...element.styleKeys]).toEqual([]);
  }
});

it('docs/styling.md: "whose keys put your own class or inline style on some parts"', () => {
  const cells = config('plain').parts['header-cell'];
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    expect(cell.classKeys).toContain('header.cell');
    expect(cell.styleKeys).toContain('header.cell');
  }
  // Some parts take none.
  expect(config('expanded').parts['expand-icon'][0].classKeys).toEqual([]);
});

it('docs/styling.md: "`components` overrides that pass on the props they are given keep every class and key"', () => {
  const library = (elements: SeenElement[]) =>
    elements.map((element) => ({ ...element, classes: element.classes.filter(isLibraryClass) }));
  for (const part of committed.parts.filter((item) => item.configs.includes('scroll-y')))
    expect(library(config('components').parts[part.id]), part.id).toEqual(library(config('scroll-y').parts[part.id]));
  // The overrides drew them: the header's own table, its rows and cells, the body's rows and cells.
  for (const part of ['header-table', 'thead', 'header-row', 'header-cell', 'tbody', 'body-row', 'body-cell']) {
    const elements = config('components').parts[part];
    expect(elements.length, part).toBeGreaterThan(0);
    for (const element of elements) expect(element.classes, part).toContain('override');
  }
});
