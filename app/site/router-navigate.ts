/**
 * React Router's navigate function, given by the root route (app/site/hooks.ts, RouteStateProvider). React Router's
 * own `useNavigate` renders its caller again on every change of the router's state (several per navigation); this
 * context's value never changes.
 */
import { createContext, useContext } from 'react';
import type { NavigateFunction } from 'react-router';

export const RouterNavigateContext = createContext<NavigateFunction | null>(null);

export function useRouterNavigate(): NavigateFunction {
  const navigate = useContext(RouterNavigateContext);
  if (!navigate) throw new Error('useRouterNavigate needs a RouteStateProvider above it (app/root.tsx).');
  return navigate;
}
