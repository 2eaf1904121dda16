/**
 * Under each release of the changelog that the claims checks were run on (facts/behaviour/, plugins/claims/core/behaviour.ts), a link
 * to the upgrade view from the measured release before it, saying how many checks give another result: the changes
 * of behaviour found by running the checks, whether or not the entry mentions them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Paragraph, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { behaviourTable, tableChanges, type BehaviourFile, type BehaviourTable } from '../core/behaviour.ts';
import { allVersions, type PropHistory } from '../../history/core/prop-history.ts';
import { localizePath } from '../../../engine/core/locale.ts';
import { translate } from '../../../engine/core/messages.ts';
import type { LocaleId } from '../../../engine/core/types.ts';
import type { MarkdownOutline } from '../../../engine/pipeline/content/markdown.ts';
import { FACTS_DIR } from '../../../engine/pipeline/paths.ts';

/** The claims checks' results of every release measured (facts/behaviour/), as the page loads them. */
export function readBehaviour(history: PropHistory, dir = path.join(FACTS_DIR, 'behaviour')) {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as BehaviourFile)
    : [];
  return behaviourTable(files, allVersions(history));
}

/** The paragraph that links a release to the view of what changed since the measured release before it. */
function link(locale: LocaleId, from: string, to: string, count: number): Paragraph {
  return {
    type: 'paragraph',
    children: [
      {
        type: 'link',
        url: `${localizePath('/upgrade', locale)}?from=${from}&to=${to}`,
        children: [{ type: 'text', value: translate(locale, 'changelogChecks', { count: `${count}`, from }) }],
      },
    ],
  };
}

/**
 * The outline with such a link after the date line of each `## x.y.z` heading of its `releases` tab that was measured
 * after another release; the outline itself when it has none.
 */
export function withBehaviourLinks(outline: MarkdownOutline, locale: LocaleId, table: BehaviourTable): MarkdownOutline {
  const segments = outline.segments.releases;
  if (!segments || table.releases.length < 2) return outline;
  let added = false;
  const next = segments.map((segment) => {
    if (segment.type !== 'blocks') return segment;
    const nodes: RootContent[] = [];
    let pending: Paragraph | undefined;
    for (const node of segment.nodes) {
      nodes.push(node);
      if (node.type === 'heading' && node.depth === 2) {
        const at = table.releases.indexOf(toString(node).trim());
        const from = table.releases[at - 1];
        pending =
          at > 0
            ? link(locale, from, table.releases[at], tableChanges(table, from, table.releases[at]).length)
            : undefined;
      } else if (pending) {
        // After the release's date line (its first paragraph), before its entries.
        nodes.push(pending);
        pending = undefined;
        added = true;
      }
    }
    return { ...segment, nodes };
  });
  return added ? { ...outline, segments: { ...outline.segments, releases: next } } : outline;
}
