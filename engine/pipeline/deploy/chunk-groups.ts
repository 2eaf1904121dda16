/**
 * How the client build groups modules into chunks, so that a page loads a handful of files instead of dozens of
 * tiny ones. What a page needs before the visitor acts is reached by static imports from the entries: the client
 * entry (with the root route) and the route modules, which the route table (`virtual:routes`) imports dynamically
 * (the doc layout, the page's module). Other code behind a dynamic `import()` is never reached that way and keeps
 * its own chunks (the live editor, the compiler, the design export, search).
 *
 * - `site`: what every page needs (statically reached from the client entry or the doc layout) and
 *   the site's own code most pages share (reached from at least `shareOfPages` of the entries: the doc page).
 * - `library`: packages and sample data many pages share (the table library), reached from at least `libraryPages`
 *   entries: loaded by the pages that show a table, not by the others.
 * - `tools`: code only the playground and the standalone demo page use.
 * - `extras`: packages and sample data a few demos use (the vite config splits it by the pages that use it).
 * - everything else (a page's module, its demo): the bundler's own splitting.
 */
export interface ModuleGraphInfo {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export type ChunkGroup = 'site' | 'library' | 'tools' | 'extras';
type GetInfo = (id: string) => ModuleGraphInfo | null;

export interface ChunkGroupOptions {
  /** The module whose dynamic imports are the route modules: each is an entry here. */
  routeTable: string;
  /** Entries whose static imports every page loads: ids containing one of these. */
  everyPage: readonly string[];
  /** Entries of the pages that run demos outside a doc page (playground, standalone demo): their shared code. */
  tools: readonly string[];
  /** Share (0..1) of all entries that must reach a module for it to go with the site's code. */
  shareOfPages: number;
  /** Entries that must reach a package's module for it to go into the shared library chunk. */
  libraryPages: number;
}

export const CHUNK_GROUP_OPTIONS: ChunkGroupOptions = {
  routeTable: '\0virtual:routes',
  everyPage: ['/entry.client.tsx', '/engine/app/routes/doc-layout.tsx'],
  tools: ['/engine/app/routes/playground.tsx', '/engine/app/routes/standalone-demo.tsx'],
  shareOfPages: 0.4,
  libraryPages: 8,
};

/**
 * A `test` that sees every module, and one `name` function per group. Rolldown calls every group's `test` before
 * its `name`, so the names know the whole graph (the number of entries).
 */
export function chunkGrouper(options: ChunkGroupOptions = CHUNK_GROUP_OPTIONS) {
  const ids = new Set<string>();
  let reach: Map<string, Set<string>> | undefined;
  let entryCount = 0;

  let routeModules: Set<string> | undefined;
  /** Whether a module is an entry: the bundle's own, or a route module. */
  const isEntry = (id: string, getInfo: GetInfo) => {
    routeModules ??= new Set(getInfo(options.routeTable)?.dynamicallyImportedIds ?? []);
    return Boolean(getInfo(id)?.isEntry) || routeModules.has(id);
  };

  /** For every module, the entries that reach it through static imports (an entry reaches itself). */
  const entriesReaching = (getInfo: GetInfo) => {
    const found = new Map<string, Set<string>>();
    const entries = [...ids].filter((id) => isEntry(id, getInfo));
    entryCount = entries.length;
    for (const entry of entries) {
      const queue = [entry];
      while (queue.length) {
        const id = queue.pop()!;
        const seen = found.get(id) ?? new Set<string>();
        if (seen.has(entry)) continue;
        seen.add(entry);
        found.set(id, seen);
        queue.push(...(getInfo(id)?.importedIds ?? []));
      }
    }
    return found;
  };

  /** Which of the groups a module belongs to; null leaves it to the bundler. */
  const group = (id: string, getInfo: GetInfo): ChunkGroup | null => {
    reach ??= entriesReaching(getInfo);
    if (!getInfo(id) || isEntry(id, getInfo)) return null;
    const reached = reach.get(id);
    if (!reached) return null;
    const shared = id.includes('/node_modules/') || id.includes('/docs/examples/data/');
    const from = (files: readonly string[]) => [...reached].some((entry) => files.some((file) => entry.includes(file)));
    if (from(options.everyPage)) return 'site';
    // A package most pages use but the layout does not (the table library) stays off the pages without a table.
    if (shared) {
      if (reached.size >= options.libraryPages) return 'library';
    } else if (reached.size >= options.shareOfPages * entryCount) return 'site';
    const onlyTools = [...reached].every((entry) => options.tools.some((file) => entry.includes(file)));
    if (onlyTools) return 'tools';
    return shared ? 'extras' : null;
  };

  /** The group `name` functions: each group takes its own modules, the site's first. */
  const named =
    (wanted: ChunkGroup) =>
    (id: string, getInfo: GetInfo): ChunkGroup | null =>
      group(id, getInfo) === wanted ? wanted : null;

  const test = (id: string) => {
    ids.add(id);
    return true;
  };
  return { test, site: named('site'), library: named('library'), tools: named('tools'), extras: named('extras') };
}
