/**
 * After `react-router build`: the client folder becomes exactly what a host serves at the base path, and each
 * language's 404 page goes where a static host looks for it; then every HTML file gets its Content-Security-Policy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../core/locale.ts';
import { notFoundPath } from '../core/route-table.ts';
import { BASE_PATH } from '../plugins/deploy/env.ts';
import { applyPolicies } from './csp.ts';
import { deferScriptsIn } from './defer-scripts.ts';
import { inlineSiteStyles } from './inline-css.ts';

const client = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../build'), 'client');

/** Moves every file of `from` to the same place under `to`, folders merged. */
function mergeInto(from: string, to: string) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory() && fs.existsSync(target)) mergeInto(source, target);
    else fs.renameSync(source, target);
  }
}

// React Router writes prerendered pages under the base path (client/table/...), the assets at the top: one tree.
if (BASE_PATH !== '/') {
  const [top, ...rest] = BASE_PATH.split('/').filter(Boolean);
  const moved = `${client}-pages`;
  fs.rmSync(moved, { recursive: true, force: true });
  fs.renameSync(path.join(client, top), moved);
  mergeInto(path.join(moved, ...rest), client);
  fs.rmSync(moved, { recursive: true });
}
// The site's stylesheet goes into every page (scripts/inline-css.ts). Then the bundler's manifest (which source
// module is in which chunk) is for the tests, not for visitors: out of the site.
const manifest = path.join(client, '.vite', 'manifest.json');
if (fs.existsSync(manifest)) {
  const styled = inlineSiteStyles(client, JSON.parse(fs.readFileSync(manifest, 'utf8')), BASE_PATH);
  console.log(`postbuild: put the site's stylesheet into ${styled} HTML files`);
  fs.renameSync(manifest, path.join(client, '..', 'client-manifest.json'));
  fs.rmSync(path.join(client, '.vite'), { recursive: true, force: true });
}
// Every address the site links to is prerendered: no app shell is served.
fs.rmSync(path.join(client, '__spa-fallback.html'), { force: true });

// '/zh-CN/404' was prerendered as zh-CN/404/index.html; a static host looks for zh-CN/404.html.
const notFoundFiles = LOCALES.map((locale) => {
  const from = path.join(client, notFoundPath(locale), 'index.html');
  if (!fs.existsSync(from)) throw new Error(`postbuild: ${path.relative(client, from)} was not prerendered`);
  const to = `${path.dirname(from)}.html`;
  fs.renameSync(from, to);
  fs.rmdirSync(path.dirname(from));
  return path.relative(client, to);
});
console.log(`postbuild: wrote ${notFoundFiles.join(' and ')} (base path ${BASE_PATH})`);
// Scripts start after the first paint (scripts/defer-scripts.ts); the policy hashes the rewritten inline scripts.
console.log(`postbuild: deferred the scripts of ${deferScriptsIn(client)} HTML files`);
console.log(`postbuild: wrote the Content-Security-Policy into ${applyPolicies(client)} HTML files`);
