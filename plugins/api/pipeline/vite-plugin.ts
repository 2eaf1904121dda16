/** Vite plugin: the props of each documented component, read from the installed .d.ts files at build time. */
import type { Plugin } from 'vite';
import siteConfig from '../../../site.config.ts';
import type { TypeReader } from '../../../engine/pipeline/types/reader.ts';

// The type reader (and the TypeScript compiler under it) loads on the first request for a table, not at start-up.
const components = () => import('./components.ts');

/** `virtual:api` maps ids to loaders; `virtual:api/<id>` is one component's definition, in a chunk of its own. */
const INDEX = 'virtual:api';
const PREFIX = 'virtual:api/';

export function indexModule(ids: string[]): string {
  const entries = ids.map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(PREFIX + id)}),`);
  return `export const apis = {\n${entries.join('\n')}\n};`;
}

export function apiPlugin({ enabled = siteConfig.themeConfig.apiParser ?? true } = {}): Plugin {
  // One compiler program serves every id; it is made on first use.
  let reader: TypeReader | undefined;
  return {
    name: 'docs-engine:api',
    resolveId(id) {
      if (id === INDEX || id.startsWith(PREFIX)) return `\0${id}`;
    },
    async load(id) {
      if (id !== `\0${INDEX}` && !id.startsWith(`\0${PREFIX}`)) return;
      const { API_COMPONENTS, apiDefinition, createTableReader } = await components();
      // Disabled: no loaders, so nothing is compiled and the page shows the disabled notice.
      if (id === `\0${INDEX}`) return indexModule(enabled ? Object.keys(API_COMPONENTS) : []);
      const name = id.slice(PREFIX.length + 1);
      const definition = apiDefinition((reader ??= createTableReader()), name);
      if (!definition)
        this.error(`No API definition for "${name}": known ids are ${Object.keys(API_COMPONENTS).join(', ')}`);
      return `export default ${JSON.stringify(definition)};`;
    },
  };
}
