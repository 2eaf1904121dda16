/**
 * One reading order (engine/core/reading-order.ts) for every list of pages: the sidebars section by section, previous and
 * next, the search data, sitemap.xml and llms.txt list the site's pages in the same order, in every language.
 */
import { describe, expect, it } from 'vitest';
import { buildSidebar, flattenSidebar, readingOrder as pageOrder } from '../../engine/app/site/sidebar';
import { LOCALES } from '../../engine/core/locale';
import { readingOrder } from '../../engine/core/reading-order';
import { markdownPath } from '../../engine/core/seo';
import { buildSearchData } from '../../engine/core/search-data';
import { loadSite } from '../../engine/pipeline/content/store';
import { siteFiles } from '../../engine/pipeline/seo/vite-plugin';

describe('every list of pages follows the reading order', () => {
  it('in the sidebar, previous/next, search data, sitemap.xml and llms.txt, in every language', async () => {
    const site = await loadSite();
    const metas = site.pages.map((loaded) => loaded.meta);
    const files = siteFiles(site, (sitePath) => `https://x.test${sitePath}`);
    const sitemap = [...files['sitemap.xml'].matchAll(/<loc>https:\/\/x\.test([^<]*)<\/loc>/g)].map((m) => m[1]);
    const llms = [...files['llms.txt'].matchAll(/\]\(https:\/\/x\.test([^)]*)\)/g)].map((m) => m[1]);
    const sources = site.pages.map((loaded) => ({ page: loaded.index }));
    for (const locale of LOCALES) {
      const own = metas.filter((meta) => meta.locale === locale);
      const expected = readingOrder(own).map((meta) => meta.url);
      expect(expected.length, locale).toBeGreaterThan(40);
      const sections = [...new Set(readingOrder(own).map((meta) => meta.nav.path))];
      const sidebars = sections.flatMap((path) => flattenSidebar(buildSidebar(own, locale, path)));
      expect(
        sidebars.map((p) => p.url),
        `${locale} sidebars`,
      ).toEqual(expected);
      expect(
        pageOrder(metas, locale).map((p) => p.url),
        `${locale} previous/next`,
      ).toEqual(expected);
      const search = buildSearchData(locale, sources, site.demos[locale]).pages.map((p) => p.url);
      expect(search, `${locale} search data`).toEqual(expected);
      expect(
        sitemap.filter((url) => expected.includes(url)),
        `${locale} sitemap`,
      ).toEqual(expected);
      // llms.txt lists a language's pages that are not demos, then its demos, each part in reading order.
      const demo = (url: string) => metas.find((meta) => meta.url === url)!.path.startsWith('demo/');
      const inLlms = llms.map((address) => expected.find((url) => markdownPath(url) === address)).filter(Boolean);
      expect(inLlms, `${locale} llms.txt`).toEqual([
        ...expected.filter((url) => !demo(url)),
        ...expected.filter((url) => demo(url)),
      ]);
    }
  }, 120_000);
});
