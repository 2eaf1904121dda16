/**
 * The answers that depend on a release: which release a question is about (the one asked, else the project's, else
 * the pinned one), a prop in that release, whether features work together there, which classes and keys style a
 * part, and what changes between two releases. Pure functions over the data the site's build writes; a question
 * the data cannot answer throws a `DocsError` that names what there is.
 */
import type { McpData, McpProp } from '../../plugins/assistants/core/mcp-data.ts';
import { DEFAULT_LOCALE } from '../../engine/core/locale.ts';
import type { LocaleId } from '../../engine/core/types.ts';
import { readVersion } from '../../plugins/history/core/version-input.ts';
import { allVersions, eventPhrase, sinceOf, stateAt, type PropEvent } from '../../plugins/history/core/prop-history.ts';
import { measuredAtOrBelow } from '../../plugins/history/core/upgrade.ts';
import {
  cellAnchor,
  cellConfig,
  cellKey,
  cellNote,
  cellSource,
  explainCell,
  FIXES,
  ordered,
  verdictWord,
  type MatrixCell,
  type MatrixFile,
} from '../../plugins/compatibility/core/compatibility.ts';
import { conditionText, seenText, type PartFacts } from '../../plugins/styling/core/styling-parts.ts';
import { conditionWords, partName } from '../../plugins/styling/core/styling-words.ts';
import { playgroundPath } from '../../engine/core/demo-paths.ts';
import { localizePath } from '../../engine/core/locale.ts';
import { codeHash } from '../../engine/core/playground-code.ts';
import { printMarkdown } from '../../engine/pipeline/seo/page-markdown.ts';
import { upgradeMarkdown, type UpgradeData } from '../../plugins/history/pipeline/upgrade-markdown.ts';
import { DocsError, nearest } from './docs.ts';
import type { FoundVersion } from './workspace.ts';
import { FEATURE_NAMES } from './feature-names.ts';

/** The release a question is about, and why that one. */
export interface Lens {
  /** The release as the project has it ('1.8.2', '7.54.0'). */
  version: string;
  /** The release whose props are read for it: itself, or the last 7.x release the history has for any 7.x one. */
  read: string;
  /** How it was chosen, in a sentence. */
  how: string;
}

const releaseList = (data: McpData) =>
  `${data.releases.known.releases.join(', ')}; and ${data.releases.known.legacy.package} 7.x (each read as ${data.releases.history.legacy.version}, the last 7.x release)`;

/** The folder the server looked for the project's version in, and whether it exists. */
export interface Workspace {
  folder: string;
  exists: boolean;
}

/**
 * The release a tool answers for: `asked` when given (a version, range or pasted line), else the project's (found in
 * `workspace`), else the newest.
 */
export function lensOf(
  data: McpData,
  asked: string | undefined,
  found: FoundVersion | undefined,
  workspace?: Workspace,
): Lens {
  const { known, history } = data.releases;
  const pinned = history.releases.at(-1)!;
  const lens = (version: string, legacy: boolean, how: string): Lens => ({
    version,
    read: legacy ? history.legacy.version : version,
    how:
      legacy && version !== history.legacy.version
        ? `${how}; its props are read from ${history.legacy.package} ${history.legacy.version}, the last 7.x release, the only 7.x release whose types the data has`
        : how,
  });
  if (asked?.trim()) {
    const reading = readVersion(asked, known);
    if (!reading.version)
      throw new DocsError(
        `There is no release "${asked.trim()}" of ${known.package} or ${known.legacy.package}. Releases: ${releaseList(data)}.`,
      );
    const how = reading.how === 'exact' ? 'the version asked' : `${asked.trim()}, as asked, read as ${reading.version}`;
    return lens(reading.version, reading.legacy, how);
  }
  if (found?.version) {
    const where =
      found.how === 'installed'
        ? `installed in the project (${found.file})`
        : found.how === 'package.json'
          ? `the newest release in the range of the project's package.json (${found.file}: ${found.written})`
          : `the project's lockfile (${found.file})`;
    return lens(found.version, found.legacy, where);
  }
  if (found)
    return lens(
      pinned,
      false,
      `the project has ${found.written} (${found.file}), which this data does not know; answering for ${pinned}, the newest release it has`,
    );
  const where = !workspace
    ? 'the project'
    : workspace.exists
      ? `${workspace.folder} or the folders above it`
      : `${workspace.folder}, which does not exist (was a variable such as \${workspaceFolder} left unexpanded?)`;
  return lens(
    pinned,
    false,
    `no version was asked and none found in ${where}; answering for ${pinned}, the newest release`,
  );
}

