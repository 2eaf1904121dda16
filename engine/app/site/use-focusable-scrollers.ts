/**
 * Scroll boxes a keyboard cannot reach (the library's own scroll containers, wide markdown and API tables)
 * become focusable, labelled regions while they overflow and hold nothing focusable (WCAG 2.1.1). The library
 * renders those boxes and takes no attributes for them, so the layout marks them after each change.
 * Each box also says on which sides it hides content (`data-more="left right"`), for the stylesheet to show.
 */
import { useEffect, type RefObject } from 'react';

// The site's own wide tables; the site adds its library's scroll boxes (`themeConfig.scrollers`).
const WIDE_TABLES = '.table-wrap';
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
const MARK = 'data-scroll-region';
const MORE = 'data-more';

/** The sides, left and right, where a box scrolled to `scrollLeft` hides content. Pure. */
export function hiddenSides(scrollLeft: number, scrollWidth: number, clientWidth: number, rtl: boolean): string {
  const range = scrollWidth - clientWidth;
  // Right to left, scrollLeft runs from 0 (the right end) down to -range.
  const fromLeft = rtl ? range + scrollLeft : scrollLeft;
  return [fromLeft > 1 && 'left', range - fromLeft > 1 && 'right'].filter(Boolean).join(' ');
}

const sidesOf = (box: HTMLElement) =>
  hiddenSides(box.scrollLeft, box.scrollWidth, box.clientWidth, getComputedStyle(box).direction === 'rtl');

function markSides(box: HTMLElement, sides = sidesOf(box)) {
  if (sides) {
    if (box.getAttribute(MORE) !== sides) box.setAttribute(MORE, sides);
  } else box.removeAttribute(MORE);
}

/** Something inside the box takes focus (the library's hidden measure row is inert and does not). */
const hasFocusable = (box: HTMLElement) =>
  [...box.querySelectorAll(FOCUSABLE)].some((el) => !el.closest('[inert], [aria-hidden="true"]'));

/**
 * The browser has not laid out the box's content (the stylesheet's `content-visibility: auto` on tables out of
 * view): its size says nothing of its content until it is shown.
 */
const notLaidOut = (box: HTMLElement) =>
  box.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) === false;

/**
 * Every box measured first, then marked: a write between two reads would make the browser lay out again. A box not
 * laid out yet counts as overflowing, so the keyboard can reach it before it is shown; it is measured once shown. A
 * box with the focus keeps its place in the tab order.
 */
function update(root: HTMLElement, label: string, scrollers: string) {
  const boxes = [...root.querySelectorAll<HTMLElement>(scrollers)].map((box) => ({
    box,
    sides: sidesOf(box),
    needed:
      (notLaidOut(box) || box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight) &&
      !hasFocusable(box),
  }));
  for (const { box, sides, needed } of boxes) {
    markSides(box, sides);
    if (needed && !box.hasAttribute('tabindex')) {
      box.setAttribute(MARK, '');
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    } else if (!needed && box.hasAttribute(MARK) && box !== document.activeElement) {
      for (const name of [MARK, 'tabindex', 'role', 'aria-label']) box.removeAttribute(name);
    }
  }
}

/** `library` is a selector of the library's scroll boxes in demos, if it has any. */
export function useFocusableScrollers(root: RefObject<HTMLElement | null>, label: string, library?: string) {
  const scrollers = library ? `${WIDE_TABLES}, ${library}` : WIDE_TABLES;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Debounced: a virtual table changes its rows on every scroll step.
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => update(element, label, scrollers), 100);
    };
    update(element, label, scrollers);
    // Scrolling changes only the scrolled box's sides (scroll events do not bubble: listen while capturing).
    const onScroll = (event: Event) => {
      if (event.target instanceof HTMLElement && event.target.matches(scrollers)) markSides(event.target);
    };
    element.addEventListener('scroll', onScroll, { capture: true, passive: true });
    // A box out of view is not laid out (the stylesheet's content-visibility) and reads as not overflowing: it is
    // measured again once the browser renders it.
    element.addEventListener('contentvisibilityautostatechange', schedule, { capture: true });
    const observer = new MutationObserver(schedule);
    // Rows come and go, and the library sizes its boxes through their style.
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    window.addEventListener('resize', schedule);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      element.removeEventListener('scroll', onScroll, { capture: true });
      element.removeEventListener('contentvisibilityautostatechange', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [root, label, scrollers]);
}
