import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteFiles } from '../../../../../../engine/core/route-files';
import { ChunkLoadError } from '../../../../../../engine/app/site/chunks';
import { loadPage, pageChunks } from '../../../../../../engine/app/site/router/navigation-guard';
import { hasRouteModule, loadRouteFiles } from '../../../../../../engine/app/site/router/site-router';

const LAYOUT = 'routes/doc-layout';
const SIMPLE = 'page:en-US:demo/simple';
const ELLIPSIS = 'page:en-US:demo/ellipsis';
// Scripts Node can import without a server.
const script = (n: number) => `data:text/javascript,export default ${n}`;
const FILES: RouteFiles = {
  [LAYOUT]: { module: script(1), imports: [script(2)], css: ['/assets/layout.css'] },
  [SIMPLE]: { module: script(3), imports: [script(2), script(4)], css: ['/assets/simple.css', '/assets/linked.css'] },
  [ELLIPSIS]: { module: script(5), imports: [], css: ['/assets/broken.css'] },
};
const fetched: string[] = [];

beforeAll(() => {
  // A built page: its route-files list named on the root element, one stylesheet already in the document.
  vi.stubGlobal('location', { href: 'http://site.test/demo' });
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'root' ? { dataset: { routeFiles: '/route-files.json' } } : null),
    querySelectorAll: () => [{ href: 'http://site.test/assets/linked.css' }],
  });
  vi.stubGlobal('fetch', async (address: string) => {
    fetched.push(address);
    if (address === '/route-files.json') return new Response(JSON.stringify(FILES));
    return new Response('', { status: address.includes('broken') ? 404 : 200 });
  });
});

describe('the navigation guard', () => {
  it('names the routes a page needs, then, once the list is here, their files: stylesheets, shared chunks, modules', async () => {
    expect(pageChunks('/demo/simple')).toEqual({ files: [], missing: [LAYOUT, SIMPLE] });
    await loadRouteFiles();
    expect(pageChunks('/demo/simple')).toEqual({
      files: [
        'http://site.test/assets/layout.css',
        'http://site.test/assets/simple.css',
        script(2),
        script(4),
        script(1),
        script(3),
      ],
      missing: [LAYOUT, SIMPLE],
    });
  });

  it('loads all of a page before it counts as ready, and then asks for nothing more', async () => {
    await loadPage('/demo/simple');
    expect(hasRouteModule(LAYOUT) && hasRouteModule(SIMPLE)).toBe(true);
    expect(fetched).toEqual(expect.arrayContaining(['http://site.test/assets/simple.css']));
    expect(fetched).not.toContain('http://site.test/assets/linked.css');
    expect(pageChunks('/demo/simple')).toEqual({ files: [], missing: [] });
  });

  it('fails with the file that failed and runs none of the page', async () => {
    const failure = await loadPage('/demo/ellipsis').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).request).toBe('http://site.test/assets/broken.css');
    expect(hasRouteModule(ELLIPSIS)).toBe(false);
  });
});