/** A prop as the release in the lens has it: its type there, its history, and the docs' default and description. */
export interface PropAnswer extends Omit<McpProp, 'type' | 'since'> {
  /** The release the answer is for, and how it was chosen. */
  version: string;
  versionChosen: string;
  /** Whether that release has the prop (left out for a 7.x release whose types were not read), and its type there. */
  exists?: boolean;
  type?: string;
  /** Its type in the pinned release, when it differs there. */
  typeNow?: string;
  deprecatedThere?: true;
  since?: string;
  /** What happened to it, release by release. */
  history: string[];
  note?: string;
}

const EVENT_WORDS: Record<ReturnType<typeof eventPhrase>['key'], string> = {
  'history.added': 'added',
  'history.removed': 'removed',
  'history.deprecated': 'deprecated',
  'history.undeprecated': 'no longer deprecated',
  'history.function': 'accepts a function',
  'history.values': 'accepts {values}',
  'history.changed': 'type changed',
};

/** An event as a line: '1.12.0: type changed: ReactNode → ReactNode | ((props) => ReactNode)'. */
export function eventLine(event: PropEvent, legacy: { package: string; version: string }): string {
  const phrase = eventPhrase(event);
  const words = EVENT_WORDS[phrase.key].replace('{values}', phrase.values.values ?? '');
  // The history starts at the last 7.x release: a prop it already had was not added there.
  if (event.version === legacy.version && event.kind === 'added')
    return `${legacy.package} ${event.version} (the oldest release read) has it: ${event.type}`;
  const release = event.version === legacy.version ? `${legacy.package} ${event.version}` : event.version;
  const detail =
    event.kind === 'added' ? `: ${event.type}` : event.kind === 'changed' ? `: ${event.from} → ${event.to}` : '';
  return `${release}: ${words}${detail}`;
}

/**
 * Props of the docs' tables (or, for a prop the tables no longer list, of the history), as the lens's release has
 * them.
 */
export function propsAt(data: McpData, found: McpProp[], lens: Lens): PropAnswer[] {
  const { history } = data.releases;
  const versions = allVersions(history);
  const pinned = history.releases.at(-1)!;
  return found.map(({ type: docsType, since, ...prop }) => {
    const events = history.props[prop.component]?.[prop.name];
    const there = events && stateAt(events, versions, lens.read);
    const now = events && stateAt(events, versions, pinned);
    const anchor = data.releases.rows[prop.component]?.[prop.name];
    const answer: PropAnswer = {
      ...prop,
      ...(anchor && !prop.url.includes('#') ? { url: `${prop.url}#${anchor}` } : {}),
      version: lens.version,
      versionChosen: lens.how,
      // Whether a 7.x release other than the one read has the prop is not known: only that release's types were read.
      ...(lens.read === lens.version ? { exists: events ? there !== undefined : true } : {}),
      ...(events ? (there ? { type: there.type } : {}) : { type: docsType }),
      ...(there?.deprecated ? { deprecatedThere: true as const } : {}),
      ...(since ? { since } : {}),
      history: (events ?? []).map((event) => eventLine(event, history.legacy)),
    };
    if (there && now && there.type !== now.type) answer.typeNow = now.type;
    if (events && !there) {
      // A prop a release lacks comes back only by being added, and lacks it after having it only by being removed:
      // the first event after the release is its adding, the last one up to it its removal.
      const after = (event: PropEvent) => versions.indexOf(event.version) > versions.indexOf(lens.read);
      const added = events.find(after);
      const removed = events.findLast((event) => !after(event));
      const release = lens.read === lens.version ? lens.version : `${lens.read} (read for ${lens.version})`;
      answer.note = added
        ? `${release} does not have ${prop.name} yet: it arrived in ${added.version}. Upgrade to use it.`
        : removed
          ? `${release} no longer has ${prop.name}: it was removed in ${removed.version}.`
          : `${release} does not have ${prop.name}.`;
    } else if (lens.read !== pinned)
      answer.note =
        lens.read === lens.version
          ? `The type is ${lens.version}'s; the default and description are the docs' of ${pinned}.`
          : `Whether ${lens.version} has ${prop.name} was not read: ${lens.read}, the last 7.x release, has it, and the type is ${lens.read}'s. The default and description are the docs' of ${pinned}.`;
    return answer;
  });
}

/**
 * The props a demo's code names that the lens's release lacks and the newest has (each part of a nested name as a
 * word of the code): what the demo needs a newer release for.
 */
