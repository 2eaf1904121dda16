/**
 * The link crawler: from / and /zh-CN, follows every same-site link in the prerendered HTML (no browser) and checks
 * that each page answers 200 and each #anchor exists on its target. Other hosts are listed, never fetched.
 */
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../plugins/content/store.ts';
import { siteUrl } from '../support/site.ts';

const decode = (value: string) =>
  value.replace(
    /&(amp|quot|lt|gt|#x27|#39);/g,
    (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[name] ?? '',
  );

/** Attribute values of one name on the given tags, from HTML as React renders it (double-quoted attributes). */
function attributes(html: string, tags: string, name: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(new RegExp(`<(?:${tags})\\s[^>]*>`, 'g'))) {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    if (value !== undefined) found.push(decode(value));
  }
  return found;
}

interface Crawled {
  status: number;
  ids: Set<string>;
}

async function crawl(starts: string[]) {
  const origin = new URL(siteUrl()).origin;
  const pages = new Map<string, Crawled>();
  const assets = new Map<string, number>();
  /** Every same-site link as [from page, to URL]. */
  const links: [string, URL][] = [];
  const external = new Set<string>();
  const queue = [...starts];
  while (queue.length) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await fetch(origin + path);
    const html = await response.text();
    pages.set(path, {
      status: response.status,
      ids: new Set([...attributes(html, '[a-z][a-z0-9-]*', 'id'), ...attributes(html, 'a', 'name')]),
    });
    if (!response.ok) continue;
    for (const href of attributes(html, 'a', 'href')) {
      const url = new URL(href, origin + path);
      if (url.origin !== origin) {
        if (/^https?:$/.test(url.protocol)) external.add(url.origin);
        continue;
      }
      links.push([path, url]);
      if (!pages.has(url.pathname)) queue.push(url.pathname);
    }
    // Stylesheets, module preloads and scripts the page asks for.
    for (const src of [...attributes(html, 'link', 'href'), ...attributes(html, 'script', 'src')]) {
      const url = new URL(src, origin + path);
      if (url.origin === origin && !assets.has(url.pathname))
        assets.set(url.pathname, (await fetch(url, { method: 'HEAD' })).status);
    }
  }
  return { pages, assets, links, external };
}

describe('links on the built site', async () => {
  const { pages, assets, links, external } = await crawl(['/', '/zh-CN']);
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
    const broken = links
      .filter(([, url]) => url.hash.length > 1)
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
