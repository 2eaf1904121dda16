/**
 * The walk over every page in a browser set to another language and time zone. Whatever the page sorts, counts or
 * dates while it hydrates must come out as the prerender wrote it, whatever the visitor's settings, or React throws
 * the page away and renders it again (error #418 in the console). Each page is loaded once in one tab and must
 * hydrate with no console error or warning and no layout shift from hydration on: a page that renders differently in
 * the browser than on the server moves as it does. The settings are the far ends a visitor brings:
 * Chinese at UTC+8, German at UTC+14 (a date there is a day ahead of most of the world) and English at UTC-8.
 */
import { describe, expect } from 'vitest';
import type { LocaleId } from '../../engine/core/types.ts';
import { STILL } from './axe.ts';
import { it, type Tab } from './fixtures.ts';
import { hydrated, siteUrl } from './site.ts';
import { allPages } from './pages.ts';

export interface BrowserSetting {
  /** The browser's language (navigator.language, Intl's default, Accept-Language). */
  locale: string;
  timezoneId: string;
}

export const SETTINGS = {
  chinese: { locale: 'zh-CN', timezoneId: 'Asia/Shanghai' },
  german: { locale: 'de-DE', timezoneId: 'Pacific/Kiritimati' },
  english: { locale: 'en-US', timezoneId: 'America/Los_Angeles' },
} as const satisfies Record<string, BrowserSetting>;

/** The site's pages of one language. */
export function pagesOf(locale: LocaleId): string[] {
  const zh = (url: string) => url === '/zh-CN' || url.startsWith('/zh-CN/');
  return allPages().filter((url) => zh(url) === (locale === 'zh-CN'));
}

type Shift = { value: number; at: number; nodes: string[] };

/** Before the page's own scripts: keep every layout shift not caused by input, with its time. */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const nodes = (entry.sources ?? []).map((source) => {
        const node = source.node;
        return node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : '#text';
      });
      shifts.push({ value: entry.value, at: entry.startTime, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Loads `url` with the site's scripts held back until the whole HTML is on screen (loaded, then two frames drawn), and
 * gives the layout shifts from their release on, once the page has hydrated and settled (two frames more). Held so,
 * a shift of the parser's own (an earlier frame showed part of a table whose later rows widen its columns) is never
 * counted, and every shift from hydration is.
 */
async function shiftsOfHydration(tab: Tab, url: string, scripts: { release: () => void }) {
  await tab.page.goto(siteUrl() + url, { waitUntil: 'load' });
  const released = await tab.page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now();
  });
  scripts.release();
  await hydrated(tab.page);
  const shifts = await tab.page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { __shifts: Shift[] }).__shifts;
  });
  return shifts.filter((shift) => shift.at >= released);
}

/** Every page of `locales`, each loaded once in a browser set to `setting`. */
export function walkInSetting(name: string, setting: BrowserSetting, locales: LocaleId[]) {
  const pages = locales.flatMap(pagesOf);
  describe(`every ${locales.join(' and ')} page in a browser set to ${name} (${setting.locale}, ${setting.timezoneId})`, () => {
    let tab: Tab;
    // The site's scripts wait for `held`; `release` lets them through, until the next page holds them again.
    const scripts = { held: Promise.resolve(), release: () => {} };
    const holdScripts = () => (scripts.held = new Promise<void>((resolve) => (scripts.release = resolve)));
    it.beforeAll(async ({ openTab }) => {
      tab = await openTab({ ...STILL, ...setting });
      await tab.page.context().addInitScript(recordShifts);
      await tab.page.route(/\.m?js(\?|$)/, async (route) => {
        await scripts.held;
        await route.continue().catch(() => {}); // the page may be gone
      });
    });

    it('runs in that language and time zone', async () => {
      await tab.go(pages[0]);
      const seen = await tab.page.evaluate(() => ({
        language: navigator.language,
        collator: new Intl.Collator().resolvedOptions().locale,
        timeZone: new Intl.DateTimeFormat().resolvedOptions().timeZone,
      }));
      expect(seen).toEqual({ language: setting.locale, collator: setting.locale, timeZone: setting.timezoneId });
    });

    it.each(pages)('%s hydrates as prerendered, with no error and no shift', { timeout: 60_000 }, async (url) => {
      tab.errors.length = 0;
      holdScripts();
      const shifts = await shiftsOfHydration(tab, url, scripts);
      expect(tab.errors).toEqual([]);
      expect(shifts).toEqual([]);
    });
  });
}
