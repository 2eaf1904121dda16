/**
 * The live demo's state machine: compiling, then rendered or error. Pure, so the rule
 * "the last compile result wins" is tested without a browser: every result carries its sequence number
 * and only the newest one may change the status.
 */

export type LiveStatus = 'idle' | 'compiling' | 'rendered' | 'error';

/** A compiled demo and the compile (sequence number) it came from. */
export interface Candidate<C> {
  Component: C;
  version: number;
}

export interface LiveState<C> {
  status: LiveStatus;
  /** The newest compile started. */
  latest: number;
  error: string | null;
  /** True once the newest compile has taken long enough to show a loading indicator. */
  slow: boolean;
  /** Compiled and now rendering for the first time. */
  current: Candidate<C> | null;
  /** The last compiled demo that rendered without error: shown while `current` is empty. */
  good: Candidate<C> | null;
}

export type LiveAction<C> =
  | { type: 'start'; seq: number }
  | { type: 'slow'; seq: number }
  | { type: 'compiled'; seq: number; Component: C }
  | { type: 'failed'; seq: number; error: string }
  | { type: 'committed'; version: number }
  | { type: 'render-failed'; version: number; error: string }
  /** A result from elsewhere (the demo iframe): rendered when error is null. */
  | { type: 'settled'; seq: number; error: string | null }
  | { type: 'reset'; seq: number };

export function initialLiveState<C>(): LiveState<C> {
  return { status: 'idle', latest: 0, error: null, slow: false, current: null, good: null };
}

export function liveReducer<C>(state: LiveState<C>, action: LiveAction<C>): LiveState<C> {
  switch (action.type) {
    case 'start':
      return action.seq > state.latest ? { ...state, status: 'compiling', latest: action.seq, slow: false } : state;
    case 'slow':
      return action.seq === state.latest && state.status === 'compiling' ? { ...state, slow: true } : state;
    case 'compiled':
      // Rendering is the second half of the work: the status stays 'compiling' until the render commits.
      return action.seq === state.latest
        ? { ...state, current: { Component: action.Component, version: action.seq } }
        : state;
    case 'failed':
      // The previous render stays: only the message changes.
      return action.seq === state.latest ? { ...state, status: 'error', error: action.error, slow: false } : state;
    case 'committed': {
      if (state.current?.version !== action.version) return state;
      const next = { ...state, good: state.current, current: null };
      return action.version === state.latest ? { ...next, status: 'rendered', error: null, slow: false } : next;
    }
    case 'render-failed': {
      if (state.current?.version !== action.version) return state;
      const next = { ...state, current: null };
      return action.version === state.latest ? { ...next, status: 'error', error: action.error, slow: false } : next;
    }
    case 'settled':
      if (action.seq !== state.latest) return state;
      return action.error === null
        ? { ...state, status: 'rendered', error: null, slow: false }
        : { ...state, status: 'error', error: action.error, slow: false };
    case 'reset':
      return { ...initialLiveState<C>(), latest: Math.max(state.latest, action.seq) };
  }
}

/** What to show: the demo rendering now, else the last good one, else null (the original demo). */
export function shownCandidate<C>(state: LiveState<C>): Candidate<C> | null {
  return state.current ?? state.good;
}
