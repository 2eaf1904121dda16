/**
 * /~playground?demo=<id>[&locale=zh-CN]#code=...: a full-window editor and preview for one demo.
 * Prerendered once, as the demo picker; the query is read once hydrated.
 */
import { useEffect } from 'react';
import { demos } from 'virtual:demos';
import demoInfo from 'virtual:demo-info';
import siteData from 'virtual:site-data';
import { translate } from '../i18n';
import { PLAYGROUND_PATH, playgroundPath } from '../live/playground-path';
import { routeMeta } from '../site/page-meta';
import { htmlLang, localeFromQuery } from '../site/locale';
import { useHydratedQuery } from '../site/use-hydrated-query';
import Playground from '../theme/Playground';
import '../theme/styles/table.css';

export const meta = () => routeMeta({ title: `Playground - ${siteData.title}`, locale: 'en-US', url: PLAYGROUND_PATH });

export function HydrateFallback() {
  return <p className="standalone-loading">Loading...</p>;
}

export default function PlaygroundRoute() {
  const params = useHydratedQuery();
  const locale = localeFromQuery(params.get('locale'));
  const id = params.get('demo') ?? '';
  const info = Object.hasOwn(demos, id) ? demoInfo[locale][id] : undefined;
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    document.title = `${info ? `${info.asset.title} - ` : ''}${translate(locale, 'playground.title')} - ${siteData.title}`;
  }, [locale, info]);

  if (!info) {
    const all = Object.values(demoInfo[locale]).sort((a, b) => a.asset.title.localeCompare(b.asset.title));
    return (
      <main className="standalone playground-choose">
        <h1>{translate(locale, 'playground.title')}</h1>
        <p>{translate(locale, 'playground.choose')}</p>
        <ul>
          {all.map((demo) => (
            <li key={demo.id}>
              <a href={playgroundPath(demo.id, locale)}>{demo.asset.title}</a>
            </li>
          ))}
        </ul>
      </main>
    );
  }
  return (
    <main className="playground-main">
      <Playground key={`${locale}:${info.id}`} info={info} locale={locale} />
    </main>
  );
}
