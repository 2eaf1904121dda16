/**
 * Chunk load failures (SPEC sections 8 and 9): the error a page sees when one of its script or stylesheet
 * chunks does not arrive, named by chunk, with the type of failure and the chunk's address. Pure.
 */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** `error`: the request failed (network, 404, blocked); `timeout`: nothing after CHUNK_TIMEOUT_MS. */
export type ChunkFailure = 'error' | 'timeout';

/** '/assets/virtual-C4t9cq48.js' -> 'virtual-C4t9cq48' (React Router lists some stylesheets with a trailing '#'). */
export function chunkName(address: string): string {
  const file = address.split(/[?#]/)[0].split('/').pop() ?? '';
  return file.replace(/\.(m?js|css)$/, '') || address;
}

export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly type: ChunkFailure;
  /** The chunk's address. */
  readonly request: string;
  readonly code?: typeof CSS_CHUNK_LOAD_FAILED;

  constructor(request: string, type: ChunkFailure, stylesheet = false) {
    const chunk = chunkName(request);
    super(
      stylesheet
        ? `Loading CSS chunk ${chunk} failed.\n(${type}: ${request})`
        : `Loading chunk ${chunk} failed.\n(${type}: ${request})`,
    );
    this.name = stylesheet ? 'CssChunkLoadError' : 'ChunkLoadError';
    this.chunk = chunk;
    this.type = type;
    this.request = request;
    if (stylesheet) this.code = CSS_CHUNK_LOAD_FAILED;
  }
}

// What browsers and Vite's preload helper say when a dynamic import or a chunk's stylesheet fails.
const SCRIPT_FAILED =
  /(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)[.:]?\s*(\S*)/;
const STYLESHEET_FAILED = /Unable to preload CSS for (\S+)/;

/** The error as a chunk error, if it is one: our own, a browser's failed dynamic import, or Vite's failed stylesheet. */
export function asChunkError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  const css = STYLESHEET_FAILED.exec(error.message);
  if (css) return new ChunkLoadError(css[1], 'error', true);
  const script = SCRIPT_FAILED.exec(error.message);
  return script ? new ChunkLoadError(script[1] || 'unknown', 'error') : null;
}

/** The promise, or a rejection with `onTimeout()` once `ms` have passed without an answer. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
