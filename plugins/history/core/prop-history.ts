/**
 * Every prop's history across the library's releases, derived from what each release's types declare
 * (`plugins/history/scripts/prop-history.ts` reads them; `facts/prop-history.json` is the result), and the questions the pages ask
 * of it: in which release a prop arrived, its type in a given release, what changed between two releases. Pure.
 */

/** What one release's types say of one prop. */
export interface PropState {
  /** The type as text, normalised (`normaliseType`). */
  type: string;
  deprecated?: true;
}

/** One release's props: table id (as in `<!-- api: Table -->`) -> prop name (dotted for members) -> state. */
export type Snapshot = Record<string, Record<string, PropState>>;

/** Something that happened to a prop in a release. */
export type PropEvent =
  | { version: string; kind: 'added'; type: string }
  | { version: string; kind: 'changed'; from: string; to: string }
  | { version: string; kind: 'deprecated' }
  | { version: string; kind: 'undeprecated' }
  | { version: string; kind: 'removed' };

export type EventKind = PropEvent['kind'];

export interface PropHistory {
  /** The rc-table 7.x release read as the starting point, before the first 1.x release. */
  legacy: { package: string; version: string };
  /** The 1.x releases, oldest first. */
  releases: string[];
  /** Where each release's types were read: `npm` (the published package) or `tag` (the tagged sources). */
  sources: Record<string, 'npm' | 'tag'>;
  /** Table id -> prop name -> what happened to it, in release order; the legacy release first. */
  props: Record<string, Record<string, PropEvent[]>>;
}

/**
 * The parts of a union written at the top level of a type text (`a | (b | c) | d` -> a, (b | c), d), or the whole
 * text as its one part when it is a function type (`(x) => a | b`: the union is its return type's).
 */
