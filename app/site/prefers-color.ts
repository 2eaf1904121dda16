/** The colour preference in the browser: read from <html>, saved to localStorage when it can be. */
import { useSyncExternalStore } from 'react';
import siteData from 'virtual:site-data';
import { COLOR_ATTR, COLOR_STORAGE_KEY, MODE_ATTR, isColorMode, resolveColor } from './color';
import type { ColorMode } from './types';

const DEFAULT_MODE = siteData.themeConfig.prefersColor.default;
const listeners = new Set<() => void>();
const DARK_QUERY = '(prefers-color-scheme: dark)';

function currentMode(): ColorMode {
  const value = document.documentElement.getAttribute(MODE_ATTR);
  return isColorMode(value) ? value : DEFAULT_MODE;
}

function apply(mode: ColorMode) {
  const dark = typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
  const root = document.documentElement;
  root.setAttribute(MODE_ATTR, mode);
  root.setAttribute(COLOR_ATTR, resolveColor(mode, dark));
  listeners.forEach((listener) => listener());
}

export function setColorMode(mode: ColorMode) {
  try {
    if (navigator.cookieEnabled) localStorage.setItem(COLOR_STORAGE_KEY, mode);
  } catch {
    // Storage is off (private mode, blocked cookies): the choice lasts for this visit only.
  }
  apply(mode);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined;
  // In auto, follow the system live.
  const onSystemChange = () => apply(currentMode());
  media?.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', onSystemChange);
  };
}

export function usePrefersColor(): [ColorMode, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore(subscribe, currentMode, () => DEFAULT_MODE);
  return [mode, setColorMode];
}
