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
import { CLIENT_MANIFEST, prerenderedFile, prerenderedRoot, SPA_FALLBACK } from './router-output.ts';

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
const pages = prerenderedRoot(client, BASE_PATH);
if (pages !== client) {
  const moved = `${client}-pages`;
  fs.rmSync(moved, { recursive: true, force: true });
  fs.renameSync(pages, moved);
  mergeInto(moved, client);
  fs.rmSync(moved, { recursive: true });
  // A base path of several folders (/docs/table/) leaves the outer ones empty.
  for (let dir = path.dirname(pages); dir !== client && fs.readdirSync(dir).length === 0; dir = path.dirname(dir))
    fs.rmdirSync(dir);
}
// The site's stylesheet goes into every page (scripts/inline-css.ts). Then the bundler's manifest (which source
// module is in which chunk) is for the tests, not for visitors: out of the site.
const manifest = path.join(client, CLIENT_MANIFEST);
if (fs.existsSync(manifest)) {
  const styled = inlineSiteStyles(client, JSON.parse(fs.readFileSync(manifest, 'utf8')), BASE_PATH);
  if (!styled) throw new Error("postbuild: no page links the site's stylesheet as scripts/router-output.ts expects");
  console.log(`postbuild: put the site's stylesheet into ${styled} HTML files`);
  fs.renameSync(manifest, path.join(client, '..', 'client-manifest.json'));
  fs.rmSync(path.dirname(manifest), { recursive: true, force: true });
}
// Every address the site links to is prerendered: no app shell is served.
fs.rmSync(path.join(client, SPA_FALLBACK), { force: true });

// '/zh-CN/404' was prerendered as zh-CN/404/index.html; a static host looks for zh-CN/404.html.
const notFoundFiles = LOCALES.map((locale) => {
  const from = prerenderedFile(client, notFoundPath(locale));
  if (!fs.existsSync(from)) throw new Error(`postbuild: ${path.relative(client, from)} was not prerendered`);
  const to = `${path.dirname(from)}.html`;
  fs.renameSync(from, to);
  fs.rmdirSync(path.dirname(from));
  return path.relative(client, to);
});
console.log(`postbuild: wrote ${notFoundFiles.join(' and ')} (base path ${BASE_PATH})`);
// Scripts start after the first paint (scripts/defer-scripts.ts); the policy hashes the rewritten inline scripts.
const deferred = deferScriptsIn(client);
if (!deferred)
  throw new Error("postbuild: no page has React Router's module script as scripts/router-output.ts expects");
console.log(`postbuild: deferred the scripts of ${deferred} HTML files`);
console.log(`postbuild: wrote the Content-Security-Policy into ${applyPolicies(client)} HTML files`);
