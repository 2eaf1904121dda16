/**
 * /~playground?demo=<id>#code=... (and /<locale>/~playground): a full-window editor and preview for one demo, inside
 * the doc layout (header, language and colour switches). Without a known demo it offers a picker of every demo.
 * Prerendered once per language, as the demo picker; the query is read once hydrated.
 */
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import type { HeadFunction } from '../site/head';
import { demos } from 'virtual:demos';
import demoInfo from 'virtual:demo-info';
import allPages from 'virtual:pages';
import { compareText } from '../../core/collate';
import { PLAYGROUND_PATH, playgroundPath } from '../../core/demo-paths';
import { useLocale, useSiteData } from '../site/hooks';
import { useT } from '../i18n/use-t';
import Link from '../site/router/Link';
import { LOCALES, localeFromQuery, localeOfPath, localizePath } from '../../core/locale';
import { routeMeta, titled } from '../site/page-meta';
import { useHydratedQuery } from '../site/use-hydrated-query';
import { translate } from '../../core/messages';
import type { DemoInfo, LayoutPage } from '../../core/types';
import Playground from '../theme/Playground';
import 'virtual:demo-stylesheet';

// Every language's playground: the layout picks the address's language from the list.
export const pages: LayoutPage[] = allPages;

export const meta: HeadFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const url = localizePath(PLAYGROUND_PATH, locale);
  const alternates = Object.fromEntries(LOCALES.map((other) => [other, localizePath(PLAYGROUND_PATH, other)]));
  return routeMeta({ title: titled(translate(locale, 'playground.title')), locale, url, alternates });
};

export default function PlaygroundRoute() {
  const params = useHydratedQuery();
  const locale = useLocale();
  const t = useT();
  const id = params.get('demo') ?? '';
  const info = Object.hasOwn(demos, id) ? demoInfo[locale][id] : undefined;
  useEffect(() => {
    document.title = info ? titled(info.asset.title, t('playground.title')) : titled(t('playground.title'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` follows `locale`
  }, [info, locale]);

  // Older links named the language in the query: `?locale=<id>`.
  const asked = localeFromQuery(params.get('locale'));
  if (params.has('locale') && asked !== locale) {
    return <Navigate replace to={playgroundPath(id, asked) + window.location.hash} />;
  }
  if (!info) return <DemoPicker unknown={id} />;
  return (
    <div className="playground-main">
      <Playground key={`${locale}:${info.id}`} info={info} locale={locale} />
    </div>
  );
}

interface Group {
  title: string;
  order: number;
  demos: DemoInfo[];
}

/** Every demo, grouped as in the sidebar, filtered by what the visitor types. */
function groupDemos(pages: LayoutPage[], all: DemoInfo[], query: string): Group[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, Group>();
  for (const demo of all) {
    const text = `${demo.id} ${demo.asset.title} ${demo.asset.description ?? ''}`.toLowerCase();
    if (!words.every((word) => text.includes(word))) continue;
    const page = pages.find((p) => p.url.endsWith(`/${demo.pagePath}`));
    const title = page?.group?.title ?? '';
    const group = groups.get(title) ?? { title, order: page?.group?.order ?? Infinity, demos: [] };
    group.demos.push(demo);
    groups.set(title, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order)
    .map((group) => ({ ...group, demos: group.demos.sort((a, b) => compareText(a.asset.title, b.asset.title)) }));
}

/** Every demo to choose from; `unknown`: the id the address asked for, which no demo has (said above the list). */
function DemoPicker({ unknown }: { unknown: string }) {
  const locale = useLocale();
  const t = useT();
  const pages = useSiteData().pages.filter((page) => page.locale === locale);
  const [query, setQuery] = useState('');
  const groups = groupDemos(pages, Object.values(demoInfo[locale]), query);
  return (
    <div className="content playground-choose">
      <h1>{t('playground.title')}</h1>
      {unknown && (
        <p className="playground-unknown" role="status">
          {t('demo.notFound', { id: unknown })}
        </p>
      )}
      <p>{t('playground.choose')}</p>
      <label className="playground-filter">
        <span className="visually-hidden">{t('playground.search')}</span>
        <input
          type="search"
          value={query}
          placeholder={t('playground.search')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {groups.length === 0 && <p role="status">{t('playground.noMatch', { query })}</p>}
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title || t('playground.title')}>
          {group.title && <h2>{group.title}</h2>}
          <ul className="card-grid">
            {group.demos.map((demo) => (
              <li key={demo.id} className="card">
                <Link to={playgroundPath(demo.id, locale)}>
                  <strong>{demo.asset.title}</strong>
                  {demo.asset.description && <span>{demo.asset.description}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
