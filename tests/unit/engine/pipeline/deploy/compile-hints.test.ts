import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, withCompileHint } from '../../../../../engine/pipeline/deploy/compile-hints';

describe("V8's compile hint", () => {
  it('is the first line of the chunk, once', () => {
    const code = 'const __vite__mapDeps = () => [];\nexport const a = 1;';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code));
    expect(COMPILE_HINT.startsWith('//# allFunctionsCalledOnLoad')).toBe(true);
  });
});

describe('the compile-hints plugin', () => {
  it("adds the hint to the named chunks' code in bundling, after every other plugin, and to nothing else", () => {
    const plugin = compileHintsPlugin(['site']);
    const hook = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => void };
    expect(hook.order).toBe('post');
    const bundle = {
      'site.js': { type: 'chunk', name: 'site', code: 'a()' },
      'page.js': { type: 'chunk', name: 'page', code: 'b()' },
      'site.css': { type: 'asset', name: 'site', source: 'p{}' },
    };
    hook.handler({}, bundle);
    expect(bundle['site.js'].code).toBe(`${COMPILE_HINT}a()`);
    expect(bundle['page.js'].code).toBe('b()');
    expect(bundle['site.css'].source).toBe('p{}');
  });
});
