/**
 * Scroll boxes a keyboard cannot reach (the table library's own scroll containers, wide markdown and API tables)
 * become focusable, labelled regions while they overflow and hold nothing focusable (WCAG 2.1.1). The library
 * renders those boxes and takes no attributes for them, so the layout marks them after each change.
 */
import { useEffect, type RefObject } from 'react';

const SCROLLERS = '.table-wrap, .rc-table-content, .rc-table-body';
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
const MARK = 'data-scroll-region';

/** Something inside the box takes focus (the library's hidden measure row is inert and does not). */
const hasFocusable = (box: HTMLElement) =>
  [...box.querySelectorAll(FOCUSABLE)].some((el) => !el.closest('[inert], [aria-hidden="true"]'));

function update(root: HTMLElement, label: string) {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const needed = (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight) && !hasFocusable(box);
    if (needed && !box.hasAttribute('tabindex')) {
      box.setAttribute(MARK, '');
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    } else if (!needed && box.hasAttribute(MARK)) {
      for (const name of [MARK, 'tabindex', 'role', 'aria-label']) box.removeAttribute(name);
    }
  }
}

export function useFocusableScrollers(root: RefObject<HTMLElement | null>, label: string) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Debounced: a virtual table changes its rows on every scroll step.
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => update(element, label), 100);
    };
    update(element, label);
    const observer = new MutationObserver(schedule);
    // Rows come and go, and the library sizes its boxes through their style.
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    window.addEventListener('resize', schedule);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, [root, label]);
}
