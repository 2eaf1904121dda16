/**
 * The parts of the table a stylesheet can reach (docs/styling.md), as facts derived from the library, not written by
 * hand. What is written here is only where to look: each part's name and the selector that finds it in a rendered
 * table, and the configurations the table is drawn in, each named by the features it has. Everything a reader is told
 * about a part (its element, its classes and the condition that adds each, which `classNames`/`styles` key reaches
 * it and when) comes from `deriveStylingFacts`, run on what a headless Chromium saw when it drew the library in every
 * configuration with every key of the library's own types set to a marker (plugins/styling/scripts/styling-parts/). A condition is
 * the shortest formula over the features that picks exactly the configurations where a thing was seen, among those
 * where its part was drawn ("always" when it is all of them). The result is committed as
 * facts/styling-parts/<version>.json and held to the browser by tests/claims/styling.browser.test.ts. Pure: no DOM,
 * no file system.
 */

/** The library's class prefix (`prefixCls`' default). */
export const PREFIX = 'rc-table';

/** A `classNames`/`styles` key as a dotted path: `section`, `header.cell`, `body.row`. */
export type StylingKey = string;

/** What a configuration of the table has, or what was done to it before it was read. */
export const FEATURES = [
  'virtual',
  'title',
  'caption',
  'fixed-start',
  'fixed-end',
  'two-fixed',
  'scroll-x',
  'scrolled',
  'at-end',
  'hover',
  'scroll-y',
  'sticky',
  'layout-fixed',
  'ellipsis',
  'expanded',
  'expand-all',
  'tree',
  'summary',
  'summary-fixed',
  'empty',
  'rtl',
  'row-span',
  'components',
] as const;
export type FeatureId = (typeof FEATURES)[number];

/** A configuration the table is drawn in: its id and its features (VirtualTable when it has `virtual`). */
export interface Configuration {
  id: string;
  features: FeatureId[];
}

const fixedBoth: FeatureId[] = ['scroll-x', 'fixed-start', 'fixed-end'];

/**
 * Every configuration drawn. `scrolled` is the body scrolled sideways a little, `at-end` to its end, `hover` the
 * pointer on the first record; the rest are props (plugins/styling/scripts/styling-parts/entry.ts turns each feature into them).
 */
export const CONFIGURATIONS: readonly Configuration[] = [
  { id: 'plain', features: [] },
  { id: 'title', features: ['title'] },
  { id: 'caption', features: ['caption'] },
  { id: 'scroll-x', features: ['scroll-x'] },
  { id: 'scroll-xy', features: ['scroll-x', 'scroll-y'] },
  { id: 'fixed', features: fixedBoth },
  { id: 'fixed-start', features: ['scroll-x', 'fixed-start'] },
  { id: 'fixed-end', features: ['scroll-x', 'fixed-end'] },
  { id: 'fixed-two', features: [...fixedBoth, 'two-fixed'] },
  { id: 'fixed-no-scroll', features: ['fixed-start', 'fixed-end'] },
  { id: 'scrolled', features: [...fixedBoth, 'scrolled'] },
  { id: 'end', features: [...fixedBoth, 'scrolled', 'at-end'] },
  { id: 'hover', features: [...fixedBoth, 'hover'] },
  { id: 'scroll-y', features: ['scroll-y'] },
  { id: 'sticky', features: ['sticky', ...fixedBoth] },
  { id: 'sticky-plain', features: ['sticky'] },
  { id: 'layout-fixed', features: ['layout-fixed'] },
  { id: 'ellipsis', features: ['ellipsis'] },
  { id: 'ellipsis-scroll-x', features: ['ellipsis', 'scroll-x'] },
  { id: 'ellipsis-fixed', features: ['ellipsis', ...fixedBoth] },
  { id: 'expanded', features: ['expanded'] },
  { id: 'expanded-all', features: ['expanded', 'expand-all'] },
  { id: 'expanded-scroll-x', features: ['expanded', 'scroll-x'] },
  { id: 'expanded-fixed', features: ['expanded', ...fixedBoth] },
  { id: 'expanded-fixed-start', features: ['expanded', 'scroll-x', 'fixed-start'] },
  { id: 'expanded-fixed-end', features: ['expanded', 'scroll-x', 'fixed-end'] },
  { id: 'tree', features: ['tree'] },
  { id: 'summary', features: ['summary'] },
  { id: 'summary-fixed', features: ['summary', 'summary-fixed', 'scroll-y'] },
  { id: 'summary-fixed-start', features: ['summary', 'scroll-x', 'fixed-start'] },
  { id: 'summary-fixed-end', features: ['summary', 'scroll-x', 'fixed-end'] },
  { id: 'empty', features: ['empty'] },
  { id: 'empty-scroll-x', features: ['empty', 'scroll-x'] },
  { id: 'rtl', features: ['rtl', ...fixedBoth] },
  { id: 'components', features: ['components', 'scroll-y'] },
  { id: 'virtual', features: ['virtual', 'title', 'scroll-x', 'scroll-y', 'fixed-start', 'fixed-end'] },
  { id: 'virtual-expanded', features: ['virtual', 'scroll-x', 'scroll-y', 'expanded', 'fixed-start'] },
  { id: 'virtual-span', features: ['virtual', 'scroll-x', 'scroll-y', 'row-span'] },
  { id: 'virtual-empty', features: ['virtual', 'scroll-x', 'scroll-y', 'empty'] },
];
export type ConfigId = string;

