/**
 * The stylesheet every page links (the site's own styles) goes into each page's HTML as a `<style>`, so the first
 * paint waits for the HTML alone and not for a second request. The `<link>` stays in place, disabled (a disabled
 * stylesheet is not fetched), because hydration expects React Router's link where it rendered it.
 */
import fs from 'node:fs';
import path from 'node:path';

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
  return html.replace(/<link rel="stylesheet" href="([^"]+)"\/>/g, (link: string, href: string) => {
    const file = href.split(/[?#]/)[0];
    const text = sheets.get(file);
    if (text === undefined) return link;
    const plain = file === href ? '' : `<link rel="stylesheet" href="${file}" disabled=""/>`;
    return `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>${link.replace('/>', ' disabled=""/>')}${plain}`;
  });
}

/** Inlines the root route's stylesheets into every HTML file of the client folder; returns how many files changed. */
export function inlineSiteStyles(client: string, manifest: Record<string, ManifestChunk>, base: string): number {
  const root = Object.keys(manifest).find((key) => key.startsWith('app/root.tsx'));
  if (!root) throw new Error('postbuild: the build manifest has no root route');
  const sheets = new Map(
    stylesheetsOf(manifest, root).map((file) => [base + file, fs.readFileSync(path.join(client, file), 'utf8')]),
  );
  let changed = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(file, 'utf8');
        const inlined = inlineStylesheets(html, sheets);
        if (inlined !== html) {
          fs.writeFileSync(file, inlined);
          changed++;
        }
      }
    }
  };
  walk(client);
  return changed;
}
