import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PREFETCH_DEFAULT,
  assertPrefetch,
  firstTimeOnly,
  prefetchFiles,
} from '../../../../../engine/app/site/prefetch';

describe('prefetch option', () => {
  it('accepts the four values and rejects anything else', () => {
    for (const value of ['intent', 'render', 'viewport', 'none']) expect(assertPrefetch(value)).toBe(value);
    expect(() => assertPrefetch('hover')).toThrow('Invalid prefetch value');
    expect(() => assertPrefetch(undefined)).toThrow('Invalid prefetch value');
  });
});

describe('prefetch option: message', () => {
  it('names the bad value and the accepted ones', () => {
    expect(() => assertPrefetch('hover')).toThrow(
      'Invalid prefetch value: hover (expected one of intent, render, viewport, none)',
    );
  });
});

describe('prefetch option: default', () => {
  it('prefetches nothing unless configured', () => {
    expect(PREFETCH_DEFAULT).toBe('none');
  });
});

describe('prefetch: each file once per page view', () => {
  it('hands out only the files not seen before, each once, and remembers them', () => {
    const seen = new Set(['/a.js']);
    expect(firstTimeOnly(['/a.js', '/b.js', '/c.css', '/b.js'], seen)).toEqual(['/b.js', '/c.css']);
    expect(firstTimeOnly(['/c.css', '/d.js'], seen)).toEqual(['/d.js']);
    expect([...seen]).toEqual(['/a.js', '/b.js', '/c.css', '/d.js']);
  });
});

describe('prefetch: the links it adds to the page', () => {
  // A page of the browser, reduced to what prefetching touches: the resources it has loaded and its <head>.
  const head: { tag: string; rel: string; href: string }[] = [];
  const page = (loaded: string[]) => {
    head.length = 0;
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      (type) => (type === 'resource' ? loaded.map((name) => ({ name })) : []) as PerformanceEntryList,
    );
    vi.stubGlobal('document', {
      createElement: (tag: string) => ({ tag, rel: '', href: '' }),
      head: { append: (link: (typeof head)[number]) => head.push(link) },
    });
  };
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('adds a <link rel="prefetch"> per file, in order', () => {
    page([]);
    prefetchFiles(['/assets/page-1.js', '/assets/page-1.css']);
    expect(head).toEqual([
      { tag: 'link', rel: 'prefetch', href: '/assets/page-1.js' },
      { tag: 'link', rel: 'prefetch', href: '/assets/page-1.css' },
    ]);
  });

  it('skips the files the page has loaded already, and those prefetched before in the same page view', () => {
    page(['/assets/loaded-2.js']);
    prefetchFiles(['/assets/loaded-2.js', '/assets/page-2.js']);
    prefetchFiles(['/assets/page-2.js', '/assets/page-3.js']);
    expect(head.map((link) => link.href)).toEqual(['/assets/page-2.js', '/assets/page-3.js']);
  });
});
