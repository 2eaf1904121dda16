import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  joinBase,
  normalizeBasePath,
  normalizeSiteOrigin,
  stripBase,
  withBaseInHtml,
} from '../../../../engine/core/base-path';

describe('base path', () => {
  it('defaults to the root and adds the missing slashes', () => {
    expect(normalizeBasePath(undefined)).toBe('/');
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('/')).toBe('/');
    expect(normalizeBasePath('table')).toBe('/table/');
    expect(normalizeBasePath('/table')).toBe('/table/');
    expect(normalizeBasePath('table/')).toBe('/table/');
    expect(normalizeBasePath(' /docs/table/ ')).toBe('/docs/table/');
    expect(normalizeBasePath('/table//')).toBe('/table/');
  });

  it('stops with a message naming the value for anything that is not a path', () => {
    for (const bad of ['http://example.org/table/', 'https:table', '..', '/a/../b', './table', '/a b/', '/t?x', '/t#x'])
      expect(() => normalizeBasePath(bad), bad).toThrow(`BASE_PATH "${bad}" is not a path`);
    // A protocol-relative address names a host.
    expect(() => normalizeBasePath('//example.org/table')).toThrow('it has a scheme or a host');
  });

  it('puts site paths under the base and takes them out again', () => {
    expect(joinBase('/', '/demo')).toBe('/demo');
    expect(joinBase('/table/', '/')).toBe('/table/');
    expect(joinBase('/table/', '/demo/simple')).toBe('/table/demo/simple');
    expect(stripBase('/table/', '/table/demo/simple')).toBe('/demo/simple');
    expect(stripBase('/table/', '/table/')).toBe('/');
    expect(stripBase('/table/', '/table')).toBe('/');
    expect(stripBase('/table/', '/tables/x')).toBeNull();
    expect(stripBase('/', '/demo')).toBe('/demo');
  });

  it('rewrites root-relative links in built HTML, not external or protocol-relative ones', () => {
    const html = '<a href="/demo">a</a><a href="//cdn.example/x">b</a><a href="https://x.org/">c</a><img src="/i.svg">';
    expect(withBaseInHtml(html, '/table/')).toBe(
      '<a href="/table/demo">a</a><a href="//cdn.example/x">b</a><a href="https://x.org/">c</a><img src="/table/i.svg">',
    );
    expect(withBaseInHtml(html, '/')).toBe(html);
  });

  it('reads the public origin, accepting the base path in it and refusing another path', () => {
    expect(normalizeSiteOrigin('https://example.org/', '/')).toBe('https://example.org');
    expect(normalizeSiteOrigin('https://example.org/table', '/table/')).toBe('https://example.org');
    expect(() => normalizeSiteOrigin('https://example.org/docs/', '/table/')).toThrow('base path /table/');
    expect(() => normalizeSiteOrigin('example.org', '/')).toThrow('not an absolute address');
    expect(() => normalizeSiteOrigin('ftp://example.org', '/')).toThrow('http or https');
    expect(absoluteUrl('https://example.org', '/table/', '/zh-CN')).toBe('https://example.org/table/zh-CN');
  });

  it('says why a base path is refused', () => {
    const plainPath = 'it may only hold path segments of letters, digits, "-", "_", "." and "~"';
    expect(() => normalizeBasePath('https:table')).toThrow(
      'BASE_PATH "https:table" is not a path: it has a scheme or a host. Give the path the site is served under, for example /table/ (or nothing for the root).',
    );
    expect(() => normalizeBasePath('mailto:x')).toThrow('it has a scheme or a host');
    expect(() => normalizeBasePath('/t?x')).toThrow(plainPath);
    expect(() => normalizeBasePath('/a/../b')).toThrow('"." and ".." are not allowed');
    // A colon after the first segment is no scheme, only a character a path segment may not hold.
    expect(() => normalizeBasePath('/a:b')).toThrow(plainPath);
    for (const bad of ['/a@b', '/table/a@b', '/@a', '/a@', '/a*b/c'])
      expect(() => normalizeBasePath(bad), bad).toThrow(plainPath);
  });

  it('names the characters a base path may not hold before any "." or ".." segment in it', () => {
    expect(() => normalizeBasePath('/../a b')).toThrow('it may only hold path segments');
  });

  it('accepts every character of a plain path segment', () => {
    expect(normalizeBasePath('/a_b-c.d~e/v2')).toBe('/a_b-c.d~e/v2/');
  });

  it('leaves a relative path as it is when putting it under the base', () => {
    expect(joinBase('/table/', 'demo')).toBe('demo');
    expect(joinBase('/', 'demo')).toBe('demo');
  });

  it('accepts an http origin and the root path under any base', () => {
    expect(normalizeSiteOrigin('http://localhost:4173', '/')).toBe('http://localhost:4173');
    expect(normalizeSiteOrigin('https://example.org/', '/table/')).toBe('https://example.org');
  });

  it('ignores whitespace around the public origin, a pasted non-breaking space included', () => {
    expect(normalizeSiteOrigin(' https://example.org\u00a0', '/')).toBe('https://example.org');
  });

  it('refuses a public origin with a query, a hash or credentials', () => {
    for (const bad of [
      'https://example.org/?a=1',
      'https://example.org/#top',
      'https://user@example.org',
      'https://:secret@example.org',
    ])
      expect(() => normalizeSiteOrigin(bad, '/'), bad).toThrow(
        `SITE_URL "${bad}" must be an origin, without query, hash or credentials`,
      );
  });

  it('names the path a public origin has and the base path the site is built for', () => {
    expect(() => normalizeSiteOrigin('https://example.org/docs', '/table/')).toThrow(
      'SITE_URL "https://example.org/docs" has the path /docs, but the site is built for the base path /table/',
    );
  });

  it('rewrites root-relative links under a nested base', () => {
    expect(withBaseInHtml('<a href="/">home</a><script src="/app.js"></script>', '/docs/table/')).toBe(
      '<a href="/docs/table/">home</a><script src="/docs/table/app.js"></script>',
    );
  });

  it('takes every path as inside a site served at the root, one without a leading slash included', () => {
    expect(stripBase('/', 'assets/app.js')).toBe('assets/app.js');
  });
});
