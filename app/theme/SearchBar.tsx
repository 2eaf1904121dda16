/**
 * The header search: a combobox (input + listbox with aria-activedescendant) over grouped hits.
 * Ctrl+K or ⌘K focuses it; on phones an icon opens it over the header, with the results full width below.
 * Hit pieces are rendered as React text: keywords and content never become markup.
 */
import { Fragment, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Piece, SearchHit } from '../search/engine';
import { useGuardedNavigate } from '../site/chunks';
import { useLocale } from '../site/hooks';
import { useT } from '../i18n/use-t';
import Link from '../site/Link';
import { useAfterHydration } from '../site/use-hydrated';
import { useSearch, useSearchShortcut } from '../search/use-search';
import { CloseIcon, SearchIcon } from './icons';

const ID = 'site-search';
const optionId = (i: number) => `${ID}-option-${i}`;

function Pieces({ pieces }: { pieces: Piece[] }) {
  return pieces.map((piece, i) =>
    piece.highlighted ? <mark key={i}>{piece.text}</mark> : <Fragment key={i}>{piece.text}</Fragment>,
  );
}

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
  const [expanded, setExpanded] = useState(false);
  // The active option belongs to one result set: new results start again at the first hit.
  const [active, setActiveState] = useState({ groups, index: 0 });
  const activeIndex = active.groups === groups ? active.index : 0;
  const setActive = (index: number) => setActiveState({ groups, index });
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const showPanel = open && status !== 'idle';

  const close = (refocus: boolean) => {
    setOpen(false);
    setExpanded(false);
    // On phones the box disappears: give focus back to the button that opened it.
    if (refocus && trigger.current?.offsetParent) trigger.current.focus();
  };

  useSearchShortcut(() => {
    setExpanded(true);
    input.current?.focus();
    input.current?.select();
  });

  // The phone box is hidden until opened: focus it once it shows.
  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);

  // Keep the active option in view as the arrow keys move it.
  useEffect(() => {
    if (showPanel) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [showPanel, activeIndex]);

  const go = (hit: SearchHit) => {
    close(false);
    input.current?.blur();
    navigate(hit.link);
  };

  const enterPending = useRef(false);
  useEffect(() => {
    if (status === 'loading' || !enterPending.current) return;
    enterPending.current = false;
    if (status === 'results' && hits[0]) go(hits[0]);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!showPanel) return setOpen(true);
        if (!hits.length) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        return setActive((activeIndex + step + hits.length) % hits.length);
      }
      case 'Enter':
        if (!showPanel) return;
        event.preventDefault();
        // Typed fast: open the first hit of these keywords, not of the previous ones.
        if (status === 'loading') enterPending.current = true;
        else if (hits[activeIndex]) go(hits[activeIndex]);
        return;
      case 'Escape':
        event.preventDefault();
        enterPending.current = false;
        if (showPanel) return setOpen(false);
        if (expanded) return close(true);
        return setKeywords('');
    }
  };

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

  let n = 0;
  return (
    <div
      className={expanded ? 'search expanded' : 'search'}
      ref={root}
      onBlur={(event) => {
        // Focus leaving the search (Tab, or a click elsewhere) closes it.
        if (!root.current?.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setExpanded(false);
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="icon-button search-trigger"
        aria-label={t('search.open')}
        onClick={() => setExpanded(true)}
      >
        <SearchIcon />
      </button>
      <div className="search-box" role="search">
        <SearchIcon />
        <input
          ref={input}
          id={ID}
          type="text"
          role="combobox"
          className="search-input"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={`${ID}-listbox`}
          aria-activedescendant={showPanel && hits[activeIndex] ? optionId(activeIndex) : undefined}
          aria-describedby={`${ID}-help`}
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
      <span id={`${ID}-help`} className="visually-hidden">
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
        <div role="listbox" id={`${ID}-listbox`} aria-label={t('search.label')} className="search-results">
          {groups.map((group, g) => (
            <div
              role="group"
              key={`${group.priority} ${group.title}`}
              aria-labelledby={`${ID}-group-${g}`}
              className="search-group"
            >
              <div id={`${ID}-group-${g}`} className="search-group-title">
                {group.title}
              </div>
              {group.hits.map((hit) => {
                const i = n++;
                const prefix = hit.type !== 'page' && hit.pageTitle !== hit.title.map((p) => p.text).join('');
                return (
                  <Link
                    key={i}
                    to={hit.link}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === activeIndex}
                    tabIndex={-1}
                    className={`search-hit type-${hit.type}`}
                    onMouseMove={() => i !== activeIndex && setActive(i)}
                    onClick={() => close(false)}
                  >
                    <span className="search-hit-type">{t(`search.type.${hit.type}`)}</span>
                    <span className="search-hit-body">
                      <span className="search-hit-title">
                        {prefix && <span className="search-hit-page">{hit.pageTitle} › </span>}
                        <Pieces pieces={hit.title} />
                      </span>
                      {hit.text.length > 0 && (
                        <span className="search-hit-text">
                          <Pieces pieces={hit.text} />
                        </span>
                      )}
                    </span>
                  </Link>
                );
              })}
            </div>
          ))}
        </div>
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
