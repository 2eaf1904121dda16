/**
 * Layers import one way. core/ (shared types and pure rules) imports neither the browser app nor the build
 * plugins; app/ and plugins/ never import each other; the headless runtime (app/site) imports no feature folder
 * (app/search, app/i18n, app/theme, app/live, app/routes). Virtual modules are the build's interface to the app
 * and are not files, so they are not checked.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../support/source-files';

/** Folder (relative to the project, forward slashes) -> folders its files must not import. */
const FORBIDDEN: [from: string, to: string[]][] = [
  ['core/', ['app/', 'plugins/', 'scripts/', 'bench/', 'tests/']],
  ['app/', ['plugins/', 'scripts/', 'bench/', 'tests/']],
  ['plugins/', ['app/', 'scripts/', 'bench/', 'tests/']],
  ['app/site/', ['app/search/', 'app/i18n/', 'app/theme/', 'app/live/', 'app/routes/']],
];

/** The wrong-way import of `specifier` from `file` (both relative to the project), or null if it is allowed. */
function layerViolation(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('~/')) target = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith('.'))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  else return null;
  for (const [from, banned] of FORBIDDEN) {
    if (!file.startsWith(from)) continue;
    const hit = banned.find((folder) => `${target}/`.startsWith(folder));
    if (hit) return `${file} imports ${specifier} (${from} must not import ${hit})`;
  }
  return null;
}

/** Every import, re-export and dynamic import of a file. */
function specifiersOf(file: string): string[] {
  const info = ts.preProcessFile(readSource(file), true, true);
  return info.importedFiles.map((imported) => imported.fileName);
}

describe('layers', () => {
  it('tells a wrong-way import from an allowed one', () => {
    expect(layerViolation('app/routes.ts', '../plugins/content/store.ts')).toMatch(/app\/ must not import plugins\//);
    expect(layerViolation('plugins/seo/vite-plugin.ts', '../../app/site/seo.ts')).toMatch(/plugins\//);
    expect(layerViolation('app/site/hooks.ts', '../i18n')).toMatch(/app\/site\/ must not import app\/i18n\//);
    expect(layerViolation('app/site/hooks.ts', '~/theme/Header')).toMatch(/app\/theme\//);
    expect(layerViolation('core/locale.ts', '../app/site/hooks')).toMatch(/core\//);
    expect(layerViolation('app/theme/Header.tsx', '../site/hooks')).toBeNull();
    expect(layerViolation('app/i18n/use-t.ts', '../site/hooks')).toBeNull();
    expect(layerViolation('plugins/seo/vite-plugin.ts', '../../core/seo.ts')).toBeNull();
    expect(layerViolation('app/site/page-meta.ts', 'virtual:site-data')).toBeNull();
    // A folder whose name only begins like a banned one is another folder.
    expect(layerViolation('app/site/x.ts', '../searchy/y')).toBeNull();
  });

  it('holds for every source file of core/, app/ and plugins/', () => {
    const files = ['core', 'app', 'plugins'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) =>
      specifiersOf(file)
        .map((specifier) => layerViolation(file, specifier))
        .filter(Boolean),
    );
    expect(violations).toEqual([]);
  });

  it('leaves nav, sidebar and previous/next to the headless hooks: no component builds them itself', () => {
    const files = ['app/theme', 'app/routes'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(20);
    const builders = /\b(buildNav|navFromPages|buildSidebar|flattenSidebar|prevNext)\b/;
    const found = files.filter((file) => builders.test(readSource(file)));
    expect(found).toEqual([]);
  });
});
