/**
 * Our own small tooltip: shown while the control under it is hovered or focused, hidden 0.1 s after
 * (so moving between buttons does not flicker), or at once with Escape. Kept inside the viewport.
 * The control carries the same words as its accessible name, so the tooltip is hidden from screen readers.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { TOOLTIP_HIDE_DELAY_MS } from '../live/constants';

interface Props {
  label: string;
  children: ReactNode;
}

const MARGIN = 8;

export default function Tooltip({ label, children }: Props) {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bubble = useRef<HTMLSpanElement>(null);

  const show = () => {
    clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  // Centred over the control, then nudged back inside the viewport at the edges.
  useLayoutEffect(() => {
    if (!open || !bubble.current) return;
    const rect = bubble.current.getBoundingClientRect();
    const left = rect.left - shift;
    const right = left + rect.width;
    const width = document.documentElement.clientWidth;
    setShift(left < MARGIN ? MARGIN - left : right > width - MARGIN ? width - MARGIN - right : 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured once per opening
  }, [open]);

  return (
    <span className="tooltip-anchor" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {children}
      <span
        ref={bubble}
        aria-hidden="true"
        className="tooltip"
        data-open={open || undefined}
        style={shift ? { translate: `${shift}px 0` } : undefined}
      >
        {label}
      </span>
    </span>
  );
}