export function demoNeeds(data: McpData, code: string, lens: Lens): string[] {
  const { history } = data.releases;
  const versions = allVersions(history);
  const pinned = history.releases.at(-1)!;
  const word = (part: string) => new RegExp(`\\b${part.replace(/[^\w]/g, '')}\\b`).test(code);
  return Object.entries(history.props).flatMap(([table, props]) =>
    Object.entries(props).flatMap(([name, events]) =>
      !stateAt(events, versions, lens.read) && stateAt(events, versions, pinned) && name.split('.').every(word)
        ? [`${table} ${name} (from ${sinceOf(events, history) ?? pinned})`]
        : [],
    ),
  );
}

/** Props the history knows and the docs' tables do not list (removed ones, members), as docs rows. */
export function historyProps(data: McpData, name: string, component: string | undefined): McpProp[] {
  const { history } = data.releases;
  return Object.entries(history.props).flatMap(([table, props]) =>
    (component && component !== table) || !props[name]
      ? []
      : [{ component: table, name, type: '', default: '-', since: '', description: '', url: data.site.url }],
  );
}

// -------------------------------------------------------------------------------------------------------------
// Compatibility

/** Lower case, letters and digits of any script only: 'scroll.x' and 'Scroll X' read the same. */
const squash = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The feature id a name means (its id, its title in either language, or a name people use), or undefined. */
export function featureOf(data: McpData, name: string): string | undefined {
  const wanted = squash(name);
  if (!wanted) return undefined;
  const matrix = data.releases.matrices.at(-1)!;
  const names = matrix.features.map((feature) => ({
    id: feature.id,
    names: [feature.id, ...Object.values(feature.title), ...(FEATURE_NAMES[feature.id] ?? [])].map(squash),
  }));
  return (
    names.find((entry) => entry.names.includes(wanted))?.id ??
    names.find((entry) =>
      entry.names.some((known) => known.length > 2 && (wanted.includes(known) || known.includes(wanted))),
    )?.id
  );
}

/** Names of fixed columns that say no side. */
const GENERIC_FIXED = new Set(
  ['fixed', 'fixed columns', 'fixed column', 'frozen columns', 'pinned columns', '固定列', '冻结列'].map(squash),
);

export interface CompatibilityAnswer {
  features: string[];
  verdict: string;
  verdictWords: string;
  /** Why, and what to do, in the page's words. */
  note: string;
  seen?: string;
  why?: string;
  whatToDo?: string;
  /** The prop that makes it work, with the release that added it. */
  fix?: { prop: string; since: string };
  /** The page's entry, and the playground running the combination (with the fix, when there is one). */
  page: string;
  playground: string;
}

export interface CompatibilityAnswers {
  version: string;
  versionChosen: string;
  /** The release the matrix was measured on: the newest measured at or below the one asked. */
  measuredOn: string;
  read: Record<string, string>;
  cells: CompatibilityAnswer[];
  note?: string;
}

