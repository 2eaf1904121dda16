/**
 * The parts of the table a stylesheet can reach (docs/styling.md), as facts derived from the library, not written by
 * hand. What is written here is only where to look: each part's name and the selector that finds it in a rendered
 * table, and the states the table is drawn in. Everything a reader is told about a part (its element, the classes it
 * always has, the classes it takes in some states only, which `classNames`/`styles` key reaches it) comes from
 * `deriveStylingFacts`, run on what a headless Chromium saw when it drew the library with every key of the library's
 * own types set to a marker (scripts/styling-parts/). The result is committed as facts/styling-parts/<version>.json
 * and held to the browser by tests/claims/styling-parts.browser.test.ts. Pure: no DOM, no file system.
 */

/** The library's class prefix (`prefixCls`' default). */
export const PREFIX = 'rc-table';

/** A `classNames`/`styles` key as a dotted path: `section`, `header.cell`, `body.row`. */
export type StylingKey = string;

/** The table drawn in one state: which component, and what was done to it before it was read. */
export type StateId = 'start' | 'scrolled' | 'end' | 'hover' | 'sticky' | 'tree' | 'empty' | 'rtl' | 'virtual';

export const STATES: readonly StateId[] = [
  'start',
  'scrolled',
  'end',
  'hover',
  'sticky',
  'tree',
  'empty',
  'rtl',
  'virtual',
];

/**
 * Where each part is looked for: a selector inside the drawn table's host. A part is only ever read where its selector
 * matches; the facts say in which states that was.
 */
export interface PartLocator {
  id: string;
  selector: string;
}

const c = (name: string) => `.${PREFIX}${name ? `-${name}` : ''}`;

export const PART_LOCATORS: readonly PartLocator[] = [
  { id: 'wrapper', selector: c('') },
  { id: 'title', selector: c('title') },
  { id: 'section', selector: c('container') },
  { id: 'content', selector: c('content') },
  { id: 'header-holder', selector: `div${c('header')}` },
  { id: 'body-holder', selector: `div${c('body')}` },
  { id: 'summary-holder', selector: `div${c('summary')}` },
  { id: 'table', selector: `${c('content')} > table` },
  { id: 'header-table', selector: `${c('header')} > table` },
  { id: 'body-table', selector: `${c('body')} > table` },
  { id: 'thead', selector: 'thead' },
  { id: 'tbody', selector: `tbody${c('tbody')}` },
  { id: 'header-row', selector: 'thead > tr' },
  { id: 'header-cell', selector: `thead th:not(${c('cell-fix')}):not(${c('cell-scrollbar')})` },
  { id: 'header-scrollbar-cell', selector: `th${c('cell-scrollbar')}` },
  { id: 'body-row', selector: `${c('row')}` },
  {
    id: 'body-cell',
    selector: `${c('row')} > ${c('cell')}:not(${c('cell-fix')}):not(${c('row-expand-icon-cell')})`,
  },
  { id: 'fixed-start-cell', selector: `${c('row')} > ${c('cell-fix-start')}:not(${c('row-expand-icon-cell')})` },
  { id: 'fixed-end-cell', selector: `${c('row')} > ${c('cell-fix-end')}` },
  { id: 'header-fixed-start-cell', selector: `thead th${c('cell-fix-start')}:not(${c('row-expand-icon-cell')})` },
  { id: 'header-expand-icon-cell', selector: `thead th${c('row-expand-icon-cell')}` },
  { id: 'header-fixed-end-cell', selector: `thead th${c('cell-fix-end')}` },
  { id: 'cell-content', selector: c('cell-content') },
  { id: 'expand-icon-col', selector: `col${c('expand-icon-col')}` },
  { id: 'expand-icon-cell', selector: `${c('row')} > ${c('row-expand-icon-cell')}` },
  { id: 'expand-icon', selector: c('row-expand-icon') },
  { id: 'row-indent', selector: c('row-indent') },
  { id: 'expanded-row', selector: c('expanded-row') },
  { id: 'expanded-row-fixed', selector: c('expanded-row-fixed') },
  { id: 'measure-row', selector: c('measure-row') },
  { id: 'placeholder', selector: c('placeholder') },
  { id: 'summary', selector: `tfoot${c('summary')}` },
  { id: 'summary-row', selector: `tfoot${c('summary')} > tr` },
  { id: 'summary-cell', selector: `tfoot${c('summary')} > tr > td` },
  { id: 'footer', selector: c('footer') },
  { id: 'sticky-scroll', selector: c('sticky-scroll') },
  { id: 'sticky-scroll-bar', selector: c('sticky-scroll-bar') },
  { id: 'virtual-body', selector: `div${c('tbody')}` },
  { id: 'virtual-holder', selector: c('tbody-virtual-holder') },
  { id: 'virtual-holder-inner', selector: c('tbody-virtual-holder-inner') },
  { id: 'virtual-scrollbar', selector: c('tbody-virtual-scrollbar') },
  { id: 'virtual-scrollbar-thumb', selector: c('tbody-virtual-scrollbar-thumb') },
];

