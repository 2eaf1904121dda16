/**
 * Throttle with a leading call: the first call runs at once, later ones collapse into one trailing call with the
 * newest arguments. Our own: no package the site ships has one (lodash arrives only with build and benchmark tools),
 * and this is the whole rule in a few lines of the page's first-load code.
 */

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const fire = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const elapsed = Date.now() - last;
    if (elapsed >= wait && timer === undefined) {
      fire(args);
      return;
    }
    // Inside the window: remember only the newest arguments and run them when it ends.
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(
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
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
