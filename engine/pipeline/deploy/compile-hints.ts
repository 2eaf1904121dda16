/**
 * V8's compile hint for the chunks a page runs at once while it hydrates: with `//# allFunctionsCalledOnLoad` as its
 * first line, a script's functions are compiled as the file streams in, off the main thread, instead of one by one on
 * the main thread when each is first called. The line goes into the chunk's code in bundling, after every other
 * plugin has changed it (the bundler's map of a chunk's dependencies must not come before it); a comment changes
 * nothing the file does.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk's code with the hint as its first line (once). */
export const withCompileHint = (code: string) => (code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code);

export function compileHintsPlugin(chunkNames: readonly string[]): Plugin {
  return {
    name: 'docs-engine:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunkNames.includes(chunk.name)) chunk.code = withCompileHint(chunk.code);
      },
    },
  };
}
