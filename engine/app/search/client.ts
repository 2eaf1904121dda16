/** The page's side of the search worker: one worker per tab, started on first use, with promise-based calls. */
import { searchFileName } from '../../core/search-data';
import type { LocaleId } from '../../core/types';
import type { SearchGroup } from '../../core/search-engine';
import type { SearchRequest, SearchResponse } from './protocol';

/** A request as the caller gives it: the id is added here. */
type Call = SearchRequest extends infer R ? (R extends SearchRequest ? Omit<R, 'id'> : never) : never;
type Pending = { resolve: (response: SearchResponse) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();
const ready = new Map<LocaleId, Promise<void>>();

function start(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'search' });
  worker.addEventListener('message', (event: MessageEvent<SearchResponse>) => {
    const call = pending.get(event.data.id);
    pending.delete(event.data.id);
    call?.resolve(event.data);
  });
  worker.addEventListener('error', (event) => {
    // The worker script itself failed: every call fails, and the next one starts a new worker.
    for (const call of pending.values()) call.reject(new Error(event.message || 'The search worker failed to start.'));
    pending.clear();
    ready.clear();
    worker?.terminate();
    worker = undefined;
  });
  return worker;
}

async function call(request: Call): Promise<SearchResponse> {
  const id = nextId++;
  const target = start();
  const response = await new Promise<SearchResponse>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.postMessage({ ...request, id } as SearchRequest);
  });
  if (!response.ok) throw new Error(response.error);
  return response;
}

/** The address of a language's index data, built by engine/pipeline/search/vite-plugin.ts. */
export function indexUrl(locale: LocaleId): string {
  return new URL(`${import.meta.env.BASE_URL}${searchFileName(locale)}`, window.location.origin).href;
}

/** Starts the worker and has it download and index a language; resolves once the worker acknowledges. */
export function loadIndex(locale: LocaleId): Promise<void> {
  let promise = ready.get(locale);
  if (!promise) {
    promise = call({ type: 'generate-metadata', payload: { locale, url: indexUrl(locale) } }).then(() => undefined);
    promise.catch(() => ready.get(locale) === promise && ready.delete(locale));
    ready.set(locale, promise);
  }
  return promise;
}

export async function query(locale: LocaleId, keywords: string): Promise<SearchGroup[]> {
  await loadIndex(locale);
  const response = await call({ type: 'get-search-result', payload: { locale, keywords } });
  return response.type === 'get-search-result' && response.ok ? response.result : [];
}