export const componentOf = (config: Configuration): 'Table' | 'VirtualTable' =>
  config.features.includes('virtual') ? 'VirtualTable' : 'Table';

/**
 * When something was seen: `always` (every configuration its part was drawn in), `any` (the configurations one of
 * the terms picks, a term being all of its literals: a feature, or `!feature` for its absence), or `only` (the listed
 * configurations, when no formula of at most three terms of two literals fits).
 */
export type Condition = { always: true } | { any: string[][] } | { only: ConfigId[] };

const has = (config: Configuration, literal: string) =>
  literal.startsWith('!')
    ? !config.features.includes(literal.slice(1) as FeatureId)
    : config.features.includes(literal as FeatureId);

/**
 * The condition under which something was seen in `seen`, among the configurations `among` (those its part was drawn
 * in). The formula picks exactly `seen`; the shortest wins (fewest terms, then fewest literals, then features
 * present before absent ones, then the order of FEATURES).
 */
export function conditionOf(seen: readonly ConfigId[], among: readonly ConfigId[]): Condition {
  const configs = CONFIGURATIONS.filter((config) => among.includes(config.id));
  const want = configs.map((config) => seen.includes(config.id));
  if (want.every(Boolean)) return { always: true };
  const inUse = (feature: FeatureId) => configs.some((config) => config.features.includes(feature));
  // Only the features of these configurations, to keep the search small.
  // Stryker disable next-line MethodExpression: equivalent, a term with a feature none of them has picks none of them, or all of them, or the same ones as a shorter term, so it never wins
  const used = FEATURES.filter(inUse);
  const literals = [...used, ...used.map((feature) => `!${feature}`)];
  const terms: string[][] = [
    ...literals.map((literal) => [literal]),
    // Each pair once, in the order of the literals.
    // Stryker disable next-line MethodExpression: equivalent, a pair twice or a literal with itself costs more than, or is found after, the pair it repeats, so it never wins
    ...literals.flatMap((a, i) => literals.slice(i + 1).map((b) => [a, b])),
  ];
  // Each configuration is a bit; a term may join a formula only when it picks nothing outside `seen`.
  const target = want.reduce((mask, w, i) => (w ? mask | (1 << i) : mask), 0);
  const usable = terms
    .map((term) => ({
      term,
      mask: configs.reduce((mask, config, i) => (term.every((l) => has(config, l)) ? mask | (1 << i) : mask), 0),
      // A literal costs 10, an absent one 1 more: a formula has at most six literals, so the fewer literals always
      // win, then the fewer absent ones.
      cost: term.length * 10 + term.filter((literal) => literal.startsWith('!')).length,
    }))
    .filter(({ mask }) => mask !== 0 && (mask & ~target) === 0);
  for (let size = 1; size <= 3; size++) {
    let best: { chosen: typeof usable; cost: number } | undefined;
    const pick = (start: number, chosen: typeof usable, mask: number, cost: number) => {
      if (chosen.length === size) {
        if (mask === target && (!best || cost < best.cost)) best = { chosen, cost };
        return;
      }
      for (let i = start; i < usable.length; i++)
        pick(i + 1, [...chosen, usable[i]], mask | usable[i].mask, cost + usable[i].cost);
    };
    pick(0, [], 0, 0);
    if (best) return { any: best.chosen.map(({ term }) => term) };
  }
  return { only: configs.filter((_, i) => want[i]).map((config) => config.id) };
}

