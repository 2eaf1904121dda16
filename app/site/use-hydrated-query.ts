/**
 * The address's query, read once hydration is over: a prerendered page (standalone demo, playground) is one file
 * for every query, so its first client render must not depend on it.
 */
import { useSearchParams } from 'react-router';
import { useHydrated } from './use-hydrated';

const NONE = new URLSearchParams();

export function useHydratedQuery(): URLSearchParams {
  const [params] = useSearchParams();
  return useHydrated() ? params : NONE;
}
