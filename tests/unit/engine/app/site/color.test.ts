import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  COLOR_ATTR,
  COLOR_STORAGE_KEY,
  MODE_ATTR,
  colorStartupScript,
  isColorMode,
  parseStoredMode,
  resolveColor,
} from '../../../../../engine/app/site/color';
import type { ColorMode } from '../../../../../engine/core/types';

/** Runs the inline start-up script in a sandbox with a fake document, storage and system setting. */
function runStartup(stored: string | null, systemDark: boolean, fallback: ColorMode = 'light', storageThrows = false) {
  const attrs: Record<string, string> = {};
  const sandbox = {
    navigator: { cookieEnabled: true },
    localStorage: {
      getItem: () => {
        if (storageThrows) throw new Error('SecurityError');
        return stored;
      },
    },
    window: { matchMedia: true },
    matchMedia: () => ({ matches: systemDark }),
    document: { documentElement: { setAttribute: (name: string, value: string) => (attrs[name] = value) } },
  };
  vm.runInNewContext(colorStartupScript(fallback), sandbox);
  return attrs;
}

describe('colour preference', () => {
  it('falls back to the default when nothing is stored and to light for anything unknown', () => {
    expect(parseStoredMode(null, 'auto')).toBe('auto');
    expect(parseStoredMode('dark', 'light')).toBe('dark');
    expect(parseStoredMode('purple', 'dark')).toBe('light');
    expect(parseStoredMode('', 'dark')).toBe('light');
  });

  it('resolves auto from the system setting', () => {
    expect(resolveColor('auto', true)).toBe('dark');
    expect(resolveColor('auto', false)).toBe('light');
    expect(resolveColor('dark', false)).toBe('dark');
    expect(resolveColor('light', true)).toBe('light');
  });

  it('start-up script agrees with the functions for every case', () => {
    for (const stored of [null, 'light', 'dark', 'auto', 'nonsense']) {
      for (const systemDark of [true, false]) {
        for (const fallback of ['light', 'dark', 'auto'] as const) {
          const mode = parseStoredMode(stored, fallback);
          expect(runStartup(stored, systemDark, fallback)).toEqual({
            [COLOR_ATTR]: resolveColor(mode, systemDark),
            [MODE_ATTR]: mode,
          });
        }
      }
    }
  });

  it('start-up script survives storage that throws', () => {
    expect(runStartup('dark', false, 'light', true)).toEqual({ [COLOR_ATTR]: 'light', [MODE_ATTR]: 'light' });
  });
});

describe('colour preference: start-up script environment', () => {
  /** Like runStartup, with storage keyed by name and a choice of what the browser offers. */
  function start(options: {
    storage: Record<string, string>;
    cookies?: boolean;
    matchMedia?: boolean;
    dark?: boolean;
  }) {
    const attrs: Record<string, string> = {};
    vm.runInNewContext(colorStartupScript('dark'), {
      navigator: { cookieEnabled: options.cookies ?? true },
      localStorage: { getItem: (key: string) => options.storage[key] ?? null },
      window: { matchMedia: options.matchMedia ?? true },
      matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && !!options.dark }),
      document: { documentElement: { setAttribute: (name: string, value: string) => (attrs[name] = value) } },
    });
    return attrs;
  }

  it('reads the mode stored under "prefers-color" and writes the two attributes on <html>', () => {
    expect(COLOR_STORAGE_KEY).toBe('prefers-color');
    expect([COLOR_ATTR, MODE_ATTR]).toEqual(['data-prefers-color', 'data-color-mode']);
    expect(start({ storage: { 'prefers-color': 'light', other: 'dark' } })).toEqual({
      'data-prefers-color': 'light',
      'data-color-mode': 'light',
    });
  });

  it('asks the system for auto, and takes light when the browser cannot tell', () => {
    expect(start({ storage: { 'prefers-color': 'auto' }, dark: true })['data-prefers-color']).toBe('dark');
    expect(start({ storage: { 'prefers-color': 'auto' }, dark: true, matchMedia: false })['data-prefers-color']).toBe(
      'light',
    );
  });

  it('uses the default without reading storage when cookies are off', () => {
    expect(start({ storage: { 'prefers-color': 'light' }, cookies: false })).toEqual({
      'data-prefers-color': 'dark',
      'data-color-mode': 'dark',
    });
  });

  it('knows the three modes and nothing else', () => {
    for (const mode of ['light', 'dark', 'auto']) expect(isColorMode(mode)).toBe(true);
    for (const other of ['Light', '', null, undefined, 1]) expect(isColorMode(other)).toBe(false);
  });
});
