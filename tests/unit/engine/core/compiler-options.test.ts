import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { siteCompilerOptions } from '../../../../engine/core/compiler-options';

describe('site compiler options', () => {
  it('checks strict ES2022 modules with React JSX, emitting nothing', () => {
    const options = siteCompilerOptions(ts);
    expect(options).toMatchObject({
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      moduleDetection: ts.ModuleDetectionKind.Force,
      jsx: ts.JsxEmit.ReactJSX,
    });
  });

  it('knows the ES2022 and DOM libraries and no ambient @types package', () => {
    const options = siteCompilerOptions(ts);
    expect(options.lib).toEqual(['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts']);
    expect(options.types).toEqual([]);
  });

  it('accepts imports written as the demos write them: a default React import, a local .tsx import', () => {
    const options = siteCompilerOptions(ts);
    expect(options.esModuleInterop).toBe(true);
    expect(options.allowImportingTsExtensions).toBe(true);
  });
});
