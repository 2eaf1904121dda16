import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONNECT_MAX_ATTEMPTS,
  CONNECT_RETRY_MS,
  COPIED_MS,
  DEFAULT_EMBED_HEIGHT,
  TOOLTIP_HIDE_DELAY_MS,
} from '../../../../../engine/app/live/constants';
import {
  createRetry,
  isCompileDone,
  isDemoReady,
  isDemoSource,
  isTrusted,
} from '../../../../../engine/app/live/messages';

describe('constants', () => {
  it('embed height 300 px, iframe connect retried every 500 ms up to 20 times, tooltip hides after 100 ms, "copied" shows 2 s', () => {
    expect([DEFAULT_EMBED_HEIGHT, CONNECT_RETRY_MS, CONNECT_MAX_ATTEMPTS, TOOLTIP_HIDE_DELAY_MS, COPIED_MS]).toEqual([
      300, 500, 20, 100, 2000,
    ]);
  });
});

describe('iframe messages', () => {
  it('accepts only the expected shapes, for the expected demo', () => {
    expect(isDemoSource({ type: 'demo-source', id: 'simple', code: 'x' }, 'simple')).toBe(true);
    expect(
      isDemoSource({ type: 'demo-source', id: 'simple', code: 'x', seq: 3, files: { 'a.ts': 'y' } }, 'simple'),
    ).toBe(true);
    expect(isDemoSource({ type: 'demo-source', id: 'other', code: 'x' }, 'simple')).toBe(false);
    expect(isDemoSource({ type: 'demo-source', id: 'simple', code: 1 }, 'simple')).toBe(false);
    expect(isDemoSource({ type: 'demo-source', id: 'simple', code: 'x', files: { a: 1 } }, 'simple')).toBe(false);
    expect(isDemoSource({ type: 'demo-source', id: 'simple', code: 'x', seq: 'one' }, 'simple')).toBe(false);
    expect(isDemoSource('demo-source', 'simple')).toBe(false);
    expect(isCompileDone({ type: 'compile-done', id: 'simple', error: null }, 'simple')).toBe(true);
    expect(isCompileDone({ type: 'compile-done', id: 'simple', error: 'boom', seq: 2 }, 'simple')).toBe(true);
    expect(isCompileDone({ type: 'compile-done', id: 'simple' }, 'simple')).toBe(false);
    expect(isCompileDone({ type: 'compile-done', id: 'simple', error: 42 }, 'simple')).toBe(false);
    expect(isDemoReady({ type: 'demo-ready', id: 'simple' }, 'simple')).toBe(true);
    expect(isDemoReady({ type: 'demo-ready', id: 'x' }, 'simple')).toBe(false);
  });

  it('trusts only the site’s own origin and the expected window', () => {
    const frame = {} as MessageEventSource;
    expect(isTrusted({ origin: 'http://site', source: frame }, 'http://site', frame)).toBe(true);
    expect(isTrusted({ origin: 'http://evil', source: frame }, 'http://site', frame)).toBe(false);
    expect(isTrusted({ origin: 'http://site', source: {} as MessageEventSource }, 'http://site', frame)).toBe(false);
    expect(isTrusted({ origin: 'http://site', source: null }, 'http://site', null)).toBe(false);
    expect(isTrusted({ origin: 'http://site', source: null }, 'http://site')).toBe(true);
  });
});

describe('connection retry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries at once, then every 500 ms, 20 attempts in all', () => {
    const attempt = vi.fn();
    const retry = createRetry(attempt);
    retry.start();
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(attempt).toHaveBeenCalledTimes(20);
    expect(retry.running).toBe(false);
  });

  it('stops when told', () => {
    const attempt = vi.fn();
    const retry = createRetry(attempt);
    retry.start();
    vi.advanceTimersByTime(1000);
    retry.stop();
    vi.advanceTimersByTime(10_000);
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});

describe('iframe messages: what is rejected', () => {
  it('rejects anything that is not a message object, without throwing', () => {
    for (const data of [null, undefined, 'compile-done', 42, true]) {
      expect(isCompileDone(data, 'simple')).toBe(false);
      expect(isDemoSource(data, 'simple')).toBe(false);
      expect(isDemoReady(data, 'simple')).toBe(false);
    }
  });

  it('rejects a result for another demo, or a message of another type', () => {
    expect(isCompileDone({ type: 'compile-done', id: 'other', error: null }, 'simple')).toBe(false);
    expect(isCompileDone({ type: 'demo-ready', id: 'simple', error: null }, 'simple')).toBe(false);
    expect(isDemoSource({ type: 'compile-done', id: 'simple', code: 'x' }, 'simple')).toBe(false);
    expect(isDemoReady({ type: 'demo-source', id: 'simple' }, 'simple')).toBe(false);
  });

  it('takes a sequence number only as a whole number', () => {
    const done = (seq: unknown) => isCompileDone({ type: 'compile-done', id: 'simple', error: null, seq }, 'simple');
    expect(done(3)).toBe(true);
    expect(done(undefined)).toBe(true);
    expect(done(1.5)).toBe(false);
    expect(done('3')).toBe(false);
    expect(done(null)).toBe(false);
  });

  it('takes edited files only as names mapped to code', () => {
    const source = (files: unknown) => isDemoSource({ type: 'demo-source', id: 'simple', code: 'x', files }, 'simple');
    expect(source({})).toBe(true);
    expect(source({ 'a.ts': 'a', 'b.css': 'b' })).toBe(true);
    expect(source(['a'])).toBe(false);
    expect(source(null)).toBe(false);
    expect(source('a.ts')).toBe(false);
    expect(source({ 'a.ts': 'a', 'b.ts': null })).toBe(false);
  });

  it('trusts a message from the right origin whatever its window when no window is named', () => {
    expect(isTrusted({ origin: 'http://site', source: {} as MessageEventSource }, 'http://site')).toBe(true);
    expect(isTrusted({ origin: 'http://evil', source: null }, 'http://site')).toBe(false);
  });
});

describe('connection retry: more rules', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs while it has attempts left, and not after stop', () => {
    const retry = createRetry(() => {}, 100, 3);
    expect(retry.running).toBe(false);
    retry.start();
    expect(retry.running).toBe(true);
    retry.stop();
    expect(retry.running).toBe(false);
  });

  it('starting again begins a new count and leaves one timer', () => {
    const attempt = vi.fn();
    const retry = createRetry(attempt, 100, 3);
    retry.start();
    vi.advanceTimersByTime(100);
    retry.start();
    expect(attempt).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1000);
    expect(attempt).toHaveBeenCalledTimes(5);
    expect(retry.running).toBe(false);
  });

  it('makes a single attempt when only one is allowed', () => {
    const attempt = vi.fn();
    const retry = createRetry(attempt, 100, 1);
    retry.start();
    expect(retry.running).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
