/**
 * The header search: a combobox (input + listbox with aria-activedescendant) over grouped hits. Ctrl+K or ⌘K focuses
 * it; on phones an icon opens it over the header, with the results full width below. Its parts: the phone box
 * (use-phone-box.ts), the keys (use-search-keys.ts) and the result list (SearchResults.tsx).
 */
import { useMemo, useRef, useState } from 'react';
import type { SearchHit } from '../../../core/search-engine';
import { useGuardedNavigate } from '../../site/router/navigation-guard';
import { useLocale } from '../../site/hooks';
import { useT } from '../../i18n/use-t';
import { useAfterHydration } from '../../site/use-hydrated';
import { useSearch, useSearchShortcut } from '../../search/use-search';
import { CloseIcon, SearchIcon } from '../icons';
import SearchResults, { SEARCH_ID, optionId } from './SearchResults';
import { usePhoneBox } from './use-phone-box';
import { useSearchKeys } from './use-search-keys';

export default function SearchBar() {
  const locale = useLocale();
  const t = useT();
  const navigate = useGuardedNavigate();
  // The shortcut's hint: none in the prerender, the platform's keys once the page runs.
  const shortcut = useAfterHydration(
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘ K' : 'Ctrl K',
    '',
  );
  const { keywords, setKeywords, prepare, status, groups } = useSearch(locale);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const box = usePhoneBox(input);
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const showPanel = open && status !== 'idle';

  const close = (refocus: boolean) => {
    setOpen(false);
    box.collapse(refocus);
  };

  useSearchShortcut(() => {
    box.expand();
    input.current?.focus();
    input.current?.select();
  });

  const go = (hit: SearchHit) => {
    close(false);
    input.current?.blur();
    navigate(hit.link);
  };

  const { activeIndex, setActive, onKeyDown } = useSearchKeys({
    groups,
    hits,
    status,
    showPanel,
    expanded: box.expanded,
    openPanel: () => setOpen(true),
    closePanel: () => setOpen(false),
    closeBox: () => close(true),
    clear: () => setKeywords(''),
    go,
  });

  const announcement =
    status === 'loading'
      ? t('common.loading')
      : status === 'error'
        ? t('search.error')
        : status === 'results' && !hits.length
          ? t('search.empty')
          : status === 'results'
            ? t(hits.length === 1 ? 'search.resultOne' : 'search.results', { count: String(hits.length) })
            : '';

  return (
    <div
      className={box.expanded ? 'search expanded' : 'search'}
      ref={root}
      onBlur={(event) => {
        // Focus leaving the search (Tab, or a click elsewhere) closes it.
        if (!root.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={box.trigger}
        type="button"
        className="icon-button search-trigger"
        aria-label={t('search.open')}
        onClick={box.expand}
      >
        <SearchIcon />
      </button>
      <div className="search-box" role="search">
        <SearchIcon />
        <input
          ref={input}
          id={SEARCH_ID}
          type="text"
          role="combobox"
          className="search-input"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={`${SEARCH_ID}-listbox`}
          aria-activedescendant={showPanel && hits[activeIndex] ? optionId(activeIndex) : undefined}
          aria-describedby={`${SEARCH_ID}-help`}
          aria-keyshortcuts="Control+K Meta+K"
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={keywords}
          onChange={(event) => {
            setKeywords(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            prepare();
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {shortcut && !keywords && (
          <kbd className="search-shortcut" aria-hidden="true">
            {shortcut}
          </kbd>
        )}
        <button
          type="button"
          className="icon-button search-close"
          aria-label={t('search.close')}
          onClick={() => close(true)}
        >
          <CloseIcon />
        </button>
      </div>
      <span id={`${SEARCH_ID}-help`} className="visually-hidden">
        {t('search.instructions')}
      </span>
      <div role="status" className="visually-hidden">
        {showPanel ? announcement : ''}
      </div>
      <div
        className="search-panel"
        hidden={!showPanel}
        aria-busy={status === 'loading'}
        onMouseDown={(e) => e.preventDefault()}
      >
        {!hits.length && (
          <p className={status === 'error' ? 'search-message error' : 'search-message'}>{announcement}</p>
        )}
        <SearchResults groups={groups} activeIndex={activeIndex} onActive={setActive} onPick={() => close(false)} />
        {hits.length > 0 && (
          // Shown for the eye; the status region above says the same to screen readers.
          <div className="search-footer" aria-hidden="true">
            <span>{announcement}</span>
            <span className="search-keys">
              <kbd>↑</kbd> <kbd>↓</kbd> <kbd>Enter</kbd> <kbd>Esc</kbd>
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
