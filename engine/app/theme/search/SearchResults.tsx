/**
 * The header search's result list: a listbox of grouped hits, the active one marked for aria-activedescendant.
 * Hit pieces are rendered as React text: keywords and content never become markup.
 */
import { Fragment } from 'react';
import type { Piece, SearchGroup } from '../../../core/search-engine';
import { useT } from '../../i18n/use-t';
import Link from '../../site/router/Link';

export const SEARCH_ID = 'site-search';
export const optionId = (i: number) => `${SEARCH_ID}-option-${i}`;

function Pieces({ pieces }: { pieces: Piece[] }) {
  return pieces.map((piece, i) =>
    piece.highlighted ? <mark key={i}>{piece.text}</mark> : <Fragment key={i}>{piece.text}</Fragment>,
  );
}

interface Props {
  groups: SearchGroup[];
  activeIndex: number;
  onActive: (index: number) => void;
  /** A hit was clicked: its link navigates, the search closes. */
  onPick: () => void;
}

export default function SearchResults({ groups, activeIndex, onActive, onPick }: Props) {
  const t = useT();
  let n = 0;
  return (
    <div role="listbox" id={`${SEARCH_ID}-listbox`} aria-label={t('search.label')} className="search-results">
      {groups.map((group, g) => (
        <div
          role="group"
          key={`${group.priority} ${group.title}`}
          aria-labelledby={`${SEARCH_ID}-group-${g}`}
          className="search-group"
        >
          <div id={`${SEARCH_ID}-group-${g}`} className="search-group-title">
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
                onMouseMove={() => i !== activeIndex && onActive(i)}
                onClick={onPick}
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
  );
}
