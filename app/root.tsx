/** The context layout: the HTML shell, colour start-up script, and providers for every route. */
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
} from 'react-router';
import siteData from 'virtual:site-data';
import { translate } from '../core/messages';
import { ADDRESS_FIX_SCRIPT } from './site/address-fix';
import { colorStartupScript } from './site/color';
import { RouteStateProvider, useDocumentLocale } from './site/hooks';
import { siteHref } from './site/href';
import { htmlLang, localeOfPath, localizePath } from '../core/locale';
import { followColorChanges } from './site/prefers-color';
import { hydrationDone } from './site/use-hydrated';
import { trailingSlashFix } from '../core/trailing-slash';
import { isStandaloneDemoPath } from '../core/demo-paths';
import './theme/styles/site.css';

// The title of a route without its own; content pages, demos, the playground and the 404 page set theirs.
export const meta = () => [{ title: siteData.title }];

export function Layout({ children }: { children: ReactNode }) {
  const locale = useDocumentLocale();
  // A standalone demo is mostly seen inside an iframe of a page, where scroll restoration has nothing to restore and
  // harms: its inline script reads history.state, which WebKit leaves null in a frame (a TypeError), and it shares
  // the session storage of saved positions with the page around it.
  const standalone = isStandaloneDemoPath(useLocation().pathname);
  return (
    <html lang={htmlLang(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href={siteHref('/favicon.svg')} type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: colorStartupScript(siteData.themeConfig.prefersColor.default) }} />
        <Meta />
        <Links />
      </head>
      <body>
        <script dangerouslySetInnerHTML={{ __html: ADDRESS_FIX_SCRIPT }} />
        <noscript>
          <p className="noscript">{translate(locale, 'noscript')}</p>
        </noscript>
        {children}
        {!standalone && <ScrollRestoration />}
        <Scripts />
      </body>
    </html>
  );
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
  return (
    <RouteStateProvider>
      <Outlet />
    </RouteStateProvider>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
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
