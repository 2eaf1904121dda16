/**
 * The TypeScript compiler options of every type check the site makes: strict TSX against the installed library, with
 * no ambient @types packages (only what a file imports), every file a module, imports written as the demos write them
 * (`import React from 'react'`, local imports with their extension). Used at build time (engine/pipeline/types/reader.ts) and
 * by the live editor's checker (engine/app/live/ts-worker.ts); the compiler is passed in, as each side loads its own.
 */
import type ts from 'typescript';

export function siteCompilerOptions(compiler: typeof ts): ts.CompilerOptions {
  const { ScriptTarget, ModuleKind, ModuleResolutionKind, ModuleDetectionKind, JsxEmit } = compiler;
  return {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ScriptTarget.ES2022,
    module: ModuleKind.ESNext,
    moduleResolution: ModuleResolutionKind.Bundler,
    moduleDetection: ModuleDetectionKind.Force,
    jsx: JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    esModuleInterop: true,
    allowImportingTsExtensions: true,
  };
}
