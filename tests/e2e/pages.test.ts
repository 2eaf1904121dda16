/**
 * Every prerendered page, visited once at desktop width in both languages: it loads with no console error (hydration
 * mismatches included) and no request off the site, a demo page shows its demo, and axe finds nothing in light or
 * dark. Other files test behaviours; this one is the only one that walks the whole site in a browser.
 */
import { describe, expect, it } from 'vitest';
import { auditBoth, STILL } from '../support/axe.ts';
import { allPages, demoPages } from '../support/pages.ts';
import { useBrowser } from '../support/site.ts';

const browser = useBrowser();
const demos = new Set(demoPages().map((doc) => doc.url));

describe('every page', () => {
  it('is known: both languages, the home, changelog and demo overview among them', () => {
    expect(allPages()).toEqual(
      expect.arrayContaining(['/', '/changelog', '/demo', '/zh-CN', '/zh-CN/changelog', '/zh-CN/demo']),
    );
    expect(demos.size).toBeGreaterThanOrEqual(100);
  });

  it.each(allPages())('%s loads cleanly and passes axe', { timeout: 120_000 }, async (url) => {
    const { page, errors, offsite, close } = await browser.open(url, STILL);
    // A table (under its default class prefix or another, as in the prefixCls demo) or the demo's iframe.
    if (demos.has(url))
      await page.locator('.previewer .rc-table, .previewer table, .previewer iframe').first().waitFor();
    const violations = await auditBoth(page);
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
    expect(violations).toEqual([]);
    await close();
  });
});
