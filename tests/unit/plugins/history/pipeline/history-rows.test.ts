/**
 * The API tables' rows say when their prop's type changed (plugins/history/pipeline/history-rows.ts): in the page's HTML as a
 * disclosure, in its Markdown copy as the same words, in both languages; every type change of the 1.x releases that
 * facts/prop-history.json holds for a listed prop is said in its row.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { outlineMarkdown, renderOutline } from '../../../../../engine/pipeline/content/markdown';
import { lensControl, propHistory, withPropHistory } from '../../../../../plugins/history/pipeline/history-rows';
import { printMarkdown } from '../../../../../engine/pipeline/seo/page-markdown';
import { laterEvents, typeChanges, type PropHistory } from '../../../../../plugins/history/core/prop-history';
import { apiMarker } from '../../../../../engine/core/content-tags';
import { ROOT } from '../../../../support/source-files';

const page = [
  '## API',
  '',
  '<!-- api: Table -->',
  '',
  '| Name | Type | Default | Description | Version |',
  '| --- | --- | --- | --- | --- |',
  '| `title` | `ReactNode` | - | Title. | |',
  '| `side` | `string` | - | Side. | |',
  '| `plain` | `string` | - | Plain. | 1.1.0 |',
  '',
].join('\n');

const made: PropHistory = {
  legacy: { package: 'rc-table', version: '7.9.0' },
  releases: ['1.0.0', '1.1.0', '1.2.0'],
  sources: {},
  props: {
    Table: {
      title: [
        { version: '7.9.0', kind: 'added', type: 'ReactNode' },
        { version: '1.2.0', kind: 'changed', from: 'ReactNode', to: 'ReactNode | (() => ReactNode)' },
      ],
      side: [
        { version: '7.9.0', kind: 'added', type: '"left"' },
        { version: '1.0.0', kind: 'deprecated' },
        { version: '1.1.0', kind: 'changed', from: '"left"', to: '"left" | "start"' },
      ],
      plain: [{ version: '1.1.0', kind: 'added', type: 'string' }],
    },
  },
};

const tableOf = (outline: ReturnType<typeof outlineMarkdown>) =>
  Object.values(outline.segments)
    .flat()
    .flatMap((segment) => (segment.type === 'blocks' ? segment.nodes : []))
    .find((node): node is Table => node.type === 'table')!;

describe('withPropHistory', () => {
  it('adds the words for each later event to the Version cell, and nothing for the arrival', () => {
    const outline = outlineMarkdown(page);
    const rows = tableOf(withPropHistory(outline, 'en-US', made)).children.slice(1);
    expect(rows.map((row) => toString(row.children[4]).trim())).toEqual([
      'function form since 1.2.0 1.2.0: ReactNode → ReactNode | (() => ReactNode).',
      '"start" since 1.1.0 1.1.0: "left" → "left" | "start".',
      '1.1.0',
    ]);
    // The outline it was given is left as it was (the disk cache keeps it).
    expect(toString(tableOf(outline).children[1].children[4])).toBe('');
  });

  it('says the same in Chinese', () => {
    const rows = tableOf(withPropHistory(outlineMarkdown(page), 'zh-CN', made)).children.slice(1);
    expect(toString(rows[0].children[4])).toContain('1.2.0 起可传函数');
  });

  it('makes a disclosure in the HTML and the same text in the Markdown copy', async () => {
    const outline = withPropHistory(outlineMarkdown(page), 'en-US', made);
    const html = Object.values((await renderOutline(outline)).segments)
      .flat()
      .map((segment) => (segment.type === 'html' ? segment.html : ''))
      .join('');
    expect(html).toContain(
      '<details class="prop-history"><summary>function form since 1.2.0</summary> <span class="prop-history-change">1.2.0: <code>ReactNode</code>',
    );
    const markdown = printMarkdown({ type: 'root', children: [tableOf(outline)] } as Root);
    expect(markdown).toContain(
      '*__function form since 1.2.0__ _1.2.0: `ReactNode` → `ReactNode \\| (() => ReactNode)`._*',
    );
  });

  it('names each row for the lens, and makes the lens tag its control: the releases, the pinned one chosen, disabled', async () => {
    const outline = withPropHistory(
      outlineMarkdown(
        `<VersionLens label="Mine" hide="Hide" status="s" missing="m" unknown="u"></VersionLens>\n\n${page}`,
      ),
      'en-US',
      made,
    );
    const html = Object.values((await renderOutline(outline)).segments)
      .flat()
      .map((segment) => (segment.type === 'html' ? segment.html : ''))
      .join('');
    expect(html).toContain('<tr id="api-title" data-prop="Table:title">');
    expect(html).toMatch(
      /^<form class="version-lens" data-version-lens="" data-pinned="1.2.0" data-words="[^"]*Mine[^"]*" data-upgrade="\/upgrade"><label>Mine <select name="v" disabled><option value="7.9.0">rc-table 7.9.0<\/option><option value="1.0.0">1.0.0<\/option><option value="1.1.0">1.1.0<\/option><option value="1.2.0" selected>1.2.0<\/option><\/select><\/label><label><input type="checkbox" name="hide" disabled> Hide<\/label><p class="version-lens-status" aria-live="polite"><\/p><\/form>/,
    );
    // Nothing of it in the Markdown copy.
    expect(printMarkdown({ type: 'root', children: [lensControl({}, made, 'en-US')] } as Root).trim()).toBe('');
  });

  it('leaves a page without API tables as it is', () => {
    const outline = outlineMarkdown('## Text\n\n| a | b |\n| - | - |\n| `title` | x |\n');
    expect(withPropHistory(outline, 'en-US', made)).toBe(outline);
  });
});

describe('the home page', () => {
  const history = propHistory();
  for (const [file, locale] of [
    ['index.md', 'en-US'],
    ['index.zh-CN.md', 'zh-CN'],
  ] as const) {
    it(`says every 1.x type change of a listed prop in its row (docs/${file})`, () => {
      const outline = withPropHistory(outlineMarkdown(fs.readFileSync(path.join(ROOT, 'docs', file), 'utf8')), locale);
      // Table id:prop name -> the row's text, the id from the `<!-- api: X -->` marker before each table.
      const said = new Map<string, string>();
      for (const segment of Object.values(outline.segments).flat()) {
        if (segment.type !== 'blocks') continue;
        let marker: string | undefined;
        for (const node of segment.nodes) {
          if (node.type === 'table' && marker)
            for (const row of node.children)
              if (row.data?.apiRow) said.set(`${marker}:${row.data.apiRow.name}`, toString(row));
          marker = node.type === 'html' ? apiMarker(node.value) : undefined;
        }
      }
      let changes = 0;
      for (const [table, props] of Object.entries(history.props))
        for (const [name, events] of Object.entries(props)) {
          const row = said.get(`${table}:${name}`);
          if (row === undefined) continue;
          for (const event of typeChanges(laterEvents(events, history))) {
            changes++;
            expect(row, `${table} ${name}`).toContain(`${event.version}: ${event.from} → ${event.to}`);
          }
        }
      // expandable.columnTitle, Column fixed, expandable.fixed, the seven components.* elements, ...
      expect(changes).toBeGreaterThanOrEqual(10);
      expect(said.get('Table:expandable.columnTitle')).toContain(
        locale === 'en-US' ? 'function form since 1.12.0' : '1.12.0 起可传函数',
      );
    });
  }
});
