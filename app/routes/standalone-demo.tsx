/** /~demos/:id: one demo alone on a page, no doc chrome; ?locale=zh-CN picks the language. Client-only. */
import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { demos } from 'virtual:demos';
import siteData from 'virtual:site-data';
import { translate } from '../i18n';
import { htmlLang, localeFromQuery, localizePath } from '../site/locale';
import DemoErrorBoundary from '../theme/DemoErrorBoundary';
import '../theme/styles/table.css';

export const meta = () => [{ title: `Demo - ${siteData.title}` }];

export function HydrateFallback() {
  return <p className="standalone-loading">Loading...</p>;
}

export default function StandaloneDemo() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const locale = localeFromQuery(params.get('locale'));
  const entry = Object.hasOwn(demos, id) ? demos[id] : undefined;
  const Demo = useMemo(() => (entry ? lazy(entry.load) : null), [entry]) as ComponentType | null;
  const info = siteData.demos[locale][id];
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    if (info) document.title = `${info.asset.title} - ${siteData.title}`;
  }, [locale, info]);

  if (!Demo) {
    return (
      <main className="standalone standalone-missing">
        <h1>{translate(locale, 'notFound.title')}</h1>
        <p>{translate(locale, 'demo.notFound', { id })}</p>
        <a href={localizePath('/demo', locale)}>{translate(locale, 'demo.index')}</a>
      </main>
    );
  }
  return (
    <main className="standalone" data-demo-id={id}>
      <h1 className="visually-hidden">{info?.asset.title ?? id}</h1>
      <DemoErrorBoundary message={translate(locale, 'demo.error')} retryLabel={translate(locale, 'demo.retry')}>
        <Suspense fallback={<p>{translate(locale, 'common.loading')}</p>}>
          <Demo />
        </Suspense>
      </DemoErrorBoundary>
    </main>
  );
}
