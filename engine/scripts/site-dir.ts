/**
 * Loaded before a build step (`--import`): with SITE_DIR set, the folder is checked (engine/scripts/site-folder.ts;
 * a problem stops the step with its message), and the project's site.config.ts is read from that folder instead, so
 * that every module that imports the configuration (and, through it, the site's i18n/) reads that site's. Without
 * SITE_DIR nothing changes. The browser's bundles get the same through vite.config.ts's alias.
 */
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'node:module';
import { siteFolderProblems } from './site-folder.ts';

const siteDir = process.env.SITE_DIR;
if (siteDir) {
  const problems = siteFolderProblems(path.resolve(import.meta.dirname, '../..'), siteDir, fs.existsSync);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  register('./site-dir-hooks.ts', import.meta.url);
}
