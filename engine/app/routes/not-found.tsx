/** Any unmatched path: PAGE NOT FOUND and a way home, in the address's language. */
import { useLocale } from '../site/hooks';
import { useT } from '../i18n/use-t';
import Link from '../site/router/Link';
import { localeOfPath, localizePath } from '../../core/locale';
import { translate } from '../../core/messages';
import type { HeadFunction } from '../site/head';
import { titled } from '../site/page-meta';
import type { LayoutPage } from '../../core/types';
import allPages from 'virtual:pages';

// The title in the address's language, like the page.
export const meta: HeadFunction = ({ location }) => [
  { title: titled(translate(localeOfPath(location.pathname), 'notFound.tabTitle')) },
  { name: 'robots', content: 'noindex' },
];

// Every language's 404: the layout picks the address's language from the list.
export const pages: LayoutPage[] = allPages;

export default function NotFound() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={localizePath('/', locale)} className="button primary">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
