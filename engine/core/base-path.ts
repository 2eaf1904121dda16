/**
 * The path the site is served under ('/' at a host's root, '/table/' for a project site) and the site's public
 * origin. Pure: the build reads them from the environment, the browser from Vite's BASE_URL.
 */

/**
 * A BASE_PATH as given -> the base path with a slash at each end: '' or undefined -> '/', 'table' -> '/table/'.
 * Anything that is not a plain path (an address with a scheme or host, '.', '..', a query, spaces) throws.
 */
export function normalizeBasePath(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (!value || value === '/') return '/';
  const fail = (why: string): never => {
    throw new Error(
      `BASE_PATH "${raw}" is not a path: ${why}. Give the path the site is served under, for example /table/ (or nothing for the root).`,
    );
  };
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) fail('it has a scheme or a host');
  if (/[?#\\\s%]/.test(value)) fail('it may only hold path segments of letters, digits, "-", "_", "." and "~"');
  const segments = value.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) fail('"." and ".." are not allowed');
  if (!segments.every((segment) => /^[\w.~-]+$/.test(segment)))
    fail('it may only hold path segments of letters, digits, "-", "_", "." and "~"');
  return `/${segments.join('/')}/`;
}

/** A site path under the base: ('/table/', '/demo') -> '/table/demo'; ('/table/', '/') -> '/table/'. */
export function joinBase(base: string, path: string): string {
  return path.startsWith('/') ? base + path.slice(1) : path;
}

/** An address's path without the base ('/table/demo' -> '/demo', '/table' -> '/'); null when it is outside. */
export function stripBase(base: string, pathname: string): string | null {
  if (base === '/') return pathname;
  if (pathname === base.slice(0, -1)) return '/';
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : null;
}

/**
 * The site's public origin, from SITE_URL or the configured one: 'https://example.org/' -> 'https://example.org'.
 * A path in it must be the base path (it is the same address written out); anything else throws.
 */
export function normalizeSiteOrigin(raw: string, base: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`SITE_URL "${raw}" is not an absolute address such as https://example.org`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL "${raw}" must use http or https`);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(`SITE_URL "${raw}" must be an origin, without query, hash or credentials`);
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  if (path !== '/' && path !== base)
    throw new Error(`SITE_URL "${raw}" has the path ${url.pathname}, but the site is built for the base path ${base}`);
  return url.origin;
}

/** The absolute address of a site path: ('https://example.org', '/table/', '/demo') -> 'https://example.org/table/demo'. */
export function absoluteUrl(origin: string, base: string, path: string): string {
  return origin + joinBase(base, path);
}

/** Root-relative `href` and `src` values in built HTML put under the base: href="/demo" -> href="/table/demo". */
export function withBaseInHtml(html: string, base: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${base}`);
}
