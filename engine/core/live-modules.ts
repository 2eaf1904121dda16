/**
 * The packages edited demo code may import: React's and the site's (`liveModules` in its configuration). The live
 * runtime has a loader for each (`virtual:live-modules`, liveModulesSource), and the editor's type checker has their
 * types (engine/pipeline/live/editor-types.ts).
 */
import siteConfig from '../../site.config.ts';
import type { SiteConfig } from './types.ts';

export const liveModules = (config: Pick<SiteConfig, 'liveModules'>): string[] => [
  'react',
  'react/jsx-runtime',
  'react-dom',
  ...(config.liveModules ?? []),
];

export const LIVE_MODULES: readonly string[] = liveModules(siteConfig);

/** The module of the live runtime's loaders: one dynamic import per package, each loaded on first use. */
export const liveModulesSource = (modules: readonly string[]): string =>
  `export const MODULES = {\n${modules.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(name)}),`).join('\n')}\n};`;
