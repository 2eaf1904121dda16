/** Under each page: previous and next page of the section, and when the page last changed. */
import { usePrevNext, useSiteData } from '../site/hooks';
import { editUrl } from '../../core/edit-link';
import { useT } from '../i18n/use-t';
import Link from '../site/router/Link';
import type { PageMeta } from '../../core/types';

export default function Footer({ meta }: { meta: PageMeta }) {
  const t = useT();
  const { prev, next } = usePrevNext(meta.url);
  const site = useSiteData();
  return (
    <footer className="page-footer">
      {meta.filename && (
        <p>
          <a
            className="edit-link"
            href={editUrl(site.repository, site.editLink, meta.filename)}
            rel="noopener noreferrer"
          >
            {t('footer.edit')}
          </a>
        </p>
      )}
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
