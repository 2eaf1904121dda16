/**
 * Layers import one way. Configuration (site.config.ts and the UI messages in i18n/) is data that imports only the
 * engine's core types. engine/core/ (shared types and pure rules) imports neither the browser app nor the build, not
 * even through the configuration it reads, nor any of Node's own modules (nor does a plugin's core/); engine/app/
 * and engine/pipeline/ never import each other, and neither imports a plugin: the plugins are handed to the engine
 * by plugins/register.ts, which vite.config.ts and the tests' setup import. The headless runtime
 * (engine/app/site) imports no feature folder (search, i18n, theme, live, routes). Virtual modules are the build's
 * interface to the app and are not files, so they are not checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, readSource, sourceFiles } from '../support/source-files';

/** A folder of every plugin: `plugins/<name>/<folder>/`. */
function pluginFolders(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `plugins/${entry.name}/${folder}/`);
}

/** Folder (relative to the project, forward slashes) -> folders its files must not import. */
const FORBIDDEN: [from: string, to: string[]][] = [
  ['site.config.ts', ['engine/app/', 'engine/pipeline/', 'engine/scripts/', 'scripts/', 'bench/', 'tests/']],
  ['i18n/', ['engine/app/', 'engine/pipeline/', 'engine/scripts/', 'scripts/', 'bench/', 'tests/']],
  ['engine/core/', ['engine/app/', 'engine/pipeline/', 'engine/scripts/', 'plugins/', 'scripts/', 'bench/', 'tests/']],
  ['engine/app/', ['engine/pipeline/', 'engine/scripts/', 'plugins/', 'scripts/', 'bench/', 'tests/']],
  ['engine/pipeline/', ['engine/app/', 'plugins/', 'scripts/', 'bench/', 'tests/']],
  // What runs in Node (the prerender, the project's scripts, the MCP server, the benchmarks) reads no browser code:
  // what they share with the browser is pure and lives in a core/.
  ['engine/scripts/', ['engine/app/', 'plugins/', 'scripts/', 'bench/', 'tests/']],
  // The project's scripts and the benchmarks drive browsers with the tests' helpers (tests/support/).
  ['scripts/', ['engine/app/', ...pluginFolders('app'), 'bench/']],
  ['mcp/', ['engine/app/', ...pluginFolders('app'), 'scripts/', 'bench/', 'tests/']],
  ['bench/', ['engine/app/', ...pluginFolders('app')]],
  ...pluginFolders('core').map((core): [string, string[]] => [
    core,
    ['engine/app/', 'engine/pipeline/', 'engine/scripts/', ...pluginFolders('app'), ...pluginFolders('pipeline')],
  ]),
  ...pluginFolders('pipeline').map((pipeline): [string, string[]] => [
    pipeline,
    ['engine/app/', ...pluginFolders('app')],
  ]),
  ['engine/scripts/', ['plugins/', 'scripts/', 'bench/', 'tests/']],
  [
    'engine/app/site/',
    ['engine/app/search/', 'engine/app/i18n/', 'engine/app/theme/', 'engine/app/live/', 'engine/app/routes/'],
  ],
];

/** Imports that a folder's rule forbids but that are what they are for, each with its reason. */
const ALLOWED = [
  // The type of the renderer it runs, which the build bundled from this module.
  { from: 'engine/scripts/prerender/site.ts', to: 'engine/app/entry.prerender.tsx' },
  // The parts of the document it fills, a type.
  { from: 'engine/scripts/prerender/site.ts', to: 'engine/app/document.ts' },
];

/** Where a relative import of `file` points, relative to the project; null for a package or a virtual module. */
const resolveSpecifier = (file: string, specifier: string): string | null =>
  specifier.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) : null;

const isConfiguration = (file: string) => file === 'site.config.ts' || file.startsWith('i18n/');

/**
 * The imports of `file` with those it reaches through configuration files: a module that imports site.config.ts
 * also imports what site.config.ts imports.
 */
function reachedSpecifiers(file: string, read: (file: string) => string[], seen = new Set<string>()): string[] {
  return read(file).flatMap((specifier) => {
    const target = resolveSpecifier(file, specifier);
    if (target === null || !isConfiguration(target) || seen.has(target)) return [specifier];
    seen.add(target);
    const through = reachedSpecifiers(target, read, seen).map((inner) => {
      const innerTarget = resolveSpecifier(target, inner);
      return innerTarget === null ? inner : path.posix.relative(path.posix.dirname(file), innerTarget) || inner;
    });
    return [specifier, ...through.map((inner) => (inner.startsWith('.') ? inner : `./${inner}`))];
  });
}

/** The wrong-way import of `specifier` from `file` (both relative to the project), or null if it is allowed. */
function layerViolation(file: string, specifier: string): string | null {
  const target = resolveSpecifier(file, specifier);
  if (target === null || ALLOWED.some((way) => way.from === file && way.to === target)) return null;
  for (const [from, banned] of FORBIDDEN) {
    if (!file.startsWith(from)) continue;
    const hit = banned.find((folder) => `${target}/`.startsWith(folder));
    if (hit) return `${file} imports ${specifier} (${from} must not import ${hit})`;
  }
  return null;
}

/** Every import, re-export and dynamic import of a file (named with or without its extension). */
function specifiersOf(file: string): string[] {
  const named = ['', '.ts', '.tsx']
    .map((extension) => file + extension)
    .find((name) => fs.existsSync(path.join(ROOT, name)));
  const info = ts.preProcessFile(readSource(named ?? file), true, true);
  return info.importedFiles.map((imported) => imported.fileName);
}

