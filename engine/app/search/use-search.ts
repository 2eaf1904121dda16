/**
 * Headless site search: keywords -> idle | loading | results, debounced 200 ms,
 * the last query wins. The worker and its client load on first use, so no page pays for search up front.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchGroup } from '../../core/search-engine';
import type { LocaleId } from '../../core/types';

export const SEARCH_DEBOUNCE_MS = 200;

export type SearchStatus = 'idle' | 'loading' | 'results' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The last results; kept while the next query runs so the panel does not flicker. */
  groups: SearchGroup[];
}

const IDLE: SearchState = { status: 'idle', groups: [] };
const loadClient = () => import('./client');

export function useSearch(locale: LocaleId) {
  const [keywords, setKeywordsState] = useState('');
  const [state, setState] = useState<SearchState>(IDLE);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Starts the worker and the download of this language's index (on first focus). */
  const prepare = useCallback(() => {
    loadClient()
      .then((client) => client.loadIndex(locale))
      .catch(() => {}); // reported by the query that needs it
  }, [locale]);

  const run = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const seq = ++latest.current;
      if (!value.trim()) {
        setState(IDLE);
        return;
      }
      setState((previous) => ({ status: 'loading', groups: previous.groups }));
      timer.current = setTimeout(async () => {
        try {
          const groups = await (await loadClient()).query(locale, value);
          if (seq === latest.current) setState({ status: 'results', groups });
        } catch {
          if (seq === latest.current) setState({ status: 'error', groups: [] });
        }
      }, SEARCH_DEBOUNCE_MS);
    },
    [locale],
  );

  const current = useRef('');
  const setKeywords = useCallback(
    (value: string) => {
      current.current = value;
      setKeywordsState(value);
      run(value);
    },
    [run],
  );

  // Another language: the same keywords against that language's index.
  useEffect(() => {
    if (current.current.trim()) run(current.current);
  }, [run]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { keywords, setKeywords, prepare, ...state };
}

/** Ctrl+K or ⌘K anywhere on the page calls `onShortcut` (the browser's own use of the keys is prevented). */
export function useSearchShortcut(onShortcut: () => void) {
  const latestHandler = useRef(onShortcut);
  useEffect(() => {
    latestHandler.current = onShortcut;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key?.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      latestHandler.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
