/** A content page: title or hero, tabs, the page's segments, table of contents and footer. */
import { memo, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { htmlLang } from '../../core/locale';
import { useLocale } from '../site/hooks';
import { useT } from '../i18n/use-t';
import Link from '../site/router/Link';
import { selectTab } from '../site/tabs';
import { segmentKey, usePageHtml } from '../site/page-html';
import type { PageContent, PageDemo, PageHtmlLoader } from '../../core/types';
import { useAfterHydration, useHydrated } from '../site/use-hydrated';
import { usePageShown } from '../site/router/prepared-page';
import Content from './Content';
import Footer from './Footer';
import Hero from './Hero';
import PageMarkdown from './PageMarkdown';
import Toc, { TocInline } from './Toc';

interface Props {
  content: PageContent;
  demos: Record<string, PageDemo>;
  /** Where the HTML segments are when the module has left them out (production client build). */
  loadHtml?: PageHtmlLoader;
}

/**
 * The page's tab from the address. Only the tab reaches the page below: a navigation (another address, the same
 * tab) renders nothing of it again, as when the doc layout shows a page it rendered hidden beforehand.
 */
function DocPage(props: Props) {
  const { search, hash } = useLocation();
  const { tabs } = props.content.meta;
  // The prerendered HTML shows the first tab; the query's tab applies once hydrated (the page renders again only if
  // the query names another tab).
  const tab = useAfterHydration(selectTab(tabs, new URLSearchParams(search).get('tab')), selectTab(tabs, null));
  return (
    <>
      <PageBody {...props} tab={tab} />
      <HashTarget hash={useAfterHydration(hash, '')} />
    </>
  );
}

/**
 * The element the address's #anchor names is marked (`data-target`), as CSS's `:target` marks it on a page load:
 * an address changed by the site's own navigation (a search hit, a link) does not move `:target`. On the page shown
 * only, never on one prepared hidden.
 */
function HashTarget({ hash }: { hash: string }) {
  const shown = usePageShown();
  useEffect(() => {
    if (!shown || hash.length < 2) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: looked up as written.
    }
    const target = [...document.querySelectorAll(`[id="${CSS.escape(id)}"]`)].find(
      (element) => !element.closest('.prepared'),
    );
    target?.setAttribute('data-target', '');
    return () => target?.removeAttribute('data-target');
  }, [hash, shown]);
  return null;
}

const PageBody = memo(function PageBody({ content, demos, loadHtml, tab }: Props & { tab: string }) {
  const { meta } = content;
  const locale = useLocale();
  const t = useT();
  const keyed = (key: string) => (content.tabs[key] ?? []).map((segment, i) => ({ key: segmentKey(key, i), segment }));
  const visible = [...(meta.tabs && tab !== '' ? keyed('') : []), ...keyed(tab)];
  const html = usePageHtml(
    loadHtml,
    visible.filter(({ segment }) => segment.type === 'html').map(({ key }) => key),
  );
  const segments = html
    ? visible.map(({ key, segment }) => ({
        key,
        segment: segment.type === 'html' ? { ...segment, html: html(key) } : segment,
      }))
    : visible;
  const toc = meta.toc.filter((entry) => !entry.tab || entry.tab === tab);
  return (
    <div className={['page', meta.hero && 'page-hero', toc.length > 0 && 'has-toc'].filter(Boolean).join(' ')}>
      <article className="doc" lang={htmlLang(locale)}>
        {meta.hero ? <Hero hero={meta.hero} /> : <h1 className="page-title">{meta.title}</h1>}
        <PageMarkdown url={meta.url} />
        {meta.tabs && (
          <nav className="page-tabs" aria-label={t('tabs.label')}>
            {meta.tabs.map((item) => (
              <Link
                key={item.key}
                to={`?tab=${item.key}`}
                aria-current={item.key === tab ? 'page' : undefined}
                preventScrollReset
              >
                {item.title}
              </Link>
            ))}
          </nav>
        )}
        {toc.length > 0 && <TocInline toc={toc} />}
        <Content segments={segments} demos={demos} info={content.demos} descriptions={content.descriptions} />
        <Footer meta={meta} />
      </article>
      <AnchorInTab tab={tab} tabs={meta.tabs} />
      {toc.length > 0 && <Toc toc={toc} />}
    </div>
  );
});

/**
 * On a first load the browser looked for the address's #anchor in the prerendered first tab. When the query names
 * another tab, its content arrives with hydration: then this goes to the anchor (once, when the page is shown). A
 * component of its own: the page's body does not render again when the page is shown.
 */
function AnchorInTab({ tab, tabs }: { tab: string; tabs: PageContent['meta']['tabs'] }) {
  const hydrated = useHydrated();
  const reachedAnchor = useRef(false);
  const shown = usePageShown();
  useEffect(() => {
    if (!hydrated || !shown || reachedAnchor.current) return;
    reachedAnchor.current = true;
    let id = window.location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the anchor up as written.
    }
    if (id && tab !== selectTab(tabs, null)) document.getElementById(id)?.scrollIntoView();
  }, [hydrated, shown, tab, tabs]);
  return null;
}

// Its props are the page module's constants: React Router's renders of the route (several per navigation) skip it.
export default memo(DocPage);
