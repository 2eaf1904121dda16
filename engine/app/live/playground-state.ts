/**
 * The playground's code and its rule for running it, pure: the demo's own files, the code on screen, and why that
 * code has not run (held). Each step says what runs: nothing while code is held, and whatever runs is also what the
 * address carries and this visitor's browser trusts afterwards (see playground-trust.ts).
 */
import { playgroundStart, type Held } from './playground-trust';
import type { HashCode } from './playground-url';

export interface PlaygroundCode {
  /** The demo's own files (name -> code); null until they arrive. */
  originals: Record<string, string> | null;
  /** The code on screen. */
  codes: Record<string, string> | null;
  held: Held | null;
}

export type PlaygroundAction =
  /** The demo's files arrived; `read` is the link's `#code=`, `trusted` whether this visitor ran or sent it. */
  | { type: 'start'; base: Record<string, string>; read: HashCode; trusted: boolean }
  | { type: 'change'; name: string; code: string }
  | { type: 'run' }
  | { type: 'reset' };

/**
 * What runs after a step: `now` compiles the code on screen at once, `edit` through the edit throttle, `reset` drops
 * a pending throttled edit and compiles the demo's own code; null runs nothing (and the address stays as it is).
 */
export type PlaygroundRun = 'now' | 'edit' | 'reset' | null;

export const emptyPlayground: PlaygroundCode = { originals: null, codes: null, held: null };

export function playgroundStep(
  state: PlaygroundCode,
  action: PlaygroundAction,
): { state: PlaygroundCode; run: PlaygroundRun } {
  switch (action.type) {
    case 'start': {
      const { codes, held } = playgroundStart(action.base, action.read, action.trusted);
      return { state: { originals: action.base, codes, held }, run: held ? null : 'now' };
    }
    case 'change': {
      if (!state.codes || !state.originals) return { state, run: null };
      // Code held back stays so while the visitor reads or changes it: only Run or Reset runs anything.
      return {
        state: { ...state, codes: { ...state.codes, [action.name]: action.code } },
        run: state.held ? null : 'edit',
      };
    }
    case 'run':
      return state.codes && state.originals ? { state: { ...state, held: null }, run: 'now' } : { state, run: null };
    case 'reset':
      return state.originals
        ? { state: { ...state, codes: state.originals, held: null }, run: 'reset' }
        : { state, run: null };
  }
}
