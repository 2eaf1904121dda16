import { describe, expect, it } from 'vitest';
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
