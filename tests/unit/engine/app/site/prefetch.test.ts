import { describe, expect, it } from 'vitest';
import { PREFETCH_DEFAULT, assertPrefetch, firstTimeOnly } from '../../../../../engine/app/site/prefetch';

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
