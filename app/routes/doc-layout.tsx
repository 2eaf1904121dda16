/** The documentation layout: header, sidebar, content, table of contents and footer around every page. */
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCurrentPage, useLocale, useSiteData, useT } from '../site/hooks';
import { buildSidebar } from '../site/sidebar';
import Header from '../theme/Header';
import Sidebar from '../theme/Sidebar';

export default function DocLayout() {
  const site = useSiteData();
  const locale = useLocale();
  const page = useCurrentPage();
  const t = useT();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  const sidebar = page && !page.hero ? buildSidebar(site.pages, locale, page.nav.path) : [];
  return (
    <div className={sidebar.length ? "layout has-sidebar" : "layout"}>
      <a className="skip-link" href="#content">
        {t('skip.content')}
      </a>
      <Header menuOpen={menuOpen} onMenuToggle={() => setMenuOpen((open) => !open)} />
      <div className="layout-body">
        <Sidebar groups={sidebar} open={menuOpen} onClose={() => setMenuOpen(false)} />
        <main id="content" className="layout-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
