/** The colour preference in the browser: read from <html>, saved to localStorage when it can be. */
import { useSyncExternalStore } from 'react';
import siteData from 'virtual:site-data';
import { COLOR_ATTR, COLOR_STORAGE_KEY, MODE_ATTR, isColorMode, parseStoredMode, resolveColor } from './color';
import type { ColorMode } from '../../core/types';

const DEFAULT_MODE = siteData.themeConfig.prefersColor.default;
const listeners = new Set<() => void>();
const DARK_QUERY = '(prefers-color-scheme: dark)';

function currentMode(): ColorMode {
  const value = document.documentElement.getAttribute(MODE_ATTR);
  return isColorMode(value) ? value : DEFAULT_MODE;
}

function applyTo(root: HTMLElement, mode: ColorMode) {
  const dark = typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
  root.setAttribute(MODE_ATTR, mode);
  root.setAttribute(COLOR_ATTR, resolveColor(mode, dark));
}

function apply(mode: ColorMode) {
  applyTo(document.documentElement, mode);
  listeners.forEach((listener) => listener());
}

export function setColorMode(mode: ColorMode) {
  try {
    if (navigator.cookieEnabled) localStorage.setItem(COLOR_STORAGE_KEY, mode);
  } catch {
    // Storage is off (private mode, blocked cookies): the choice lasts for this visit only.
  }
  apply(mode);
  // The page's iframe demos follow at once, even when storage is off and no storage event reaches them.
  for (const frame of document.querySelectorAll('iframe')) {
    try {
      const root = frame.contentDocument?.documentElement;
      if (root) applyTo(root, mode);
    } catch {
      // A frame of another origin is none of ours.
    }
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Keeps every document of the site in the chosen colour while it is open: in auto it follows the system, and a
 * choice made in another document (the page around an iframe demo, another tab) arrives through storage.
 * Returns the function that stops it.
 */
export function followColorChanges(): () => void {
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined;
  const onSystemChange = () => apply(currentMode());
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_STORAGE_KEY || event.key === null) apply(parseStoredMode(event.newValue, DEFAULT_MODE));
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePrefersColor(): [ColorMode, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore(subscribe, currentMode, () => DEFAULT_MODE);
  return [mode, setColorMode];
}
