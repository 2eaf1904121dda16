/**
 * Each prop's history and the upgrade view: the API tables' rows say when a prop arrived or changed (and the version
 * control, `<VersionLens></VersionLens>`, shows the tables as a release had them), and `<Upgrade></Upgrade>` lists
 * what changed between two releases, what needs action first.
 */
import path from 'node:path';
import type { SitePlugin } from '../../engine/pipeline/site-plugin.ts';
import { dataModule } from '../../engine/pipeline/virtual-module.ts';
import { loadSite } from '../../engine/pipeline/content/store.ts';
import { DOCS_DIR } from '../../engine/pipeline/paths.ts';
import { sourceUrl } from '../../engine/core/edit-link.ts';
import { upgradeWords } from './core/upgrade.ts';
import { upgradeData } from './pipeline/upgrade-data.ts';
import { upgradeMarkdown } from './pipeline/upgrade-markdown.ts';
import { withPropHistory } from './pipeline/history-rows.ts';

const app = (file: string) => path.join(import.meta.dirname, 'app', file);

const plugin: SitePlugin = {
  name: 'history',
  tags: {
    Upgrade: {
      component: { module: app('Upgrade.tsx') },
      markdown: (props, { site, meta, url }) =>
        upgradeMarkdown(upgradeData(site), meta.locale, upgradeWords(props), url, (file) =>
          sourceUrl(site.site.repository, site.site.editLink, file),
        ),
    },
    // Made into the page's HTML by the outline hook; the enhancer below brings it to life.
    VersionLens: {},
  },
  // With the site's styles: the rows' history and the lens are in the prerendered HTML.
  styles: [app('history.css')],
  outline: (outline, locale) => withPropHistory(outline, locale),
  enhancers: [{ selector: 'form[data-version-lens]', module: app('version-lens.ts'), export: 'attachLens' }],
  // The upgrade view's data, loaded by that view only: it reads the changelog pages and the home page's rows.
  vite: () => [
    dataModule(
      'virtual:upgrade',
      async () => upgradeData(await loadSite()),
      (file) => file.startsWith(DOCS_DIR) && file.endsWith('.md'),
    ),
  ],
};

export default plugin;
