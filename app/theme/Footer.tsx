/** Under each page: previous and next page of the section, and when the page last changed. */
import { useLocale, useSiteData } from '../site/hooks';
import { useT } from '../i18n/use-t';
import Link from '../site/Link';
import { buildSidebar, flattenSidebar } from '../site/sidebar';
import type { PageMeta } from '../../core/types';

export default function Footer({ meta }: { meta: PageMeta }) {
  const site = useSiteData();
  const locale = useLocale();
  const t = useT();
  const order = meta.hero ? [] : flattenSidebar(buildSidebar(site.pages, locale, meta.nav.path));
  const index = order.findIndex((page) => page.url === meta.url);
  const prev = index > 0 ? order[index - 1] : undefined;
  const next = index >= 0 ? order[index + 1] : undefined;
  return (
    <footer className="page-footer">
      {meta.lastUpdated && (
        <p className="last-updated">
          {t('footer.lastUpdated')}:{' '}
          <time dateTime={new Date(meta.lastUpdated).toISOString()}>
            {new Date(meta.lastUpdated).toISOString().slice(0, 10)}
          </time>
        </p>
      )}
      {(prev || next) && (
        <nav className="prev-next" aria-label={`${t('footer.prev')} / ${t('footer.next')}`}>
          {prev ? (
            <Link to={prev.url} className="prev" prefetch="intent">
              <small>{t('footer.prev')}</small>
              <span>{prev.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link to={next.url} className="next" prefetch="intent">
              <small>{t('footer.next')}</small>
              <span>{next.title}</span>
            </Link>
          )}
        </nav>
      )}
      <p className="license">{t('footer.license')}</p>
    </footer>
  );
}
