/**
 * Runs edited demo code in the browser: compiles the entry and the local files it reaches, loads the
 * packages it may use, then evaluates them with a `require` that knows only those. Every loop in them is guarded
 * (loop-guard.ts): code that runs too long without a break is stopped with an error. Loaded on first edit.
 */
import type { ComponentType } from 'react';
import { compileModule, isRelative, isStyleFile, requiredSpecifiers, resolveLocal } from './compile';
import { sourceUrl } from './live-error';
import { createLoopGuard, guardLoops, LOOP_GUARD } from './loop-guard';
import type { ModuleLoader } from './modules';
import { asCommonJs, packageOf } from './modules';

export { describeLiveError, isEndlessRun } from './live-error';

export interface DemoProgram {
  /** The file whose default export is the demo, e.g. 'simple.tsx'. */
  entry: string;
  /** Every file of the demo by name (relative to the demo's folder): entry, local modules, stylesheets. */
  files: Readonly<Record<string, string>>;
  /** Packages the code may import (see allowedPackages). */
  allowed: ReadonlySet<string>;
  /** Names the <style> elements of the demo's local stylesheets, so a later run replaces them. */
  styleScope: string;
  document?: Document;
  loaders?: Readonly<Record<string, ModuleLoader>>;
}

class ModuleNotFoundError extends Error {
  override name = 'ModuleNotFoundError';
  constructor(specifier: string) {
    super(`Cannot find module: ${specifier}`);
  }
}

const compileCache = new Map<string, string>();
const packageCache = new Map<string, Record<string, unknown>>();

function compileCached(code: string, name: string): string {
  const key = `${name}\0${code}`;
  let out = compileCache.get(key);
  if (out === undefined) {
    out = guardLoops(compileModule(code, name));
    if (compileCache.size > 64) compileCache.clear();
    compileCache.set(key, out);
  }
  return out;
}

/** Puts a local stylesheet's current text into the page, replacing the previous run's. */
function applyStyle(doc: Document, scope: string, name: string, css: string) {
  const key = `${scope}:${name}`;
  let style = [...doc.querySelectorAll<HTMLStyleElement>('style[data-live-style]')].find(
    (el) => el.dataset.liveStyle === key,
  );
  if (!style) {
    style = doc.createElement('style');
    style.dataset.liveStyle = key;
    doc.head.append(style);
  }
  if (style.textContent !== css) style.textContent = css;
}

export function removeStyles(doc: Document, scope: string) {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-live-style]')) {
    if (style.dataset.liveStyle?.startsWith(`${scope}:`)) style.remove();
  }
}

const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

export async function runDemo(program: DemoProgram): Promise<ComponentType> {
  const { entry, files, allowed, styleScope } = program;
  // The site's loaders come with the first demo run, not with the runtime's code.
  const loaders = program.loaders ?? (await import('virtual:live-modules')).MODULES;
  const names = Object.keys(files);
  const canLoad = (specifier: string) => allowed.has(packageOf(specifier)) && Object.hasOwn(loaders, specifier);
  // A package's own stylesheet (`<package>/assets/index.css`) adds nothing here: the site's demo stylesheet draws the
  // library's class names, so the import an app writes is accepted as it is.
  const packageStyle = (specifier: string) => isStyleFile(specifier) && allowed.has(packageOf(specifier));

  // Compile everything the entry reaches first: a syntax error anywhere fails before anything runs.
  const compiled = new Map<string, string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const name = queue.shift()!;
    if (compiled.has(name)) continue;
    const code = files[name];
    if (code === undefined) throw new ModuleNotFoundError(`./${name}`);
    const out = isStyleFile(name) ? '' : compileCached(code, name);
    compiled.set(name, out);
    for (const specifier of requiredSpecifiers(out)) {
      if (!isRelative(specifier)) packages.add(specifier);
      else {
        const target = resolveLocal(name, specifier, names);
        if (target) queue.push(target);
      }
    }
  }

  await Promise.all(
    [...packages]
      .filter((specifier) => canLoad(specifier) && !packageCache.has(specifier))
      .map(async (specifier) => {
        packageCache.set(specifier, asCommonJs(await loaders[specifier]()));
      }),
  );

  const guard = createLoopGuard();
  const instances = new Map<string, { exports: Record<string, unknown> }>();
  const evaluate = (name: string): Record<string, unknown> => {
    const existing = instances.get(name);
    if (existing) return existing.exports;
    const module = { exports: {} as Record<string, unknown> };
    instances.set(name, module);
    if (isStyleFile(name)) {
      applyStyle(program.document ?? document, styleScope, name, files[name]);
      return module.exports;
    }
    const run = new Function(
      'exports',
      'require',
      'module',
      LOOP_GUARD,
      `${compiled.get(name)}\n//# sourceURL=${sourceUrl(styleScope, name)}`,
    );
    run(module.exports, requireFrom(name), module, guard(name));
    return module.exports;
  };
  const requireFrom = (from: string) => (specifier: string) => {
    if (isRelative(specifier)) {
      const target = resolveLocal(from, specifier, names);
      if (!target) throw new ModuleNotFoundError(specifier);
      return evaluate(target);
    }
    if (packageStyle(specifier)) return {};
    const loaded = canLoad(specifier) ? packageCache.get(specifier) : undefined;
    if (!loaded) throw new ModuleNotFoundError(specifier);
    return loaded;
  };

  const exported = evaluate(entry).default;
  if (!isComponent(exported)) throw new Error(`${entry} has no default export to render.`);
  return exported;
}
