/**
 * The page's side of the editor's type checker: starts the worker (ts-worker.ts) on the first request, matches
 * answers to requests, and reports a worker that did not load as a chunk error; the next request starts it anew.
 */
import { ChunkLoadError } from '../site/chunks';
import type { TypeAnswer, TypeRequest } from './ts-protocol';

type Pending = { resolve: (answer: TypeAnswer) => void; reject: (error: unknown) => void };
/** A request before it has its id (each kind of request on its own). */
type Ask = TypeRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

let worker: Worker | null = null;
let next = 1;
const pending = new Map<number, Pending>();

function start(): Worker {
  // One expression, as the bundler finds the worker's code by it.
  const created = new Worker(new URL('./ts-worker.ts', import.meta.url), { type: 'module', name: 'type-checker' });
  created.addEventListener('message', (event: MessageEvent<TypeAnswer>) => {
    const waiting = pending.get(event.data.id);
    pending.delete(event.data.id);
    waiting?.resolve(event.data);
  });
  // A worker whose script did not arrive (offline, a failed request): every open request fails as a chunk error.
  created.addEventListener('error', (event) => {
    event.preventDefault();
    created.terminate();
    if (worker === created) worker = null;
    const error = new ChunkLoadError('type-checker worker', 'error');
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(error);
    }
  });
  return created;
}

/** Asks the type checker; resolves with its answer (a 'failed' answer when the checker itself threw). */
export function askTypes(request: Ask): Promise<TypeAnswer> {
  worker ??= start();
  const id = next++;
  const sent = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    sent.postMessage({ ...request, id });
  });
}
