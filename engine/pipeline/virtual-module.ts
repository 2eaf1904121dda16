/**
 * A Vite plugin that serves one virtual module made of data: `import data from '<id>'` gives what `data()` returns,
 * made when first imported. `watch` names files whose change, in the dev server, makes it again.
 */
import type { Plugin } from 'vite';

export function dataModule(id: string, data: () => unknown, watch: (file: string) => boolean = () => false): Plugin {
  const resolved = `\0${id}`;
  return {
    name: `data-module:${id}`,
    configureServer(server) {
      const reload = (file: string) => {
        if (!watch(file)) return;
        const module = server.moduleGraph.getModuleById(resolved);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
      server.watcher.on('unlink', reload);
    },
    resolveId: (source) => (source === id ? resolved : undefined),
    async load(loaded) {
      if (loaded === resolved) return `export default ${JSON.stringify(await data())};`;
    },
  };
}
