/**
 * Loaded before a build step (`--import`): with SITE_DIR set, the project's site.config.ts is read from that folder
 * instead, so that every module that imports the configuration (and, through it, the site's i18n/) reads that
 * site's. Without SITE_DIR nothing changes. The browser's bundles get the same through vite.config.ts's alias.
 */
import { register } from 'node:module';

if (process.env.SITE_DIR) register('./site-dir-hooks.ts', import.meta.url);
