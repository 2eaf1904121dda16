/**
 * The browser app reaches React Router's internals (its hydration globals, its unstable exports) in one module only,
 * app/site/router-internals.ts, so that an upgrade of React Router is checked in one place.
 */
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../support/source-files';

const SEAM = 'app/site/router-internals.ts';
/** A use of React Router's internals: its window globals, or an export it marks unstable or unsafe. */
const INTERNAL = /__reactRouter\w*|\bUNSAFE_\w+|\bunstable_\w+/;

const uses = (text: string) =>
  text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line.trim() }))
    .filter(({ text }) => !text.startsWith('//') && !text.startsWith('*') && INTERNAL.test(text));

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
});
