/**
 * The site's link: an `<a>` that navigates with React Router, with our own prefetch and, inside the doc layout, the
 * chunk guard (navigation-guard.ts) for pages whose code is not loaded yet. On intent (hover or focus after 50 ms, a
 * touch at once) or on render, prefetch loads and runs all the target page needs and renders it hidden
 * (engine/app/site/router/prepared-page.ts), so that the click only shows it.
 * A link in the viewport (within 100 px) only has the page's files fetched into the HTTP cache, at an idle moment
 * (engine/app/site/idle-work.ts): running the modules of every page in view would hold up the page the visitor is reading.
 *
 * Not React Router's `Link`: that one renders again on every change of the router's state (several per navigation),
 * each of the sixty-odd links of a page. This one renders when its own props change (and, for a link relative to the
 * current address, when the address does).
 */
import { memo, useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { loadPage, pageChunks, useGuardedNavigate } from './navigation-guard';
import { loadRouteFiles } from './site-router';
import { preparePage } from './prepared-page';
import { whenIdle, whenInView } from '../idle-work';
import { usePathname } from '../hooks';
import { siteHref, sitePath } from '../href';
import { INTENT_DELAY_MS, PREFETCH_DEFAULT, assertPrefetch, prefetchFiles } from '../prefetch';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** A site path ('/demo/simple', '/demo/simple#api'), or a query or fragment of the current page ('?tab=api'). */
  to: string;
  prefetch?: string;
  /** Keep the scroll position (a tab of the same page). */
  preventScrollReset?: boolean;
};

/** A click the site handles itself: plain left click, same tab. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey;

/** The address the browser is at, as a site path with query and fragment (null outside the site). */
function currentPath(): string | null {
  const path = sitePath(window.location.pathname);
  return path === null ? null : path + window.location.search + window.location.hash;
}

function Link(props: Props) {
  return /^[?#]/.test(props.to) ? <RelativeLink {...props} /> : <SiteLink {...props} />;
}

export default memo(Link);

/** A query or fragment of the current page: the current path (without a trailing slash) before it. */
function RelativeLink({ to, ...rest }: Props) {
  return <SiteLink to={usePathname() + to} {...rest} />;
}

function SiteLink({
  prefetch = PREFETCH_DEFAULT,
  to,
  preventScrollReset,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onTouchStart,
  onClick,
  ...rest
}: Props) {
  const mode = assertPrefetch(prefetch);
  const navigate = useGuardedNavigate();
  const [wanted, setWanted] = useState(mode === 'render');
  const ref = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (mode !== 'viewport' || !ref.current) return;
    return whenInView(
      ref.current,
      () =>
        void loadRouteFiles().then(
          // Finding a page's routes takes a few milliseconds: it waits for an idle slice of its own, so that the
          // links that come into view together never add up to a long task.
          () => whenIdle(() => prefetchFiles(pageChunks(to).files)),
          () => {},
        ),
    );
  }, [mode, to]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (wanted)
      loadPage(to)
        .then(() => preparePage(to))
        .catch(() => {});
  }, [wanted, to]);

  const intent = mode === 'intent' || mode === 'viewport';
  const intentOn = () => {
    if (intent) timer.current = setTimeout(() => setWanted(true), INTENT_DELAY_MS);
  };
  const intentOff = () => clearTimeout(timer.current);

  return (
    <a
      ref={ref}
      href={siteHref(to)}
      onMouseEnter={(e) => (intentOn(), onMouseEnter?.(e))}
      onMouseLeave={(e) => (intentOff(), onMouseLeave?.(e))}
      onFocus={(e) => (intentOn(), onFocus?.(e))}
      onBlur={(e) => (intentOff(), onBlur?.(e))}
      onTouchStart={(e) => (intent && setWanted(true), onTouchStart?.(e))}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || !isPlainClick(e, rest.target)) return;
        e.preventDefault();
        // A link to the address the browser is at replaces the history entry, as a browser does. Through the doc
        // layout's guard: a page whose code is not loaded yet is loaded first.
        navigate(to, { replace: currentPath() === to, preventScrollReset });
      }}
      {...rest}
    />
  );
}
