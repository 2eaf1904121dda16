/** The site crawler shared by the link test and the deploy test. */

/** An attribute's text with its character references read: the named ones React writes, and any numeric one. */
const decode = (value: string) =>
  value.replace(/&(amp|quot|lt|gt|#x[0-9a-f]+|#\d+);/gi, (_, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ({ amp: '&', quot: '"', lt: '<', gt: '>' } as Record<string, string>)[name] ?? '';
  });

/** Attribute values of one name on the given tags, from HTML as React renders it (double-quoted attributes). */
export function attributes(html: string, tags: string, name: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(new RegExp(`<(?:${tags})\\s[^>]*>`, 'g'))) {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    if (value !== undefined) found.push(decode(value));
  }
  return found;
}

export interface Crawled {
  status: number;
  ids: Set<string>;
}

/**
 * From the start paths, follows every link to `origin` in the prerendered HTML (plain HTTP, no browser): each page's
 * status and ids, the stylesheets and scripts it names (HEAD), every same-origin link, and the other hosts linked to.
 */
export async function crawl(origin: string, starts: string[]) {
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
