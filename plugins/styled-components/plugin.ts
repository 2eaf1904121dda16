/**
 * Pages whose demos style the table with styled-components: the prerender puts the styles those demos make into the
 * page's head. Only the prerender loads it; the browser gets styled-components with the demo that imports it.
 */
import path from 'node:path';
import type { SitePlugin } from '../../engine/pipeline/site-plugin.ts';

const plugin: SitePlugin = {
  name: 'styled-components',
  prerenderStyles: { module: path.join(import.meta.dirname, 'app/collect-styles.tsx'), export: 'collectStyles' },
};

export default plugin;
