/**
 * The link crawl of the built site: from / and /zh-CN, every same-site link in the prerendered HTML (no browser)
 * answers 200 and each #anchor exists on its target. Other hosts are listed, never fetched.
 */
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/pipeline/content/store.ts';
import { crawl } from '../support/crawl.ts';
import { siteUrl } from '../support/site.ts';

describe('links on the built site', async () => {
  const { pages, assets, links, external } = await crawl(new URL(siteUrl()).origin, ['/', '/zh-CN']);
  const site = await loadSite();
  // Headings on a second tab are rendered when the tab is chosen (?tab=), not in the prerendered HTML.
  const tabIds = new Map(site.pages.map((page) => [page.meta.url, new Set(page.meta.toc.map((entry) => entry.id))]));

  it('reaches every page of the site from the two home pages', () => {
    const reached = [...pages.keys()].filter((path) => pages.get(path)!.status === 200);
    for (const page of site.pages) expect(reached, page.meta.url).toContain(page.meta.url);
  });

  it('finds no broken page link', () => {
    const broken = links
      .filter(([, url]) => pages.get(url.pathname)?.status !== 200)
      .map(([from, url]) => `${from} -> ${url.pathname}`);
    expect(broken).toEqual([]);
  });

  it('finds no broken anchor', () => {
    // A playground address carries its code in the hash (#code=…, engine/app/live/playground-url.ts): that is no anchor.
    const isPlaygroundCode = (url: URL) => url.pathname.endsWith('/~playground') && url.hash.startsWith('#code=');
    const broken = links
      .filter(([, url]) => url.hash.length > 1 && !isPlaygroundCode(url))
      .filter(([, url]) => {
        const id = decodeURIComponent(url.hash.slice(1));
        return (
          !pages.get(url.pathname)?.ids.has(id) && !(url.searchParams.has('tab') && tabIds.get(url.pathname)?.has(id))
        );
      })
      .map(([from, url]) => `${from} -> ${url.pathname}${url.search}${url.hash}`);
    expect(links.some(([, url]) => url.hash.length > 1)).toBe(true);
    expect(broken).toEqual([]);
  });

  it('names only known demos in /~demos/{id} and playground links (their pages are rendered in the browser)', () => {
    const known = new Set(Object.values(site.demos).flatMap((demos) => Object.keys(demos)));
    const ids = links.flatMap(([, url]) =>
      url.pathname.startsWith('/~demos/')
        ? [decodeURIComponent(url.pathname.slice(8))]
        : (url.pathname === '/~playground' || url.pathname === '/zh-CN/~playground') && url.searchParams.has('demo')
          ? [url.searchParams.get('demo')!]
          : [],
    );
    expect(ids.length).toBeGreaterThan(0);
    expect([...new Set(ids)].filter((id) => !known.has(id))).toEqual([]);
  });

  it('loads every stylesheet and script the pages name', () => {
    expect(assets.size).toBeGreaterThan(10);
    expect([...assets].filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('links to other hosts only where expected (not fetched)', () => {
    expect(
      [...external].filter(
        (origin) => !/^https:\/\/(github\.com|www\.npmjs\.com|codesandbox\.io|stackblitz\.com)$/.test(origin),
      ),
    ).toEqual([]);
  });
});
