/**
 * The composer: `<Composer></Composer>` writes the table a user asks for (features of the compatibility matrix, a
 * number of records and columns) with every fix the matrix knows applied, shows it live and gives its code. Its
 * Markdown copy lists the features it offers with what their probes check.
 */
import path from 'node:path';
import type { ListItem } from 'mdast';
import type { SitePlugin } from '../../engine/pipeline/site-plugin.ts';
import { paragraph, text } from '../../engine/pipeline/seo/page-markdown.ts';
import { installedMatrix } from '../compatibility/pipeline/matrix-data.ts';
import { featureChecks } from './core/composer-view.ts';

const app = (file: string) => path.join(import.meta.dirname, 'app', file);

const plugin: SitePlugin = {
  name: 'composer',
  tags: {
    Composer: {
      component: { module: app('Composer.tsx') },
      markdown: (_, { meta }) => {
        const matrix = installedMatrix();
        const items = matrix.features.map((feature): ListItem => ({
          type: 'listItem',
          spread: false,
          children: [
            paragraph(
              { type: 'strong', children: [text(feature.title[meta.locale])] },
              text(' ('),
              { type: 'inlineCode', value: feature.id },
              text(`): ${featureChecks(matrix, feature.id, meta.locale)}`),
            ),
          ],
        }));
        return [{ type: 'list', ordered: false, spread: false, children: items }];
      },
    },
  },
};

export default plugin;
