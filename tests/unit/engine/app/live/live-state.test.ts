import { describe, expect, it } from 'vitest';
import {
  initialLiveState,
  liveReducer,
  shownCandidate,
  type LiveAction,
  type LiveState,
} from '../../../../../engine/app/live/live-state';

const run = (actions: LiveAction<string>[], from: LiveState<string> = initialLiveState<string>()) =>
  actions.reduce(liveReducer<string>, from);

describe('live demo state', () => {
  it('goes compiling, then rendered once the compiled demo commits', () => {
    let state = run([{ type: 'start', seq: 1 }]);
    expect(state.status).toBe('compiling');
    state = run([{ type: 'compiled', seq: 1, Component: 'A' }], state);
    expect(state.status).toBe('compiling');
    expect(shownCandidate(state)?.Component).toBe('A');
    state = run([{ type: 'committed', version: 1 }], state);
    expect(state.status).toBe('rendered');
    expect(state.good).toEqual({ Component: 'A', version: 1 });
  });

  it('the last compile wins: a slow earlier result never replaces a later one', () => {
    const state = run([
      { type: 'start', seq: 1 },
      { type: 'start', seq: 2 },
      { type: 'compiled', seq: 2, Component: 'new' },
      { type: 'committed', version: 2 },
      { type: 'compiled', seq: 1, Component: 'old' },
      { type: 'failed', seq: 1, error: 'old error' },
    ]);
    expect(state.status).toBe('rendered');
    expect(state.error).toBeNull();
    expect(shownCandidate(state)?.Component).toBe('new');
  });

  it('a compile error keeps the previous render and shows the error; a fix recovers', () => {
    let state = run([
      { type: 'start', seq: 1 },
      { type: 'compiled', seq: 1, Component: 'A' },
      { type: 'committed', version: 1 },
      { type: 'start', seq: 2 },
      { type: 'failed', seq: 2, error: 'Unexpected token (3:4)' },
    ]);
    expect(state.status).toBe('error');
    expect(state.error).toBe('Unexpected token (3:4)');
    expect(shownCandidate(state)?.Component).toBe('A');
    state = run(
      [
        { type: 'start', seq: 3 },
        { type: 'compiled', seq: 3, Component: 'B' },
        { type: 'committed', version: 3 },
      ],
      state,
    );
    expect(state.status).toBe('rendered');
    expect(state.error).toBeNull();
    expect(shownCandidate(state)?.Component).toBe('B');
  });

  it('a render error falls back to the last demo that rendered', () => {
    const state = run([
      { type: 'start', seq: 1 },
      { type: 'compiled', seq: 1, Component: 'A' },
      { type: 'committed', version: 1 },
      { type: 'start', seq: 2 },
      { type: 'compiled', seq: 2, Component: 'broken' },
      { type: 'render-failed', version: 2, error: 'x is undefined' },
    ]);
    expect(state.status).toBe('error');
    expect(state.error).toBe('x is undefined');
    expect(shownCandidate(state)?.Component).toBe('A');
  });

  it('shows the loading indicator only for the newest compile, and stops it on a result', () => {
    let state = run([
      { type: 'start', seq: 1 },
      { type: 'start', seq: 2 },
      { type: 'slow', seq: 1 },
    ]);
    expect(state.slow).toBe(false);
    state = run([{ type: 'slow', seq: 2 }], state);
    expect(state.slow).toBe(true);
    state = run([{ type: 'failed', seq: 2, error: 'e' }], state);
    expect(state.slow).toBe(false);
  });

  it('takes results from the iframe by sequence number', () => {
    let state = run([
      { type: 'start', seq: 1 },
      { type: 'start', seq: 2 },
      { type: 'settled', seq: 1, error: 'stale' },
    ]);
    expect(state.status).toBe('compiling');
    state = run([{ type: 'settled', seq: 2, error: 'Cannot find module: nope' }], state);
    expect(state).toMatchObject({ status: 'error', error: 'Cannot find module: nope' });
    state = run(
      [
        { type: 'start', seq: 3 },
        { type: 'settled', seq: 3, error: null },
      ],
      state,
    );
    expect(state).toMatchObject({ status: 'rendered', error: null });
  });

  it('reset forgets the edits and ignores results still on the way', () => {
    const state = run([
      { type: 'start', seq: 1 },
      { type: 'compiled', seq: 1, Component: 'A' },
      { type: 'reset', seq: 2 },
      { type: 'committed', version: 1 },
      { type: 'failed', seq: 1, error: 'late' },
    ]);
    expect(state.status).toBe('idle');
    expect(shownCandidate(state)).toBeNull();
    expect(state.error).toBeNull();
  });
});