export function unionParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if ('([{<'.includes(char)) depth++;
    else if (')]}'.includes(char) || (char === '>' && text[i - 1] !== '=')) depth--;
    else if (depth === 0 && char === '=' && text[i + 1] === '>') return [text.trim()];
    else if (depth === 0 && char === '|') {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/**
 * Type text compared across releases, so that a release that only writes a type another way reports no change:
 * whitespace collapsed, `import("...").` qualifiers and the `React.` namespace dropped (the same type, named
 * another way), double quotes for string literals, no `;` before a closing brace, and the parts of a top-level
 * union in one order without `undefined` (the compiler prints them in the order it met them, which any edit of the sources moves).
 */
export function normaliseType(text: string): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .replace(/import\((["'])[^"']*\1\)\./g, '')
    .replace(/\bReact\./g, '')
    .replace(/'([^'"\\]*)'/g, '"$1"')
    .replace(/;\s*\}/g, ' }')
    .replace(/\{\s+\}/g, '{}');
  // `undefined` in a union says the prop may be left out, which its being optional says already.
  const parts = unionParts(clean).filter((part) => part !== 'undefined');
  return [...new Set(parts)].sort().sort(byRank).join(' | ');
}

/**
 * The order of the kinds of parts: keywords, then literals, then named and written-out types, functions last
 * (`boolean | "start" | X | (() => Y)`). Parts of one kind keep their order: the sort is stable.
 */
function byRank(a: string, b: string): number {
  const rank = (part: string) => (/^[a-z]+$/.test(part) ? 0 : /^["\d-]/.test(part) ? 1 : part.startsWith('(') ? 3 : 2);
  return rank(a) - rank(b);
}

/**
 * The events of one prop from its state in each release, oldest first (undefined: the release lacks it). The first
 * release that has it is where it was added; a later release that lacks it removed it, and one that has it again
 * added it again.
 */
export function eventsOf(states: [version: string, state: PropState | undefined][]): PropEvent[] {
  const events: PropEvent[] = [];
  let last: PropState | undefined;
  for (const [version, state] of states) {
    if (!state) {
      if (last) events.push({ version, kind: 'removed' });
    } else if (!last) {
      events.push({ version, kind: 'added', type: state.type });
      if (state.deprecated) events.push({ version, kind: 'deprecated' });
    } else {
      if (state.type !== last.type) events.push({ version, kind: 'changed', from: last.type, to: state.type });
      if (state.deprecated && !last.deprecated) events.push({ version, kind: 'deprecated' });
      if (!state.deprecated && last.deprecated) events.push({ version, kind: 'undeprecated' });
    }
    last = state;
  }
  return events;
}

/** Every release read, oldest first: the legacy one, then the 1.x releases. */
export const allVersions = (history: Pick<PropHistory, 'legacy' | 'releases'>): string[] => [
  history.legacy.version,
  ...history.releases,
];

/** The history from each release's snapshot (by version, every version of `allVersions`). */
export function deriveHistory(
  base: Omit<PropHistory, 'props'>,
  snapshots: Record<string, Snapshot>,
): PropHistory['props'] {
  const versions = allVersions(base);
  const props: PropHistory['props'] = {};
  const tables = [...new Set(versions.flatMap((version) => Object.keys(snapshots[version] ?? {})))].sort();
  for (const table of tables) {
    const names = [...new Set(versions.flatMap((version) => Object.keys(snapshots[version]?.[table] ?? {})))].sort();
    props[table] = {};
    for (const name of names)
      props[table][name] = eventsOf(versions.map((version) => [version, snapshots[version]?.[table]?.[name]]));
  }
  return props;
}

/** A prop's state in a release, replayed from its events; undefined when the release lacks it. */
export function stateAt(events: PropEvent[], versions: string[], version: string): PropState | undefined {
  const until = versions.indexOf(version);
  if (until < 0) return undefined;
  let state: PropState | undefined;
  for (const event of events) {
    if (versions.indexOf(event.version) > until) break;
    if (event.kind === 'added') state = { type: event.type };
    // An event of a prop the release lacks changes nothing.
    else if (event.kind === 'removed' || !state) state = undefined;
    else if (event.kind === 'changed') state = { ...state, type: event.to };
    else if (event.kind === 'deprecated') state = { ...state, deprecated: true };
    else state = { type: state.type };
  }
  return state;
}

/** Every prop's state in one release: the snapshot its events replay to. */
export function snapshotAt(history: PropHistory, version: string): Snapshot {
  const versions = allVersions(history);
  return Object.fromEntries(
    Object.entries(history.props).map(([table, props]) => [
      table,
      Object.fromEntries(
        Object.entries(props).flatMap(([name, events]) => {
          const state = stateAt(events, versions, version);
          return state ? [[name, state]] : [];
        }),
      ),
    ]),
  );
}

/**
 * The 1.x release a prop arrived in: the oldest from which every later release has it (one the first 1.x release
 * already had counts from that release); undefined when the newest lacks it.
 */
export function sinceOf(events: PropEvent[], history: Pick<PropHistory, 'legacy' | 'releases'>): string | undefined {
  const versions = allVersions(history);
  let since: string | undefined;
  for (const version of history.releases) {
    if (!stateAt(events, versions, version)) since = undefined;
    else since ??= version;
  }
  return since;
}

/** The events of the 1.x releases after the first: the ones an API row reports. */
export const laterEvents = (events: PropEvent[], history: Pick<PropHistory, 'releases'>): PropEvent[] =>
  events.filter((event) => history.releases.indexOf(event.version) > 0);

/** Releases whose types changed the prop's type, among `events`. */
export const typeChanges = (events: PropEvent[]) =>
  events.filter((event): event is Extract<PropEvent, { kind: 'changed' }> => event.kind === 'changed');

/** One prop's difference between two releases. */
export type PropDiff =
  | { table: string; name: string; kind: 'added'; type: string }
  | { table: string; name: string; kind: 'removed'; type: string }
  | { table: string; name: string; kind: 'changed'; from: string; to: string; versions: string[] }
  | { table: string; name: string; kind: 'deprecated' };

/**
 * What changed from release `from` to release `to` (either may be the legacy one; `from` is the older): props the
 * newer has and the older lacks, the reverse, props whose type differs (with the releases in between that changed
 * it), and props deprecated in the newer and not in the older.
 */
export function diffReleases(history: PropHistory, from: string, to: string): PropDiff[] {
  const versions = allVersions(history);
  const start = versions.indexOf(from);
  const end = versions.indexOf(to);
  const diffs: PropDiff[] = [];
  for (const [table, props] of Object.entries(history.props))
    for (const [name, events] of Object.entries(props)) {
      const before = stateAt(events, versions, from);
      const after = stateAt(events, versions, to);
      if (!before) {
        if (after) diffs.push({ table, name, kind: 'added', type: after.type });
      } else if (!after) diffs.push({ table, name, kind: 'removed', type: before.type });
      else {
        if (before.type !== after.type) {
          const between = typeChanges(events)
            .filter((event) => {
              const at = versions.indexOf(event.version);
              return at > start && at <= end;
            })
            .map((event) => event.version);
          diffs.push({ table, name, kind: 'changed', from: before.type, to: after.type, versions: between });
        }
        if (after.deprecated && !before.deprecated) diffs.push({ table, name, kind: 'deprecated' });
      }
    }
  return diffs;
}

/** How a row names one event: a message key of the `history.` family and its values. */
export interface EventPhrase {
  key: 'history.function' | 'history.values' | 'history.changed' | HistoryKindKey;
  values: Record<string, string>;
}

type HistoryKindKey = 'history.added' | 'history.deprecated' | 'history.undeprecated' | 'history.removed';

const isFunctionPart = (part: string) => part.startsWith('(') && part.includes('=>');
const isLiteralPart = (part: string) => /^("[^"]*"|-?\d[\d.]*|true|false)$/.test(part);

/**
 * The words for an event: a change that only adds function parts to a union is the function form, one that only adds
 * literals names them (`"start" | "end" since 1.2.0`); any other change is a change of type.
 */
export function eventPhrase(event: PropEvent): EventPhrase {
  const values = { version: event.version };
  if (event.kind !== 'changed') return { key: `history.${event.kind}`, values };
  const before = new Set(unionParts(event.from));
  const after = new Set(unionParts(event.to));
  const added = [...after].filter((part) => !before.has(part));
  const kept = [...before].every((part) => after.has(part));
  if (kept && added.length && added.every(isFunctionPart)) return { key: 'history.function', values };
  if (kept && added.length && added.every(isLiteralPart))
    return { key: 'history.values', values: { ...values, values: added.join(', ') } };
  return { key: 'history.changed', values };
}

/** What the version lens marks on a row: a prop the release lacks, or one whose type there differs from the pinned. */
export type LensMark = { kind: 'missing' } | { kind: 'type'; type: string };

/**
 * The marks for a release, by `table:name`, over the props `keys` lists: none for the pinned release (the newest) or
 * for a prop the same there as in it.
 */
export function lensMarks(history: PropHistory, version: string, keys: string[]): Map<string, LensMark> {
  const versions = allVersions(history);
  const pinned = history.releases.at(-1)!;
  const marks = new Map<string, LensMark>();
  for (const key of keys) {
    const [table, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    const events = history.props[table]?.[name];
    if (!events) continue;
    const there = stateAt(events, versions, version);
    const now = stateAt(events, versions, pinned);
    if (!there) marks.set(key, { kind: 'missing' });
    else if (now && there.type !== now.type) marks.set(key, { kind: 'type', type: there.type });
  }
  return marks;
}
