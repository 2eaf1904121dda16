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

/** The addresses of `files` not handed out before by the same `seen` set, each once, in order; `seen` keeps them. */
export function firstTimeOnly(files: readonly string[], seen: Set<string>): string[] {
  return files.filter((file) => !seen.has(file) && !!seen.add(file));
}

// Files asked for by `prefetchFiles` in this page view.
const prefetched = new Set<string>();

/**
 * Fetches files into the HTTP cache and runs none of them: a `<link rel="prefetch">` per address, each address once
 * per page view and none the page has already loaded. The browser reads each response to its end at the lowest
 * priority, and a failure leaves nothing behind (a later `import()` of the same address asks the network again).
 */
export function prefetchFiles(files: readonly string[]) {
  for (const entry of performance.getEntriesByType('resource')) prefetched.add(entry.name);
  for (const href of firstTimeOnly(files, prefetched)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}
