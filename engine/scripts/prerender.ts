/**
 * After `vite build --app` (the browser's bundle in <BUILD_DIR>/client, the renderer in <BUILD_DIR>/server): every
 * page into its HTML file (prerender/site.ts), with the library's expected warnings kept out of the output; then the
 * bundler's manifest moves out of the site (the tests read it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ManifestChunk } from '../core/route-files.ts';
import { BASE_PATH } from '../pipeline/deploy/env.ts';
import { ROOT } from '../pipeline/paths.ts';
import { withoutExpectedWarnings } from './prerender/library-warnings.ts';
import { prerenderSite, type Renderer } from './prerender/site.ts';

// A failure while a page renders points at the source, not at the renderer's bundle (its source maps are beside it).
process.setSourceMapsEnabled(true);

const build = path.resolve(process.env.BUILD_DIR ?? path.join(ROOT, 'build'));
const dir = path.join(build, 'client');
const manifestFile = path.join(dir, '.vite', 'manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const renderer = (await import(pathToFileURL(path.join(build, 'server', 'entry.prerender.js')).href)) as Renderer;

// The library's warnings that the demos cause on purpose stay out of the build's output; any other still shows.
const written = await withoutExpectedWarnings(() => prerenderSite({ dir, manifest, base: BASE_PATH }, renderer));
console.log(`prerender: wrote ${written.length} pages (base path ${BASE_PATH})`);
// Which source module went into which chunk is for the tests, not for visitors: out of the site.
fs.renameSync(manifestFile, path.join(build, 'client-manifest.json'));
fs.rmSync(path.dirname(manifestFile), { recursive: true, force: true });
