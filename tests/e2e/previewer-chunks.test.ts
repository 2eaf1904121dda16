/**
 * The live editor, the compiler and the design export stay out of every demo page's first load:
 * read from the build output and its manifest, following what each prerendered page loads before any interaction.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoad } from '../../bench/first-load.ts';
import { lazyFiles, readManifest } from '../support/manifest.ts';
import { demoPages } from '../support/pages.ts';

const client = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../../build'), 'client');

/** The source module each library is loaded through, by `import()`. */
const ON_DEMAND = {
  CodeMirror: 'engine/app/theme/LiveEditor.tsx',
  sucrase: 'engine/app/live/runtime.ts',
  html2sketch: 'node_modules/html2sketch/dist/html2sketch.min.js',
};

describe('first-load JavaScript of demo pages', () => {
  const manifest = readManifest(client);
  const lazy = Object.entries(ON_DEMAND).map(([library, src]) => ({ library, files: lazyFiles(manifest, src) }));

  it('has the editor, the compiler and the design export in the build, as chunks of their own', () => {
    for (const { library, files } of lazy) expect(files.length, `${library} has chunks of its own`).toBeGreaterThan(0);
  });

  it('contains neither CodeMirror nor sucrase (nor html2sketch) on any demo page', () => {
    const pages = demoPages().map((doc) => doc.url);
    expect(pages).toContain('/demo/simple');
    for (const url of [...pages, '/']) {
      const chunks = firstLoad(client, url).js;
      expect(chunks.length, url).toBeGreaterThan(3);
      for (const { library, files } of lazy)
        expect(
          chunks.filter((chunk) => files.includes(chunk)),
          `${url} loads ${library}`,
        ).toEqual([]);
    }
  });
});
