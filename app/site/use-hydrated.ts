/** False while React hydrates prerendered HTML, true after: for state the static HTML cannot know (query, storage). */
import { useSyncExternalStore } from 'react';

const noop = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
