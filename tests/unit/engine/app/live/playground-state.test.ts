/** The playground's steps: what each one shows and what it runs (held code runs only on Run or Reset). */
import { describe, expect, it } from 'vitest';
import { emptyPlayground, playgroundStep, type PlaygroundCode } from '../../../../../engine/app/live/playground-state';

const base = { 'demo.tsx': 'export default 1;', 'data.ts': 'export const rows = [];' };
const foreign = { kind: 'files' as const, files: { 'demo.tsx': 'export default 2;' } };

const started = (read: Parameters<typeof playgroundStep>[1] & { type: 'start' }) =>
  playgroundStep(emptyPlayground, read).state;

describe('playgroundStep', () => {
  it('runs the site’s own code at once when the files arrive', () => {
    expect(playgroundStep(emptyPlayground, { type: 'start', base, read: { kind: 'none' }, trusted: false })).toEqual({
      state: { originals: base, codes: base, held: null },
      run: 'now',
    });
  });

  it('holds a link’s code it does not trust, showing it, and runs nothing', () => {
    expect(playgroundStep(emptyPlayground, { type: 'start', base, read: foreign, trusted: false })).toEqual({
      state: { originals: base, codes: { ...base, ...foreign.files }, held: 'foreign' },
      run: null,
    });
    expect(playgroundStep(emptyPlayground, { type: 'start', base, read: foreign, trusted: true }).run).toBe('now');
  });

  it('holds the demo’s own code, with the reason, for a link it cannot use', () => {
    const { state, run } = playgroundStep(emptyPlayground, {
      type: 'start',
      base,
      read: { kind: 'too-large' },
      trusted: true,
    });
    expect(state).toEqual({ originals: base, codes: base, held: 'too-large' });
    expect(run).toBeNull();
  });

  it('runs an edit through the throttle, and runs none while the code is held', () => {
    const running = started({ type: 'start', base, read: { kind: 'none' }, trusted: false });
    expect(playgroundStep(running, { type: 'change', name: 'data.ts', code: 'x' })).toEqual({
      state: { originals: base, codes: { ...base, 'data.ts': 'x' }, held: null },
      run: 'edit',
    });
    const held = started({ type: 'start', base, read: foreign, trusted: false });
    expect(playgroundStep(held, { type: 'change', name: 'data.ts', code: 'x' })).toEqual({
      state: { ...held, codes: { ...held.codes, 'data.ts': 'x' } },
      run: null,
    });
  });

  it('runs the code on screen on Run, held or not', () => {
    const held = started({ type: 'start', base, read: foreign, trusted: false });
    expect(playgroundStep(held, { type: 'run' })).toEqual({ state: { ...held, held: null }, run: 'now' });
  });

  it('goes back to the demo’s own code on Reset and runs it', () => {
    const held = started({ type: 'start', base, read: foreign, trusted: false });
    expect(playgroundStep(held, { type: 'reset' })).toEqual({
      state: { originals: base, codes: base, held: null },
      run: 'reset',
    });
  });

  it('does nothing before the demo’s files arrive', () => {
    for (const action of [
      { type: 'change', name: 'demo.tsx', code: 'x' },
      { type: 'run' },
      { type: 'reset' },
    ] as const) {
      const empty: PlaygroundCode = { ...emptyPlayground };
      expect(playgroundStep(empty, action)).toEqual({ state: empty, run: null });
    }
  });
});
