import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSequence } from '../../../../../engine/app/live/sequence';
import { throttle } from '../../../../../engine/app/live/throttle';

/** Vitest's fake timers: the page's clock (Date.now, setTimeout) starts at 0 and moves only when told. */
const fakeNow = () => vi.getMockedSystemTime()!.getTime();
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('runs the first call at once (leading call)', () => {
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300);
    run('a');
    expect(calls).toEqual(['a']);
  });

  it('collapses calls inside the window into one trailing call with the newest arguments', () => {
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300);
    run('a');
    vi.advanceTimersByTime(100);
    run('b');
    run('c');
    expect(calls).toEqual(['a']);
    vi.advanceTimersByTime(199);
    expect(calls).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['a', 'c']);
  });

  it('keeps at most one call per window while calls keep coming', () => {
    const times: number[] = [];
    const run = throttle(() => times.push(fakeNow()), 300);
    for (let t = 0; t < 1000; t += 50) {
      run();
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(1000);
    expect(times[0]).toBe(0);
    expect(times.length).toBeGreaterThan(2);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(300);
  });

  it('runs at once again after a quiet window', () => {
    const calls: number[] = [];
    const run = throttle(() => calls.push(fakeNow()), 300);
    run();
    vi.advanceTimersByTime(1000);
    run();
    expect(calls).toEqual([0, 1000]);
  });

  it('waits out the rest of the window, not a whole window, for the trailing call', () => {
    const times: number[] = [];
    const run = throttle(() => times.push(fakeNow()), 300);
    run();
    vi.advanceTimersByTime(250);
    run();
    vi.advanceTimersByTime(50);
    expect(times).toEqual([0, 300]);
  });

  it('a call exactly one window after the last runs at once', () => {
    const times: number[] = [];
    const run = throttle(() => times.push(fakeNow()), 300);
    run();
    vi.advanceTimersByTime(300);
    run();
    expect(times).toEqual([0, 300]);
  });

  it('counts the window from the trailing call, so a call right after it waits', () => {
    const times: number[] = [];
    const run = throttle(() => times.push(fakeNow()), 300);
    run();
    vi.advanceTimersByTime(100);
    run();
    vi.advanceTimersByTime(200); // the trailing call runs at 300
    vi.advanceTimersByTime(10);
    run();
    expect(times).toEqual([0, 300]);
    vi.advanceTimersByTime(290);
    expect(times).toEqual([0, 300, 600]);
  });

  it('a call made after the window, while the trailing call runs late, still runs after it: the newest arguments win', () => {
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300);
    run('a');
    vi.advanceTimersByTime(100);
    run('b');
    vi.setSystemTime(350); // the clock passes the trailing call's moment, its timer has not run yet
    run('c');
    expect(calls).toEqual(['a']);
    vi.runOnlyPendingTimers();
    expect(calls).toEqual(['a', 'c']);
  });
});

describe('throttle: cancel', () => {
  it('drops the pending trailing call and leaves no timer behind', () => {
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300);
    run('a');
    run('b');
    expect(vi.getTimerCount()).toBe(1);
    run.cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['a']);
  });

  it('after cancel, the next call inside the window is still held back, then runs', () => {
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300);
    run('a');
    run('b');
    run.cancel();
    vi.advanceTimersByTime(100);
    run('c');
    expect(calls).toEqual(['a']);
    vi.advanceTimersByTime(200);
    expect(calls).toEqual(['a', 'c']);
  });

  it('with nothing pending does nothing', () => {
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300);
    run.cancel();
    run('a');
    expect(calls).toEqual(['a']);
  });
});

describe('sequence', () => {
  it('starts at zero; each ticket is one more, and the newest is the current one', () => {
    const sequence = createSequence();
    expect(sequence.current()).toBe(0);
    expect(sequence.next()).toBe(1);
    expect(sequence.next()).toBe(2);
    expect(sequence.current()).toBe(2);
  });
});
