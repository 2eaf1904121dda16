/** Link prefetch options. */
export const PREFETCH_VALUES = ['intent', 'render', 'viewport', 'none'] as const;
export type Prefetch = (typeof PREFETCH_VALUES)[number];
export const PREFETCH_DEFAULT: Prefetch = 'none';
export const INTENT_DELAY_MS = 50;
export const VIEWPORT_MARGIN_PX = 100;

export function assertPrefetch(value: unknown): Prefetch {
  if (!(PREFETCH_VALUES as readonly unknown[]).includes(value)) {
    throw new Error(`Invalid prefetch value: ${String(value)} (expected one of ${PREFETCH_VALUES.join(', ')})`);
  }
  return value as Prefetch;
}
