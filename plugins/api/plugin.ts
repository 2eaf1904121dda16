/**
 * The API tables: `<API id="Table"></API>` shows the props of a component of the library, read from its
 * declaration files (pipeline/components.ts lists the ids), in the page and in its Markdown copy.
 */
import path from 'node:path';
import type { SitePlugin } from '../../engine/pipeline/site-plugin.ts';
import { API_COLUMNS, apiCells } from '../../engine/core/api-types.ts';
import { translate, type MessageKey } from '../../engine/core/messages.ts';
import { apiTable, paragraph, text } from '../../engine/pipeline/seo/page-markdown.ts';
import { installedApiTables } from './pipeline/components.ts';
import { apiPlugin } from './pipeline/vite-plugin.ts';

const plugin: SitePlugin = {
  name: 'api',
  tags: {
    API: {
      // Drawn with the page: the table's rows are in the prerendered HTML, and its data arrives with the page.
      component: { module: path.join(import.meta.dirname, 'app/Api.tsx'), eager: true },
      markdown: ({ id = '' }, { meta }) => {
        const definition = installedApiTables(id);
        if (!definition) return [];
        const t = (key: MessageKey) => translate(meta.locale, key);
        return [
          paragraph({ type: 'strong', children: [text(definition.source)] }),
          apiTable(
            API_COLUMNS.map(t),
            definition.props.map((prop) => apiCells(prop, t)),
          ),
        ];
      },
    },
  },
  vite: () => [apiPlugin()],
};

export default plugin;
