/**
 * scripts/router-output.ts against a page React Router 7.18.4 prerendered (tests/unit/scripts/data/react-router-page.html:
 * /demo/simple from `react-router build`, before scripts/postbuild.ts; the page's markup left out, its head and
 * scripts as written). After an upgrade, build once, copy such a page over it: this test says what changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferScripts } from '../../../scripts/defer-scripts';
import { inlineStylesheets } from '../../../scripts/inline-css';
import {
  modulePreloads,
  moduleScriptText,
  parseModuleScript,
  prerenderedFile,
  prerenderedRoot,
  replaceStylesheetLinks,
  rootRouteKey,
  withModuleScriptText,
  withoutModulePreloads,
} from '../../../scripts/router-output';

const page = fs.readFileSync(path.join(import.meta.dirname, 'data/react-router-page.html'), 'utf8');

describe("React Router's prerendered page", () => {
  it('preloads the modules it hydrates with', () => {
    const preloads = modulePreloads(page);
    expect(preloads.length).toBeGreaterThan(3);
    for (const href of preloads) expect(href).toMatch(/^\/assets\/[\w.-]+\.js$/);
    expect(withoutModulePreloads(page)).not.toContain('modulepreload');
    expect(withoutModulePreloads(page).length).toBeLessThan(page.length);
  });

  it('has one module script: the manifest, the route modules handed to the router, then the client entry', () => {
    const text = moduleScriptText(page);
    expect(text).toBeDefined();
    const script = parseModuleScript(text!);
    expect(script.sideEffects).toEqual([expect.stringMatching(/^\/assets\/manifest-\w+\.js$/)]);
    expect(script.routes.map((route) => route.name)).toEqual(['route0', 'route1', 'route2']);
    expect(script.rest).toEqual([expect.stringMatching(/^window\.__reactRouterRouteModules = \{"root":route0,/)]);
    expect(script.entry).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
    // Everything it imports is preloaded.
    const preloads = modulePreloads(page);
    for (const href of [script.entry, ...script.sideEffects, ...script.routes.map((route) => route.href)])
      expect(preloads).toContain(href);
    expect(moduleScriptText(withModuleScriptText(page, 'start();'))).toBe('start();');
  });

  it("links the site's stylesheet, with a trailing '#'", () => {
    const hrefs: string[] = [];
    expect(replaceStylesheetLinks(page, (href, link) => (hrefs.push(href), link))).toBe(page);
    expect(hrefs).toEqual([expect.stringMatching(/^\/assets\/site-[\w-]+\.css#$/)]);
  });

  it('comes out of the build scripts with no preload, a deferred module script and the stylesheet inlined', () => {
    let sheet = '';
    replaceStylesheetLinks(page, (href, link) => ((sheet = href.replace(/#$/, '')), link));
    const html = inlineStylesheets(deferScripts(page), new Map([[sheet, 'body{margin:0}']]));
    expect(modulePreloads(html)).toEqual([]);
    expect(moduleScriptText(html)).toContain('addEventListener("load", afterLoad');
    expect(html).toContain(`<style>body{margin:0}</style><link rel="stylesheet" href="${sheet}#" disabled=""/>`);
  });
});

describe("where React Router's build puts its files", () => {
  it('prerenders a path into its folder, under the base path', () => {
    expect(prerenderedFile('/b/client', '/zh-CN/404')).toBe('/b/client/zh-CN/404/index.html');
    expect(prerenderedRoot('/b/client', '/')).toBe('/b/client');
    expect(prerenderedRoot('/b/client', '/docs/table/')).toBe('/b/client/docs/table');
  });

  it("finds the root route's entry in the client manifest by the route module's query", () => {
    // The key as the 7.18.4 build writes it.
    const manifest = { '_site.js': {}, 'app/root.tsx?__react-router-build-client-route': {} };
    expect(rootRouteKey(manifest)).toBe('app/root.tsx?__react-router-build-client-route');
    expect(() => rootRouteKey({ '_site.js': {} })).toThrow(/no root route/);
  });
});
