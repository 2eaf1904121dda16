/**
 * The upgrade view (app/theme/Upgrade.tsx) in a page's Markdown copy: the default pair it prerenders (the last rc-table
 * 7.x to the pinned release), with the same headings and items, links made absolute. Pure.
 */
import type { Heading, ListItem, PhrasingContent, RootContent } from 'mdast';
import type { LocaleId } from '../../core/types.ts';
import { localizePath } from '../../core/locale.ts';
import { versionAnchor } from '../../core/edit-link.ts';
import type { PropHistory } from '../../core/prop-history.ts';
import {
  fill,
  upgradeView,
  type ChangelogRelease,
  type CompatibilityMatrix,
  type UpgradeWords,
} from '../../core/upgrade.ts';
import { paragraph, text } from './page-markdown.ts';

export interface UpgradeData {
  history: PropHistory;
  changelog: Partial<Record<LocaleId, ChangelogRelease[]>>;
  matrices: CompatibilityMatrix[];
  rows: Record<string, Record<string, string>>;
}

const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
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
): RootContent[] {
  const view = upgradeView(data.history, data.changelog[locale] ?? [], data.matrices, {});
  const label = (version: string) =>
    version === data.history.legacy.version ? `${data.history.legacy.package} ${version}` : version;
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
    paragraph(text(`${words.from} ${label(view.from)} ${words.to} ${label(view.to)}`)),
    ...section(
      words.added,
      view.added.map((diff) => [...name(diff.table, diff.name), text(': '), code(diff.type)]),
    ),
    ...section(
      words.changed,
      view.changed.map((diff) => [
        ...name(diff.table, diff.name),
        text(` (${diff.versions.join(', ')}): `),
        code(diff.from),
        text(' → '),
        code(diff.to),
      ]),
    ),
    ...section(
      words.deprecated,
      view.deprecated.map((diff) => name(diff.table, diff.name)),
    ),
    ...section(
      words.removed,
      view.removed.map((diff) => [...name(diff.table, diff.name), text(': '), code(diff.type)]),
    ),
    heading(3, [text(`${words.changelog} (${view.releases.length})`)]),
  ];
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
  return blocks;
}
