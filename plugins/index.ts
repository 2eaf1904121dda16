/**
 * The plugins this project has, by name: each folder here is one piece of what a site knows about its library,
 * with its build side (`pipeline/`), pure rules (`core/`), browser components (`app/`), measuring scripts
 * (`scripts/`) and its hooks into the engine (`plugin.ts`, engine/pipeline/site-plugin.ts). A site switches them on by
 * name in its configuration.
 */
import type { SitePlugin } from '../engine/pipeline/site-plugin.ts';
import api from './api/plugin.ts';
import history from './history/plugin.ts';
import claims from './claims/plugin.ts';
import compatibility from './compatibility/plugin.ts';
import composer from './composer/plugin.ts';
import performance from './performance/plugin.ts';
import styling from './styling/plugin.ts';
import assistants from './assistants/plugin.ts';
import styledComponents from './styled-components/plugin.ts';

export const PLUGINS: Record<string, SitePlugin> = {
  api,
  history,
  claims,
  compatibility,
  composer,
  performance,
  styling,
  assistants,
  'styled-components': styledComponents,
};
