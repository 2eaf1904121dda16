/**
 * The table's stylable parts (facts/styling-parts/<version>.json): `<Styling></Styling>` is a live table whose parts
 * show their facts, `<StylingParts></StylingParts>` lists every part (each an answer of the search), and
 * `<StyleBuilder></StyleBuilder>` writes a stylesheet. A demo's inspector shows the part under the pointer.
 */
import path from 'node:path';
import type { SitePlugin } from '../../engine/pipeline/site-plugin.ts';
import { dataModule } from '../../engine/pipeline/virtual-module.ts';
import { paragraph, text } from '../../engine/pipeline/seo/page-markdown.ts';
import { installedStylingFacts, stylingLines, stylingSearchEntries } from './pipeline/styling-texts.ts';

const app = (file: string) => path.join(import.meta.dirname, 'app', file);

const plugin: SitePlugin = {
  name: 'styling',
  tags: {
    // The live table and the builder are things to use, not text: the list holds the facts.
    Styling: { component: { module: app('Styling.tsx') } },
    StyleBuilder: { component: { module: app('Styling.tsx'), export: 'Builder' } },
    StylingParts: {
      component: { module: app('Styling.tsx'), export: 'StylingParts' },
      markdown: (_, { meta }) => [
        {
          type: 'list',
          ordered: false,
          spread: false,
          children: stylingLines(meta.locale).map(({ text: line }) => ({
            type: 'listItem',
            spread: false,
            children: [paragraph(text(line))],
          })),
        },
      ],
      search: (_, locale) => stylingSearchEntries(locale),
    },
  },
  // With the site's styles, so that the prerendered list does not move when the code arrives.
  styles: [app('Styling.css')],
  inspector: { module: app('DemoInspector.tsx') },
  vite: () => [dataModule('virtual:installed-styling', installedStylingFacts)],
};

export default plugin;
