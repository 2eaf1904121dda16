/**
 * The root route: providers for every route, the document's head and language on each navigation, and the error a
 * route throws. The document around it (head, start-up scripts) is engine/app/document.ts.
 */
import { useEffect, useRef } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
} from 'react-router';
import siteData from 'virtual:site-data';
import { translate } from '../core/messages';
import { RouteStateProvider, useLocale } from './site/hooks';
import { siteHref } from './site/href';
import { applyHead, headOf } from './site/head';
import { htmlLang, localeOfPath, localizePath } from '../core/locale';
import { followColorChanges } from './site/prefers-color';
import { routeModule } from './site/router/site-router';
import { hydrationDone } from './site/use-hydrated';
import { trailingSlashFix } from '../core/trailing-slash';
import { isStandaloneDemoPath } from '../core/demo-paths';
import './theme/styles/site.css';

/**
 * The page's title, head tags and `<html lang>` after each navigation (the prerendered document has the first
 * page's), and when a 404 page's language changes as it hydrates. A standalone demo sets its own.
 */
function DocumentHead() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const locale = useLocale();
  const first = useRef(true);
  useEffect(() => {
    // The prerendered document has the first page's head already.
    const prerendered = first.current && document.getElementById('root')?.hasAttribute('data-prerendered');
    first.current = false;
    if (prerendered || isStandaloneDemoPath(pathname)) return;
    const args = { location: { pathname }, matches: matches.map((match) => ({ id: match.id })) };
    applyHead(
      headOf(args, (id) => routeModule(id)?.meta, siteData.title),
      htmlLang(locale),
    );
    // Only the address and the language decide the head: the matches follow the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, locale]);
  return null;
}

export default function App() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(followColorChanges, []);
  // Marks the document once React has hydrated it and every first effect has run (the browser tests wait for it).
  useEffect(() => {
    hydrationDone();
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  // Remove a trailing slash from the address without a reload: a replace, not a new entry.
  useEffect(() => {
    const fixed = trailingSlashFix(pathname);
    if (fixed) navigate({ pathname: fixed, search, hash }, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);
  // A standalone demo is mostly seen inside an iframe of a page, where scroll restoration has nothing to restore and
  // harms: it shares the session storage of saved positions with the page around it.
  return (
    <RouteStateProvider>
      <DocumentHead />
      <Outlet />
      {!isStandaloneDemoPath(pathname) && <ScrollRestoration />}
    </RouteStateProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const locale = localeOfPath(useLocation().pathname);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="fatal-error" role="alert">
      <h1>{translate(locale, 'error.title')}</h1>
      <pre>{message}</pre>
      <a href={siteHref(localizePath('/', locale))}>{translate(locale, 'notFound.back')}</a>
    </main>
  );
}
