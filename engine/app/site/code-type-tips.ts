/**
 * The types shown in code (engine/pipeline/content/highlight.ts): where a tooltip goes, and keyboard access to them.
 *
 * The stylesheet shows a name's tooltip on hover and on focus, below the name; this places it exactly (a code block
 * that is scrolled sideways would move it) and keeps it inside the window.
 *
 * Keyboard: A code block with types (`pre[data-types]`) is one tab stop; from
 * it, and between its names, the arrow keys move the focus (a name with focus shows its type), Home and End go to
 * the first and last name, Escape goes back to the block. Tab leaves the block as usual: the names are not tab stops.
 */
import { useEffect, type RefObject } from 'react';

/**
 * The name the focus moves to, from name `current` (-1: the block itself), given each name's line; -1 for the
 * block; undefined when the key does not move it (the browser keeps the key, to scroll). Pure.
 */
export function nextTypeName(key: string, current: number, lines: number[]): number | undefined {
  const last = lines.length - 1;
  if (last < 0) return undefined;
  if (current < 0)
    return key === 'ArrowRight' || key === 'ArrowDown' || key === 'Home' ? 0 : key === 'End' ? last : undefined;
  const line = lines[current];
  switch (key) {
    case 'ArrowRight':
      return Math.min(current + 1, last);
    case 'ArrowLeft':
      return Math.max(current - 1, 0);
    case 'ArrowDown': {
      const below = lines.findIndex((other) => other > line);
      return below < 0 ? current : below;
    }
    case 'ArrowUp': {
      const above = lines.filter((other) => other < line).at(-1);
      return above === undefined ? current : lines.indexOf(above);
    }
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'Escape':
      return -1;
    default:
      return undefined;
  }
}

/** The tooltip below its name, or above when the window has no room below; inside the window sideways. */
function place(name: HTMLElement) {
  const tip = name.querySelector<HTMLElement>(':scope > .type-tip');
  if (!tip) return;
  const box = name.getBoundingClientRect();
  Object.assign(tip.style, { position: 'fixed', margin: '0' });
  const { offsetWidth: width, offsetHeight: height } = tip;
  const below = box.bottom + 4;
  const top = below + height > window.innerHeight && box.top - height - 4 > 0 ? box.top - height - 4 : below;
  Object.assign(tip.style, {
    left: `${Math.max(8, Math.min(box.left, window.innerWidth - width - 8))}px`,
    top: `${top}px`,
  });
}

function onShow(event: Event) {
  const name = event.target instanceof Element && event.target.closest<HTMLElement>('pre[data-types] .type-ref');
  if (name) place(name);
}

function onKeyDown(event: KeyboardEvent) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !(event.target instanceof Element)) return;
  const block = event.target.closest<HTMLElement>('pre[data-types]');
  if (!block) return;
  const names = [...block.querySelectorAll<HTMLElement>('.type-ref')];
  const lines = [...block.querySelectorAll('.line')];
  const next = nextTypeName(
    event.key,
    names.indexOf(event.target.closest<HTMLElement>('.type-ref')!),
    names.map((name) => lines.indexOf(name.closest('.line')!)),
  );
  if (next === undefined) return;
  event.preventDefault();
  (names[next] ?? block).focus();
}

/** Places the tooltips and listens for those keys in `root`. */
export function useCodeTypeTips(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('mouseover', onShow);
    element.addEventListener('focusin', onShow);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('mouseover', onShow);
      element.removeEventListener('focusin', onShow);
    };
  }, [root]);
}
