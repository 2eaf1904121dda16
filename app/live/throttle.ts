/** Throttle with a leading call: the first call runs at once, later ones collapse into one trailing call. */

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  clock: Clock = realClock,
): Throttled<A> {
  let last = -Infinity;
  let timer: unknown;
  let pending: A | undefined;

  const fire = (args: A) => {
    last = clock.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const elapsed = clock.now() - last;
    if (elapsed >= wait && timer === undefined) {
      fire(args);
      return;
    }
    // Inside the window: remember only the newest arguments and run them when it ends.
    pending = args;
    if (timer === undefined) {
      timer = clock.setTimeout(
        () => {
          timer = undefined;
          const next = pending;
          pending = undefined;
          if (next) fire(next);
        },
        Math.max(0, wait - elapsed),
      );
    }
  };
  throttled.cancel = () => {
    clock.clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
