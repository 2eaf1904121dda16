/**
 * A prerendered page paints from its HTML alone (the stylesheet is inlined), so no script request may compete with
 * that first paint. React Router writes a `<link rel="modulepreload">` for every chunk the page hydrates with and a
 * module script that imports them, all fetched at high priority while the page is still being parsed. Here the
 * preload links leave the HTML, and the module script only starts the same loading after the first frame is painted:
 * it adds the preload links then, imports the route modules, and imports the client entry, which hydrates.
 */
import { rewriteHtmlFiles } from './csp.ts';
import {
  modulePreloads,
  moduleScriptText,
  parseModuleScript,
  withModuleScriptText,
  withoutModulePreloads,
} from './router-output.ts';

/**
 * The module script that starts loading once the document has loaded (its load event: so the page's requests
 * before load are its HTML's own, however fast the browser paints) and has painted its first content (the browser's
 * `first-contentful-paint` entry, which comes when the frame is on screen; where that entry is not supported, the
 * frame after the first): at once after the load in a hidden document (which paints nothing), and a second after the
 * load at the latest (a frame the browser does not render, such as an iframe out of view).
 */
export function deferredModuleScript(text: string, preloads: string[]): string {
  const { sideEffects, routes, rest, entry } = parseModuleScript(text);
  const json = JSON.stringify;
  const imports = [...routes.map((route) => route.href), ...sideEffects].map((href) => `import(${json(href)})`);
  return [
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    `  for (const href of ${json(preloads)}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    `  Promise.all([${imports.join(', ')}]).then(([${routes.map((route) => route.name).join(', ')}]) => {`,
    ...rest.map((line) => `    ${line}`),
    `    return import(${json(entry)});`,
    '  });',
    '};',
    'const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;',
    'const afterLoad = () => {',
    '  if (document.visibilityState === "hidden" || painted()) start();',
    '  else if (PerformanceObserver.supportedEntryTypes?.includes("paint"))',
    '    new PerformanceObserver((_, observer) => painted() && (observer.disconnect(), start())).observe({ type: "paint" });',
    '  else requestAnimationFrame(() => requestAnimationFrame(start));',
    '  setTimeout(start, 1000);',
    '};',
    'if (document.readyState === "complete") afterLoad();',
    'else addEventListener("load", afterLoad, { once: true });',
  ].join('\n');
}

/** The page with its module preloads removed and its module script deferred; unchanged without a module script. */
export function deferScripts(html: string): string {
  const script = moduleScriptText(html);
  if (script === undefined) return html;
  const deferred = deferredModuleScript(script, modulePreloads(html));
  return withoutModulePreloads(withModuleScriptText(html, deferred));
}

/** Defers the scripts of every HTML file of the client build; returns how many changed. */
export function deferScriptsIn(client: string): number {
  return rewriteHtmlFiles(client, (html) => deferScripts(html));
}
