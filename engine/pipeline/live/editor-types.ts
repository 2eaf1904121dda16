/**
 * The declaration files the live editor's type checker needs (engine/app/live/ts-worker.ts), as a virtual module: every
 * file the compiler reads to check code that imports each package live code may import (engine/core/live-modules.ts), with
 * the site's compiler options: the standard library's, the packages' `.d.ts` files and the `package.json` files
 * module resolution reads. Keyed by their path under the project, `/node_modules/...`. Read once per process.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LIVE_MODULES } from '../../core/live-modules.ts';
import { libraryCompilerOptions } from '../types/reader.ts';
import { typescript } from '../types/typescript.ts';
import { ROOT } from '../paths.ts';

export const EDITOR_TYPES = 'virtual:editor-types';

export function collectEditorTypes(root = ROOT, modules: readonly string[] = LIVE_MODULES): Record<string, string> {
  const ts = typescript();
  const options = libraryCompilerOptions();
  const host = ts.createCompilerHost(options);
  const entry = path.join(root, '__editor_types__.tsx');
  const entryText = modules.map((name, i) => `import * as m${i} from '${name}';`).join('\n');
  const read = new Map<string, string>();
  const { readFile, fileExists, getSourceFile } = host;
  host.readFile = (file) => {
    const text = readFile.call(host, file);
    if (text !== undefined) read.set(path.resolve(file), text);
    return text;
  };
  host.fileExists = (file) => path.resolve(file) === entry || fileExists.call(host, file);
  host.getSourceFile = (file, language, ...rest) =>
    path.resolve(file) === entry
      ? ts.createSourceFile(file, entryText, language, true)
      : getSourceFile.call(host, file, language, ...rest);
  const program = ts.createProgram([entry], options, host);
  const files: Record<string, string> = {};
  // The compiler reads files by their real path: node_modules/ may be a link to another folder (a shared install).
  const modulesDir = fs.realpathSync(path.join(root, 'node_modules'));
  const keep = (file: string, text: string) => {
    // Packages only: not the project's own package.json, which resolution also reads.
    const relative = path.relative(modulesDir, fs.realpathSync(file)).split(path.sep).join('/');
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) files[`/node_modules/${relative}`] = text;
  };
  for (const source of program.getSourceFiles())
    if (path.resolve(source.fileName) !== entry) keep(source.fileName, source.text);
  for (const [file, text] of read) if (file.endsWith('package.json')) keep(file, text);
  return files;
}

/** Serves `virtual:editor-types`: `export default { path: text }`. */
export function editorTypesPlugin(): Plugin {
  let code: string | undefined;
  return {
    name: 'docs-engine:editor-types',
    resolveId: (id) => (id === EDITOR_TYPES ? `\0${id}` : undefined),
    load(id) {
      if (id !== `\0${EDITOR_TYPES}`) return;
      return (code ??= `export default ${JSON.stringify(collectEditorTypes())};`);
    },
  };
}
