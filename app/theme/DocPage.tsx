/** A content page: title or hero, tabs, the page's segments, table of contents and footer. */
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale, useT } from '../site/hooks';
import Link from '../site/Link';
import { selectTab } from '../site/tabs';
import type { PageContent } from '../site/types';
import { useHydrated } from '../site/use-hydrated';
import Content from './Content';
import Footer from './Footer';
import Hero from './Hero';
import Toc from './Toc';

interface Props {
  content: PageContent;
  demos: Record<string, ComponentType>;
}

export default function DocPage({ content, demos }: Props) {
  const { meta } = content;
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const locale = useLocale();
  const t = useT();
  // The prerendered HTML shows the first tab; the query's tab applies once hydrated.
  const tab = selectTab(meta.tabs, hydrated ? params.get('tab') : null);
  const segments = [...(meta.tabs && content.tabs[''] ? content.tabs[''] : []), ...(content.tabs[tab] ?? [])];
  const toc = meta.toc.filter((entry) => !entry.tab || entry.tab === tab);
  return (
    <div className={meta.hero ? 'page page-hero' : 'page'}>
      <article className="doc" lang={locale === 'zh-CN' ? 'zh-CN' : 'en'}>
        {meta.hero ? <Hero hero={meta.hero} /> : <h1 className="page-title">{meta.title}</h1>}
        {meta.tabs && (
          <nav className="page-tabs" aria-label={t('tabs.label')}>
            {meta.tabs.map((item) => (
              <Link key={item.key} to={`?tab=${item.key}`} aria-current={item.key === tab ? 'page' : undefined} preventScrollReset>
                {item.title}
              </Link>
            ))}
          </nav>
        )}
        <Content segments={segments} demos={demos} info={content.demos} />
        <Footer meta={meta} />
      </article>
      {toc.length > 0 && <Toc toc={toc} />}
    </div>
  );
}