export function compatibility(data: McpData, names: string[], lens: Lens, locale: LocaleId): CompatibilityAnswers {
  const { matrices, history } = data.releases;
  const newest = matrices.at(-1)!;
  const titles = newest.features.map((feature) => `${feature.id} (${feature.title[locale]})`).join(', ');
  if (names.length < 2) throw new DocsError(`Give two or three features to check together. The features: ${titles}.`);
  const read: Record<string, string> = {};
  for (const name of names) {
    const id = featureOf(data, name);
    if (!id) throw new DocsError(`Unknown feature "${name}". The features: ${titles}.`);
    read[name] = id;
  }
  const ids = ordered([...new Set(Object.values(read))]);
  const notes: string[] = [];
  for (const [name, id] of Object.entries(read))
    if (id === 'fixed-start' && GENERIC_FIXED.has(squash(name)))
      notes.push(
        `"${name}" is read as fixed-start (columns fixed at the start side); columns fixed at the end are fixed-end, a feature of their own.`,
      );
  if (ids.length < 2)
    throw new DocsError(
      `${names.join(' and ')} name one feature (${ids[0]}): give two or more. The features: ${titles}.`,
    );
  const measured = measuredAtOrBelow(
    history,
    matrices.map((matrix) => matrix.version),
    lens.read,
  );
  const matrix: MatrixFile = matrices.find((entry) => entry.version === measured) ?? newest;
  const cells = new Map(matrix.cells.map((cell) => [cellKey(cell.features), cell]));
  const wanted: string[][] = cells.has(cellKey(ids))
    ? [ids]
    : ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b]));
  const title = (id: string) => matrix.features.find((feature) => feature.id === id)?.title[locale] ?? id;
  const answers = wanted.flatMap((features) => {
    const cell: MatrixCell | undefined = cells.get(cellKey(features));
    if (!cell) return [];
    const explanation = explainCell(cell, locale);
    // A fixed cell names its fixes (readMatrix refuses one that does not).
    const fix = cell.verdict === 'fixed' ? FIXES.find((entry) => entry.id === cell.fixes![0]) : undefined;
    const context = { title: features.map(title).join(' + ') };
    return [
      {
        features: features.map(title),
        verdict: cell.verdict,
        verdictWords: verdictWord(cell.verdict, locale),
        note: cellNote(cell, locale),
        ...(explanation.seen ? { seen: explanation.seen } : {}),
        ...(explanation.why ? { why: explanation.why } : {}),
        ...(explanation.action ? { whatToDo: explanation.action } : {}),
        ...(fix ? { fix: { prop: fix.prop, since: fix.since } } : {}),
        page: `${data.site.url}${localizePath('/compatibility', locale).slice(1)}#${cellAnchor(features)}`,
        playground: `${data.site.url}${playgroundPath('simple', locale).slice(1)}${codeHash({ 'simple.tsx': cellSource(cellConfig(features, fix ? [fix.id] : [])) }, context)}`,
      },
    ];
  });
  if (ids.length > 2 && !cells.has(cellKey(ids)))
    notes.push(`The matrix does not measure ${ids.join(' + ')} together: here are its pairs.`);
  if (measured !== lens.read)
    notes.push(
      measured
        ? `The matrix runs on published releases; ${measured} is the newest measured at or below ${lens.version}.`
        : `The matrix starts at ${matrices[0].version}; ${lens.version} is older, so these are ${newest.version}'s verdicts.`,
    );
  return {
    version: lens.version,
    versionChosen: lens.how,
    measuredOn: matrix.version,
    read,
    cells: answers,
    ...(notes.length ? { note: notes.join(' ') } : {}),
  };
}

// -------------------------------------------------------------------------------------------------------------
// Styling

export interface StylingAnswer {
  part: string;
  name: string;
  elements: string[];
  components: string[];
  found: string;
  classes: { name: string; when: string }[];
  keys: { name: string; when: string }[];
  page: string;
}

export interface StylingAnswers {
  version: string;
  versionChosen: string;
  /** The measured release whose drawing the answer gives: the newest at or below the one asked. */
  drawnBy: string;
  /** For a 7.x release, whose drawing was not measured, the parts are given as 1.x draws them, as `partsIn1x`. */
  parts?: StylingAnswer[];
  partsIn1x?: StylingAnswer[];
  /** Keys the types declare that land on no element, per component: where the types and the drawing disagree. */
  typesWithoutElement: Record<string, string[]>;
  note?: string;
}

/** rc-table 7.x named the sides of fixed columns left and right; 1.x names them start and end. */
const LEGACY_SIDES: [RegExp, string][] = [
  [/fix-left/g, 'fix-start'],
  [/fix-right/g, 'fix-end'],
];

