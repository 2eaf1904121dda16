/**
 * The route-files list (engine/core/route-files.ts), emitted by the browser's build itself: once the bundler's
 * manifest is complete, each route's files are read from it and written as one JSON asset named by its content's
 * hash, and the manifest names that asset under ROUTE_FILES_KEY (the prerender puts its address on every page).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routeFileSet, type ManifestChunk, type RouteFiles } from '../../core/route-files.ts';
import { demoIds, DOCS_DIR, scanDocs } from '../content/docs-folder.ts';
import { routeSourceFiles } from '../content/routes-module.ts';
import { ROOT } from '../paths.ts';

/** The manifest's entry for the route-files list. */
export const ROUTE_FILES_KEY = 'virtual:route-files';

const MANIFEST = '.vite/manifest.json';

/** Every route's files, from the manifest and each route's source file. */
export const routeFilesOf = (manifest: Record<string, ManifestChunk>, sources: Record<string, string>, base: string) =>
  Object.fromEntries(Object.entries(sources).map(([id, src]) => [id, routeFileSet(manifest, src, base)])) as RouteFiles;

export function routeFilesPlugin(): Plugin {
  let base = '/';
  return {
    name: 'docs-engine:route-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After every other plugin: the manifest is complete.
      order: 'post',
      handler(_, bundle) {
        const asset = bundle[MANIFEST];
        if (asset?.type !== 'asset') return this.error(`route-files: no ${MANIFEST} (build.manifest must be on)`);
        const manifest = JSON.parse(String(asset.source)) as Record<string, ManifestChunk>;
        const docsFolder = path.relative(ROOT, DOCS_DIR).split(path.sep).join('/');
        const text = JSON.stringify(routeFilesOf(manifest, routeSourceFiles(scanDocs(), demoIds(), docsFolder), base));
        const fileName = `assets/route-files-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 10)}.json`;
        this.emitFile({ type: 'asset', fileName, source: text });
        manifest[ROUTE_FILES_KEY] = { file: fileName };
        asset.source = JSON.stringify(manifest, null, 2);
      },
    },
  };
}
