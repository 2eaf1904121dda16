/**
 * Work that can wait: run when the browser is idle, a slice at a time, control given back between slices, so that
 * work for what the visitor has not asked for yet (a link's files prefetched because it came into view) never makes
 * a long task. Browsers without `requestIdleCallback` (Safari) get a short timer.
 */
import { VIEWPORT_MARGIN_PX } from './prefetch';

// The most a slice runs before it gives control back, whatever idle time the browser offers.
const SLICE_MS = 8;
const queue: (() => void)[] = [];
let scheduled = false;

const later = (run: (deadline?: IdleDeadline) => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 20);

function drain(deadline?: IdleDeadline) {
  const started = performance.now();
  const budget = Math.min(SLICE_MS, deadline && !deadline.didTimeout ? deadline.timeRemaining() : SLICE_MS);
  do queue.shift()!();
  while (queue.length && performance.now() - started < budget);
  scheduled = queue.length > 0;
  if (scheduled) later(drain);
}

/** Runs `job` at an idle moment, after the jobs asked for before it. */
export function whenIdle(job: () => void) {
  queue.push(job);
  if (scheduled) return;
  scheduled = true;
  later(drain);
}

const onSight = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/**
 * Runs `job` once, at an idle moment after `element` first comes within VIEWPORT_MARGIN_PX of the viewport (one
 * observer for every element). Returns the way to stop: nothing runs after it.
 */
export function whenInView(element: Element, job: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  let stopped = false;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const seen = entry.isIntersecting ? onSight.get(entry.target) : undefined;
        if (!seen) continue;
        onSight.delete(entry.target);
        observer!.unobserve(entry.target);
        whenIdle(seen);
      }
    },
    { rootMargin: `${VIEWPORT_MARGIN_PX}px` },
  );
  onSight.set(element, () => stopped || job());
  observer.observe(element);
  return () => {
    stopped = true;
    onSight.delete(element);
    observer?.unobserve(element);
  };
}
