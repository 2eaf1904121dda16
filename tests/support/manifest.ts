/**
 * The client build's manifest (Vite's `.vite/manifest.json`, kept next to the published folder as
 * `client-manifest.json` by engine/scripts/prerender.ts): which source module became which chunk, and what each chunk
 * imports. Tests find built chunks through it instead of searching minified code.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, '..', 'client-manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site with \`npm run build\` first.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk built from the source module `src` (a path from the project's root, or a virtual module id). */
export function chunkOf(manifest: Manifest, src: string): ManifestChunk {
  const chunk = manifest[src];
  if (!chunk) throw new Error(`The build has no chunk for ${src}`);
  return chunk;
}

/** Asset paths ('/assets/x.js') of a chunk and every chunk it imports statically. */
export function staticFiles(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * The JavaScript files only a dynamic import of `src` brings: its chunk and what it imports statically, less
 * anything a route can load without it (the static imports of every entry).
 */
export function lazyFiles(manifest: Manifest, src: string): string[] {
  chunkOf(manifest, src);
  const upFront = new Set(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry)
      .flatMap(([key]) => staticFiles(manifest, key)),
  );
  return staticFiles(manifest, src).filter((file) => !upFront.has(file));
}

/** The chunk files a chunk imports dynamically (`import()`), as asset paths. */
export const dynamicImportsOf = (manifest: Manifest, key: string): string[] =>
  (chunkOf(manifest, key).dynamicImports ?? []).map((name) => `/${chunkOf(manifest, name).file}`);