/**
 * Where each part is looked for: a selector inside the drawn table's host. A part is only ever read where its selector
 * matches; the facts say in which configurations that was.
 */
export interface PartLocator {
  id: string;
  selector: string;
}

const c = (name: string) => `.${PREFIX}${name ? `-${name}` : ''}`;

export const PART_LOCATORS: readonly PartLocator[] = [
  { id: 'wrapper', selector: c('') },
  { id: 'title', selector: c('title') },
  { id: 'caption', selector: `caption${c('caption')}` },
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
  {
    id: 'header-cell',
    selector: `thead th:not(${c('cell-fix')}):not(${c('cell-scrollbar')}):not(${c('row-expand-icon-cell')})`,
  },
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
  { id: 'expanded-row-cell', selector: c('expanded-row-cell') },
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

/** What one configuration showed: the elements of each part found, and every class of the library in the table. */
export interface ConfigSeen {
  config: ConfigId;
  component: 'Table' | 'VirtualTable';
  parts: Record<string, SeenElement[]>;
  classes: string[];
  /** The keys whose marker (class or style) was on any element of the table, part or not. */
  anywhere: StylingKey[];
}

/**
 * A class or a key of a part, with the configurations it was seen in and the condition those make; `every` when all
 * the part's elements had it there (else some only: the pointed-at row's cells, the ellipsis column's).
 */
export interface Seen<T extends string> {
  name: T;
  configs: ConfigId[];
  when: Condition;
  every: boolean;
}

/** A part as the site tells it. */
export interface PartFacts {
  id: string;
  /** The element's tag; more than one when the library draws it as different elements. */
  elements: string[];
  components: ('Table' | 'VirtualTable')[];
  /** The configurations it was drawn in, and the condition those make among all configurations. */
  configs: ConfigId[];
  found: Condition;
  /** The library's classes on its elements. */
  classes: Seen<string>[];
  /** `classNames.<key>` and `styles.<key>` whose marker was on its elements. */
  keys: Seen<string>[];
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
const inOrder = (ids: Iterable<ConfigId>) => {
  const set = new Set(ids);
  return CONFIGURATIONS.filter((config) => set.has(config.id)).map((config) => config.id);
};
const isAlways = (when: Condition) => 'always' in when;

/** The facts from what the configurations showed, for the keys the types name. */
export function deriveStylingFacts(
  version: string,
  keys: StylingFacts['keys'],
  seen: readonly ConfigSeen[],
): StylingFacts {
  const parts: PartFacts[] = [];
  const accounted = new Set<string>();
  const allConfigs = inOrder(seen.map((item) => item.config));
  for (const { id } of PART_LOCATORS) {
    const found = seen.filter((item) => (item.parts[id] ?? []).length > 0);
    if (found.length === 0) continue;
    const configs = inOrder(found.map((item) => item.config));
    const libraryClasses = ({ classes }: SeenElement) => classes.filter(isLibraryClass).map(normalizeClass);
    // A name is seen in a configuration when an element of the part there has it; `every` when, wherever it was
    // seen, all the part's elements had it.
    const seenIn = (names: (element: SeenElement) => string[]) => {
      const byName = new Map<string, { where: Set<ConfigId>; every: boolean }>();
      for (const item of found) {
        const elements = item.parts[id];
        for (const name of sorted(elements.flatMap(names))) {
          const entry = byName.get(name) ?? { where: new Set<ConfigId>(), every: true };
          entry.where.add(item.config);
          entry.every &&= elements.every((element) => names(element).includes(name));
          byName.set(name, entry);
        }
      }
      const list = sorted(byName.keys()).map((name) => {
        const { where, every } = byName.get(name)!;
        const inConfigs = inOrder(where);
        return { name, configs: inConfigs, when: conditionOf(inConfigs, configs), every };
      });
      // What every element always has first, then by name (the sort keeps the order of equals).
      const rank = (item: Seen<string>) => Number(isAlways(item.when) && item.every);
      return list.sort((a, b) => rank(b) - rank(a));
    };
    const classes = seenIn(libraryClasses);
    for (const { name } of classes) accounted.add(name);
    parts.push({
      id,
      elements: sorted(found.flatMap((item) => item.parts[id].map((element) => element.tag))),
      components: sorted(found.map((item) => item.component)),
      configs,
      found: conditionOf(configs, allConfigs),
      classes,
      keys: seenIn((element) => [
        ...element.classKeys.map((key) => `classNames.${key}`),
        ...element.styleKeys.map((key) => `styles.${key}`),
      ]),
    });
  }
  // A key is placed for a component when, in some configuration drawn by that component, an element of some part
  // carries it.
  const landedIn = (component: 'Table' | 'VirtualTable', key: StylingKey) =>
    seen
      .filter((item) => item.component === component)
      .some((item) =>
        Object.values(item.parts).some((elements) =>
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
    unmapped: sorted(seen.flatMap((item) => item.classes.filter(isLibraryClass).map(normalizeClass))).filter(
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
  if (
    typeof facts?.version !== 'string' ||
    !Array.isArray(facts.parts) ||
    !facts.keys ||
    !facts.unplaced ||
    facts.parts.some((part) => !Array.isArray(part.classes) || !Array.isArray(part.keys) || !part.found)
  )
    throw new Error(
      `${name} is not a styling parts file (version, keys, parts with classes, keys and found, unplaced)`,
    );
  return facts as StylingFacts;
}

/** The words conditions are written with, in one language (plugins/styling/core/styling-texts.json's `conditions`). */
export interface ConditionWords {
  always: string;
  /** Put before a condition when only some of the part's elements have the class or key (with its own separator). */
  some: string;
  /** Said instead when only some elements have it, in every configuration. */
  someAlways: string;
  or: string;
  and: string;
  only: string;
  /** Each feature's phrase when present (`with`) and when absent (`without`). */
  features: Record<string, { with: string; without: string }>;
  /** Each configuration's name, for `only`. */
  configs: Record<string, string>;
}

/** A condition as a phrase: "always", "scroll.x and not at the scroll's end", "only in: …". */
export function conditionText(when: Condition, words: ConditionWords): string {
  if ('always' in when) return words.always;
  if ('only' in when) return `${words.only}${when.only.map((id) => words.configs[id] ?? id).join(', ')}`;
  const phrase = (literal: string) =>
    literal.startsWith('!')
      ? (words.features[literal.slice(1)]?.without ?? literal)
      : (words.features[literal]?.with ?? literal);
  return when.any.map((term) => term.map(phrase).join(words.and)).join(words.or);
}

/**
 * When a class or key is there, as a phrase: its condition, after "some elements" when not every element has it
 * ("on some elements" alone when that is in every configuration).
 */
export const seenText = (item: Seen<string>, words: ConditionWords): string =>
  item.every
    ? conditionText(item.when, words)
    : 'always' in item.when
      ? words.someAlways
      : `${words.some}${conditionText(item.when, words)}`;

/** The words a part's line is written with (the `<Styling>` tag's attributes). */
export interface PartTextWords {
  element?: string;
  classes?: string;
  keys?: string;
  found?: string;
}

/**
 * A part's facts as one line of text, for the page's search data and its Markdown copy: its name, element, where it
 * is found, its classes and its keys, each with its condition, in the order and words of the page's list, so that the
 * line is the list entry's own text (tests/e2e/first-load.test.ts holds search texts to the HTML).
 */
export function partLine(part: PartFacts, name: string, words: PartTextWords, conditions: ConditionWords) {
  const withWhen = (items: Seen<string>[]) =>
    items.map((item) => `${item.name} (${seenText(item, conditions)})`).join('; ') || '-';
  return [
    name,
    words.element ?? 'Element',
    part.elements.map((tag) => `<${tag}>`).join(' | '),
    `(${part.components.join(', ')})`,
    words.found ?? 'Found',
    conditionText(part.found, conditions),
    words.classes ?? 'Classes',
    withWhen(part.classes),
    words.keys ?? 'Keys',
    withWhen(part.keys),
  ].join(' ');
}
