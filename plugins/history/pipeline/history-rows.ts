/**
 * The API tables' rows say what happened to their prop after the first 1.x release (facts/prop-history.json): in the
 * Version cell, after the release that added it, the words for each later event ("function form since 1.12.0",
 * "deprecated in 1.12.0"); a row whose type changed holds them in a disclosure (`<details>`, reachable by keyboard and
 * open without scripts) that lists each change, old type -> new type. The words are Markdown nodes, so the page's HTML
 * and its Markdown copy (engine/pipeline/seo/page-markdown.ts) say the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Paragraph, PhrasingContent, Table, TableCell } from 'mdast';
import type { Element, ElementContent, Properties } from 'hast';
import { toString } from 'mdast-util-to-string';
import type { LocaleId } from '../../../engine/core/types.ts';
import { localizePath } from '../../../engine/core/locale.ts';
import { apiMarker } from '../../../engine/core/content-tags.ts';
import { translate } from '../../../engine/core/messages.ts';
import {
  allVersions,
  eventPhrase,
  laterEvents,
  sinceOf,
  type PropEvent,
  type PropHistory,
} from '../core/prop-history.ts';
import type { MarkdownOutline } from '../../../engine/pipeline/content/markdown.ts';
import { FACTS_DIR } from '../../../engine/pipeline/paths.ts';

export const HISTORY_FILE = path.join(FACTS_DIR, 'prop-history.json');

/** The committed history, read once per process (it changes only with a release). */
let loaded: PropHistory | undefined;
export const propHistory = (): PropHistory =>
  (loaded ??= JSON.parse(fs.readFileSync(HISTORY_FILE, 'utf8')) as PropHistory);

const VERSION_HEADERS = ['Version', '版本'];

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

/** The words a Version cell gains for these events, or none. */
export function historyNodes(events: PropEvent[], locale: LocaleId): PhrasingContent[] {
  if (!events.length) return [];
  const phrases = events.map((event) => {
    const { key, values } = eventPhrase(event);
    return translate(locale, key, values);
  });
  const summary = phrases.join('; ');
  const changes = events.filter((event) => event.kind === 'changed');
  if (!changes.length)
    return [
      text(' '),
      {
        type: 'emphasis',
        data: { hName: 'span', hProperties: { className: ['prop-history'] } },
        children: [text(summary)],
      },
    ];
  // <details><summary>words</summary><span>1.12.0: `old` → `new`.</span>...</details>; in Markdown, emphasis
  // around strong words and the changes, which print the same text.
  return [
    text(' '),
    {
      type: 'emphasis',
      data: { hName: 'details', hProperties: { className: ['prop-history'] } },
      children: [
        { type: 'strong', data: { hName: 'summary' }, children: [text(summary)] },
        ...changes.flatMap((event): PhrasingContent[] => [
          text(' '),
          {
            type: 'emphasis',
            data: { hName: 'span', hProperties: { className: ['prop-history-change'] } },
            children: [text(`${event.version}: `), code(event.from), text(' → '), code(event.to), text('.')],
          },
        ]),
      ],
    },
  ];
}

/** The words the lens control takes from its tag, with `{name}` marks filled in the browser. */
const LENS_WORDS = [
  'label',
  'hide',
  'status',
  'missing',
  'unknown',
  'banner',
  'jump',
  'back',
  'close',
  'since',
] as const;

/**
 * The version lens's control as HTML: the releases to choose from (the pinned one chosen), the switch that hides the
 * props the chosen release lacks, and a line for what the lens found. Disabled in the prerender: the lens
 * (plugins/history/app/version-lens.ts) enables it once the page runs. It takes the same room before and after.
 */
export function lensControl(props: Record<string, string>, history: PropHistory, locale: LocaleId): Paragraph {
  const pinned = history.releases.at(-1)!;
  const words = Object.fromEntries(LENS_WORDS.map((key) => [key, props[key] ?? key]));
  const label = (version: string) =>
    version === history.legacy.version ? `${history.legacy.package} ${version}` : version;
  const element = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({
    type: 'element',
    tagName,
    properties,
    children,
  });
  const hastText = (value: string): ElementContent => ({ type: 'text', value });
  return {
    type: 'paragraph',
    children: [],
    data: {
      hName: 'form',
      hProperties: {
        className: ['version-lens'],
        dataVersionLens: '',
        dataPinned: pinned,
        dataWords: JSON.stringify(words),
        // The upgrade view in the page's language, for the lens's link to what changed since the chosen release.
        dataUpgrade: localizePath('/upgrade', locale),
      },
      hChildren: [
        element('label', {}, [
          hastText(`${words.label} `),
          element(
            'select',
            { name: 'v', disabled: true },
            allVersions(history).map((version) =>
              element('option', { value: version, selected: version === pinned }, [hastText(label(version))]),
            ),
          ),
        ]),
        element('label', {}, [
          element('input', { type: 'checkbox', name: 'hide', disabled: true }),
          hastText(` ${words.hide}`),
        ]),
        element('p', { className: ['version-lens-status'], ariaLive: 'polite' }),
      ],
    },
  };
}

/**
 * The outline with every prop's history: in the Version cell of every row of its API tables (tables after an
 * `<!-- api: X -->` marker whose X the history knows), each such row named for the lens (`data-prop="Table:name"`),
 * and the lens's control in place of its tag. The outline itself when it has neither.
 */
export function withPropHistory(outline: MarkdownOutline, locale: LocaleId, history = propHistory()): MarkdownOutline {
  const has = Object.values(outline.segments)
    .flat()
    .some(
      (segment) =>
        (segment.type === 'component' && segment.name === 'VersionLens') ||
        (segment.type === 'blocks' &&
          segment.nodes.some((node) => node.type === 'html' && apiMarker(node.value) !== undefined)),
    );
  if (!has) return outline;
  const copy = structuredClone(outline);
  for (const [tab, segments] of Object.entries(copy.segments))
    copy.segments[tab] = segments.map((segment) => {
      if (segment.type === 'component' && segment.name === 'VersionLens')
        return { type: 'blocks', nodes: [lensControl(segment.props, history, locale)] };
      if (segment.type !== 'blocks') return segment;
      let marker: string | undefined;
      for (const node of segment.nodes) {
        if (node.type === 'table' && marker && history.props[marker]) annotateTable(node, marker, locale, history);
        marker = node.type === 'html' ? apiMarker(node.value) : undefined;
      }
      return segment;
    });
  return copy;
}

/** One API table's rows: the history in the Version cell, the lens's name for the row. */
function annotateTable(table: Table, id: string, locale: LocaleId, history: PropHistory) {
  const [head, ...rows] = table.children;
  const column = head.children.findIndex((cell) => VERSION_HEADERS.includes(toString(cell).trim()));
  for (const row of rows) {
    const name = row.data?.apiRow?.name;
    const events = name ? history.props[id][name] : undefined;
    if (!name || !events) continue;
    row.data = { ...row.data, hProperties: { ...row.data?.hProperties, dataProp: `${id}:${name}` } };
    // The arrival is the Version column's already.
    const since = sinceOf(events, history);
    const later = laterEvents(events, history).filter((e) => !(e.kind === 'added' && e.version === since));
    const cell: TableCell | undefined = row.children[column];
    if (cell) cell.children.push(...historyNodes(later, locale));
  }
}
