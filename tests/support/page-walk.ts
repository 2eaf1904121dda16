/**
 * The walk over every prerendered page of one language, each visited once at desktop width, one after another in
 * one tab (`openTab` of fixtures.ts): it loads with no console error (hydration mismatches included), no request off the
 * site and at most a dozen requests before its load event, a demo page shows its demo, and axe finds nothing. An
 * English page is audited with every rule in light and, in dark, the rules that read colours; a Chinese page with
 * every rule but those, in light: it has its English twin's elements and colours, only its words differ, so the
 * colour rules pass or fail with the twin. One test file per language (pages-*.test.ts), so the two walks run side
 * by side.
 */
import { describe, expect } from 'vitest';
import { MAX_REQUESTS_BEFORE_LOAD } from '../../bench/budgets.ts';
import type { LocaleId } from '../../engine/core/types.ts';
import { audit, auditBoth, STILL } from './axe.ts';
import { SETTINGS } from './locale-walk.ts';
import { allPages, demoPages } from './pages.ts';
import { it, type Tab } from './fixtures.ts';
import { requestsBeforeLoad } from './site.ts';

export function walkPages(locale: LocaleId) {
  const demos = new Set(demoPages().map((doc) => doc.url));
  const zh = (url: string) => url === '/zh-CN' || url.startsWith('/zh-CN/');
  const pages = allPages().filter((url) => zh(url) === (locale === 'zh-CN'));

  describe(`every page in ${locale}`, () => {
    let tab: Tab;
    it.beforeAll(async ({ openTab }) => {
      // Each language's pages in a browser of that language and a time zone far from UTC (locale-walk.ts).
      tab = await openTab({ ...STILL, ...(locale === 'zh-CN' ? SETTINGS.chinese : SETTINGS.english) });
    });

    it('is known: the home, changelog and demo overview among them, and the demos', () => {
      const prefix = locale === 'zh-CN' ? '/zh-CN' : '';
      expect(pages).toEqual(expect.arrayContaining([prefix || '/', `${prefix}/changelog`, `${prefix}/demo`]));
      expect(pages.filter((url) => demos.has(url)).length).toBeGreaterThanOrEqual(50);
    });

    it.each(pages)('%s loads cleanly and passes axe', { timeout: 120_000 }, async (url) => {
      await tab.go(url);
      const { page, errors, offsite } = tab;
      const beforeLoad = await requestsBeforeLoad(page);
      expect(beforeLoad.length, `requests before load: ${beforeLoad.join(' ')}`).toBeLessThanOrEqual(
        MAX_REQUESTS_BEFORE_LOAD,
      );
      // A table (under its default class prefix or another, as in the prefixCls demo) or the demo's iframe.
      if (demos.has(url))
        await page.locator('.previewer .rc-table, .previewer table, .previewer iframe').first().waitFor();
      const violations = locale === 'en-US' ? await auditBoth(page) : await audit(page, 'light', { colours: 'skip' });
      expect(errors).toEqual([]);
      expect(offsite).toEqual([]);
      expect(violations).toEqual([]);
    });
  });
}
