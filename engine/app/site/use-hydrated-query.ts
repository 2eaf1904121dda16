/**
 * The address's query, read once hydration is over: a prerendered page (standalone demo, playground) is one file
 * for every query, so its first client render must not depend on it. The query arrives in a transition: a part of
 * the page whose code is still loading keeps its prerendered HTML meanwhile, rather than showing its loading state.
 */
import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The query before hydration is over: none, whatever the address says (compare with it to know which you have). */
export const NO_QUERY = new URLSearchParams();

export function useHydratedQuery(): URLSearchParams {
  const [params] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated ? params : NO_QUERY;
}
