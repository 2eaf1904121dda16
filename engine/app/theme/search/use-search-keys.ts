/**
 * The search box's keys: the arrows move the active hit (wrapping, kept in view), Enter opens it (typed faster than
 * the results came, it opens the first hit of the keywords typed, once they arrive), Escape closes the list, then the
 * phone box, then clears the keywords.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchGroup, SearchHit } from '../../../core/search-engine';
import type { SearchStatus } from '../../search/use-search';
import { optionId } from './SearchResults';

interface Options {
  groups: SearchGroup[];
  hits: SearchHit[];
  status: SearchStatus;
  showPanel: boolean;
  expanded: boolean;
  openPanel: () => void;
  closePanel: () => void;
  closeBox: () => void;
  clear: () => void;
  go: (hit: SearchHit) => void;
}

export function useSearchKeys({
  groups,
  hits,
  status,
  showPanel,
  expanded,
  openPanel,
  closePanel,
  closeBox,
  clear,
  go,
}: Options) {
  // The active option belongs to one result set: new results start again at the first hit.
  const [active, setActiveState] = useState({ groups, index: 0 });
  const activeIndex = active.groups === groups ? active.index : 0;
  const setActive = (index: number) => setActiveState({ groups, index });

  useEffect(() => {
    if (showPanel) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [showPanel, activeIndex]);

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
        if (!showPanel) return openPanel();
        if (!hits.length) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        return setActive((activeIndex + step + hits.length) % hits.length);
      }
      case 'Enter':
        if (!showPanel) return;
        event.preventDefault();
        if (status === 'loading') enterPending.current = true;
        else if (hits[activeIndex]) go(hits[activeIndex]);
        return;
      case 'Escape':
        event.preventDefault();
        enterPending.current = false;
        if (showPanel) return closePanel();
        if (expanded) return closeBox();
        return clear();
    }
  };

  return { activeIndex, setActive, onKeyDown };
}
