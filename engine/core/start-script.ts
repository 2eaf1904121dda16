/**
 * A prerendered page paints from its HTML alone (its site stylesheet is inlined), so no script request may compete
 * with that first paint: the page names no script up front. Its one module script starts loading after the first
 * frame is painted: it adds a `<link rel="modulepreload">` for every chunk the page hydrates with (so they are fetched
 * side by side, not one import after another), then imports the client entry, which hydrates. Its files are data beside it (a JSON script element), so
 * the script's text is the same on every page and tools read the files without parsing code. Pure.
 */

/** The chunks a page hydrates with and its client entry, as the page's start-files element holds them. */
export interface StartFiles {
  preloads: string[];
  entry: string;
}

/** The id of the element that holds a page's StartFiles. */
export const START_FILES_ID = 'start-files';

/** The start-files element: JSON no HTML parser can end early (every `<` escaped). */
export const startFilesHtml = (files: StartFiles) =>
  `<script type="application/json" id="${START_FILES_ID}">${JSON.stringify(files).replace(/</g, '\\u003c')}</script>`;

/** A page's StartFiles, read from its HTML; null for a page without them (the dev server's). */
export function startFilesOf(html: string): StartFiles | null {
  const element = new RegExp(`<script type="application/json" id="${START_FILES_ID}">([^<]*)</script>`).exec(html);
  return element ? (JSON.parse(element[1]) as StartFiles) : null;
}

/**
 * The module script that starts loading once the document has loaded (its load event: so the page's requests
 * before load are its HTML's own, however fast the browser paints) and has painted its first content (the browser's
 * `first-contentful-paint` entry, which comes when the frame is on screen; where that entry is not supported, the
 * frame after the first): at once after the load in a hidden document (which paints nothing), and a second after the
 * load at the latest (a frame the browser does not render, such as an iframe out of view).
 */
export const START_SCRIPT = [
  'let started = false;',
  'const start = () => {',
  '  if (started) return;',
  '  started = true;',
  `  const { preloads, entry } = JSON.parse(document.getElementById("${START_FILES_ID}").textContent);`,
  '  for (const href of preloads) {',
  '    const link = document.createElement("link");',
  '    link.rel = "modulepreload";',
  '    link.href = href;',
  '    document.head.append(link);',
  '  }',
  '  import(entry);',
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
