/** The changelog's links to the checks that differ from the measured release before (plugins/claims/pipeline/behaviour-links.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import type { RootContent } from 'mdast';
import { outlineMarkdown } from '../../../../../engine/pipeline/content/markdown';
import { readBehaviour, withBehaviourLinks } from '../../../../../plugins/claims/pipeline/behaviour-links';
import { propHistory } from '../../../../../plugins/history/pipeline/history-rows';

const changelog = `<!-- tab: releases | Releases -->

## 1.12.0

*2026-08-18*

- New thing.

## 1.11.1

*2026-06-01*

- Fix.

## 1.10.0

*2026-01-01*

- First measured.
`;

const table = {
  releases: ['1.10.0', '1.12.0'],
  checks: [
    { id: 'a', results: 'fp' },
    { id: 'b', results: 'pf' },
    { id: 'c', results: '-p' },
  ],
};

const blocks = (outline: ReturnType<typeof outlineMarkdown>) =>
  (outline.segments.releases ?? []).flatMap((segment) => (segment.type === 'blocks' ? segment.nodes : []));

describe('withBehaviourLinks', () => {
  it('links a measured release, after its date, to the view from the measured release before it', () => {
    const outline = outlineMarkdown(changelog);
    const nodes: RootContent[] = blocks(withBehaviourLinks(outline, 'en-US', table));
    const at = nodes.findIndex((node) => node.type === 'heading' && toString(node) === '1.12.0');
    const added = nodes[at + 2];
    expect(toString(nodes[at + 1])).toBe('2026-08-18');
    expect(added.type === 'paragraph' && added.children[0]).toMatchObject({
      type: 'link',
      url: '/upgrade?from=1.10.0&to=1.12.0',
    });
    expect(toString(added)).toBe("2 of this site's checks give another result than on 1.10.0");
    // Only one link: 1.11.1 was not measured, and 1.10.0 has no measured release before it.
    expect(nodes.filter((node) => node.type === 'paragraph' && toString(node).includes('checks'))).toHaveLength(1);
    const zh = blocks(withBehaviourLinks(outline, 'zh-CN', table));
    expect(
      zh.some(
        (node) =>
          node.type === 'paragraph' &&
          node.children[0].type === 'link' &&
          node.children[0].url === '/zh-CN/upgrade?from=1.10.0&to=1.12.0',
      ),
    ).toBe(true);
  });

  it('leaves an outline without a releases tab, or with one measured release, as it is', () => {
    const page = outlineMarkdown('## 1.12.0\n\ntext\n');
    expect(withBehaviourLinks(page, 'en-US', table)).toBe(page);
    const outline = outlineMarkdown(changelog);
    expect(withBehaviourLinks(outline, 'en-US', { releases: ['1.12.0'], checks: [] })).toBe(outline);
  });

  it('reads the committed results of every measured release, in release order', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'behaviour-'));
    fs.writeFileSync(path.join(dir, '1.9.1.json'), JSON.stringify({ version: '1.9.1', checks: { a: 'fail' } }));
    fs.writeFileSync(path.join(dir, '1.10.0.json'), JSON.stringify({ version: '1.10.0', checks: { a: 'pass' } }));
    expect(readBehaviour(propHistory(), dir)).toEqual({
      releases: ['1.9.1', '1.10.0'],
      checks: [{ id: 'a', results: 'fp' }],
    });
    expect(readBehaviour(propHistory(), path.join(dir, 'none'))).toEqual({ releases: [], checks: [] });
    fs.rmSync(dir, { recursive: true });
  });
});
