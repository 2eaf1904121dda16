/**
 * "On this page": the page's sections. Beside the page on wide windows, with the one in view highlighted as the
 * reader scrolls and kept in view in its own box; on phones and narrow windows a list that opens at the top of the
 * page (TocInline).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../i18n/use-t';
import { usePageShown } from '../site/router/prepared-page';
import type { TocEntry } from '../../core/types';

function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  // The same headings on every render of the page: the effect (which reads the layout) runs again only when they
  // change, or when the page is shown (a page prepared hidden follows no scrolling).
  const key = ids.join('\n');
  const shown = usePageShown();
  useEffect(() => {
    if (!shown) return;
    const headings = key
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (!headings.length) return;
    const onScroll = () => {
      // The last heading above the top fifth of the window is the section being read. At the end of the page, the
      // last sections may never reach that line: there, the last heading in the window is.
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      const line = atEnd ? window.innerHeight : window.innerHeight / 5;
      let current = headings[0].id;
      for (const heading of headings) if (heading.getBoundingClientRect().top <= line) current = heading.id;
      setActive(current);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key, shown]);
  return active;
}

/** The gap kept between the current entry and the edge of the list's box when the list scrolls to show it. */
const ENTRY_MARGIN = 24;

/** Scrolls the list's own box (never the page) so that its current entry is inside it. */
function useEntryInView(box: RefObject<HTMLElement | null>, active: string | undefined) {
  useEffect(() => {
    const list = box.current;
    const entry = list?.querySelector('a[aria-current]');
    if (!list || !entry) return;
    const outer = list.getBoundingClientRect();
    const inner = entry.getBoundingClientRect();
    if (inner.top < outer.top) list.scrollTop -= outer.top - inner.top + ENTRY_MARGIN;
    else if (inner.bottom > outer.bottom) list.scrollTop += inner.bottom - outer.bottom + ENTRY_MARGIN;
  }, [box, active]);
}

export default function Toc({ toc }: { toc: TocEntry[] }) {
  const t = useT();
  const active = useActiveHeading(toc.map((entry) => entry.id));
  const box = useRef<HTMLElement>(null);
  useEntryInView(box, active);
  return (
    <nav className="toc" aria-labelledby="toc-title" ref={box}>
      <h2 id="toc-title" className="toc-title">
        {t('toc.title')}
      </h2>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={`depth-${entry.depth}`}>
            <a href={`#${entry.id}`} aria-current={entry.id === active ? 'location' : undefined}>
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The sections where the side list is hidden (phones and narrow windows, by CSS): a disclosure at the top of the
 * page, closed at first; choosing a section closes it.
 */
export function TocInline({ toc }: { toc: TocEntry[] }) {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details className="toc-inline" ref={details}>
      <summary>{t('toc.title')}</summary>
      <nav aria-label={t('toc.title')}>
        <ul>
          {toc.map((entry) => (
            <li key={entry.id} className={`depth-${entry.depth}`}>
              <a
                href={`#${entry.id}`}
                onClick={() => {
                  // Closed before the browser goes to the section, so the section lands where the list was.
                  if (details.current) details.current.open = false;
                }}
              >
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
