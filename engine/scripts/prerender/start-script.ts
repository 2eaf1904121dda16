/**
 * A prerendered page paints from its HTML alone (its site stylesheet is inlined), so no script request may compete
 * with that first paint: the page names no script up front. Its one module script starts loading after the first
 * frame is painted: it adds a `<link rel="modulepreload">` for every chunk the page hydrates with (so they are fetched
 * side by side, not one import after another), then imports the client entry, which hydrates.
 */

/**
 * The module script that starts loading once the document has loaded (its load event: so the page's requests
 * before load are its HTML's own, however fast the browser paints) and has painted its first content (the browser's
 * `first-contentful-paint` entry, which comes when the frame is on screen; where that entry is not supported, the
 * frame after the first): at once after the load in a hidden document (which paints nothing), and a second after the
 * load at the latest (a frame the browser does not render, such as an iframe out of view).
 */
export function startScript(preloads: readonly string[], entry: string): string {
  const json = JSON.stringify;
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
    `  import(${json(entry)});`,
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

/** The scripts a start script loads (its preloads, then its entry), read back from its text; null for another script. */
export function startScriptFiles(text: string): string[] | null {
  const preloads = /^ {2}for \(const href of (\[.*\])\) \{$/m.exec(text);
  const entry = /^ {2}import\(("[^"]+")\);$/m.exec(text);
  if (!preloads || !entry) return null;
  return [...(JSON.parse(preloads[1]) as string[]), JSON.parse(entry[1]) as string];
}
