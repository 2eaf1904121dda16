/**
 * Client navigation that loads the next page's chunks itself before React Router does. React Router reloads
 * the current page when a route module fails to import; loading the chunks first (with the 120 s time-out) lets
 * the doc layout show the failure instead, with a retry. Once loaded, React Router's own import finds them ready.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_FrameworkContext, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { asChunkError, ChunkLoadError } from './chunk-error';
import { loadChunks } from './load-chunks';
import { missingChunks, type ManifestRoute, type RouteChunks } from './route-chunks';

export type GuardedNavigate = (to: string, options?: NavigateOptions) => void;

interface Failure {
  error: ChunkLoadError;
  to: string;
  options?: NavigateOptions;
  /** The location the failure was shown on: any navigation away clears it. */
  at: string;
}

export interface ChunkGuard {
  navigate: GuardedNavigate;
  loading: boolean;
  failure: Failure | null;
  retry: () => void;
}

export const ChunkGuardContext = createContext<ChunkGuard | null>(null);

/** The chunks a link's target still needs in this browser (null: none, or not in a browser). */
export function usePageChunks(): (to: string) => RouteChunks | null {
  const framework = useContext(UNSAFE_FrameworkContext);
  return useCallback(
    (to: string) => {
      if (!framework || typeof window === 'undefined') return null;
      const routes = framework.manifest.routes as Record<string, ManifestRoute | undefined>;
      return missingChunks(routes, (id) => id in framework.routeModules, new URL(to, window.location.href).pathname);
    },
    [framework],
  );
}

/** The guard's state, kept by the doc layout. */
export function useChunkGuard(): ChunkGuard {
  const routerNavigate = useNavigate();
  const chunksFor = usePageChunks();
  const { key } = useLocation();
  const here = useRef(key);
  useEffect(() => {
    here.current = key;
  }, [key]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // The last navigation asked for wins; one that finishes loading after the visitor went elsewhere is dropped.
  const latest = useRef(0);

  const navigate = useCallback<GuardedNavigate>(
    (to, options) => {
      const ticket = ++latest.current;
      const from = here.current;
      const chunks = chunksFor(to);
      setLoading(chunks !== null);
      if (!chunks) return void routerNavigate(to, options);
      loadChunks(chunks).then(
        () => {
          if (ticket !== latest.current) return;
          setLoading(false);
          if (here.current === from) void routerNavigate(to, options);
        },
        (error: unknown) => {
          if (ticket !== latest.current) return;
          setLoading(false);
          setFailure({
            error: asChunkError(error) ?? new ChunkLoadError(String(error), 'error'),
            to,
            options,
            at: from,
          });
        },
      );
    },
    [chunksFor, routerNavigate],
  );

  const current = failure?.at === key ? failure : null;
  const retry = useCallback(() => current && navigate(current.to, current.options), [current, navigate]);
  return useMemo(() => ({ navigate, loading, failure: current, retry }), [navigate, loading, current, retry]);
}

/** Navigate through the doc layout's guard when there is one (React Router's navigate otherwise). */
export function useGuardedNavigate(): GuardedNavigate {
  const guard = useContext(ChunkGuardContext);
  const navigate = useNavigate();
  return guard?.navigate ?? ((to, options) => void navigate(to, options));
}

export function useChunkGuardContext(): ChunkGuard | null {
  return useContext(ChunkGuardContext);
}
