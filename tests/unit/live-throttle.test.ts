import { describe, expect, it, vi } from 'vitest';
import { createSequence } from '../../app/live/sequence';
import { throttle } from '../../app/live/throttle';

function fakeClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id: unknown) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    /** Timers still to run. */
    scheduled: () => timers.length,
    /** Moves the time without running timers, as when a timer runs late. */
    skip(ms: number) {
      now += ms;
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.fn();
      }
      now = end;
    },
  };
}

describe('throttle', () => {
  it('runs the first call at once (leading call)', () => {
    const clock = fakeClock();
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300, clock);
    run('a');
    expect(calls).toEqual(['a']);
  });

  it('collapses calls inside the window into one trailing call with the newest arguments', () => {
    const clock = fakeClock();
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300, clock);
    run('a');
    clock.advance(100);
    run('b');
    run('c');
    expect(calls).toEqual(['a']);
    clock.advance(199);
    expect(calls).toEqual(['a']);
    clock.advance(1);
    expect(calls).toEqual(['a', 'c']);
  });

  it('keeps at most one call per window while calls keep coming', () => {
    const clock = fakeClock();
    const times: number[] = [];
    const run = throttle(() => times.push(clock.now()), 300, clock);
    for (let t = 0; t < 1000; t += 50) {
      run();
      clock.advance(50);
    }
    clock.advance(1000);
    expect(times[0]).toBe(0);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(300);
  });

  it('runs at once again after a quiet window', () => {
    const clock = fakeClock();
    const calls: number[] = [];
    const run = throttle(() => calls.push(clock.now()), 300, clock);
    run();
    clock.advance(1000);
    run();
    expect(calls).toEqual([0, 1000]);
  });

  it('cancel drops the pending trailing call', () => {
    const clock = fakeClock();
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300, clock);
    run('a');
    run('b');
    run.cancel();
    clock.advance(1000);
    expect(calls).toEqual(['a']);
  });
});

describe('sequence', () => {
  it('only the newest ticket is the latest', () => {
    const sequence = createSequence();
    const first = sequence.next();
    const second = sequence.next();
    expect(sequence.isLatest(first)).toBe(false);
    expect(sequence.isLatest(second)).toBe(true);
    expect(sequence.current()).toBe(second);
  });
});

describe('throttle: more rules', () => {
  it('keeps time with the page’s clock when none is given', () => {
    vi.useFakeTimers();
    try {
      const calls: string[] = [];
      const run = throttle((value: string) => calls.push(value), 40);
      run('a');
      run('b');
      run('c');
      expect(calls).toEqual(['a']);
      vi.advanceTimersByTime(20);
      expect(calls).toEqual(['a']);
      vi.advanceTimersByTime(19);
      expect(calls).toEqual(['a']);
      // The trailing call comes when the window of 40 ms since the leading one ends, with the last value.
      vi.advanceTimersByTime(1);
      expect(calls).toEqual(['a', 'c']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels a trailing call on the page’s clock', () => {
    vi.useFakeTimers();
    try {
      const calls: string[] = [];
      const run = throttle((value: string) => calls.push(value), 20);
      run('a');
      run('b');
      run.cancel();
      vi.advanceTimersByTime(60);
      expect(calls).toEqual(['a']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits out the rest of the window, not a whole window, for the trailing call', () => {
    const clock = fakeClock();
    const times: number[] = [];
    const run = throttle(() => times.push(clock.now()), 300, clock);
    run();
    clock.advance(250);
    run();
    clock.advance(50);
    expect(times).toEqual([0, 300]);
  });

  it('a call exactly one window after the last runs at once', () => {
    const clock = fakeClock();
    const times: number[] = [];
    const run = throttle(() => times.push(clock.now()), 300, clock);
    run();
    clock.advance(300);
    run();
    expect(times).toEqual([0, 300]);
  });

  it('counts the window from the trailing call, so a call right after it waits', () => {
    const clock = fakeClock();
    const times: number[] = [];
    const run = throttle(() => times.push(clock.now()), 300, clock);
    run();
    clock.advance(100);
    run();
    clock.advance(200); // the trailing call runs at 300
    clock.advance(10);
    run();
    expect(times).toEqual([0, 300]);
    clock.advance(290);
    expect(times).toEqual([0, 300, 600]);
  });

  it('after cancel, the next call inside the window is still held back, then runs', () => {
    const clock = fakeClock();
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300, clock);
    run('a');
    run('b');
    run.cancel();
    clock.advance(100);
    run('c');
    expect(calls).toEqual(['a']);
    clock.advance(200);
    expect(calls).toEqual(['a', 'c']);
  });

  it('cancel with nothing pending does nothing', () => {
    const clock = fakeClock();
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300, clock);
    run.cancel();
    run('a');
    expect(calls).toEqual(['a']);
  });
});

describe('sequence: more rules', () => {
  it('starts at zero, with no ticket the latest before the first', () => {
    const sequence = createSequence();
    expect(sequence.current()).toBe(0);
    expect(sequence.next()).toBe(1);
    expect(sequence.next()).toBe(2);
    expect(sequence.isLatest(3)).toBe(false);
  });
});

describe('throttle: timers', () => {
  it('cancel leaves no timer behind', () => {
    const clock = fakeClock();
    const run = throttle(() => {}, 300, clock);
    run();
    run();
    expect(clock.scheduled()).toBe(1);
    run.cancel();
    expect(clock.scheduled()).toBe(0);
  });

  it('a call made after the window, while the trailing call runs late, still runs after it: the newest arguments win', () => {
    const clock = fakeClock();
    const calls: string[] = [];
    const run = throttle((value: string) => calls.push(value), 300, clock);
    run('a');
    clock.advance(100);
    run('b');
    clock.skip(250); // the trailing timer is due but has not run yet
    run('c');
    expect(calls).toEqual(['a']);
    clock.advance(0);
    expect(calls).toEqual(['a', 'c']);
  });
});

describe('throttle: the default clock', () => {
  it('uses the page’s timers, and cancel clears its timer', () => {
    vi.useFakeTimers();
    try {
      const calls: string[] = [];
      const run = throttle((value: string) => calls.push(value), 300);
      run('a');
      run('b');
      expect(vi.getTimerCount()).toBe(1);
      run.cancel();
      expect(vi.getTimerCount()).toBe(0);
      run('c');
      vi.advanceTimersByTime(300);
      expect(calls).toEqual(['a', 'c']);
    } finally {
      vi.useRealTimers();
    }
  });
});
