/**
 * The live editor's type checker, without its worker: the TypeScript compiler's language service over the demo's
 * files (under DEMO_DIR) and the packages' declaration files shipped with the site (engine/pipeline/live/editor-types.ts),
 * with the options the site's own type checks use (engine/core/compiler-options.ts). It answers diagnostics, completions
 * and hover types. The compiler and the declaration files are passed in: the worker (ts-worker.ts) passes the
 * bundled ones, a test in Node the installed ones, so both check code the same way.
 */
import type ts from 'typescript';
import { siteCompilerOptions } from '../../core/compiler-options';
import { DEMO_DIR, type TypeAnswer, type TypeRequest } from './ts-protocol';

const LIB_DIR = '/node_modules/typescript/lib/';
/** What live code may import without types: its own stylesheets. */
const AMBIENT = `${DEMO_DIR}__ambient__.d.ts`;
const AMBIENT_TEXT = "declare module '*.css';\ndeclare module '*.less';\ndeclare module '*.scss';\n";

const isCode = (name: string) => /\.(tsx?|jsx?)$/.test(name);

/** `stricter`: options on top of the site's, for a check as strict as a project's own (unused names, for one). */
export function createTypeChecker(
  compiler: typeof ts,
  types: Readonly<Record<string, string>>,
  stricter: ts.CompilerOptions = {},
) {
  const options = { ...siteCompilerOptions(compiler), ...stricter };

  /** Every folder that holds a shipped file, for the compiler's module resolution. */
  const folders = new Set<string>();
  for (const file of Object.keys(types))
    for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) folders.add(file.slice(0, at));

  const demo = new Map<string, { text: string; version: number }>();

  /** Brings the demo's files up to date: a changed text gets a new version, a file no longer there goes. */
  function update(files: Record<string, string>) {
    const names = new Set(Object.keys(files).map((name) => DEMO_DIR + name));
    for (const name of demo.keys()) if (!names.has(name)) demo.delete(name);
    for (const [name, text] of Object.entries(files)) {
      const path = DEMO_DIR + name;
      const current = demo.get(path);
      if (current?.text !== text) demo.set(path, { text, version: (current?.version ?? 0) + 1 });
    }
  }

  const textOf = (file: string) =>
    file === AMBIENT ? AMBIENT_TEXT : (demo.get(file)?.text ?? (Object.hasOwn(types, file) ? types[file] : undefined));

  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...[...demo.keys()].filter(isCode), AMBIENT],
    getScriptVersion: (file) => String(demo.get(file)?.version ?? 0),
    getScriptSnapshot: (file) => {
      const text = textOf(file);
      return text === undefined ? undefined : compiler.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => DEMO_DIR.slice(0, -1),
    getDefaultLibFileName: () => `${LIB_DIR}lib.d.ts`,
    fileExists: (file) => textOf(file) !== undefined,
    readFile: (file) => textOf(file),
    directoryExists: (dir) => folders.has(dir.replace(/\/$/, '')) || dir === DEMO_DIR.slice(0, -1),
    getDirectories: () => [],
  };

  const service = compiler.createLanguageService(host, compiler.createDocumentRegistry());

  const flatten = (text: string | ts.DiagnosticMessageChain) => compiler.flattenDiagnosticMessageText(text, '\n');

  /** The answer to one request from the editor, over the demo's files as the request names them. */
  function answer(request: TypeRequest): TypeAnswer {
    update(request.files);
    const file = DEMO_DIR + request.file;
    switch (request.kind) {
      case 'check': {
        const found = [...service.getSyntacticDiagnostics(file), ...service.getSemanticDiagnostics(file)];
        return {
          id: request.id,
          kind: 'check',
          diagnostics: found.map((diagnostic) => ({
            from: diagnostic.start ?? 0,
            to: (diagnostic.start ?? 0) + (diagnostic.length ?? 0),
            severity: diagnostic.category === compiler.DiagnosticCategory.Error ? 'error' : 'warning',
            message: flatten(diagnostic.messageText),
          })),
        };
      }
      case 'complete': {
        const result = service.getCompletionsAtPosition(file, request.pos, { includeCompletionsWithInsertText: true });
        const text = textOf(file) ?? '';
        let from = request.pos;
        while (from > 0 && /[\w$]/.test(text[from - 1])) from--;
        return {
          id: request.id,
          kind: 'complete',
          from,
          options: (result?.entries ?? []).slice(0, 500).map((entry) => ({ name: entry.name, kind: entry.kind })),
        };
      }
      case 'hover': {
        const info = service.getQuickInfoAtPosition(file, request.pos);
        return {
          id: request.id,
          kind: 'hover',
          hover: info
            ? {
                from: info.textSpan.start,
                to: info.textSpan.start + info.textSpan.length,
                text: compiler.displayPartsToString(info.displayParts),
                doc: compiler.displayPartsToString(info.documentation),
              }
            : null,
        };
      }
    }
  }

  return { answer };
}
