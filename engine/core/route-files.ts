/**
 * A route's files in the built site: its module, the chunks that module imports (at any depth, before it loads) and
 * their stylesheets, as addresses under the base path. The prerender makes the list from the bundler's manifest and
 * writes it beside the chunks; the browser reads it to load or prefetch a page's code before showing it. Pure.
 */

export interface RouteFileSet {
  module: string;
  imports: string[];
  css: string[];
}

/** Route id -> its files. */
export type RouteFiles = Record<string, RouteFileSet>;

/** An entry of Vite's build manifest (keyed by source file, relative to the project). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The chunks (manifest keys) a manifest entry loads with it: itself, then its static imports at any depth, in the
 * order of first reach. An unknown key throws: the route's source is not in the build.
 */
export function chunkClosure(manifest: Record<string, ManifestChunk>, key: string): string[] {
  if (!manifest[key]) throw new Error(`route-files: the build manifest has no ${key}`);
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at) || !manifest[at]) return;
    seen.add(at);
    manifest[at].imports?.forEach(visit);
  };
  visit(key);
  return [...seen];
}

/** The files of the module built from `src`, under `base` ('/' or '/table/'). */
export function routeFileSet(manifest: Record<string, ManifestChunk>, src: string, base: string): RouteFileSet {
  const [own, ...imported] = chunkClosure(manifest, src);
  return {
    module: base + manifest[own].file,
    imports: imported.map((key) => base + manifest[key].file),
    css: [...new Set([own, ...imported].flatMap((key) => manifest[key].css ?? []))].map((file) => base + file),
  };
}
