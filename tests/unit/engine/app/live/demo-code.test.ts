/** A page demo's code while edited: what counts as edited, and what its iframe is sent. */
import { describe, expect, it } from 'vitest';
import { codesOf, frameSource, isEdited } from '../../../../../engine/app/live/demo-code';

const originals = { 'demo.tsx': 'export default 1;', 'data.ts': 'export const rows = [];', 'demo.css': '' };

describe('a demo’s edited code', () => {
  it('reads the files as name -> code, in their order', () => {
    const files = [
      { name: 'demo.tsx', code: 'a', html: '<pre>a</pre>' },
      { name: 'data.ts', code: 'b', html: '<pre>b</pre>' },
    ];
    expect(Object.entries(codesOf(files))).toEqual([
      ['demo.tsx', 'a'],
      ['data.ts', 'b'],
    ]);
  });

  it('is edited once some file differs from the demo’s own, not before editing starts', () => {
    expect(isEdited(null, originals)).toBe(false);
    expect(isEdited(originals, originals)).toBe(false);
    expect(isEdited({ ...originals, 'demo.css': 'td {}' }, originals)).toBe(true);
  });

  it('sends an iframe the entry’s code and only the other files that changed', () => {
    expect(frameSource(originals, 'demo.tsx', originals)).toEqual({ code: originals['demo.tsx'], files: {} });
    const codes = { ...originals, 'demo.tsx': 'export default 2;', 'data.ts': 'export const rows = [1];' };
    expect(frameSource(codes, 'demo.tsx', originals)).toEqual({
      code: 'export default 2;',
      files: { 'data.ts': 'export const rows = [1];' },
    });
  });
});
