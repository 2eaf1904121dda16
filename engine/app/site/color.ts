/** Colour preference: stored mode, resolved theme, and the start-up script. */
import type { ColorMode } from '../../core/types';

export const COLOR_STORAGE_KEY = 'prefers-color';
/** The resolved theme, 'light' or 'dark', on <html>: what the styles follow. */
export const COLOR_ATTR = 'data-prefers-color';
/** The chosen mode, 'light', 'dark' or 'auto', on <html>: what the switch shows. */
export const MODE_ATTR = 'data-color-mode';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark' || value === 'auto';
}

/** A stored value: missing gives the configured default, anything unknown gives light. */
export function parseStoredMode(stored: string | null, fallback: ColorMode): ColorMode {
  if (stored === null) return fallback;
  return isColorMode(stored) ? stored : 'light';
}

export function resolveColor(mode: ColorMode, systemDark: boolean): 'light' | 'dark' {
  if (mode === 'auto') return systemDark ? 'dark' : 'light';
  return mode;
}

/**
 * Runs in <head> before first paint, so a dark page never flashes light. It repeats the two
 * functions above in plain ES5 because it is inlined as a string; tests run both against each other.
 */
export function colorStartupScript(fallback: ColorMode): string {
  return `(function(){var m=null;try{if(navigator.cookieEnabled)m=localStorage.getItem(${JSON.stringify(COLOR_STORAGE_KEY)})}catch(e){}
if(m===null)m=${JSON.stringify(fallback)};else if(m!=='light'&&m!=='dark'&&m!=='auto')m='light';
var d=m==='dark'||(m==='auto'&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);
var h=document.documentElement;h.setAttribute(${JSON.stringify(COLOR_ATTR)},d?'dark':'light');h.setAttribute(${JSON.stringify(MODE_ATTR)},m);})();`;
}