describe('layers', () => {
  it('tells a wrong-way import from an allowed one', () => {
    expect(layerViolation('engine/app/root.tsx', '../pipeline/content/store.ts')).toMatch(
      /engine\/app\/ must not import engine\/pipeline\//,
    );
    expect(layerViolation('engine/pipeline/seo/vite-plugin.ts', '../../app/site/seo.ts')).toMatch(/engine\/pipeline\//);
    expect(layerViolation('engine/app/site/hooks.ts', '../i18n')).toMatch(
      /app\/site\/ must not import engine\/app\/i18n\//,
    );
    expect(layerViolation('site.config.ts', './engine/app/theme/Nav.tsx')).toMatch(
      /site\.config\.ts must not import engine\/app\//,
    );
    expect(layerViolation('i18n/en-US.ts', '../engine/core/types.ts')).toBeNull();
    expect(layerViolation('engine/app/theme/Content.tsx', '../../../plugins/styling/app/Styling')).toMatch(
      /engine\/app\/ must not import plugins\//,
    );
    expect(layerViolation('engine/pipeline/seo/vite-plugin.ts', '../../../plugins/index.ts')).toMatch(/plugins\//);
    expect(layerViolation('engine/pipeline/site-plugins.ts', '../../plugins/index.ts')).toMatch(/plugins\//);
    expect(layerViolation('plugins/styling/plugin.ts', '../../engine/pipeline/site-plugin.ts')).toBeNull();
    expect(layerViolation('mcp/src/docs.ts', '../../engine/app/search/worker.ts')).toMatch(
      /mcp\/ must not import engine\/app\//,
    );
    expect(layerViolation('mcp/src/docs.ts', '../../engine/core/search-engine.ts')).toBeNull();
    expect(layerViolation('bench/search.ts', '../plugins/styling/app/Styling.tsx')).toMatch(/bench\/ must not/);
    expect(layerViolation('plugins/history/core/upgrade.ts', '../pipeline/upgrade-data.ts')).toMatch(
      /plugins\/history\/core\//,
    );
    expect(layerViolation('engine/scripts/prerender/site.ts', '../../app/entry.prerender.tsx')).toBeNull();
    expect(layerViolation('engine/scripts/prerender.ts', '../app/entry.prerender.tsx')).toMatch(/engine\/scripts\//);
    expect(layerViolation('engine/core/locale.ts', '../app/site/hooks')).toMatch(/engine\/core\//);
    expect(layerViolation('engine/app/theme/Header.tsx', '../site/hooks')).toBeNull();
    expect(layerViolation('engine/app/i18n/use-t.ts', '../site/hooks')).toBeNull();
    expect(layerViolation('engine/pipeline/seo/vite-plugin.ts', '../../core/seo.ts')).toBeNull();
    expect(layerViolation('engine/app/site/page-meta.ts', 'virtual:site-data')).toBeNull();
    // A folder whose name only begins like a banned one is another folder.
    expect(layerViolation('engine/app/site/x.ts', '../searchy/y')).toBeNull();
  });

  it('follows imports through configuration: core/ reaching app/ by way of site.config.ts is a violation', () => {
    const sources: Record<string, string[]> = {
      'engine/core/locale.ts': ['../../site.config.ts'],
      'site.config.ts': ['./i18n/en-US.ts', './engine/app/theme/strings.ts'],
      'i18n/en-US.ts': [],
    };
    const reached = reachedSpecifiers('engine/core/locale.ts', (file) => sources[file] ?? []);
    expect(reached).toEqual(['../../site.config.ts', '../../i18n/en-US.ts', '../app/theme/strings.ts']);
    expect(reached.map((specifier) => layerViolation('engine/core/locale.ts', specifier)).filter(Boolean)).toEqual([
      'engine/core/locale.ts imports ../app/theme/strings.ts (engine/core/ must not import engine/app/)',
    ]);
  });

  it('holds for every source file of the engine, the plugins, the scripts, the MCP server, the benchmarks and the configuration, through configuration too', () => {
    const files = ['engine', 'plugins', 'i18n', 'scripts', 'mcp', 'bench']
      .flatMap(sourceFiles)
      .concat('site.config.ts');
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) =>
      reachedSpecifiers(file, specifiersOf)
        .map((specifier) => layerViolation(file, specifier))
        .filter(Boolean),
    );
    expect(violations).toEqual([]);
  });

  it("keeps core/ pure: no module of it imports one of Node's own (the disk, the process, paths)", () => {
    const files = ['engine/core', ...fs.readdirSync(path.join(ROOT, 'plugins')).map((slice) => `plugins/${slice}/core`)]
      .filter((folder) => fs.existsSync(path.join(ROOT, folder)))
      .flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(20);
    const impure = files.flatMap((file) =>
      specifiersOf(file)
        .filter(
          (specifier) => specifier.startsWith('node:') || ['fs', 'path', 'os', 'child_process'].includes(specifier),
        )
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(impure).toEqual([]);
  });

  it('leaves nav, sidebar and previous/next to the headless hooks: no component builds them itself', () => {
    const files = ['engine/app/theme', 'engine/app/routes'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(20);
    const builders = /\b(buildNav|navFromPages|buildSidebar|flattenSidebar|prevNext)\b/;
    const found = files.filter((file) => builders.test(readSource(file)));
    expect(found).toEqual([]);
  });
});
