/** The playground's first step: which code it shows, and whether that code runs before the visitor chooses Run. */
import { describe, expect, it } from 'vitest';
import { playgroundStart } from '../../../../../engine/app/live/playground-trust';

const base = { 'demo.tsx': 'export default 1;', 'data.ts': 'export const rows = [];' };

describe('playgroundStart', () => {
  it('runs the demo’s own code at once, with or without a link', () => {
    expect(playgroundStart(base, { kind: 'none' }, false)).toEqual({ codes: base, held: null });
    expect(playgroundStart(base, { kind: 'files', files: { 'demo.tsx': base['demo.tsx'] } }, false)).toEqual({
      codes: base,
      held: null,
    });
  });

  it('shows other code from a link and holds it until Run, unless this visitor ran or sent it before', () => {
    const link = { kind: 'files' as const, files: { 'demo.tsx': 'export default 2;' } };
    const codes = { ...base, 'demo.tsx': 'export default 2;' };
    expect(playgroundStart(base, link, false)).toEqual({ codes, held: 'foreign' });
    expect(playgroundStart(base, link, true)).toEqual({ codes, held: null });
  });

  it('drops files the demo does not have', () => {
    const link = { kind: 'files' as const, files: { 'evil.ts': 'alert(1)', 'data.ts': base['data.ts'] } };
    expect(playgroundStart(base, link, false)).toEqual({ codes: base, held: null });
  });

  it('shows the demo’s own code, held with the reason, for a link whose code cannot be read or is too large', () => {
    expect(playgroundStart(base, { kind: 'unreadable' }, true)).toEqual({ codes: base, held: 'unreadable' });
    expect(playgroundStart(base, { kind: 'too-large' }, true)).toEqual({ codes: base, held: 'too-large' });
  });
});