describe('live demo state: stale and foreign results', () => {
  it('starts idle with nothing to show', () => {
    expect(initialLiveState()).toEqual({
      status: 'idle',
      latest: 0,
      error: null,
      slow: false,
      current: null,
      good: null,
    });
  });

  it('a start that arrives late never lowers the newest compile', () => {
    const state = run([
      { type: 'start', seq: 2 },
      { type: 'start', seq: 1 },
    ]);
    expect(state.latest).toBe(2);
    const done = run(
      [
        { type: 'compiled', seq: 2, Component: 'B' },
        { type: 'committed', version: 2 },
      ],
      state,
    );
    expect(done.status).toBe('rendered');
    expect(shownCandidate(done)?.Component).toBe('B');
  });

  it('a repeated start of the newest compile does not bring back the compiling state', () => {
    const state = run([
      { type: 'start', seq: 1 },
      { type: 'failed', seq: 1, error: 'e' },
      { type: 'start', seq: 1 },
    ]);
    expect(state).toMatchObject({ status: 'error', error: 'e' });
  });

  it('a new compile clears the loading indicator of the previous one', () => {
    const state = run([
      { type: 'start', seq: 1 },
      { type: 'slow', seq: 1 },
      { type: 'start', seq: 2 },
    ]);
    expect(state).toMatchObject({ status: 'compiling', latest: 2, slow: false });
  });

  it('shows the loading indicator only while compiling', () => {
    const state = run([
      { type: 'start', seq: 1 },
      { type: 'failed', seq: 1, error: 'e' },
      { type: 'slow', seq: 1 },
    ]);
    expect(state.slow).toBe(false);
  });

  it('an older compile that renders after a newer one started becomes the fallback, without changing the status', () => {
    const state = run([
      { type: 'start', seq: 1 },
      { type: 'compiled', seq: 1, Component: 'A' },
      { type: 'start', seq: 2 },
      { type: 'slow', seq: 2 },
      { type: 'committed', version: 1 },
    ]);
    expect(state).toMatchObject({
      status: 'compiling',
      slow: true,
      current: null,
      good: { Component: 'A', version: 1 },
    });
  });

  it('a render failure of an older compile drops it without showing its error', () => {
    const state = run([
      { type: 'start', seq: 1 },
      { type: 'compiled', seq: 1, Component: 'A' },
      { type: 'start', seq: 2 },
      { type: 'render-failed', version: 1, error: 'old' },
    ]);
    expect(state).toMatchObject({ status: 'compiling', error: null, current: null, good: null });
  });

  it('ignores commits and render failures of a demo that is not rendering', () => {
    const rendered = run([
      { type: 'start', seq: 1 },
      { type: 'compiled', seq: 1, Component: 'A' },
      { type: 'committed', version: 1 },
    ]);
    expect(run([{ type: 'render-failed', version: 1, error: 'late' }], rendered)).toBe(rendered);
    expect(run([{ type: 'committed', version: 1 }], rendered)).toBe(rendered);
  });

  it('a result from the iframe clears the loading indicator and, once rendered, the error', () => {
    let state = run([
      { type: 'start', seq: 1 },
      { type: 'slow', seq: 1 },
      { type: 'settled', seq: 1, error: 'boom' },
    ]);
    expect(state).toMatchObject({ status: 'error', error: 'boom', slow: false });
    state = run(
      [
        { type: 'start', seq: 2 },
        { type: 'slow', seq: 2 },
        { type: 'settled', seq: 2, error: null },
      ],
      state,
    );
    expect(state).toMatchObject({ status: 'rendered', error: null, slow: false });
  });

  it('a render after an error clears the error and the loading indicator', () => {
    const state = run([
      { type: 'start', seq: 1 },
      { type: 'failed', seq: 1, error: 'e' },
      { type: 'start', seq: 2 },
      { type: 'slow', seq: 2 },
      { type: 'compiled', seq: 2, Component: 'B' },
      { type: 'committed', version: 2 },
    ]);
    expect(state).toMatchObject({ status: 'rendered', error: null, slow: false });
  });

  it('a render failure of the newest compile stops the loading indicator', () => {
    const state = run([
      { type: 'start', seq: 1 },
      { type: 'slow', seq: 1 },
      { type: 'compiled', seq: 1, Component: 'A' },
      { type: 'render-failed', version: 1, error: 'x' },
    ]);
    expect(state).toMatchObject({ status: 'error', error: 'x', slow: false, current: null });
  });

  it('reset keeps the newest sequence number, so results of earlier compiles stay ignored', () => {
    const state = run([
      { type: 'start', seq: 5 },
      { type: 'reset', seq: 3 },
    ]);
    expect(state.latest).toBe(5);
    expect(run([{ type: 'settled', seq: 3, error: 'old' }], state).status).toBe('idle');
    expect(run([{ type: 'reset', seq: 7 }], state).latest).toBe(7);
  });
});
