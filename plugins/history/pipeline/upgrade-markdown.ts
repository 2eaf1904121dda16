/**
 * The upgrade view (plugins/history/app/Upgrade.tsx) as Markdown, with the same sections in the same order, links made absolute:
 * in a page's copy the default pair it prerenders (the last rc-table 7.x to the pinned release); for the MCP server
 * the pair asked, after how each written release was read. Pure.
 */
import type { Heading, ListItem, PhrasingContent, RootContent } from 'mdast';
import type { LocaleId } from '../../../engine/core/types.ts';
import { localizePath } from '../../../engine/core/locale.ts';
import { versionAnchor } from '../../../engine/core/edit-link.ts';
import type { PropHistory } from '../core/prop-history.ts';
import {
  fill,
  problemText,
  releaseName,
  textParts,
  upgradeView,
  type ChangelogRelease,
  type CompatibilityMatrix,
  type UpgradeAction,
  type UpgradeWords,
} from '../core/upgrade.ts';
import type { KnownReleases } from '../core/version-input.ts';
import { checkClaim, type BehaviourTable } from '../../claims/core/behaviour.ts';
import { paragraph, text } from '../../../engine/pipeline/seo/page-markdown.ts';

export interface UpgradeData {
  history: PropHistory;
  changelog: Partial<Record<LocaleId, ChangelogRelease[]>>;
  matrices: CompatibilityMatrix[];
  rows: Record<string, Record<string, string>>;
  actions: UpgradeAction[];
  known: KnownReleases;
  behaviour?: BehaviourTable;
}

const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const runs = (value: string): PhrasingContent[] =>
  textParts(value).map((part) => (part.code ? code(part.text) : text(part.text)));
const heading = (depth: Heading['depth'], children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});
const list = (items: PhrasingContent[][]): RootContent => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children): ListItem => ({
    type: 'listItem',
    spread: false,
    children: [paragraph(...children)],
  })),
});

export function upgradeMarkdown(
  data: UpgradeData,
  locale: LocaleId,
  words: UpgradeWords,
  absolute: (path: string) => string,
  checkUrl: (file: string) => string,
  asked: { from?: string; to?: string } = {},
): RootContent[] {
  const view = upgradeView({ ...data, changelog: data.changelog[locale] ?? [] }, asked);
  const label = (version: string) => releaseName(data.history, version);
  const name = (table: string, prop: string): PhrasingContent[] => {
    const anchor = data.rows[table]?.[prop];
    const words = [code(prop), text(` ${table}`)];
    return anchor
      ? [{ type: 'link', url: absolute(`${localizePath('/', locale)}#${anchor}`), children: words }]
      : words;
  };
  const section = (title: string, items: PhrasingContent[][]): RootContent[] => [
    heading(3, [text(`${title} (${items.length})`)]),
    items.length ? list(items) : paragraph(text(words.none)),
  ];
  const blocks: RootContent[] = [
    ...view.problems.map((problem) => paragraph(text(problemText(problem, words, data.history, data.known)))),
    paragraph(text(`${words.from} ${label(view.from)} ${words.to} ${label(view.to)}`)),
    heading(3, [text(`${words.mustAct} (${view.actions.length + view.removed.length})`)]),
  ];
  for (const action of view.actions)
    blocks.push(
      paragraph(text(`${action.release} `), ...runs(action.text[locale] ?? Object.values(action.text)[0] ?? '')),
      paragraph(text(words.before)),
      { type: 'code', lang: 'tsx', value: action.before },
      paragraph(text(words.after)),
      { type: 'code', lang: 'tsx', value: action.after },
      paragraph(text(`${words.checkedBy} `), {
        type: 'link',
        url: checkUrl(action.check.file),
        children: [text(action.check.name)],
      }),
    );
  if (view.removed.length)
    blocks.push(list(view.removed.map((diff) => [text(`${words.removed}: `), ...name(diff.table, diff.name)])));
  if (!view.actions.length && !view.removed.length) blocks.push(paragraph(text(words.mustActNone)));
  if (view.deprecated.length)
    blocks.push(
      ...section(
        words.deprecated,
        view.deprecated.map((diff) => name(diff.table, diff.name)),
      ),
    );
  blocks.push(
    ...section(
      words.canUse,
      view.added.map((diff) => [...name(diff.table, diff.name), text(': '), code(diff.type)]),
    ),
    ...section(
      words.typesOnly,
      view.types.map((change) => [
        code(change.from),
        text(' → '),
        code(change.to),
        text(` (${change.props[0].versions.join(', ')}) `),
        ...(change.props.length > 1 ? [text(fill(words.inProps, { count: `${change.props.length}` }))] : []),
        ...change.props.flatMap((diff, i) => [text(i ? ', ' : ' '), ...name(diff.table, diff.name)]),
      ]),
    ),
  );
  if (view.behaviour) {
    // The section's title, then what its lines mean, as the page says it under the title.
    const [title, ...items] = section(
      fill(words.behaviour, { from: label(view.behaviour.from), to: label(view.behaviour.to) }),
      view.behaviour.changes.map((change) => {
        const claim = checkClaim(change.id);
        const result = (value: 'pass' | 'fail') => (value === 'pass' ? words.checkPasses : words.checkFails);
        return [
          text(`${result(change.from)} → ${result(change.to)}: `),
          ...(claim ? [text(`${claim.sentence} (`), code(claim.page), text(')')] : [code(change.id)]),
        ];
      }),
    );
    blocks.push(title, paragraph(text(words.behaviourNote)), ...items);
  }
  // The matrix cells whose verdict differs, as the page lists them once both ends have a matrix.
  const matrix = view.matrix;
  if (matrix) {
    const title = (id: string) => matrix.to.features.find((feature) => feature.id === id)?.title[locale] ?? id;
    const compatibility = absolute(localizePath('/compatibility', locale));
    blocks.push(
      ...section(
        fill(words.matrix, { from: label(matrix.from.version), to: label(matrix.to.version) }),
        matrix.changes.map((change) => [
          { type: 'link', url: compatibility, children: [text(change.features.map(title).join(' + '))] },
          text(`: ${change.from} → ${change.to}`),
        ]),
      ),
    );
  }
  blocks.push(heading(3, [text(`${words.changelog} (${view.releases.length})`)]));
  const changelog = localizePath('/changelog', locale);
  for (const release of view.releases)
    blocks.push(
      heading(4, [
        {
          type: 'link',
          url: absolute(`${changelog}#${versionAnchor(release.version)}`),
          children: [text(release.version)],
        },
      ]),
      list(release.entries.map((entry) => entry.map((part) => (part.code ? code(part.text) : text(part.text))))),
    );
  return blocks;
}
