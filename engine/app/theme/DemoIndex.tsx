/** The /demo overview: every demo page, grouped as in the sidebar, with its one-line description. */
import { useLocale, useSidebar } from '../site/hooks';
import Link from '../site/router/Link';
import { localizePath } from '../../core/locale';

export default function DemoIndex({ descriptions }: { descriptions: Record<string, string> }) {
  const groups = useSidebar(localizePath('/demo', useLocale())).filter((group) => group.title);
  return (
    <div className="demo-index">
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`group-${group.order}`}>
          <h2 id={`group-${group.order}`}>{group.title}</h2>
          <ul className="card-grid">
            {group.pages.map((page) => (
              <li key={page.url} className="card">
                <Link to={page.url} prefetch="viewport">
                  <strong>{page.title}</strong>
                  {descriptions[page.url] && <span>{descriptions[page.url]}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
