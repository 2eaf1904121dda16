import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from '../../../../../engine/pipeline/deploy/compile-hints';

describe("V8's compile hint", () => {
  it('is the first line of the chunk, once', () => {
    const code = 'const __vite__mapDeps = () => [];\nexport const a = 1;';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code));
    expect(COMPILE_HINT.startsWith('//# allFunctionsCalledOnLoad')).toBe(true);
  });
});
