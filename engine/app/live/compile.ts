/** TSX in, CommonJS out, with sucrase (typescript, jsx, imports), plus the path rules of a demo's local files. */
import { transform } from 'sucrase';

export class CompileError extends Error {
  override name = 'CompileError';
}

/** Compiles one source file; a syntax error becomes a CompileError naming the file, line and column. */
export function compileModule(code: string, filename: string): string {
  try {
    return transform(code, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      // An import the visitor just typed should fail at once if the demo cannot have it, used or not.
      keepUnusedImports: true,
      filePath: filename,
    }).code;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CompileError(message.replace(/^Error transforming /, ''));
  }
}

/** The module specifiers compiled code requires, in order, without repeats. */
export function requiredSpecifiers(compiled: string): string[] {
  const found = new Set<string>();
  for (const match of compiled.matchAll(/\brequire\((["'])([^"'\n]+)\1\)/g)) found.add(match[2]);
  return [...found];
}

export const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

/** 'data/people.ts' + '../x' -> 'x'. Names are relative to the demo's folder, with forward slashes. */
export function joinPath(fromFile: string, specifier: string): string {
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

/** Which of the demo's files a relative import from `fromFile` names, if any. */
export function resolveLocal(fromFile: string, specifier: string, names: Iterable<string>): string | undefined {
  const known = new Set(names);
  const base = joinPath(fromFile, specifier);
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => known.has(candidate));
}

export const isStyleFile = (name: string) => /\.(css|less|scss)$/.test(name);
