/** "On this page": the page's sections, with the one in view highlighted as the reader scrolls. */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { usePageShown } from '../site/prepared-page';
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

export default function Toc({ toc }: { toc: TocEntry[] }) {
  const t = useT();
  const active = useActiveHeading(toc.map((entry) => entry.id));
  return (
    <nav className="toc" aria-labelledby="toc-title">
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
