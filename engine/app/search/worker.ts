/** The search worker: owns one index per language and answers the page's requests; the work is in engine.ts. */
import type { SearchData } from '../../core/search-data';
import { createIndex, search, type SearchIndex } from '../../core/search-engine';
import type { SearchRequest, SearchResponse } from './protocol';
import type { LocaleId } from '../../core/types';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchRequest>) => void): void;
  postMessage(message: SearchResponse): void;
}
const scope = self as unknown as WorkerScope;
const indexes = new Map<LocaleId, Promise<SearchIndex>>();

async function fetchData(url: string): Promise<SearchData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return (await response.json()) as SearchData;
}

function indexOf(locale: LocaleId): Promise<SearchIndex> {
  const index = indexes.get(locale);
  if (!index) throw new Error(`No search index for ${locale}: send generate-metadata first.`);
  return index;
}

async function answer(request: SearchRequest): Promise<SearchResponse> {
  if (request.type === 'generate-metadata') {
    const { payload } = request;
    if (!indexes.has(payload.locale) || 'data' in payload) {
      const data = 'data' in payload ? Promise.resolve(payload.data) : fetchData(payload.url);
      const index = data.then(createIndex);
      // A failed download may be retried by the next request.
      index.catch(() => indexes.get(payload.locale) === index && indexes.delete(payload.locale));
      indexes.set(payload.locale, index);
    }
    await indexOf(payload.locale);
    return { id: request.id, type: request.type, ok: true };
  }
  const { locale, keywords } = request.payload;
  return { id: request.id, type: request.type, ok: true, result: search(await indexOf(locale), keywords) };
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  answer(request).then(
    (response) => scope.postMessage(response),
    (error: unknown) =>
      scope.postMessage({
        id: request.id,
        type: request.type,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
