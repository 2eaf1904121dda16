/** The messages between the page and the search worker. Types only. */
import type { LocaleId } from '../../core/types';
import type { SearchData } from '../../core/search-data';
import type { SearchGroup } from '../../core/search-engine';

export type SearchRequest =
  /** Build the index of a language from the build-time data, given inline or as the address to fetch it from. */
  | {
      id: number;
      type: 'generate-metadata';
      payload: { locale: LocaleId; url: string } | { locale: LocaleId; data: SearchData };
    }
  | { id: number; type: 'get-search-result'; payload: { locale: LocaleId; keywords: string } };

export type SearchResponse =
  | { id: number; type: 'generate-metadata'; ok: true }
  | { id: number; type: 'get-search-result'; ok: true; result: SearchGroup[] }
  | { id: number; type: SearchRequest['type']; ok: false; error: string };
