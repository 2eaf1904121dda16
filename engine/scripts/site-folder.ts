/**
 * What a site folder (SITE_DIR) must be for the engine to build it: a folder inside the project (its packages are
 * the project's node_modules/), with `site.config.ts`, `i18n/` and `docs/`. Each problem is one sentence that says
 * what to do.
 */
import path from 'node:path';

export function siteFolderProblems(root: string, siteDir: string, exists: (file: string) => boolean): string[] {
  const folder = path.resolve(root, siteDir);
  const relative = path.relative(root, folder);
  if (relative.startsWith('..') || path.isAbsolute(relative))
    return [`SITE_DIR=${siteDir} is outside the project: put the site folder inside ${root} (it uses its packages)`];
  if (!exists(folder)) return [`SITE_DIR=${siteDir}: no such folder`];
  return ['site.config.ts', 'i18n', 'docs']
    .filter((part) => !exists(path.join(folder, part)))
    .map((part) => `SITE_DIR=${siteDir} has no ${part}: a site folder holds site.config.ts, i18n/ and docs/`);
}
