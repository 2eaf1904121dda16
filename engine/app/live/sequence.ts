/** Sequence numbers for asynchronous work: only the newest ticket's result may be applied. */

export interface Sequence {
  /** A new ticket; every earlier ticket becomes stale. */
  next(): number;
  current(): number;
}

export function createSequence(): Sequence {
  let latest = 0;
  return {
    next: () => ++latest,
    current: () => latest,
  };
}
