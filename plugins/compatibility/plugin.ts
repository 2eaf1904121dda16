/**
 * The compatibility matrix: `<Compatibility></Compatibility>` shows which features of the table work together in
 * the installed release (facts/compatibility/<version>.json), each cell an answer of the search of its own.
 */
import path from 'node:path';
import type { ListItem } from 'mdast';
import type { SitePlugin } from '../../engine/pipeline/site-plugin.ts';
import { dataModule } from '../../engine/pipeline/virtual-module.ts';
import { paragraph, text } from '../../engine/pipeline/seo/page-markdown.ts';
import { translate, type MessageKey } from '../../engine/core/messages.ts';
import { cellNote, cellSearchEntries, type Verdict } from './core/compatibility.ts';
import { installedMatrix } from './pipeline/matrix-data.ts';

const VERDICT_MESSAGES: Record<Verdict, MessageKey> = {
  works: 'compat.works',
  fixed: 'compat.fixed',
  caveat: 'compat.caveat',
  fails: 'compat.fails',
  'n/a': 'compat.na',
};

const app = (file: string) => path.join(import.meta.dirname, 'app', file);

const plugin: SitePlugin = {
  name: 'compatibility',
  tags: {
    Compatibility: {
      component: { module: app('Compatibility.tsx') },
      // Every cell once: its features, its verdict, and its note (what goes wrong, why, what to do, or what was
      // checked), as the page's notes list says them.
      markdown: (_, { meta }) => {
        const t = (key: MessageKey) => translate(meta.locale, key);
        const matrix = installedMatrix();
        const title = (id: string) => matrix.features.find((feature) => feature.id === id)?.title[meta.locale] ?? id;
        const items = matrix.cells.map((cell): ListItem => {
          const note = cellNote(cell, meta.locale);
          return {
            type: 'listItem',
            spread: false,
            children: [
              paragraph(
                { type: 'strong', children: [text(cell.features.map(title).join(' + '))] },
                // A fixed cell's note starts with the fix it works with: the verdict in words would say it twice.
                text(
                  t('compat.colon') +
                    (cell.verdict === 'fixed' && note
                      ? note
                      : `${t(VERDICT_MESSAGES[cell.verdict])}${note ? `${t('compat.stop')} ${note}` : ''}`),
                ),
              ),
            ],
          };
        });
        return [{ type: 'list', ordered: false, spread: false, children: items }];
      },
      search: (_, locale) => cellSearchEntries(installedMatrix(), locale),
    },
  },
  // With the site's styles: loaded with the code, after the prerendered matrix was drawn, it moved the page.
  styles: [app('Compatibility.css')],
  vite: () => [dataModule('virtual:installed-matrix', installedMatrix)],
};

export default plugin;
