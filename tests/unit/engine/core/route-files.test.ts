import { describe, expect, it } from 'vitest';
import { chunkClosure, routeFileSet } from '../../../../engine/core/route-files';

const MANIFEST = {
  'engine/app/entry.client.tsx': { file: 'assets/entry.js', imports: ['_site.js'] },
  '_site.js': { file: 'assets/site.js', imports: ['_runtime.js'], css: ['assets/site.css'] },
  '_runtime.js': { file: 'assets/runtime.js', imports: ['_site.js'] },
  'docs/demo/simple.md': { file: 'assets/simple.js', imports: ['_library.js', '_site.js'], css: ['assets/simple.css'] },
  '_library.js': { file: 'assets/library.js', imports: ['_runtime.js'], css: ['assets/table.css'] },
};

describe("a route's files", () => {
  it('follows static imports at any depth, once each, in the order first reached', () => {
    expect(chunkClosure(MANIFEST, 'engine/app/entry.client.tsx')).toEqual([
      'engine/app/entry.client.tsx',
      '_site.js',
      '_runtime.js',
    ]);
    expect(chunkClosure(MANIFEST, 'docs/demo/simple.md')).toEqual([
      'docs/demo/simple.md',
      '_library.js',
      '_runtime.js',
      '_site.js',
    ]);
  });

  it('names its module, its imports and every stylesheet they bring, under the base path', () => {
    expect(routeFileSet(MANIFEST, 'docs/demo/simple.md', '/table/')).toEqual({
      module: '/table/assets/simple.js',
      imports: ['/table/assets/library.js', '/table/assets/runtime.js', '/table/assets/site.js'],
      css: ['/table/assets/simple.css', '/table/assets/table.css', '/table/assets/site.css'],
    });
  });

  it('throws for a source the build does not have', () => {
    expect(() => routeFileSet(MANIFEST, 'docs/missing.md', '/')).toThrow(/no docs\/missing\.md/);
  });
});