/** A class, a key (`header.cell`, `classNames.header.cell`, `styles.body.row`), a part's id or its name. */
export function styling(data: McpData, wanted: string, lens: Lens, locale: LocaleId): StylingAnswers {
  const { history, stylingMeasured } = data.releases;
  const notes: string[] = [];
  let query = wanted.trim().replace(/^\./, '');
  if (!query) throw new DocsError('Name a part, a class or a key: "header cell", "rc-table-cell", "header.cell".');
  for (const [legacy, now] of LEGACY_SIDES)
    if (legacy.test(query)) {
      const renamed = query.replace(legacy, now);
      notes.push(`${query} is rc-table 7.x's name; 1.x releases draw ${renamed}.`);
      query = renamed;
    }
  // The drawing of the newest measured release at or below the one asked; the oldest measured for an older one.
  const measured = measuredAtOrBelow(history, stylingMeasured, lens.read);
  const drawnBy = measured ?? stylingMeasured[0];
  // The stored drawings are those that differ from the one before: drawnBy's is the newest at or below it.
  const stored = measuredAtOrBelow(
    history,
    data.releases.styling.map((entry) => entry.version),
    drawnBy,
  );
  const facts = data.releases.styling.find((entry) => entry.version === stored)!;
  const words = conditionWords(locale);
  const key = query.replace(/^(classNames|styles)\./, '');
  const q = squash(query);
  const names = (part: PartFacts) => [
    part.id,
    partName(part.id, locale),
    partName(part.id, DEFAULT_LOCALE),
    partName(part.id, 'zh-CN'),
  ];
  let parts = facts.parts.filter(
    (part) =>
      names(part).some((name) => squash(name) === q) ||
      part.classes.some((item) => item.name === query) ||
      part.keys.some((item) => item.name.replace(/^(classNames|styles)\./, '') === key),
  );
  if (!parts.length) parts = facts.parts.filter((part) => q.length > 2 && squash(names(part).join(' ')).includes(q));
  const unplaced = Object.entries(facts.unplaced).flatMap(([component, keys]) =>
    keys.includes(key) ? [component] : [],
  );
  if (!parts.length && !unplaced.length) {
    const list = facts.parts.map((part) => `${part.id} (${partName(part.id, locale)})`);
    const near = nearest(query, [...facts.parts.map((part) => part.id), ...facts.keys.Table]);
    throw new DocsError(
      `No part, class or key "${wanted}".${near.length ? ` Did you mean: ${near.join(', ')}?` : ''} Keys of classNames and styles: ${facts.keys.Table.join(', ')}. Parts: ${list.join(', ')}.`,
    );
  }
  const hasKeys = stateAt(history.props.Table?.classNames ?? [], allVersions(history), lens.read) !== undefined;
  if (/^7\./.test(lens.version))
    notes.push(
      `The drawing was measured on 1.x releases only, from ${stylingMeasured[0]}: partsIn1x is how 1.x draws the parts asked, not how rc-table ${lens.version} does (7.x names the fixed sides left and right, for one). The migration guide lists the class names that changed (${data.site.url}${localizePath('/migration', locale).slice(1)}).`,
    );
  else if (!measured)
    notes.push(`The drawing was measured from ${drawnBy} on; ${lens.version} is older and may draw otherwise.`);
  else if (measured !== lens.read)
    notes.push(
      `${lens.version} was not measured${data.releases.published.includes(lens.version) ? '' : ' (it is not on the npm registry)'}; ${measured}, the newest measured release at or below it, draws as given.`,
    );
  if (!hasKeys)
    notes.push(
      `${lens.version} has no classNames or styles props (they arrived in ${history.props.Table?.classNames?.[0]?.version}): style it by its classes.`,
    );
  if (unplaced.length) notes.push(`${key} is in ${unplaced.join(' and ')}'s types but lands on no element there.`);
  const page = `${data.site.url}${localizePath('/styling', locale).slice(1)}`;
  return {
    version: lens.version,
    versionChosen: lens.how,
    drawnBy,
    [/^7\./.test(lens.version) ? 'partsIn1x' : 'parts']: parts.map((part) => ({
      part: part.id,
      name: partName(part.id, locale),
      elements: part.elements,
      components: part.components,
      found: conditionText(part.found, words),
      classes: part.classes.map((item) => ({ name: item.name, when: seenText(item, words) })),
      keys: hasKeys ? part.keys.map((item) => ({ name: item.name, when: seenText(item, words) })) : [],
      page: `${page}#part-${part.id}`,
    })),
    typesWithoutElement: facts.unplaced,
    ...(notes.length ? { note: notes.join(' ') } : {}),
  };
}

// -------------------------------------------------------------------------------------------------------------
// Upgrades

/** What changes from one release to another, as the upgrade view shows it: must act, can use, types only, ... */
export function upgrade(
  data: McpData,
  from: string | undefined,
  to: string | undefined,
  lens: Lens,
  locale: LocaleId,
): string {
  const { releases } = data;
  for (const asked of [from, to])
    if (asked?.trim() && !readVersion(asked, releases.known).version)
      throw new DocsError(
        `There is no release "${asked.trim()}" of ${releases.known.package} or ${releases.known.legacy.package}. Releases: ${releaseList(data)}.`,
      );
  const words = releases.upgradeWords[locale] ?? releases.upgradeWords[DEFAULT_LOCALE];
  const start = from?.trim() || lens.version;
  const end = to?.trim() || releases.history.releases.at(-1)!;
  const blocks = upgradeMarkdown(
    { ...releases, changelog: releases.changelog as UpgradeData['changelog'] },
    locale,
    words,
    (path) => `${data.site.url}${path.slice(1)}`,
    (file) => `${releases.sourceUrl}${file}`,
    { from: start, to: end },
  );
  const page = `${data.site.url}${localizePath('/upgrade', locale).slice(1)}?${new URLSearchParams({ from: start, to: end })}`;
  const origin = from?.trim() ? '' : `From ${lens.version}, the project's release: ${lens.how}.\n\n`;
  return `${origin}${printMarkdown({ type: 'root', children: blocks })}\nThe view on the site: ${page}\n`;
}
