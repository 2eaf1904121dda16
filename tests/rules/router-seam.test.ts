/**
 * The browser app reaches React Router's internals (its hydration globals, its unstable exports) in one module only,
 * app/site/router/router-internals.ts, and the build reads React Router's output (the elements it writes into a page, where
 * its files land) in one module only, scripts/router-output.ts, so that an upgrade of React Router is checked in
 * those two places.
 */
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../support/source-files';

const SEAM = 'app/site/router/router-internals.ts';
/** A use of React Router's internals: its window globals, or an export it marks unstable or unsafe. */
const INTERNAL = /__reactRouter\w*|\bUNSAFE_\w+|\bunstable_\w+/;

const OUTPUT_SEAM = 'scripts/router-output.ts';
/**
 * An assumption about React Router's output: a pattern for the elements it writes (`<link rel=…>`, its module
 * script), the names of its build files (Vite's `.vite/manifest.json`, the SPA fallback), or its globals.
 */
const OUTPUT =
  /<link\b[^>]*\brel=|<link\\s|<script\b[^>]*\btype="module"|<script\\s[^/]*type|\.vite\b|__spa-fallback|__reactRouter\w*|\bUNSAFE_\w+|\bunstable_\w+/;

const uses = (text: string, pattern = INTERNAL) =>
  text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line.trim() }))
    .filter(({ text }) => !text.startsWith('//') && !text.startsWith('*') && pattern.test(text));

describe('the seam to React Router', () => {
  it('finds a global, an unsafe export and an unstable one, and not a comment', () => {
    expect(uses('const r = window.__reactRouterDataRouter;')).toHaveLength(1);
    expect(uses("import type { UNSAFE_AssetsManifest } from 'react-router';")).toHaveLength(1);
    expect(uses("import { unstable_usePrompt } from 'react-router';")).toHaveLength(1);
    expect(uses('// window.__reactRouterManifest is set by hydration\n * UNSAFE_x')).toEqual([]);
  });

  it('is the only module of the app that uses them', () => {
    const files = sourceFiles('app');
    expect(files).toContain(SEAM);
    expect(uses(readSource(SEAM)).length).toBeGreaterThan(0);
    const elsewhere = files
      .filter((file) => file !== SEAM)
      .flatMap((file) => uses(readSource(file)).map((hit) => `${file}:${hit.line} ${hit.text}`));
    expect(elsewhere).toEqual([]);
  });

  it("finds a pattern for React Router's elements and files, and not our own script making a link", () => {
    for (const line of [
      'const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\\/>/g;',
      'html.matchAll(/<link\\s+rel="stylesheet"/g)',
      'const SCRIPT = /(<script type="module" async="">)/;',
      "path.join(client, '.vite', 'manifest.json')",
      "fs.rmSync(path.join(client, '__spa-fallback.html'))",
    ])
      expect(uses(line, OUTPUT), line).toHaveLength(1);
    expect(uses('\'    link.rel = "modulepreload";\',', OUTPUT)).toEqual([]);
    expect(uses('const manifest = path.join(client, CLIENT_MANIFEST);', OUTPUT)).toEqual([]);
  });

  it('is read by one module of the build scripts and plugins', () => {
    const files = [...sourceFiles('scripts'), ...sourceFiles('plugins')];
    expect(files).toContain(OUTPUT_SEAM);
    expect(uses(readSource(OUTPUT_SEAM), OUTPUT).length).toBeGreaterThan(2);
    const elsewhere = files
      .filter((file) => file !== OUTPUT_SEAM)
      .flatMap((file) => uses(readSource(file), OUTPUT).map((hit) => `${file}:${hit.line} ${hit.text}`));
    expect(elsewhere).toEqual([]);
  });
});
