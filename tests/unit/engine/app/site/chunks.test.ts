import { describe, expect, it, vi } from 'vitest';
import {
  asChunkError,
  chunkName,
  ChunkLoadError,
  CHUNK_TIMEOUT_MS,
  CSS_CHUNK_LOAD_FAILED,
  forgetFailures,
  loadOnce,
} from '../../../../../engine/app/site/chunks';

describe('chunk errors', () => {
  it('names a chunk by its file, without folder, extension or fragment', () => {
    expect(chunkName('http://localhost/assets/virtual-C4t9cq48.js')).toBe('virtual-C4t9cq48');
    expect(chunkName('/assets/animation-DcI97A02.css#')).toBe('animation-DcI97A02');
  });

  it('says which chunk failed, how, and where', () => {
    const script = new ChunkLoadError('http://h/assets/a-1.js', 'timeout');
    expect(script.message).toBe('Loading chunk a-1 failed.\n(timeout: http://h/assets/a-1.js)');
    expect([script.name, script.type, script.request, script.code]).toEqual([
      'ChunkLoadError',
      'timeout',
      'http://h/assets/a-1.js',
      undefined,
    ]);
    const css = new ChunkLoadError('http://h/assets/b-2.css', 'error');
    expect(css.message).toMatch(/^Loading CSS chunk b-2 failed\./);
    expect(css.code).toBe(CSS_CHUNK_LOAD_FAILED);
  });

  it('recognises failed dynamic imports and stylesheets from the browser and Vite', () => {
    expect(
      asChunkError(new TypeError('Failed to fetch dynamically imported module: http://h/assets/x-9.js')),
    ).toMatchObject({ request: 'http://h/assets/x-9.js', type: 'error' });
    expect(
      asChunkError(new TypeError('error loading dynamically imported module: http://h/assets/y.js')),
    ).toMatchObject({ request: 'http://h/assets/y.js' });
    expect(asChunkError(new Error('Unable to preload CSS for /assets/z.css'))).toMatchObject({
      request: '/assets/z.css',
      code: CSS_CHUNK_LOAD_FAILED,
    });
    expect(asChunkError(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(asChunkError('nope')).toBeNull();
  });

  it('times out after 120 seconds, naming the address', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    try {
      const never = loadOnce('never', () => new Promise(() => {}), '/a.js');
      const settled = expect(never).rejects.toMatchObject({ type: 'timeout', request: '/a.js' });
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      expect(never.status).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('one request per chunk', () => {
  it('asks once, and gives the outcome to React without waiting once it is known', async () => {
    const load = vi.fn(() => Promise.resolve(7));
    const first = loadOnce('seven', load);
    expect(loadOnce('seven', load)).toBe(first);
    await expect(first).resolves.toBe(7);
    expect(first).toMatchObject({ status: 'fulfilled', value: 7 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until the visitor acts again, then asks anew; a success stays', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('ok');
    const failed = loadOnce('flaky', load);
    await expect(failed).rejects.toThrow('offline');
    expect(failed.status).toBe('rejected');
    expect(loadOnce('flaky', load)).toBe(failed);
    const kept = loadOnce('kept', () => Promise.resolve(1));
    await kept;
    forgetFailures();
    await expect(loadOnce('flaky', load)).resolves.toBe('ok');
    expect(loadOnce('kept', () => Promise.resolve(2))).toBe(kept);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('chunk errors: details', () => {
  it('cuts only a script or stylesheet extension from the name, and keeps an address without a file name whole', () => {
    expect(chunkName('/assets/data-1.json')).toBe('data-1.json');
    expect(chunkName('/assets/entry-2.mjs?v=1')).toBe('entry-2');
    expect(chunkName('/assets/')).toBe('/assets/');
  });

  it('names a failed stylesheet as such', () => {
    const css = new ChunkLoadError('/assets/b-2.css', 'timeout');
    expect([css.name, chunkName(css.request), css.type, css.request, css.code]).toEqual([
      'CssChunkLoadError',
      'b-2',
      'timeout',
      '/assets/b-2.css',
      'CSS_CHUNK_LOAD_FAILED',
    ]);
    expect(css.message).toBe('Loading CSS chunk b-2 failed.\n(timeout: /assets/b-2.css)');
  });

  it('passes its own errors through unchanged, and takes a stylesheet failure as an error', () => {
    const own = new ChunkLoadError('/assets/a.js', 'timeout');
    expect(asChunkError(own)).toBe(own);
    expect(asChunkError(new Error('Unable to preload CSS for /assets/z.css'))).toMatchObject({
      type: 'error',
      name: 'CssChunkLoadError',
    });
  });

  it('recognises the failure by its words, with or without punctuation and address', () => {
    expect(asChunkError(new TypeError('Importing a module script failed.'))).toMatchObject({ request: 'unknown' });
    expect(asChunkError(new TypeError('Importing a module script failed'))).toMatchObject({ request: 'unknown' });
    expect(asChunkError(new TypeError('Failed to fetch dynamically imported module:/assets/c.js'))).toMatchObject({
      request: '/assets/c.js',
      name: 'ChunkLoadError',
    });
  });

  it('takes only errors: not null, nor an object that merely carries such a message', () => {
    expect(asChunkError(null)).toBeNull();
    expect(asChunkError({ message: 'Failed to fetch dynamically imported module: /assets/x.js' })).toBeNull();
  });

  it('leaves no timer behind once the promise settles', async () => {
    vi.useFakeTimers();
    try {
      await expect(loadOnce('quick', () => Promise.resolve('ok'))).resolves.toBe('ok');
      expect(vi.getTimerCount()).toBe(0);
      await expect(loadOnce('refused', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a script that failed to import, asked for directly', () => {
  const failing = (address: string) => () =>
    Promise.reject(new TypeError(`error loading dynamically imported module: ${address}`));

  it.each([
    ['answers 200 (the engine keeps the failed module)', { ok: true, status: 200 }, true],
    ['answers 404 (a newer deploy replaced it)', { ok: false, status: 404 }, true],
    ['answers 503 (the server is at fault)', { ok: false, status: 503 }, false],
  ])('%s: stale is %s', async (_, answer, stale) => {
    const fetch = vi.fn(() => Promise.resolve(answer as Response));
    vi.stubGlobal('fetch', fetch);
    const address = `http://h/assets/page-${answer.status}.js`;
    try {
      const error = await loadOnce(address, failing(address)).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect((error as ChunkLoadError).stale).toBe(stale);
      expect(fetch).toHaveBeenCalledWith(address, { method: 'HEAD', cache: 'no-store' });
    } finally {
      vi.unstubAllGlobals();
      forgetFailures();
    }
  });

  it('is not stale when it cannot be reached either (offline): the retry asks again in this document', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.')));
    const address = 'http://h/assets/offline.js';
    try {
      const error = await loadOnce(address, failing(address)).catch((reason: unknown) => reason);
      expect((error as ChunkLoadError).stale).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      forgetFailures();
    }
  });
});