/** The marker class a `classNames` key is set to: `mk-header-cell` for `header.cell`. */
export const markerClass = (key: StylingKey): string => `mk-${key.replaceAll('.', '-')}`;

/** The custom property a `styles` key is set to: `--mk-header-cell` for `header.cell`. */
export const markerVar = (key: StylingKey): string => `--${markerClass(key)}`;

/** `classNames` and `styles` with every key set to its marker, nested as the props take them. */
export function markerProps(keys: readonly StylingKey[]): {
  classNames: Record<string, unknown>;
  styles: Record<string, unknown>;
} {
  const classNames: Record<string, unknown> = {};
  const styles: Record<string, unknown> = {};
  for (const key of keys) {
    const path = key.split('.');
    const last = path.pop()!;
    let names = classNames;
    let style = styles;
    for (const step of path) {
      names = (names[step] ??= {}) as Record<string, unknown>;
      style = (style[step] ??= {}) as Record<string, unknown>;
    }
    names[last] = markerClass(key);
    style[last] = { [markerVar(key)]: '1' };
  }
  return { classNames, styles };
}

/** One element a part's selector matched: its tag, its classes and the markers of the keys it carries. */
export interface SeenElement {
  tag: string;
  classes: string[];
  /** `classNames` keys whose marker class it has. */
  classKeys: StylingKey[];
  /** `styles` keys whose custom property it has. */
  styleKeys: StylingKey[];
}

/** What one state showed: the elements of each part found, and every class of the library anywhere in the table. */
export interface StateSeen {
  state: StateId;
  component: 'Table' | 'VirtualTable';
  parts: Record<string, SeenElement[]>;
  classes: string[];
  /** The keys whose marker (class or style) was on any element of the table, part or not. */
  anywhere: StylingKey[];
}

/** A part as the site tells it. */
export interface PartFacts {
  id: string;
  /** The element's tag; more than one when the library draws it as different elements. */
  elements: string[];
  components: ('Table' | 'VirtualTable')[];
  /** The states it was found in. */
  states: StateId[];
  /** The library's classes on every element of the part in every state it was found in. */
  classes: string[];
  /** The library's other classes it took, each with the states it took them in. */
  stateClasses: { className: string; states: StateId[] }[];
  /** The `classNames` keys whose class landed on every element of the part wherever it was found. */
  classNamesKeys: StylingKey[];
  /** The `styles` keys whose style did. */
  stylesKeys: StylingKey[];
}

export interface StylingFacts {
  version: string;
  /** The keys of `classNames` and `styles` in the library's types, per component. */
  keys: { Table: StylingKey[]; VirtualTable: StylingKey[] };
  parts: PartFacts[];
  /** Keys of the types that landed on no part, per component (what the types promise and the rendering does not do). */
  unplaced: { Table: StylingKey[]; VirtualTable: StylingKey[] };
  /** Classes of the library seen in a table that no part accounts for (a new part the locators lack). */
  unmapped: string[];
}

/** A class with its tree level as `N` (`rc-table-row-level-2` -> `rc-table-row-level-N`). */
export const normalizeClass = (name: string): string => name.replace(/level-\d+$/, 'level-N');

/** Whether a class is the library's (its prefix, or the tree indent's `indent-level-N`). */
export const isLibraryClass = (name: string): boolean =>
  name === PREFIX || name.startsWith(`${PREFIX}-`) || /^indent-level-\d+$/.test(name);

const sorted = <T extends string>(items: Iterable<T>): T[] => [...new Set(items)].sort();

