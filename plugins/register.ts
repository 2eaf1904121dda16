/**
 * The composition root of the site's plugins: the ones the site's configuration switches on, from this project's
 * (index.ts), handed to the engine. Imported for its effect by vite.config.ts and by every other program that reads
 * the site outside Vite (the unit and browser tests' setup, the search benchmark).
 */
import siteConfig from '../site.config.ts';
import { pickPlugins, setSitePlugins } from '../engine/pipeline/site-plugins.ts';
import { PLUGINS } from './index.ts';

setSitePlugins(pickPlugins(siteConfig.plugins ?? [], PLUGINS));
