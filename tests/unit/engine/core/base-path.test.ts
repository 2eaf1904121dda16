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
});
