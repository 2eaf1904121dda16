/**
 * The walk over every page in a browser set to another language and time zone. Whatever the page sorts, counts or
 * dates while it hydrates must come out as the prerender wrote it, whatever the visitor's settings, or React throws
 * the page away and renders it again (error #418 in the console). Each page is loaded once in one tab and must
 * hydrate with no console error or warning and no layout shift once its whole HTML is on screen: a page that renders
 * differently in the browser than on the server moves as it does. The settings are the far ends a visitor brings:
 * Chinese at UTC+8, German at UTC+14 (a date there is a day ahead of most of the world) and English at UTC-8.
 */
import { describe, expect } from 'vitest';
import type { LocaleId } from '../../core/types.ts';
import { STILL } from './axe.ts';
import { it, type Tab } from './fixtures.ts';
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

/**
 * Before the page's own scripts: keep every layout shift not caused by input, with its time, and the start of the
 * second frame after the HTML is parsed. The first frame after the parse is the first to show all of it, and may move
 * what an earlier frame showed of a part the parser had not finished (a table whose later rows widen its columns);
 * the page's scripts are still loading then.
 */
function recordShifts() {
  const seen = { shifts: [] as Shift[], whole: Infinity, hydrated: Infinity };
  (window as unknown as { __seen: typeof seen }).__seen = seen;
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
      seen.shifts.push({ value: entry.value, at: entry.startTime, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() => requestAnimationFrame((frame) => (seen.whole = frame))),
  );
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return;
    seen.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/**
 * The layout shifts from the second frame after the parse on, once the page has settled (two frames after
 * hydration). Hydration must come after that frame, or its own shifts could go unseen.
 */
async function shiftsOnceWhole(tab: Tab) {
  const seen = await tab.page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { __seen: { shifts: Shift[]; whole: number; hydrated: number } }).__seen;
  });
  expect(seen.whole, 'the page hydrated before its HTML was on screen').toBeLessThan(seen.hydrated);
  return seen.shifts.filter((shift) => shift.at >= seen.whole);
}

/** Every page of `locales`, each loaded once in a browser set to `setting`. */
export function walkInSetting(name: string, setting: BrowserSetting, locales: LocaleId[]) {
  const pages = locales.flatMap(pagesOf);
  describe(`every ${locales.join(' and ')} page in a browser set to ${name} (${setting.locale}, ${setting.timezoneId})`, () => {
    let tab: Tab;
    it.beforeAll(async ({ openTab }) => {
      tab = await openTab({ ...STILL, ...setting });
      await tab.page.context().addInitScript(recordShifts);
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

    it.each(pages)(
      '%s hydrates as prerendered, with no error and no shift once on screen',
      { timeout: 60_000 },
      async (url) => {
        await tab.go(url);
        const shifts = await shiftsOnceWhole(tab);
        expect(tab.errors).toEqual([]);
        expect(shifts).toEqual([]);
      },
    );
  });
}
