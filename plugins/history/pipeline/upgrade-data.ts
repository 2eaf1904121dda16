/**
 * The data of the upgrade view (plugins/history/core/upgrade.ts), served as `virtual:upgrade`: every prop's history
 * (facts/prop-history.json), each language's changelog entries by release (read from the changelog page's outline:
 * every list item and note under a `## x.y.z` heading of its releases tab, as text and code runs), and the compatibility
 * matrices of `facts/compatibility/<version>.json` that exist, and what upgradeData lists below.
 */
import fs from 'node:fs';
import semverCompare from 'semver/functions/compare.js';
import path from 'node:path';
import type { PhrasingContent, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { LocaleId } from '../../../engine/core/types.ts';
import { apiMarker } from '../../../engine/core/content-tags.ts';
import { readMatrix } from '../../compatibility/core/compatibility.ts';
import { readBehaviour } from '../../claims/pipeline/behaviour-links.ts';
import {
  knownReleases,
  type ChangelogRelease,
  type CompatibilityMatrix,
  type TextPart,
  type UpgradeAction,
} from '../core/upgrade.ts';
import type { MarkdownOutline } from '../../../engine/pipeline/content/markdown.ts';
import { propHistory } from './history-rows.ts';
import type { LoadedSite } from '../../../engine/pipeline/content/store.ts';
import { DEFAULT_LOCALE } from '../../../engine/core/locale.ts';
import { rowAnchor } from '../../../engine/core/heading-ids.ts';
import { allVersions, stateAt, type PropHistory } from '../core/prop-history.ts';
import { FACTS_DIR } from '../../../engine/pipeline/paths.ts';

const FACTS = FACTS_DIR;
export const MATRIX_DIR = path.join(FACTS, 'compatibility');

const readFact = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(FACTS, file), 'utf8')) as T;

/** Inline Markdown as runs of text and code: links and emphasis give their text. */
function partsOf(nodes: PhrasingContent[]): TextPart[] {
  const parts: TextPart[] = [];
  const push = (part: TextPart) => {
    const last = parts.at(-1);
    if (last && !last.code && !part.code) last.text += part.text;
    else parts.push(part);
  };
  const walk = (node: PhrasingContent) => {
    if (node.type === 'inlineCode') push({ code: true, text: node.value });
    else if ('children' in node) node.children.forEach((child) => walk(child as PhrasingContent));
    else push({ text: toString(node).replace(/\s*\n\s*/g, ' ') });
  };
  nodes.forEach(walk);
  return parts;
}

/** The entries of each release the changelog lists, newest first as it lists them. */
export function changelogReleases(outline: Pick<MarkdownOutline, 'segments'>, tab = 'releases'): ChangelogRelease[] {
  const releases: ChangelogRelease[] = [];
  for (const segment of outline.segments[tab] ?? []) {
    if (segment.type !== 'blocks') continue;
    for (const node of segment.nodes as RootContent[]) {
      if (node.type === 'heading' && node.depth === 2) {
        const version = toString(node).trim();
        if (/^\d+\.\d+\.\d+$/.test(version)) releases.push({ version, entries: [] });
        continue;
      }
      const release = releases.at(-1);
      // A note such as "Maintenance only: ..." is an entry too; the date under the heading (emphasis alone) is not.
      const isDate = node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'emphasis';
      if (release && node.type === 'paragraph' && !isDate) release.entries.push(partsOf(node.children));
      if (release && node.type === 'list')
        for (const item of node.children)
          release.entries.push(
            partsOf(item.children.flatMap((block) => (block.type === 'paragraph' ? block.children : []))),
          );
    }
  }
  return releases;
}

/** The matrices committed so far, oldest release first (1.9.1 before 1.10.0); none while the folder does not exist. */
export function readMatrices(dir = MATRIX_DIR): CompatibilityMatrix[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => readMatrix(fs.readFileSync(path.join(dir, file), 'utf8'), `facts/compatibility/${file}`))
    .sort((a, b) => semverCompare(a.version, b.version));
}

/**
 * Table id -> prop name -> the anchor of its row on the home page: the hand-written table's row (after an
 * `<!-- api: X -->` marker), else, for a top-level prop the pinned release has, its row in the generated reference
 * table of that id. Translated pages take the same ids (engine/core/heading-ids.ts), so one map serves every language.
 */
export function rowAnchors(
  home: Pick<MarkdownOutline, 'segments'>,
  history: PropHistory,
): Record<string, Record<string, string>> {
  const rows: Record<string, Record<string, string>> = {};
  for (const segment of Object.values(home.segments).flat()) {
    if (segment.type !== 'blocks') continue;
    let marker: string | undefined;
    for (const node of segment.nodes) {
      if (node.type === 'table' && marker)
        for (const row of node.children) {
          const ref = row.data?.apiRow;
          if (ref) (rows[marker] ??= {})[ref.name] = rowAnchor(ref.section, ref.name, ref.repeat);
        }
      marker = node.type === 'html' ? apiMarker(node.value) : undefined;
    }
  }
  const pinned = history.releases.at(-1)!;
  const versions = allVersions(history);
  for (const [table, props] of Object.entries(history.props))
    for (const [name, events] of Object.entries(props))
      if (!rows[table]?.[name] && !name.includes('.') && GENERATED.includes(table) && stateAt(events, versions, pinned))
        (rows[table] ??= {})[name] = rowAnchor(table, name);
  return rows;
}

/** The ids of the generated reference tables (`<API id>` on the home page). */
const GENERATED = ['Table', 'Column', 'Summary', 'SummaryRow', 'SummaryCell', 'Reference'];

/**
 * The module's data: history, each language's changelog releases, matrices, row anchors, the actions an upgrade must
 * take (facts/upgrade-actions.json) and the releases a written version is read among (with rc-table's 7.x releases,
 * facts/legacy-releases.json).
 */
export function upgradeData(site: LoadedSite) {
  const history = propHistory();
  const actions = readFact<{ actions: UpgradeAction[] }>('upgrade-actions.json').actions;
  const legacy = readFact<{ releases: string[] }>('legacy-releases.json').releases;
  const known = knownReleases(history, site.site.packageName, legacy);
  const published = readFact<{ published: string[] }>('registry-facts.json').published;
  const changelog: Partial<Record<LocaleId, ChangelogRelease[]>> = {};
  for (const page of site.pages)
    if (page.meta.path === 'changelog') changelog[page.meta.locale] = changelogReleases(page.outline);
  const home = site.pages.find((page) => page.meta.path === '' && page.meta.locale === DEFAULT_LOCALE);
  const rows = home ? rowAnchors(home.outline, history) : {};
  const behaviour = readBehaviour(history);
  return { history, changelog, matrices: readMatrices(), rows, actions, known, behaviour, published };
}
