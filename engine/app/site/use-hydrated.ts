/**
 * State the prerendered HTML cannot know (the query, storage, the platform) waits for hydration: the first render in
 * the browser must equal the prerender. What changes when hydration ends re-renders the components that read it, in
 * one synchronous pass, so those readers are kept few and small.
 */
import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False while React hydrates prerendered HTML, true after. Every reader renders again when hydration ends. */
export function useHydrated(): boolean {
  return useAfterHydration(true, false);
}

/**
 * `prerendered` while React hydrates, `live` after: the component renders again when hydration ends only if the two
 * differ (compared with `Object.is`: pass a string, number or boolean).
 */
export function useAfterHydration<T>(live: T, prerendered: T): T {
  return useSyncExternalStore(
    noop,
    () => live,
    () => prerendered,
  );
}

let hydrating = typeof document !== 'undefined';

/**
 * Whether the browser is still in the first render of the visit (hydration, before its effects): for code that reads
 * the prerendered document itself and whose result stays the same afterwards, so nothing needs to render again.
 */
export const isHydrating = () => hydrating;

/** Called by the root route once hydration's effects have run. */
export function hydrationDone() {
  hydrating = false;
}
