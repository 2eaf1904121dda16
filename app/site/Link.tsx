/** The site's link: React Router's, with our own prefetch timing (intent after 50 ms, viewport within 100 px). */
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Link as RouterLink, PrefetchPageLinks } from 'react-router';
import { INTENT_DELAY_MS, PREFETCH_DEFAULT, VIEWPORT_MARGIN_PX, assertPrefetch } from './prefetch';

type Props = Omit<ComponentProps<typeof RouterLink>, 'prefetch' | 'to'> & { to: string; prefetch?: string };

export default function Link({ prefetch = PREFETCH_DEFAULT, to, onMouseEnter, onMouseLeave, onFocus, onBlur, ...rest }: Props) {
  const mode = assertPrefetch(prefetch);
  const [wanted, setWanted] = useState(mode === 'render');
  const ref = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (mode !== 'viewport' || !ref.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true),
      { rootMargin: `${VIEWPORT_MARGIN_PX}px` },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [mode]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const intentOn = () => {
    if (mode === 'intent') timer.current = setTimeout(() => setWanted(true), INTENT_DELAY_MS);
  };
  const intentOff = () => clearTimeout(timer.current);

  return (
    <>
      <RouterLink
        ref={ref}
        to={to}
        onMouseEnter={(e) => (intentOn(), onMouseEnter?.(e))}
        onMouseLeave={(e) => (intentOff(), onMouseLeave?.(e))}
        onFocus={(e) => (intentOn(), onFocus?.(e))}
        onBlur={(e) => (intentOff(), onBlur?.(e))}
        {...rest}
      />
      {wanted && <PrefetchPageLinks page={to.split('#')[0]} />}
    </>
  );
}
