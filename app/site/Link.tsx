/**
 * The site's link: React Router's, with our own prefetch and, inside the doc layout, the chunk guard
 * (app/site/chunks.ts) for pages whose code is not loaded yet. On intent (hover or focus after 50 ms, a touch at
 * once) or on render, prefetch loads and runs all the target page needs, so that the click costs one render. A link
 * in the viewport (within 100 px) only has the page's files fetched into the HTTP cache: running the modules of every
 * page in view would hold up the page the visitor is reading.
 */
import { useContext, useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ChunkGuardContext, loadPage, needsChunks, pageChunks } from './chunks';
import { INTENT_DELAY_MS, PREFETCH_DEFAULT, VIEWPORT_MARGIN_PX, assertPrefetch, prefetchFiles } from './prefetch';

type Props = Omit<ComponentProps<typeof RouterLink>, 'prefetch' | 'to'> & { to: string; prefetch?: string };

/** A click React Router would handle itself: plain left click, same tab. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey;

export default function Link({
  prefetch = PREFETCH_DEFAULT,
  to,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onTouchStart,
  onClick,
  ...rest
}: Props) {
  const mode = assertPrefetch(prefetch);
  const guard = useContext(ChunkGuardContext);
  const [wanted, setWanted] = useState(mode === 'render');
  const ref = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (mode !== 'viewport' || !ref.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (needsChunks(to)) {
          const { css, js } = pageChunks(to);
          prefetchFiles([...css, ...js]);
        }
      },
      { rootMargin: `${VIEWPORT_MARGIN_PX}px` },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [mode, to]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (wanted && needsChunks(to)) loadPage(to).catch(() => {});
  }, [wanted, to]);

  const intent = mode === 'intent' || mode === 'viewport';
  const intentOn = () => {
    if (intent) timer.current = setTimeout(() => setWanted(true), INTENT_DELAY_MS);
  };
  const intentOff = () => clearTimeout(timer.current);

  return (
    <RouterLink
      ref={ref}
      to={to}
      onMouseEnter={(e) => (intentOn(), onMouseEnter?.(e))}
      onMouseLeave={(e) => (intentOff(), onMouseLeave?.(e))}
      onFocus={(e) => (intentOn(), onFocus?.(e))}
      onBlur={(e) => (intentOff(), onBlur?.(e))}
      onTouchStart={(e) => (intent && setWanted(true), onTouchStart?.(e))}
      onClick={(e) => {
        onClick?.(e);
        // A page whose code is not loaded yet goes through the guard, which shows a failed chunk in the layout.
        if (!guard || e.defaultPrevented || rest.reloadDocument || !isPlainClick(e, rest.target) || !needsChunks(to))
          return;
        e.preventDefault();
        const { replace, state, preventScrollReset, viewTransition } = rest;
        guard.navigate(to, { replace, state, preventScrollReset, viewTransition });
      }}
      {...rest}
    />
  );
}
