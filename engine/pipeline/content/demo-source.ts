/** Reads a demo's source: which modules it imports, at which exact versions, and its local files. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.ts';

/** Module specifiers a source file imports, in order of first appearance. */
export function importsOf(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(
    /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g,
  )) {
    found.add(match[1] ?? match[2]);
  }
  return [...found];
}

/** '@scope/pkg/sub/path' -> '@scope/pkg'; 'react-dom/client' -> 'react-dom'. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const versionCache = new Map<string, string>();
export function installedVersion(pkg: string): string {
  if (!versionCache.has(pkg)) {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string;
    };
    versionCache.set(pkg, manifest.version);
  }
  return versionCache.get(pkg)!;
}

export interface DemoSource {
  /** Bare module specifiers the demo imports. */
  context: string[];
  /** Package name -> exact installed version. */
  dependencies: Record<string, string>;
  /** The demo file and the local files it imports, relative to the demo's folder. */
  files: { name: string; absolute: string }[];
}

export function readDemoSource(file: string): DemoSource {
  const context: string[] = [];
  const files = [{ name: path.basename(file), absolute: file }];
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length) {
    const current = queue.shift()!;
    for (const specifier of importsOf(fs.readFileSync(current, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        if (!context.includes(specifier)) context.push(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(current), specifier);
      const resolved = [base, `${base}.tsx`, `${base}.ts`].find(
        (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
      );
      if (resolved && !seen.has(resolved)) {
        seen.add(resolved);
        queue.push(resolved);
        files.push({ name: path.relative(path.dirname(file), resolved).split(path.sep).join('/'), absolute: resolved });
      }
    }
  }
  const dependencies: Record<string, string> = {};
  for (const specifier of context) {
    const pkg = packageNameOf(specifier);
    dependencies[pkg] = installedVersion(pkg);
  }
  // A demo renders with React DOM even when it does not import it.
  if (dependencies.react && !dependencies['react-dom']) dependencies['react-dom'] = installedVersion('react-dom');
  return { context, dependencies, files };
}
