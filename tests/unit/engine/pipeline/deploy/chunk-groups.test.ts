import { describe, expect, it } from 'vitest';
import { chunkGrouper, type ModuleGraphInfo } from '../../../../../engine/pipeline/deploy/chunk-groups';

const ROUTE_TABLE = '\0virtual:routes';

/**
 * A module graph given by each module's static importers: the client entry is the bundle's entry, the route table
 * imports the route modules dynamically.
 */
function graph(importers: Record<string, string[]>, entries: string[]) {
  return (id: string): ModuleGraphInfo | null =>
    id === ROUTE_TABLE
      ? { isEntry: false, importedIds: [], dynamicallyImportedIds: entries.filter((entry) => entry !== CLIENT) }
      : id in importers || entries.includes(id)
        ? {
            isEntry: id === CLIENT,
            importedIds: Object.keys(importers).filter((other) => importers[other].includes(id)),
            dynamicallyImportedIds: [],
          }
        : null;
}

const CLIENT = '/app/entry.client.tsx';

const entries = [
  CLIENT,
  '/app/routes/doc-layout.tsx',
  '/app/routes/playground.tsx',
  '/app/routes/standalone-demo.tsx',
  '/docs/index.md',
  '/docs/demo/a.md',
  '/docs/demo/b.md',
  '/docs/demo/c.md',
  '/docs/demo/d.md',
];
const pages = entries.filter((id) => id.startsWith('/docs/'));
const importers: Record<string, string[]> = {
  '/app/root.tsx': [CLIENT],
  '/node_modules/react/index.js': ['/app/root.tsx'],
  '/app/theme/Header.tsx': ['/app/routes/doc-layout.tsx'],
  '/app/theme/DocPage.tsx': pages,
  '/docs/examples/a.tsx': ['/docs/demo/a.md'],
  '/docs/examples/b.tsx': ['/docs/demo/b.md'],
  '/docs/examples/c.tsx': ['/docs/demo/c.md'],
  '/docs/examples/d.tsx': ['/docs/demo/d.md'],
  '/node_modules/@rc-component/table/es/index.js': [
    '/docs/examples/a.tsx',
    '/docs/examples/b.tsx',
    '/docs/examples/c.tsx',
  ],
  '/node_modules/@rc-component/util/es/index.js': ['/node_modules/@rc-component/table/es/index.js'],
  '/node_modules/react-window/index.js': ['/docs/examples/d.tsx'],
  '/app/live/playground-url.ts': ['/app/routes/playground.tsx', '/app/routes/standalone-demo.tsx'],
  '/app/live/lazy-only.ts': [],
};

function groupsOf(options = {}) {
  const grouper = chunkGrouper({
    routeTable: ROUTE_TABLE,
    everyPage: ['/entry.client.tsx', '/app/routes/doc-layout.tsx'],
    tools: ['/app/routes/playground.tsx', '/app/routes/standalone-demo.tsx'],
    shareOfPages: 0.4,
    libraryPages: 3,
    ...options,
  });
  const getInfo = graph(importers, entries);
  for (const id of [...entries, ...Object.keys(importers), ROUTE_TABLE]) grouper.test(id);
  return (id: string) =>
    (['site', 'library', 'tools', 'extras'] as const).find((name) => grouper[name](id, getInfo) === name) ?? null;
}

describe('chunk groups', () => {
  it("puts what the layout needs and the site's code most pages share into the site's chunk", () => {
    const group = groupsOf();
    expect(group('/node_modules/react/index.js')).toBe('site');
    expect(group('/app/theme/Header.tsx')).toBe('site');
    expect(group('/app/theme/DocPage.tsx')).toBe('site');
  });

  it('puts a package several pages use, with what it imports, into the library chunk, not the site', () => {
    const group = groupsOf();
    expect(group('/node_modules/@rc-component/table/es/index.js')).toBe('library');
    expect(group('/node_modules/@rc-component/util/es/index.js')).toBe('library');
    expect(groupsOf({ libraryPages: 4 })('/node_modules/@rc-component/table/es/index.js')).toBe('extras');
  });

  it("keeps a page's own demo, the playground's code and code only loaded on demand apart", () => {
    const group = groupsOf();
    expect(group('/docs/examples/a.tsx')).toBeNull();
    expect(group('/node_modules/react-window/index.js')).toBe('extras');
    expect(group('/app/live/playground-url.ts')).toBe('tools');
    expect(group('/app/live/lazy-only.ts')).toBeNull();
    for (const entry of entries) expect(group(entry), entry).toBeNull();
  });

  it('finds the entries behind an import cycle', () => {
    const cyclic = { ...importers, '/app/x.ts': ['/app/y.ts', '/app/root.tsx'], '/app/y.ts': ['/app/x.ts'] };
    const grouper = chunkGrouper();
    const getInfo = graph(cyclic, entries);
    for (const id of [...entries, ...Object.keys(cyclic)]) grouper.test(id);
    expect(grouper.site('/app/y.ts', getInfo)).toBe('site');
    expect(grouper.site('/app/x.ts', getInfo)).toBe('site');
  });
});
