import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COLOR_ATTR, MODE_ATTR, colorStartupScript, parseStoredMode, resolveColor } from '../../app/site/color';
import type { ColorMode } from '../../app/site/types';

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
