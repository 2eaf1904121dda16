import { describe, expect, it, vi } from 'vitest';
import {
  asChunkError,
  chunkName,
  ChunkLoadError,
  CHUNK_TIMEOUT_MS,
  CSS_CHUNK_LOAD_FAILED,
  withTimeout,
} from '../../app/site/chunk-error';
import { missingChunks, type ManifestRoute } from '../../app/site/route-chunks';

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
    const css = new ChunkLoadError('http://h/assets/b-2.css', 'error', true);
    expect(css.message).toMatch(/^Loading CSS chunk b-2 failed\./);
    expect(css.code).toBe(CSS_CHUNK_LOAD_FAILED);
  });

  it('recognises failed dynamic imports and stylesheets from the browser and Vite', () => {
    expect(
      asChunkError(new TypeError('Failed to fetch dynamically imported module: http://h/assets/x-9.js')),
    ).toMatchObject({ chunk: 'x-9', type: 'error' });
    expect(
      asChunkError(new TypeError('error loading dynamically imported module: http://h/assets/y.js')),
    ).toMatchObject({ chunk: 'y' });
    expect(asChunkError(new Error('Unable to preload CSS for /assets/z.css'))).toMatchObject({
      chunk: 'z',
      code: CSS_CHUNK_LOAD_FAILED,
    });
    expect(asChunkError(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(asChunkError('nope')).toBeNull();
  });

  it('times out after 120 seconds', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    try {
      const never = withTimeout(new Promise(() => {}), CHUNK_TIMEOUT_MS, () => new ChunkLoadError('/a.js', 'timeout'));
      const settled = expect(never).rejects.toMatchObject({ type: 'timeout' });
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      await settled;
      await expect(withTimeout(Promise.resolve(1), 10, () => new Error('late'))).resolves.toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('chunks of the next route', () => {
  const routes: Record<string, ManifestRoute> = {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js'], css: ['/assets/root.css'] },
    layout: {
      id: 'layout',
      parentId: 'root',
      module: '/assets/layout.js',
      imports: ['/assets/react.js', '/assets/link.js'],
    },
    simple: {
      id: 'simple',
      parentId: 'layout',
      path: 'demo/simple',
      module: '/assets/simple.js',
      imports: ['/assets/link.js', '/assets/table.js'],
      css: ['/assets/table.css'],
    },
    home: { id: 'home', parentId: 'layout', index: true, module: '/assets/home.js' },
    missing: { id: 'missing', parentId: 'layout', path: '*', module: '/assets/404.js' },
  };
  const loaded = new Set(['root', 'layout', 'home']);
  const isLoaded = (id: string) => loaded.has(id);

  it('lists the shared chunks, then the route module, and the stylesheets, of routes not loaded yet', () => {
    expect(missingChunks(routes, isLoaded, '/demo/simple')).toEqual({
      js: ['/assets/link.js', '/assets/table.js', '/assets/simple.js'],
      css: ['/assets/table.css'],
      modules: ['/assets/simple.js'],
    });
    expect(missingChunks(routes, isLoaded, '/no/such/page')).toEqual({
      js: ['/assets/404.js'],
      css: [],
      modules: ['/assets/404.js'],
    });
  });

  it('needs nothing for a route already loaded', () => {
    expect(missingChunks(routes, isLoaded, '/')).toBeNull();
    expect(missingChunks(routes, (id) => id !== 'nothing', '/demo/simple')).toBeNull();
  });
});

describe('chunk errors: details', () => {
  it('cuts only a script or stylesheet extension from the name, and keeps an address without a file name whole', () => {
    expect(chunkName('/assets/data-1.json')).toBe('data-1.json');
    expect(chunkName('/assets/entry-2.mjs?v=1')).toBe('entry-2');
    expect(chunkName('/assets/')).toBe('/assets/');
  });

  it('names a failed stylesheet as such', () => {
    const css = new ChunkLoadError('/assets/b-2.css', 'timeout', true);
    expect([css.name, css.chunk, css.type, css.request, css.code]).toEqual([
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
    expect(asChunkError(new TypeError('Importing a module script failed.'))).toMatchObject({ chunk: 'unknown' });
    expect(asChunkError(new TypeError('Importing a module script failed'))).toMatchObject({ chunk: 'unknown' });
    expect(asChunkError(new TypeError('Failed to fetch dynamically imported module:/assets/c.js'))).toMatchObject({
      chunk: 'c',
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
      await expect(withTimeout(Promise.resolve('ok'), 1000, () => new Error('late'))).resolves.toBe('ok');
      expect(vi.getTimerCount()).toBe(0);
      await expect(withTimeout(Promise.reject(new Error('no')), 1000, () => new Error('late'))).rejects.toThrow('no');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
