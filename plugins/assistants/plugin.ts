/** The coding assistants' server's data: `mcp-data.json` in the build, which `npm run build` packs into mcp/. */
import type { SitePlugin } from '../../engine/pipeline/site-plugin.ts';
import { mcpDataPlugin } from './pipeline/vite-plugin.ts';

const plugin: SitePlugin = { name: 'assistants', vite: () => [mcpDataPlugin()] };

export default plugin;
