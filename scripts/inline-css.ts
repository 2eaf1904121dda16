/**
 * The stylesheet every page links (the site's own styles) goes into each page's HTML as a `<style>`, so the first
 * paint waits for the HTML alone and not for a second request. The `<link>` stays in place, disabled (a disabled
 * stylesheet is not fetched), because hydration expects React Router's link where it rendered it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rewriteHtmlFiles } from './csp.ts';
import { disabledStylesheetLink, replaceStylesheetLinks, rootRouteKey } from './router-output.ts';

interface ManifestChunk {
  imports?: string[];
  css?: string[];
}

/** The stylesheets (paths under the client folder, 'assets/x.css') of a manifest entry and its static imports. */
export function stylesheetsOf(manifest: Record<string, ManifestChunk>, entry: string): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    css.push(...(manifest[key].css ?? []));
    manifest[key].imports?.forEach(visit);
  };
  visit(entry);
  return [...new Set(css)];
}

/**
 * `html` with each `<link rel="stylesheet">` whose file is one of `sheets` (asset path -> its text) preceded by a
 * `<style>` holding that text, and disabled. React Router writes some addresses with a trailing '#', which Vite's
 * loader of a chunk's stylesheets does not take for the same file: a disabled link to the plain address follows, or
 * the first chunk loaded after hydration would add the stylesheet again (a request, and every element styled again).
 */
export function inlineStylesheets(html: string, sheets: Map<string, string>): string {
  return replaceStylesheetLinks(html, (href, link) => {
    const file = href.split(/[?#]/)[0];
    const text = sheets.get(file);
    if (text === undefined) return link;
    const plain = file === href ? '' : disabledStylesheetLink(file);
    return `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>${disabledStylesheetLink(href)}${plain}`;
  });
}

/** Inlines the root route's stylesheets into every HTML file of the client folder; returns how many files changed. */
export function inlineSiteStyles(client: string, manifest: Record<string, ManifestChunk>, base: string): number {
  const sheets = new Map(
    stylesheetsOf(manifest, rootRouteKey(manifest)).map((file) => [
      base + file,
      fs.readFileSync(path.join(client, file), 'utf8'),
    ]),
  );
  return rewriteHtmlFiles(client, (html) => inlineStylesheets(html, sheets));
}