/** The facts from what the states showed, for the keys the types name. */
export function deriveStylingFacts(
  version: string,
  keys: StylingFacts['keys'],
  seen: readonly StateSeen[],
): StylingFacts {
  const parts: PartFacts[] = [];
  const accounted = new Set<string>();
  for (const { id } of PART_LOCATORS) {
    const found = seen.filter((state) => (state.parts[id] ?? []).length > 0);
    if (found.length === 0) continue;
    const all = found.flatMap((state) => state.parts[id].map((element) => ({ state: state.state, element })));
    const libraryClasses = ({ classes }: SeenElement) => sorted(classes.filter(isLibraryClass).map(normalizeClass));
    const always = libraryClasses(all[0].element).filter((name) =>
      all.every(({ element }) => libraryClasses(element).includes(name)),
    );
    const sometimes = new Map<string, Set<StateId>>();
    for (const { state, element } of all)
      for (const name of libraryClasses(element))
        if (!always.includes(name)) (sometimes.get(name) ?? sometimes.set(name, new Set()).get(name)!).add(state);
    const everywhere = (pick: (element: SeenElement) => StylingKey[]) =>
      sorted(pick(all[0].element)).filter((key) => all.every(({ element }) => pick(element).includes(key)));
    for (const name of [...always, ...sometimes.keys()]) accounted.add(name);
    parts.push({
      id,
      elements: sorted(all.map(({ element }) => element.tag)),
      components: sorted(found.map((state) => state.component)),
      states: STATES.filter((state) => found.some((item) => item.state === state)),
      classes: always,
      stateClasses: sorted(sometimes.keys()).map((className) => ({
        className,
        states: STATES.filter((state) => sometimes.get(className)!.has(state)),
      })),
      classNamesKeys: everywhere((element) => element.classKeys),
      stylesKeys: everywhere((element) => element.styleKeys),
    });
  }
  // A key is placed for a component when, in some state drawn by that component, an element of some part carries it.
  const landedIn = (component: 'Table' | 'VirtualTable', key: StylingKey) =>
    seen
      .filter((state) => state.component === component)
      .some((state) =>
        Object.values(state.parts).some((elements) =>
          elements.some((element) => element.classKeys.includes(key) || element.styleKeys.includes(key)),
        ),
      );
  const unplacedFor = (component: 'Table' | 'VirtualTable') =>
    keys[component].filter((key) => !landedIn(component, key));
  return {
    version,
    keys: { Table: sorted(keys.Table), VirtualTable: sorted(keys.VirtualTable) },
    parts,
    unplaced: { Table: unplacedFor('Table'), VirtualTable: unplacedFor('VirtualTable') },
    unmapped: sorted(seen.flatMap((state) => state.classes.filter(isLibraryClass).map(normalizeClass))).filter(
      (name) => !accounted.has(name),
    ),
  };
}

/** The differences between two facts files, as sentences (empty when they agree). */
export function diffStylingFacts(before: StylingFacts, after: StylingFacts): string[] {
  const changes: string[] = [];
  const text = (value: unknown) => JSON.stringify(value);
  for (const field of ['keys', 'unplaced', 'unmapped'] as const)
    if (text(before[field]) !== text(after[field]))
      changes.push(`${field}: ${text(before[field])} -> ${text(after[field])}`);
  const ids = sorted([...before.parts, ...after.parts].map((part) => part.id));
  for (const id of ids) {
    const a = before.parts.find((part) => part.id === id);
    const b = after.parts.find((part) => part.id === id);
    if (!a || !b) {
      changes.push(`${id}: ${a ? 'no longer found' : 'new part'}`);
      continue;
    }
    for (const field of Object.keys(a) as (keyof PartFacts)[])
      if (text(a[field]) !== text(b[field])) changes.push(`${id}.${field}: ${text(a[field])} -> ${text(b[field])}`);
  }
  return changes;
}

/** Reads a facts file's text, with a clear message when it is not one. */
export function readStylingFacts(text: string, name: string): StylingFacts {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${name} is not JSON: ${(error as Error).message}`);
  }
  const facts = value as Partial<StylingFacts>;
  if (typeof facts?.version !== 'string' || !Array.isArray(facts.parts) || !facts.keys || !facts.unplaced)
    throw new Error(`${name} is not a styling parts file (version, keys, parts, unplaced)`);
  return facts as StylingFacts;
}

/** The words a part's facts are written with, in one language (the `<Styling>` tag's attributes). */
export interface PartTextWords {
  element?: string;
  classes?: string;
  keys?: string;
  states?: string;
  none?: string;
}

/**
 * A part's facts as one line of text, for the page's search data and its Markdown copy: its name, element, classes,
 * keys and state classes (`name` is the part's name in the page's language), in the order and words of the page's
 * list, so that the line is the list entry's own text (tests/e2e/first-load.test.ts holds search texts to the HTML).
 */
export function partLine(part: PartFacts, name: string, words: PartTextWords, stateName: (id: StateId) => string) {
  const none = words.none ?? 'none';
  const or = (items: string[], join = ' ') => (items.length ? items.join(join) : none);
  const keys = [
    ...part.classNamesKeys.map((key) => `classNames.${key}`),
    ...part.stylesKeys.map((key) => `styles.${key}`),
  ];
  const states = part.stateClasses.map(({ className, states }) => `${className} (${states.map(stateName).join(', ')})`);
  return [
    name,
    words.element ?? 'Element',
    part.elements.map((tag) => `<${tag}>`).join(' | '),
    words.classes ?? 'Classes',
    or(part.classes),
    words.keys ?? 'Key',
    or(keys),
    words.states ?? 'State classes',
    or(states, '; '),
  ].join(' ');
}
