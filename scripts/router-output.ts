/**
 * What the build scripts assume of React Router's build output (7.18.4, framework mode, `ssr: false`, every address
 * prerendered), in one module: where it writes its files, and the shape of the elements it writes into a
 * prerendered page. The scripts (postbuild.ts, inline-css.ts, defer-scripts.ts) go through these functions, and
 * tests/rules/router-seam.test.ts fails on such a pattern anywhere else in scripts/ or plugins/; its test on a page
 * from a real build (tests/unit/scripts/router-output.test.ts) is the first to fail when an upgrade changes the output.
 */
import path from 'node:path';

// Where files land.

/** Vite's manifest of the client build (which source module became which chunk), inside the client folder. */
export const CLIENT_MANIFEST = path.join('.vite', 'manifest.json');

/** The app shell React Router writes beside the prerendered pages; a site with every address prerendered needs none. */
export const SPA_FALLBACK = '__spa-fallback.html';

/** The file React Router prerenders a site path into: '/zh-CN/404' -> <client>/zh-CN/404/index.html. */
export const prerenderedFile = (client: string, sitePath: string) => path.join(client, sitePath, 'index.html');

/**
 * The folder of the client build the prerendered pages are written under: the base path's folders (the assets
 * are at the top of the client folder, the pages under `client/table/` for the base path `/table/`).
 */
export const prerenderedRoot = (client: string, basePath: string) =>
  path.join(client, ...basePath.split('/').filter(Boolean));

/** The manifest key of the root route's module (app/root.tsx, with the query React Router gives route modules). */
export function rootRouteKey(manifest: Record<string, unknown>): string {
  const key = Object.keys(manifest).find((name) => name.startsWith('app/root.tsx'));
  if (!key) throw new Error('router-output: the build manifest has no root route');
  return key;
}

// The elements of a prerendered page.

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g;

/** The addresses of the page's `<link rel="modulepreload">` elements, in order. */
export const modulePreloads = (html: string): string[] => [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);

/** The page without its module preload links. */
export const withoutModulePreloads = (html: string): string => html.replace(MODULE_PRELOAD, '');

/** The text of the page's module script (which imports the route modules and the client entry); undefined if none. */
export const moduleScriptText = (html: string): string | undefined => MODULE_SCRIPT.exec(html)?.[2];

/** The page with its module script's text replaced. */
export const withModuleScriptText = (html: string, text: string): string =>
  html.replace(MODULE_SCRIPT, (_, open: string, _text: string, close: string) => open + text + close);

/**
 * The parts of the module script: its side-effect imports (`import "/assets/manifest.js";`), its route modules
 * (`import * as route0 from "/assets/root.js";`), the statements after them (handing the modules to the router:
 * `window.__reactRouterRouteModules = {...};`) and the client entry it imports last (`import("/assets/entry.js");`).
 * Any other line throws: the script's shape has changed.
 */
export function parseModuleScript(text: string) {
  const sideEffects: string[] = [];
  const routes: { name: string; href: string }[] = [];
  const rest: string[] = [];
  let entry: string | undefined;
  for (const line of text.split('\n').map((line) => line.trim())) {
    let match: RegExpExecArray | null;
    if (!line) continue;
    else if ((match = /^import "([^"]+)";$/.exec(line))) sideEffects.push(match[1]);
    else if ((match = /^import \* as (\w+) from "([^"]+)";$/.exec(line)))
      routes.push({ name: match[1], href: match[2] });
    else if ((match = /^import\("([^"]+)"\);$/.exec(line))) entry = match[1];
    else if (entry === undefined && !/\bimport\b/.test(line)) rest.push(line);
    else throw new Error(`router-output: unexpected line in the module script: ${line}`);
  }
  if (entry === undefined) throw new Error('router-output: the module script imports no client entry');
  return { sideEffects, routes, rest, entry };
}

/**
 * The page with each `<link rel="stylesheet">` replaced by what `replace` makes of it, given its address as written
 * (React Router writes some with a trailing '#') and the element itself.
 */
export const replaceStylesheetLinks = (html: string, replace: (href: string, link: string) => string): string =>
  html.replace(STYLESHEET, (link: string, href: string) => replace(href, link));

/** A stylesheet link as React Router writes it, `disabled` (the browser does not fetch it). */
export const disabledStylesheetLink = (href: string) => `<link rel="stylesheet" href="${href}" disabled=""/>`;
