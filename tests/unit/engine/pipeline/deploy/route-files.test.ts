import { describe, expect, it } from 'vitest';
import { ROUTE_FILES_KEY, routeFilesOf, routeFilesPlugin } from '../../../../../engine/pipeline/deploy/route-files';
import type { RouteFiles } from '../../../../../engine/core/route-files';
import { demoIds, scanDocs } from '../../../../../engine/pipeline/content/docs-folder';
import { routeSourceFiles } from '../../../../../engine/pipeline/content/routes-module';

const MANIFEST = {
  'engine/app/routes/doc-layout.tsx': { file: 'assets/layout.js', imports: ['_site.js'], css: ['assets/layout.css'] },
  '_site.js': { file: 'assets/site.js', css: ['assets/site.css'] },
  'docs/demo/simple.md': { file: 'assets/simple.js', imports: ['_site.js'] },
};

describe('the route-files list', () => {
  it("holds each route's module, the chunks it imports and their stylesheets, under the base path", () => {
    const sources = { layout: 'engine/app/routes/doc-layout.tsx', simple: 'docs/demo/simple.md' };
    expect(routeFilesOf(MANIFEST, sources, '/table/')).toEqual({
      layout: {
        module: '/table/assets/layout.js',
        imports: ['/table/assets/site.js'],
        css: ['/table/assets/layout.css', '/table/assets/site.css'],
      },
      simple: {
        module: '/table/assets/simple.js',
        imports: ['/table/assets/site.js'],
        css: ['/table/assets/site.css'],
      },
    });
  });

  it("is emitted by the client build, named by its content's hash, and named in the manifest", () => {
    const hook = routeFilesPlugin().generateBundle as unknown as {
      order: string;
      handler: (this: unknown, options: unknown, bundle: Record<string, { type: string; source?: string }>) => void;
    };
    expect(hook.order).toBe('post');
    // A manifest that holds the module of every route of the project's table.
    const sources = routeSourceFiles(scanDocs(), demoIds());
    const manifest = Object.fromEntries(
      Object.values(sources).map((src) => [src, { file: `assets/${src.length}.js` }]),
    );
    const bundle = { '.vite/manifest.json': { type: 'asset', source: JSON.stringify(manifest) } };
    const emitted: { fileName: string; source: string }[] = [];
    const context = {
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
      error: (message: string) => {
        throw new Error(message);
      },
    };
    hook.handler.call(context, {}, bundle);
    expect(emitted).toHaveLength(1);
    expect(emitted[0].fileName).toMatch(/^assets\/route-files-[0-9a-f]{10}\.json$/);
    const list = JSON.parse(emitted[0].source) as RouteFiles;
    expect(Object.keys(list).sort()).toEqual(Object.keys(sources).sort());
    expect(list['page:en-US:demo/simple'].module).toBe(`/assets/${'docs/demo/simple.md'.length}.js`);
    const after = JSON.parse(bundle['.vite/manifest.json'].source) as Record<string, { file: string }>;
    expect(after[ROUTE_FILES_KEY]).toEqual({ file: emitted[0].fileName });
    // Without the manifest, the build stops and says why.
    expect(() => hook.handler.call(context, {}, {})).toThrow(
      /no \.vite\/manifest\.json \(build\.manifest must be on\)/,
    );
  });
});
