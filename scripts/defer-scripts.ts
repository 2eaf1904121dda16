/**
 * A prerendered page paints from its HTML alone (the stylesheet is inlined), so no script request may compete with
 * that first paint. React Router writes a `<link rel="modulepreload">` for every chunk the page hydrates with and a
 * module script that imports them, all fetched at high priority while the page is still being parsed. Here the
 * preload links leave the HTML, and the module script only starts the same loading after the first frame is painted:
 * it adds the preload links then, imports the route modules, and imports the client entry, which hydrates.
 */
import fs from 'node:fs';
import { htmlFiles } from './csp.ts';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;

/** The parts of React Router's module script: side-effect imports, namespace imports, the rest, the entry. */
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
    else throw new Error(`defer-scripts: unexpected line in the module script: ${line}`);
  }
  if (entry === undefined) throw new Error('defer-scripts: the module script imports no client entry');
  return { sideEffects, routes, rest, entry };
}

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
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const deferred = script[1] + deferredModuleScript(script[2], preloads) + script[3];
  return html.replace(MODULE_SCRIPT, () => deferred).replace(PRELOAD, '');
}

/** Defers the scripts of every HTML file of the client build; returns how many changed. */
export function deferScriptsIn(client: string): number {
  let changed = 0;
  for (const file of htmlFiles(client)) {
    const html = fs.readFileSync(file, 'utf8');
    const deferred = deferScripts(html);
    if (deferred !== html) {
      fs.writeFileSync(file, deferred);
      changed++;
    }
  }
  return changed;
}
