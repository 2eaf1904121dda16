/** The documentation layout: header, sidebar, content, table of contents and footer around every page. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { ChunkGuardContext, useChunkGuard } from '../site/router/navigation-guard';
import { PageShownContext, useContentPages } from '../site/router/prepared-page';
import { usePathname, useSidebar, useSiteData } from '../site/hooks';
import { useT } from '../i18n/use-t';
import { useCodeTypeTips } from '../site/code-type-tips';
import { useFocusableScrollers } from '../site/use-focusable-scrollers';
import Header from '../theme/Header';
import RetryBoundary, { ChunkError, chunkFallback } from '../theme/RetryBoundary';
import Sidebar from '../theme/Sidebar';

/**
 * The page is not drawn before the sidebar has started, which comes right after the header: the header's tools are
 * pushed to its right end, so a frame that showed only the first of them would move it as the others arrived.
 */
export const firstPaintAfter = 'sidebar';

export default function DocLayout() {
  const t = useT();
  const pathname = usePathname();
  const { navigate, attempt } = useChunkGuard();
  const main = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useFocusableScrollers(main, t('a11y.scrollRegion'), useSiteData().themeConfig.scrollers);
  useCodeTypeTips(main);

  const sidebar = useSidebar();
  const pages = useContentPages();
  return (
    <ChunkGuardContext value={navigate}>
      <div className={sidebar.length ? 'layout has-sidebar' : 'layout'}>
        <a className="skip-link" href="#content">
          {t('skip.content')}
        </a>
        <Header menuOpen={menuOpen} onMenuToggle={toggleMenu} />
        {attempt && !attempt.error && (
          <div className="route-progress" role="progressbar" aria-label={t('common.loading')} />
        )}
        <div className="layout-body">
          <Sidebar groups={sidebar} open={menuOpen} onClose={closeMenu} />
          <main ref={main} id="content" className="layout-main" tabIndex={-1}>
            {attempt?.error ? (
              <ChunkError error={attempt.error} onRetry={attempt.retry} />
            ) : pages.length ? (
              // A content page is rendered here, not by the outlet: the page prepared hidden is then the same
              // element when it becomes the current one, and the click only changes its class.
              pages.map(({ id, Page, shown }) => (
                <div key={id} className={shown ? 'content-page' : 'content-page prepared'}>
                  <PageShownContext value={shown}>
                    <RetryBoundary fallback={chunkFallback()}>
                      <Page />
                    </RetryBoundary>
                  </PageShownContext>
                </div>
              ))
            ) : (
              <RetryBoundary key={pathname} fallback={chunkFallback()}>
                <Outlet />
              </RetryBoundary>
            )}
          </main>
        </div>
        {/* Named by every code block that shows types (engine/pipeline/content/highlight.ts). */}
        <p id="code-type-keys" hidden>
          {t('code.typeKeys')}
        </p>
      </div>
    </ChunkGuardContext>
  );
}
