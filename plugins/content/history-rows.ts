/**
 * The API tables' rows say what happened to their prop after the first 1.x release (facts/prop-history.json): in the
 * Version cell, after the release that added it, the words for each later event ("function form since 1.12.0",
 * "deprecated in 1.12.0"); a row whose type changed holds them in a disclosure (`<details>`, reachable by keyboard and
 * open without scripts) that lists each change, old type -> new type. The words are Markdown nodes, so the page's HTML
 * and its Markdown copy (plugins/seo/page-markdown.ts) say the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PhrasingContent, RootContent, Table, TableCell } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { LocaleId } from '../../core/types.ts';
import { translate } from '../../core/messages.ts';
import { eventPhrase, laterEvents, sinceOf, type PropEvent, type PropHistory } from '../../core/prop-history.ts';
import type { MarkdownOutline } from './markdown.ts';

export const HISTORY_FILE = path.resolve(import.meta.dirname, '../../facts/prop-history.json');

/** The committed history, read once per process (it changes only with a release). */
let loaded: PropHistory | undefined;
export const propHistory = (): PropHistory =>
  (loaded ??= JSON.parse(fs.readFileSync(HISTORY_FILE, 'utf8')) as PropHistory);

/** `<!-- api: Table -->` before a table names the component whose props it lists. */
const MARKER = /^<!--\s*api:\s*(\w+)\s*-->$/;
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

/**
 * The outline with the history in the Version cell of every row of its API tables (tables after an
 * `<!-- api: X -->` marker whose X the history knows), or the outline itself when no row has any.
 */
export function withPropHistory(outline: MarkdownOutline, locale: LocaleId, history = propHistory()): MarkdownOutline {
  let copy: MarkdownOutline | undefined;
  const blocks = () => {
    copy ??= structuredClone(outline);
    return Object.values(copy.segments)
      .flat()
      .flatMap((segment) => (segment.type === 'blocks' ? segment.nodes : []));
  };
  // Find the tables first in the original; change them in the copy, at the same places.
  const places: [segment: number, node: number, id: string][] = [];
  Object.values(outline.segments)
    .flat()
    .forEach((segment, s) => {
      if (segment.type !== 'blocks') return;
      let marker: string | undefined;
      segment.nodes.forEach((node: RootContent, n) => {
        if (node.type === 'table' && marker && history.props[marker]) places.push([s, n, marker]);
        marker = node.type === 'html' ? MARKER.exec(node.value.trim())?.[1] : undefined;
      });
    });
  if (!places.length) return outline;
  blocks();
  const segments = Object.values(copy!.segments).flat();
  let changed = false;
  for (const [s, n, id] of places) {
    const segment = segments[s];
    if (segment.type !== 'blocks') continue;
    const table = segment.nodes[n] as Table;
    const [head, ...rows] = table.children;
    const column = head.children.findIndex((cell) => VERSION_HEADERS.includes(toString(cell).trim()));
    if (column < 0) continue;
    for (const row of rows) {
      const name = row.data?.apiRow?.name;
      const events = name ? history.props[id][name] : undefined;
      // The arrival is the Version column's already.
      const since = events && sinceOf(events, history);
      const later = events
        ? laterEvents(events, history).filter((e) => !(e.kind === 'added' && e.version === since))
        : [];
      const nodes = historyNodes(later, locale);
      const cell: TableCell | undefined = row.children[column];
      if (!nodes.length || !cell) continue;
      cell.children.push(...nodes);
      changed = true;
    }
  }
  return changed ? copy! : outline;
}
